/// The record of a list's row moved while the app runs: `move-row: R` with `to: S`. Offered
/// only in apps whose steps use it.
extension ActionRecord {
  /// `move-row: R` with `to: S`: the row `R` takes `S`'s place in its list's data (`onMove`).
  package static let moveRow = ActionRecord(
    keyword: "move-row",
    about:
      "The app moves a row of a list's data to another row's place (a ForEach's onMove, or its array reordered): the row keeps its identity, so only a row that crosses the viewport's edge appears or disappears.",
    argument: .screen, argumentAbout: "the row to move, in the list's data now",
    options: [OptionSpec(.to, default: nil, alwaysWritten: true)], namesScreenInApp: true, kinds: [.rowMove],
    payload: { if case .moveRow(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (row, target) = payload
      return "move-row \(row) to \(target)"
    },
    fields: { payload in
      let (row, target) = payload
      return StepFields(.screen(row), to: target)
    },
    decode: { fields in
      guard let target = fields.to else {
        return .failure(StepFieldError("'move-row' needs the row whose place it takes: add 'to: S'", at: .to))
      }
      return .success(.moveRow(fields.screen, to: target))
    },
    sample: { sample, below, _ in
      let names = sample.names.isEmpty ? [sample.screen] : sample.names
      return .moveRow(names[below(names.count)], to: names[below(names.count)])
    },
    probe: PayloadProbeForm(
      "/// The app moves a row to another row's place in its list's data, animated (ProbeLists).\ncase moveRow(String, to: String)"
    ) {
      payload, _ in
      let (row, target) = payload
      return .code(".moveRow(\(ProbeContext.literal(row)), to: \(ProbeContext.literal(target)))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      // In each list on screen: the bottom row in view moved to the top (it stays in view), and
      // for a lazy list the top row moved just below the viewport and the row just below it
      // moved to the top (each crosses the edge). Every move stays within a row of the
      // viewport, so `ListBound`'s cut list holds every row a walk reaches.
      let app = offer.app
      for (list, data) in Navigator.listsOnScreen(app, state) {
        guard let first = data.firstIndex(where: state.isLive), let last = data.lastIndex(where: state.isLive) else { continue }
        if last > first { actions.append(.moveRow(app.texts[data[last]], to: app.texts[data[first]])) }
        guard list.kind.isLazy, last + 1 < data.count else { continue }
        actions.append(.moveRow(app.texts[data[first]], to: app.texts[data[last + 1]]))
        actions.append(.moveRow(app.texts[data[last + 1]], to: app.texts[data[first]]))
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, target) = payload
      try navigator.moveRow(navigator.screen(id), to: target, &state, &transition)
    })
}
