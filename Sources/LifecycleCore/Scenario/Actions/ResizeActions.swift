/// The record of a change of the window's width class (`resize: compact`, `resize: regular`).
extension ActionRecord {
  /// `resize: compact|regular`: offered only in apps whose steps use it.
  package static let resize = ActionRecord(
    keyword: "resize",
    about:
      "The window's horizontal size class changes (iPad multitasking, Stage Manager, a large iPhone rotated): the size change goes down every layer as in a rotation, and a split view at the root collapses into the column it shows collapsed (compact) or expands again (regular).",
    argument: .screen, argumentAbout: "the new width class: compact or regular",
    kinds: [.resize],
    payload: { if case .resize(let v) = $0 { v } else { nil } },
    summary: { payload in
      let width = payload
      return "resize \(width.rawValue)"
    },
    fields: { payload in
      let width = payload
      return StepFields(.screen(width.rawValue))
    },
    decode: { fields in
      guard let width = WidthClass(rawValue: fields.screen) else {
        return .failure(StepFieldError("'resize' names a width class: compact or regular (found '\(fields.screen)')", at: nil))
      }
      return .success(.resize(width))
    },
    sample: { _, below, _ in .resize(WidthClass.allCases[below(2)]) },
    probe: PayloadProbeForm("case resize(compact: Bool)") { payload, _ in
      let width = payload
      return .code(".resize(compact: \(width == .compact))")
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      guard offer.app.definition.split != nil else {
        // An iPad keeps its window's width: only the other one is offered.
        if !offer.regularWidth || !state.compactWindow { actions.append(.resize(.compact)) }
        if !offer.regularWidth || state.compactWindow { actions.append(.resize(.regular)) }
        return
      }
      // Every split view of the app has the window's width: the first one says which way it goes.
      guard state.launched, let split = state.splitHolder(tab: offer.app.splitTab), state.boxes[split].kind == .split else {
        // A split view that launched collapsed (an iPhone) can expand.
        if state.holdsLaunchCollapsedSplit(in: offer.app) { actions.append(.resize(.regular)) }
        return
      }
      actions.append(.resize(state.isSplitCollapsed(split) ? .regular : .compact))
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let width = payload
      try navigator.resize(to: width, &state, &transition)
    })
}
