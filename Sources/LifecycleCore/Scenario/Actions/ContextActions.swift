/// The record of a presentation made by a child controller: `present-in-context`.
extension ActionRecord {
  /// `present-in-context: X` with `from: Y`, `style` (`currentContext` by default),
  /// `in-navigation` and `animated`: offered only in apps whose steps use it.
  package static let presentInContext = ActionRecord(
    keyword: "present-in-context",
    about: "A controller on screen, maybe a child, presents a screen; a child that defines the presentation context is all a context style covers.",
    argument: .screen,
    options: [
      OptionSpec(.from, default: nil, alwaysWritten: true),
      OptionSpec(.style, default: .style(.currentContext), alwaysWritten: true, fuzzChance: 20),
      OptionSpec(.inNavigation, default: .bool(false)), OptionSpec(.animated, default: .bool(true)),
    ],
    bringsIn: true, kinds: [.presentCovering, .presentOver],
    payload: { if case .presentInContext(let v0, let v1, let v2, let v3, let v4) = $0 { (v0, v1, v2, v3, v4) } else { nil } },
    screens: { payload, body in
      body(payload.0)
      body(payload.1)
    },
    summary: { payload in
      let (screen, presenter, style, inNavigation, _) = payload
      return "present \(screen) from \(presenter) (\(style.rawValue)\(inNavigation ? ", in navigation" : ""))"
    },
    fields: { payload in
      let (id, presenter, style, inNavigation, animated) = payload
      return StepFields(.screen(id), animated: animated, style: style, inNavigation: inNavigation, from: presenter)
    },
    decode: { fields in
      guard let presenter = fields.from else {
        return .failure(
          StepFieldError("'present-in-context' is a presentation a controller on screen makes: name it with 'from: Y'", at: .from))
      }
      return .success(
        .presentInContext(
          fields.screen, from: presenter, style: fields.style ?? .currentContext, inNavigation: fields.inNavigation ?? false,
          animated: fields.animated ?? true))
    },
    refinements: { payload, _, before, after in
      let (_, _, _, inNavigation, animated) = payload
      return ClaimRefinements.presented(before: before, after: after, inNavigation: inNavigation, animated: animated)
    },
    sample: { sample, below, chance in
      // From the app's first screen, most often the window's root and on screen, else any.
      let others = sample.names.isEmpty ? ["A"] : sample.names
      let presenter = chance(70) ? others[0] : others[below(others.count)]
      let style: PresentationStyle = chance(50) ? .currentContext : .overCurrentContext
      return .presentInContext(sample.screen, from: presenter, style: style, inNavigation: chance(30), animated: sample.animated)
    },
    probe: PayloadProbeForm(
      "case presentInContext(String, from: String, style: ProbeStyle, inNavigation: Bool, animated: Bool)"
    ) { payload, context in
      let (screen, presenter, style, inNavigation, animated) = payload
      if context.swiftUI { return .refused("a SwiftUI app presents with its own modifiers: it has no presentation context") }
      return .code(
        ".presentInContext(\(ProbeContext.literal(screen)), from: \(ProbeContext.literal(presenter)), style: .\(style.rawValue), inNavigation: \(inNavigation), animated: \(animated))"
      )
    },
    onlyWhereUsed: true,
    offer: { state, offer, actions in
      // From each child controller on screen in the top layer whose walk up finds a child
      // that defines the context, each newcomer in each context style.
      guard state.launched, offer.host == .uikit else { return }
      let app = offer.app
      var visible: [ScreenRef] = []
      state.appendVisibleScreens(layer: state.layerCount - 1, to: &visible)
      let animations = offer.animations(.presentCovering, .presentOver)
      for ref in visible where ref.parent >= 0 && !app.isView[ref.screen] {
        var current = ref.screen
        var defines = false
        while current >= 0, state.parent(of: current) >= 0 {
          if app.definition.screens[app.typeName(current)]?.definesContext == true {
            defines = true
            break
          }
          current = state.parent(of: current)
        }
        guard defines else { continue }
        for screen in offer.newcomers {
          for style in offer.presentationStyles where style.isContextStyle {
            for animated in animations {
              actions.append(
                .presentInContext(offer.name(screen), from: app.texts[ref.screen], style: style, inNavigation: false, animated: animated))
            }
          }
        }
      }
    },
    apply: { navigator, payload, state, transition throws(Navigator.ActionError) in
      let (id, presenter, style, inNavigation, animated) = payload
      try navigator.presentInContext(
        navigator.screen(id), from: navigator.screen(presenter), style: style, inNavigation: inNavigation, animated: animated,
        &state, &transition)
    })
}
