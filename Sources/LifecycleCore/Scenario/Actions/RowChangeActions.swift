/// The records of a list's data changing while the app runs: `insert-row: R` and
/// `delete-row: R`. Offered only in apps whose steps use them.
extension ActionRecord {
  /// `insert-row: R`: the row, declared `absent:` or deleted before, joins its list's data.
  package static let insertRow = rowRecord(insert: true)
  /// `delete-row: R`: the row leaves its list's data.
  package static let deleteRow = rowRecord(insert: false)

  /// The record of `insert-row` or `delete-row`.
  private static func rowRecord(insert: Bool) -> ActionRecord {
    let keyword = insert ? "insert-row" : "delete-row"
    return ActionRecord(
      keyword: keyword,
      about: insert
        ? "The app inserts a row into a list's data (a ForEach's array) at its place among the declared rows: it appears if it lands in view."
        : "The app deletes a row from a list's data (a ForEach's array, or the user's swipe to delete): it disappears if it was in view.",
      argument: .screen, argumentAbout: insert ? "the row, declared in 'rows:' and 'absent:', or deleted before" : "the row, in the list's data now",
      namesScreenInApp: true, kinds: [.rowChange],
      payload: { if case .changeRow(let v0, let v1) = $0 { (v0, v1) } else { nil } },
      screens: { payload, body in do { let (id, _) = payload; body(id) } },
      summary: { payload in
        let (id, _) = payload
        return "\(keyword) \(id)"
      },
      fields: { payload in
        let (id, _) = payload
        return StepFields(.screen(id))
      },
      decode: { fields in .success(.changeRow(fields.screen, insert: insert)) },
      sample: { sample, below, _ in
        let names = sample.names.isEmpty ? [sample.screen] : sample.names
        return .changeRow(names[below(names.count)], insert: insert)
      },
      probe: PayloadProbeForm(
        insert
          ? "/// The app inserts a row into its list's data, animated (ProbeLists).\ncase insertRow(String)"
          : "/// The app deletes a row from its list's data, animated (ProbeLists).\ncase deleteRow(String)"
      ) { payload, _ in
        let (row, _) = payload
        return .code((insert ? ".insertRow(" : ".deleteRow(") + ProbeContext.literal(row) + ")")
      },
      onlyWhereUsed: true,
      offer: { state, offer, actions in
        // Each row of a list on screen that can join its data where it would be in view or
        // just below it, or each row in view (every row of a non-lazy stack) that can leave it.
        let app = offer.app
        for (list, data) in Navigator.listsOnScreen(app, state) {
          if insert {
            // A lazy list's rows up to the first row of its data below the viewport: a row
            // further down would land out of view (and `ListBound` keeps only the rows a walk
            // can bring into view).
            var end = list.rows.count
            if list.kind.isLazy, let last = list.rows.lastIndex(where: state.isLive) {
              end = list.rows[(last + 1)...].firstIndex(where: { data.contains($0) }).map { $0 + 1 } ?? end
            }
            for row in list.rows[..<end] where !data.contains(row) { actions.append(.changeRow(app.texts[row], insert: true)) }
          } else {
            for row in data where state.isLive(row) { actions.append(.changeRow(app.texts[row], insert: false)) }
          }
        }
      },
      apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
        let (id, insert) = payload
        try navigator.changeRow(navigator.screen(id), insert: insert, &state, &transition)
      })
  }
}
