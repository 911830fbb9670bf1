import LifecycleCore
import LifecycleKnowledge

/// What a `UIViewController` reads in an appearance callback about why it is called:
/// `isMovingToParent`, `isMovingFromParent`, `isBeingPresented`, `isBeingDismissed`, and the
/// same two presentation flags of the container it sits in (a screen inside a presented
/// navigation controller reads `navigationController?.isBeingDismissed`).
///
/// Each is derived from the step's roles and structure, never from a list of kinds: a
/// controller in the transition's `addedToParent` is moving to its parent, one in
/// `removedFromParent` moving from it (a cancelled swipe-back lists the top there: the
/// gesture begins removing it), a screen in a presentation layer the step adds is being
/// presented, one in a layer the step removes (or, for a cancelled transition, the top layer
/// its gesture began to remove) is being dismissed. A transition added later that fills
/// those roles gets its flags without code here. Each flag cites its rule (`FlagRules`).
package struct AppearanceFlags: OptionSet, Hashable, Sendable {
  /// The bits.
  package let rawValue: UInt8

  /// Creates a set from its bits.
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// `isMovingToParent`.
  package static let movingToParent = AppearanceFlags(rawValue: 1)
  /// `isMovingFromParent`.
  package static let movingFromParent = AppearanceFlags(rawValue: 2)
  /// `isBeingPresented`.
  package static let beingPresented = AppearanceFlags(rawValue: 4)
  /// `isBeingDismissed`.
  package static let beingDismissed = AppearanceFlags(rawValue: 8)
  /// The presented container's `isBeingPresented` (`navigationController?.isBeingPresented`).
  package static let containerBeingPresented = AppearanceFlags(rawValue: 16)
  /// The presented container's `isBeingDismissed` (`navigationController?.isBeingDismissed`).
  package static let containerBeingDismissed = AppearanceFlags(rawValue: 32)

  /// Every flag with its name in code, in this order.
  package static let named: [(flag: AppearanceFlags, name: String)] = [
    (.movingToParent, "isMovingToParent"), (.movingFromParent, "isMovingFromParent"),
    (.beingPresented, "isBeingPresented"), (.beingDismissed, "isBeingDismissed"),
    (.containerBeingPresented, "container.isBeingPresented"), (.containerBeingDismissed, "container.isBeingDismissed"),
  ]

  /// The names of the flags in the set, in `named` order.
  package var names: [String] { Self.named.filter { contains($0.flag) }.map(\.name) }

  /// What `if leaving` reads: `isMovingFromParent || isBeingDismissed`, or the presented
  /// container's `isBeingDismissed`.
  package var isLeaving: Bool { !isDisjoint(with: [.movingFromParent, .beingDismissed, .containerBeingDismissed]) }

  /// The flags a screen's controller reads in `callback` during a step, each with the rule
  /// that sets it: only the appearance callbacks read them (the arriving flags in
  /// `viewWillAppear`/`viewDidAppear`, the leaving ones in `viewWillDisappear`/`viewDidDisappear`).
  ///
  /// - Parameters:
  ///   - screen: the screen, by the app model's index.
  ///   - transition: the step's roles.
  ///   - before: the structure before the step; `after`, after it.
  package static func of(
    screen: Int, callback: Callback, transition: Transition, before: Structure, after: Structure
  ) -> [(flag: AppearanceFlags, rule: Rule)] {
    let arriving = callback == .viewWillAppear || callback == .viewDidAppear
    let leaving = callback == .viewWillDisappear || callback == .viewDidDisappear
    guard arriving || leaving else { return [] }
    let cancelled = transition.kind.traits.isCancelled
    var result: [(flag: AppearanceFlags, rule: Rule)] = []
    if arriving {
      // At launch a root container adds its controllers when it is made, not in their appearance
      // (`uikit.launch.containment`): the flag is not set then.
      if transition.kind != .launch, transition.addedToParent.contains(where: { $0.screen == screen }) {
        result.append((.movingToParent, FlagRules.movingToParent))
      }
      if !cancelled, after.layerCount > before.layerCount, let presented = presentation(of: screen, in: after, from: before.layerCount) {
        result.append(presented ? (.beingPresented, FlagRules.beingPresented) : (.containerBeingPresented, FlagRules.container))
      }
      return result
    }
    if transition.removedFromParent.contains(where: { $0.screen == screen }) {
      result.append((.movingFromParent, cancelled ? FlagRules.cancelledSwipe : FlagRules.movingFromParent))
      return result
    }
    if cancelled {
      // A sheet drag that begins dismissing the top layer, then is abandoned.
      guard callback == .viewWillDisappear, before.layerCount > 1,
        transition.outgoing.contains(where: { $0.screen == screen }),
        let presented = presentation(of: screen, in: before, from: before.layerCount - 1)
      else { return result }
      result.append((presented ? .beingDismissed : .containerBeingDismissed, FlagRules.cancelledDrag))
      return result
    }
    if before.layerCount > after.layerCount, let presented = presentation(of: screen, in: before, from: after.layerCount) {
      result.append(presented ? (.beingDismissed, FlagRules.beingDismissed) : (.containerBeingDismissed, FlagRules.container))
    }
    return result
  }

  /// Whether the screen is in one of the structure's layers from `first` up: true when it is
  /// the presented controller itself, false when a presented container holds it, nil when no
  /// such layer holds it.
  static func presentation(of screen: Int, in structure: Structure, from first: Int) -> Bool? {
    guard first >= 1 else { return presentation(of: screen, in: structure, from: 1) }
    var index = first
    while index < structure.layerCount {
      let layer = structure.layer(index)
      if layer.kind == .screen, structure.rootScreen(layer) == screen { return true }
      if structure.heldScreens(layer).contains(screen) { return false }
      index += 1
    }
    return nil
  }
}
