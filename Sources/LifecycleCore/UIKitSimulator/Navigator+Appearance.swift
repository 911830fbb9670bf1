/// A container that forwards appearance by hand (`shouldAutomaticallyForwardAppearanceMethods`
/// false) calling `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` on
/// its child controllers: `begin-appearance: X`, `end-appearance: X`. Several children can be
/// between their calls at once (a container swapping two children begins the disappearance of
/// one and the appearance of the other, then ends both).
extension Navigator {
  func beginAppearance(
    _ screen: Int, appearing: Bool, animated: Bool, _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) {
    let (parent, inWindow) = try handForwardingParent(of: screen, state)
    var current = state.handAppearance(of: screen)
    // A child that follows its container out of the window has disappeared with it.
    if !inWindow, current == .appeared { current = .disappeared }
    if current.inFlight {
      throw ActionError(
        Self.unbalanced(
          name(screen),
          "its beginAppearanceTransition(\(current == .appearing), animated:) has no endAppearanceTransition() yet; write '- end-appearance: \(name(screen))' first"
        ))
    }
    if appearing, current == .appeared || current == .appearedOut {
      throw ActionError(Self.unbalanced(name(screen), "it has appeared already; begin its disappearance with 'appearing: false'"))
    }
    if !appearing, current == .disappeared {
      let why = inWindow ? "it has disappeared already" : "it has disappeared with '\(name(parent))', which is out of the window"
      throw ActionError(Self.unbalanced(name(screen), "\(why); begin its appearance with 'appearing: true'"))
    }
    transition.reset(kind: .beginAppearance, animated: animated)
    let depth = (state.onScreen.first { $0.screen == parent }?.depth ?? 0) + 1
    if appearing {
      // Out of the window the child is the transition's third role: its rows say what a
      // begin gives a child whose view no layout pass in a window follows.
      if inWindow {
        state.appendFlattened(screen, parent: parent, depth: depth, to: &transition.incoming)
      } else {
        state.appendFlattened(screen, parent: parent, depth: depth, to: &transition.intermediate)
      }
    } else {
      state.appendFlattened(screen, parent: parent, depth: depth, to: &transition.outgoing)
    }
    state.setHandAppearance(appearing ? .appearing : .disappearing, of: screen)
  }

  func endAppearance(_ screen: Int, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    let (parent, inWindow) = try handForwardingParent(of: screen, state)
    let current = state.handAppearance(of: screen)
    guard current.inFlight else {
      throw ActionError(
        Self.unbalanced(name(screen), "no beginAppearanceTransition(_:animated:) is open on it; write '- begin-appearance: \(name(screen))' first"))
    }
    transition.reset(kind: .endAppearance, animated: true)
    let depth = (state.onScreen.first { $0.screen == parent }?.depth ?? 0) + 1
    if current == .appearing {
      // Out of the window the child is the third role again: its view is in no window, so
      // rows of content that appears (a hosting controller's) do not reach it.
      if inWindow {
        state.appendFlattened(screen, parent: parent, depth: depth, to: &transition.incoming)
      } else {
        state.appendFlattened(screen, parent: parent, depth: depth, to: &transition.intermediate)
      }
      state.setHandAppearance(inWindow ? .appeared : .appearedOut, of: screen)
    } else {
      state.appendFlattened(screen, parent: parent, depth: depth, to: &transition.outgoing)
      state.setHandAppearance(.disappeared, of: screen)
    }
  }

  /// The container of `screen`, a UIKit child controller in the app whose container has UIKit
  /// content (the one kind of controller an app's code forwards appearance to), and whether
  /// the container is in the window: out of it (covered by a push, in a tab not selected), the
  /// app's call still reaches the child (`uikit.containment.beginAppearanceOutOfWindow`).
  private func handForwardingParent(of screen: Int, _ state: Structure) throws(ActionError) -> (parent: Int, inWindow: Bool) {
    guard !app.isView[screen] else {
      throw ActionError("'\(name(screen))' is a SwiftUI view: beginAppearanceTransition(_:animated:) is a view controller's")
    }
    let parent = state.isLive(screen) ? state.parent(of: screen) : -1
    guard parent >= 0, !app.isView[parent] else {
      throw ActionError(
        "'\(name(screen))' is not a child controller shown in a screen: beginAppearanceTransition(_:animated:) is a container's call on its child (declare it under a screen's 'children:' or 'conditional:')"
      )
    }
    guard !app.hasSwiftUI[parent] else {
      throw ActionError(
        "'\(name(parent))' has SwiftUI content: its hosting controller forwards its children's appearance itself")
    }
    // A screen inside another child forwarded by hand: its container has disappeared, or its
    // container's own begin reached it and is open.
    if let forward = state.handForward(holding: screen) {
      let other = name(Int(forward.screen))
      throw ActionError(
        forward.appearance == .disappeared
          ? "'\(other)', which holds '\(name(screen))', has disappeared by hand: '\(name(screen))' is out of the window with it"
          : Self.unbalanced(
            name(screen), "'\(other)', which holds it, forwarded its open beginAppearanceTransition to it; write '- end-appearance: \(other)' first"))
    }
    // A child hosting controller (SwiftUI content) is forwarded as any controller
    // (swiftui.hosted.handAppearance); out of the window its content waits for the window
    // (swiftui.hosted.handAppearanceOutOfWindow, `handAppearedBack`).
    return (parent, state.onScreen.contains { $0.screen == parent })
  }

  /// Before a step: the screens of the children forwarded by hand (and their own children)
  /// that the step's transitions do not reach, unless the profile's fact
  /// `handForwardedChildFollowsContainer` holds (`uikit.containment.handForwardedKeptOut`):
  /// every child forwarded by hand but the one the step's own call names. Empty when no child
  /// is forwarded by hand.
  func handHeldScreens(_ action: Action, _ state: Structure) -> [Int] {
    guard !state.handForwards.isEmpty else { return [] }
    var own = -1
    switch action {
    case .beginAppearance(let id, _, _), .endAppearance(let id): own = app.index[id] ?? -1
    default: break
    }
    // The step's own child stands for the list's being non-empty when it is the only one.
    var held: [Int] = [-1]
    // A child appeared by hand out of the window is held whatever the fact: it has appeared
    // already, so its container's return reaches it with nothing to do.
    for forward in state.handForwards
    where Int(forward.screen) != own && (!handForwardedChildFollowsContainer || forward.appearance == .appearedOut) {
      held.append(contentsOf: state.flatten(Int(forward.screen)).map(\.screen))
    }
    return held
  }

  /// After a step: the held screens (`handHeldScreens`) get nothing from it; a child between
  /// its calls cannot leave the app (its begin would never end); one that left disappeared by
  /// hand, or appeared by hand out of the window, is forgotten; a child disappeared by hand is out of the window, one in flight is
  /// neither appeared nor disappeared.
  func applyHandForwarding(
    _ held: [Int], _ before: Structure, _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) {
    if held.count > 1 {
      transition.incoming.removeAll { held.contains($0.screen) }
      transition.outgoing.removeAll { held.contains($0.screen) }
      transition.intermediate.removeAll { held.contains($0.screen) }
    }
    for forward in before.handForwards where forward.appearance.inFlight {
      guard let gone = before.flatten(Int(forward.screen)).first(where: { !state.isLive($0.screen) }) else { continue }
      let child = name(Int(forward.screen))
      throw ActionError(
        Self.unbalanced(
          child,
          "this step takes \(gone.screen == Int(forward.screen) ? "it" : "'\(name(gone.screen))', inside it,") out of the app while its beginAppearanceTransition(\(forward.appearance == .appearing), animated:) has no endAppearanceTransition(); write '- end-appearance: \(child)' first"
        ))
    }
    // A child appeared by hand out of the window that the step releases gets nothing
    // (`uikit.containment.releasedAppearedOutOfWindow`), or, where the fact holds, its
    // disappearance with the step's leaving screens.
    // The same holds for a child inside it that the step releases alone (a `hide` of the
    // hand-appeared child's own child): it appeared with it, by hand, out of the window.
    let disappears = rules.holds(.releasedAppearedOutDisappears)
    for forward in before.handForwards where forward.appearance == .appearedOut {
      let child = Int(forward.screen)
      var subtree: [ScreenRef] = []
      before.appendFlattened(child, parent: before.parent(of: child), depth: 1, to: &subtree)
      let released = subtree.filter { !state.isLive($0.screen) }
      guard !released.isEmpty else { continue }
      guard disappears else {
        // Released appeared: the laws' exception, as while its view was out of the window.
        transition.appearanceInFlight.append(contentsOf: released)
        continue
      }
      transition.outgoing.append(contentsOf: released)
      transition.silentlyRemoved.removeAll { ref in released.contains { $0.screen == ref.screen } }
    }
    state.forgetHandForwardsNotLive()
    noteHandAppearedBack(before, state, &transition)
    // A child appeared by hand out of the window whose container is back in it is appeared,
    // as any child.
    for forward in state.handForwards where forward.appearance == .appearedOut {
      if state.onScreen.contains(where: { $0.screen == Int(forward.screen) }) { state.setHandAppearance(.appeared, of: Int(forward.screen)) }
    }
    for forward in state.handForwards {
      let subtree = state.flatten(Int(forward.screen))
      if forward.appearance == .appearedOut {
        // Appeared with its view out of the window: the window law's exception, as in flight.
        transition.appearanceInFlight.append(contentsOf: subtree)
      } else if forward.appearance == .disappeared {
        transition.onScreen.removeAll { ref in subtree.contains { $0.screen == ref.screen } }
      } else if forward.appearance.inFlight {
        transition.appearanceInFlight.append(contentsOf: subtree)
      }
    }
  }

  /// The children whose container the step brings back into the window after the app's
  /// `beginAppearanceTransition(true, animated:)` reached them out of it (appeared by hand out
  /// of the window, or still between the calls), with their own children: the content of a
  /// hosting controller among them appears now (`Role.handAppearedBack`,
  /// swiftui.hosted.handAppearanceOutOfWindow); a UIKit child has nothing more to do.
  private func noteHandAppearedBack(_ before: Structure, _ state: Structure, _ transition: inout Transition) {
    for forward in state.handForwards where forward.appearance == .appearedOut || forward.appearance == .appearing {
      let child = Int(forward.screen)
      let parent = state.parent(of: child)
      guard let container = state.onScreen.first(where: { $0.screen == parent }),
        !before.onScreen.contains(where: { $0.screen == parent })
      else { continue }
      state.appendFlattened(child, parent: parent, depth: container.depth + 1, to: &transition.handAppearedBack)
    }
  }

  /// UIKit's console warning for the call, with why.
  static func unbalanced(_ screen: String, _ why: String) -> String {
    "unbalanced begin-appearance/end-appearance on '\(screen)' (UIKit logs \"Unbalanced calls to begin/end appearance transitions\" and the order after it is not published): \(why)"
  }
}
