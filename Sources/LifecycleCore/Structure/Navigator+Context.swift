extension Navigator {
  /// `present-in-context: X` with `from: Y`: screen `Y`, on screen in the top layer, presents
  /// `X`. With `.currentContext` or `.overCurrentContext`, UIKit walks up from `Y` to the first
  /// controller whose `definesPresentationContext` is true (Apple's page of the property): a
  /// child found there (`defines-context: true`) is the only screen covered, with the screens
  /// it embeds; its container and siblings stay in the window and get nothing. Reaching a
  /// screen no container embeds, the context is what `present` covers (the stack or the
  /// window's root), and so it is with any other style, or where the profile's fact
  /// `childDefinesContext` does not hold.
  func presentInContext(
    _ screen: Int, from presenter: Int, style: PresentationStyle, inNavigation: Bool, animated: Bool,
    _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) {
    if app.definition.host == .swiftui {
      throw ActionError(
        "present-in-context is a UIKit controller presenting (host: uikit); a SwiftUI view presents with its own modifier, from the window's top: write 'present'"
      )
    }
    guard state.launched else { throw ActionError("the app has not launched") }
    if app.isView[presenter] {
      throw ActionError("'\(name(presenter))' is a SwiftUI view, not a controller: it has no present(_:animated:) to call")
    }
    var visible: [ScreenRef] = []
    state.appendVisibleScreens(layer: state.layerCount - 1, to: &visible)
    guard visible.contains(where: { $0.screen == presenter }) else {
      throw ActionError(
        "'\(name(presenter))' is not on screen in the top layer; a controller presents from the window's top (on screen: \(visible.map { "'\(name($0.screen))'" }.joined(separator: ", ")))"
      )
    }
    let context = contextScreen(from: presenter, state)
    guard style.isContextStyle, context >= 0, rules.holds(.childDefinesContext) else {
      try present(screen, style: style, inNavigation: inNavigation, animated: animated, &state, &transition)
      if style.isContextStyle, context >= 0 { transition.decidedBy = .childDefinesContext }
      return
    }
    try present(screen, style: style, inNavigation: inNavigation, animated: animated, context: context, &state, &transition)
  }

  /// The child that defines the presentation context for a presentation from `presenter`:
  /// `presenter` or the first screen embedding it whose declaration says
  /// `defines-context: true`, or -1 when the walk reaches a screen no container embeds.
  func contextScreen(from presenter: Int, _ state: Structure) -> Int {
    var current = presenter
    while current >= 0 {
      let parent = state.parent(of: current)
      guard parent >= 0 else { return -1 }
      if definesContext(current) { return current }
      current = parent
    }
    return -1
  }

  /// Whether a screen's declaration says `defines-context: true`.
  func definesContext(_ screen: Int) -> Bool {
    app.definition.screens[app.typeName(screen)]?.definesContext ?? false
  }

  /// Refuses to take `screen` out of the app while a presentation covers it, or a screen it
  /// embeds, as the child that defines its context.
  func requireNotContext(_ screen: Int, _ state: Structure) throws(ActionError) {
    for index in 0..<state.presentationCount {
      let context = state.presentedContext(index)
      guard context >= 0, state.isWithin(context, screen) else { continue }
      throw ActionError(
        "'\(name(context))' presents '\(name(state.presentedScreen(index)))' in its context; dismiss it before removing '\(name(screen))'"
      )
    }
  }
}
