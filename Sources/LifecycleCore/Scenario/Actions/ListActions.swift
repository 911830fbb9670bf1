/// The record of a list's scrolling: `scroll: L` with `to: R`.
extension ActionRecord {
  /// `scroll: L`, with `to: R` (a row of `L`'s list).
  package static let scroll = ActionRecord(
    keyword: "scroll", about: "Scroll a screen's list until one of its rows is in view.", argument: .screen,
    options: [OptionSpec(.to, default: nil, alwaysWritten: true)], namesScreenInApp: true, kinds: [.scroll, .scrollOffscreen],
    payload: { if case .scroll(let v0, let v1) = $0 { (v0, v1) } else { nil } },
    screens: { payload, body in body(payload.0) },
    summary: { payload in
      let (screen, row) = payload
      return "scroll \(screen) to \(row)"
    },
    fields: { payload in
      let (id, row) = payload
      return StepFields(.screen(id), to: row)
    },
    decode: { fields in
      guard let row = fields.to else {
        return .failure(StepFieldError("'scroll' needs the row to bring into view: add 'to: R'", at: .to))
      }
      return .success(.scroll(fields.screen, to: row))
    },
    sample: { sample, below, _ in
      let names = sample.names.isEmpty ? ["A"] : sample.names
      return .scroll(sample.screen, to: names[below(names.count)])
    },
    probe: PayloadProbeForm("/// The app scrolls a list until the row is in view (ProbeLists).\ncase scroll(String, to: String)") { payload, _ in
      let (screen, row) = payload
      return .code(".scroll(\(ProbeContext.literal(screen)), to: \(ProbeContext.literal(row)))")
    },
    offer: { state, offer, actions in
      // A page down and a page up of each lazy list on screen: the row just past the
      // viewport's edge, a viewport further.
      // A list out of the window only in apps whose steps scroll one while it is covered.
      let app = offer.app
      let outOfSight =
        offer.uses(StepVocabulary.overPush("scroll")) || offer.uses(StepVocabulary.underPresentation("scroll"))
      var onScreen: [ScreenRef]?
      for screen in app.listScreens {
        guard let list = app.lists[screen], list.kind.isLazy, state.isLive(screen) else { continue }
        if onScreen == nil { onScreen = state.onScreen }
        guard outOfSight || onScreen?.contains(where: { $0.screen == screen }) == true else { continue }
        // Over the rows in the list's data now (its declared rows, where no step changed it).
        let rows = Navigator.dataRows(list, state)
        guard let first = rows.firstIndex(where: state.isLive) else { continue }
        let viewport = max(1, list.viewport)
        if first + viewport < rows.count {
          actions.append(.scroll(app.texts[screen], to: app.texts[rows[min(first + 2 * viewport - 1, rows.count - 1)]]))
        }
        if first > 0 {
          actions.append(.scroll(app.texts[screen], to: app.texts[rows[max(first - viewport, 0)]]))
        }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, row) = payload
      try navigator.scroll(navigator.screen(id), to: row, &state, &transition)
    })
}
