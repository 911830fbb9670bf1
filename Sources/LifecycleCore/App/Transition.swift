/// A screen as a transition names it: its index in the app model, the screen it is
/// embedded in (or -1), and how deep.
package struct ScreenRef: Hashable, Sendable {
  /// The screen's index in the `AppModel`.
  package var screen: Int
  /// The screen it is embedded in, or -1 for a screen a container holds.
  package var parent: Int
  /// 0 for a screen a container holds, 1 for its child, and so on.
  package var depth: Int
  /// Whether SwiftUI's navigation holds it inside a hosted tab (`hosting:`): its hosting
  /// controller is SwiftUI's, whose UIKit callbacks reach the app's code only with a probe.
  package var owned: Bool
  /// Whether it sits in a page's cell of a SwiftUI app's page-style `TabView`: on a page's
  /// `NavigationStack` (pushed there or declared), or embedded in such a screen. Its
  /// controller gets appearance callbacks only where the fact `pageCellsForwardAppearance`
  /// holds (swiftui.pageTabView.stack). Screens known at launch to be in a page are also
  /// marked by `AppModel.inPageCell`; this marks what pushes bring in.
  package var inPageCell: Bool
  /// Whether it is SwiftUI content the app wrapped in a `UIHostingController` of its own and
  /// pushed on a `UINavigationController` that a `UIViewControllerRepresentable` shows (a
  /// SwiftUI app's `hosting:` tab or presented flow): that hosting controller is the app's, so
  /// its UIKit callbacks reach the app's code wherever SwiftUI's own would not
  /// (uikit.representable.hostedPush).
  package var appHosted: Bool

  /// Creates a reference.
  package init(
    _ screen: Int, parent: Int = -1, depth: Int = 0, owned: Bool = false, inPageCell: Bool = false, appHosted: Bool = false
  ) {
    self.screen = screen
    self.parent = parent
    self.depth = depth
    self.owned = owned
    self.inPageCell = inPageCell
    self.appHosted = appHosted
  }
}

/// What one step does to the app's structure, in framework-neutral terms: its kind and
/// the screens in each role. The lanes turn it into callbacks by reading their tables.
package struct Transition: Hashable, Sendable {
  /// The kind.
  package var kind: TransitionKind
  /// Whether it is animated.
  package var animated: Bool
  /// For a conditional view swapped in: its transition.
  package var viewTransition: ViewTransition?
  /// The screens of each role (see `Role`): controllers the step creates.
  package var created: [ScreenRef] = []
  /// Controllers added to a container: `willMove`/`didMove(toParent:)`.
  package var addedToParent: [ScreenRef] = []
  /// Controllers removed from a container, the top one first.
  package var removedFromParent: [ScreenRef] = []
  /// Screens whose views enter the window, parent first.
  package var incoming: [ScreenRef] = []
  /// Screens whose views leave the window (or start to, for a cancelled gesture).
  package var outgoing: [ScreenRef] = []
  /// Screens that leave the app's structure, parent first.
  package var released: [ScreenRef] = []
  /// Screens that leave the structure without appearance callbacks (the middle of a
  /// pop-to-root, presentations under a full-screen one when one below is dismissed).
  package var silentlyRemoved: [ScreenRef] = []
  /// Presentations between a dismissed one and the top whose views are still in the window:
  /// they leave it without animation.
  package var intermediate: [ScreenRef] = []
  /// Screens that stay in the window and whose state does not change (a sheet's presenter).
  package var bystanders: [ScreenRef] = []
  /// Screens in the window after the step.
  package var onScreen: [ScreenRef] = []
  /// Screens in the structure whose views the window does not show (other tabs, screens
  /// under the top of a stack), at launch or leaving with a replaced root.
  package var offscreen: [ScreenRef] = []
  /// The screens the tabs that are not selected show, at launch or leaving with a root.
  package var hiddenTabs: [ScreenRef] = []
  /// The roots of navigation stacks with screens pushed over them, leaving with a root.
  package var stackRoots: [ScreenRef] = []
  /// The screens on top of the navigation stacks the window shows: leaving with a root, or laid
  /// out a second time when the window changes size.
  package var stackTops: [ScreenRef] = []
  /// On a push, the screen under the one the push covers.
  package var underSource: [ScreenRef] = []
  /// The root of the presentation a user's gesture acts on, whose presentation controller
  /// tells its delegate (a sheet swiped down, refused or resized).
  package var presentedController: [ScreenRef] = []
  /// What every presentation layer shows, covered or not, lowest layer first (a size change).
  package var everyLayer: [ScreenRef] = []
  /// Every controller in the app's structure, lowest layer first, a stack bottom first, parent
  /// first (an app-wide message).
  package var everyController: [ScreenRef] = []
  /// See `Role.presenters`.
  package var presenters: [ScreenRef] = []
  /// See `Role.collapsedColumns`.
  package var collapsedColumns: [ScreenRef] = []
  /// See `Role.betweenCovers`.
  package var betweenCovers: [ScreenRef] = []
  /// See `Role.remade`.
  package var remade: [ScreenRef] = []
  /// See `Role.leaked`.
  package var leaked: [ScreenRef] = []
  /// See `Role.uncovered`.
  package var uncovered: [ScreenRef] = []
  /// See `Role.handAppearedBack`.
  package var handAppearedBack: [ScreenRef] = []
  /// How the app binds its navigation stacks' paths (SwiftUI).
  package var pathBinding: PathBinding = .direct
  /// Whether the app declares scenes (its `AppDefinition.sceneBased`).
  package var sceneBased: Bool = true
  /// The fact that decided whether a presentation covers its presenter, for presentations.
  package var decidedBy: Fact?
  /// Whether the app is in the background after the step.
  package var inBackground = false
  /// Whether the app was active before the step: false for a `background` from an app that
  /// an interruption already made inactive (`resign-active`), which has resigned already.
  package var fromActive = true
  /// Whether a launch shows the window's root through a UIKit navigation controller (`app:
  /// navigation: [...]` in a UIKit app), which loads and shows its top controller in its own
  /// first layout rather than when the window becomes visible.
  package var launchThroughStack = false
  /// Whether the step is a launch made while the app stays in the background (`launch` with
  /// `in-background: true` in an app that makes its window at launch): its window's controllers
  /// load and appear, and no foreground or activation callback fires.
  package var launchInBackground = false
  /// Whether the step is the `foreground` that shows the window of a launch into the
  /// background whose scene was not connected: the launch's rows but the app delegate's
  /// didFinishLaunching, which ran at the launch.
  package var deferredLaunch = false
  /// Who owns the navigation the step acts in, when it is not the app's host: SwiftUI for a
  /// push or pop in the SwiftUI stack of a hosted tab. Rows read it for their `host` condition.
  package var host: Host?
  /// A child controller and its children between the app's `beginAppearanceTransition` and
  /// `endAppearanceTransition` calls after the step: neither appeared nor disappeared.
  package var appearanceInFlight: [ScreenRef] = []
  /// Screens under a container that forwards no appearance (`forwards-appearance: false`) that
  /// the step's appearance rows do not reach: every child of such a container, with its own
  /// children, but the one the step's `begin-appearance` or `end-appearance` names.
  package var appearanceHeld: [Int] = []
  /// The root (bottom) of the UIKit navigation stack a tab switch puts in the window, or -1:
  /// the UIKit lane reads, before the step's rows, whether it ever appeared, to tell a stack
  /// shown for the first time (`RowCondition.firstShownStack`).
  package var shownStackRoot = -1

  /// Creates a transition.
  package init(kind: TransitionKind, animated: Bool = true) {
    self.kind = kind
    self.animated = animated
  }

  /// Makes it the empty transition of a new step, keeping the room of its lists: a
  /// navigator that writes every step into the same transition allocates nothing once the
  /// lists have grown.
  package mutating func reset(kind: TransitionKind, animated: Bool = true) {
    self.kind = kind
    self.animated = animated
    viewTransition = nil
    if !appearanceInFlight.isEmpty { appearanceInFlight.clearKeepingCapacity() }
    if !appearanceHeld.isEmpty { appearanceHeld.removeAll(keepingCapacity: true) }
    if !created.isEmpty { created.clearKeepingCapacity() }
    if !addedToParent.isEmpty { addedToParent.clearKeepingCapacity() }
    if !removedFromParent.isEmpty { removedFromParent.clearKeepingCapacity() }
    if !incoming.isEmpty { incoming.clearKeepingCapacity() }
    if !outgoing.isEmpty { outgoing.clearKeepingCapacity() }
    if !released.isEmpty { released.clearKeepingCapacity() }
    if !silentlyRemoved.isEmpty { silentlyRemoved.clearKeepingCapacity() }
    if !intermediate.isEmpty { intermediate.clearKeepingCapacity() }
    if !bystanders.isEmpty { bystanders.clearKeepingCapacity() }
    if !onScreen.isEmpty { onScreen.clearKeepingCapacity() }
    if !offscreen.isEmpty { offscreen.clearKeepingCapacity() }
    if !hiddenTabs.isEmpty { hiddenTabs.clearKeepingCapacity() }
    if !stackRoots.isEmpty { stackRoots.clearKeepingCapacity() }
    if !stackTops.isEmpty { stackTops.clearKeepingCapacity() }
    if !underSource.isEmpty { underSource.clearKeepingCapacity() }
    if !presentedController.isEmpty { presentedController.clearKeepingCapacity() }
    if !everyLayer.isEmpty { everyLayer.clearKeepingCapacity() }
    if !everyController.isEmpty { everyController.clearKeepingCapacity() }
    if !presenters.isEmpty { presenters.clearKeepingCapacity() }
    if !collapsedColumns.isEmpty { collapsedColumns.clearKeepingCapacity() }
    if !betweenCovers.isEmpty { betweenCovers.clearKeepingCapacity() }
    if !remade.isEmpty { remade.clearKeepingCapacity() }
    if !leaked.isEmpty { leaked.clearKeepingCapacity() }
    if !uncovered.isEmpty { uncovered.clearKeepingCapacity() }
    if !handAppearedBack.isEmpty { handAppearedBack.clearKeepingCapacity() }
    decidedBy = nil
    shownStackRoot = -1
    inBackground = false
    fromActive = true
    launchThroughStack = false
    launchInBackground = false
    deferredLaunch = false
    host = nil
  }

  /// The roles that hold at least one screen, one bit each (`Role.bit`): a lane skips the
  /// rows of the other roles without reading their lists.
  @inlinable
  package var filledRoles: UInt64 {
    var bits: UInt64 = 0
    if !created.isEmpty { bits |= Role.created.bit }
    if !addedToParent.isEmpty { bits |= Role.addedToParent.bit }
    if !removedFromParent.isEmpty { bits |= Role.removedFromParent.bit }
    if !incoming.isEmpty { bits |= Role.incoming.bit }
    if !outgoing.isEmpty { bits |= Role.outgoing.bit }
    if !released.isEmpty { bits |= Role.released.bit }
    if !silentlyRemoved.isEmpty { bits |= Role.silentlyRemoved.bit }
    if !intermediate.isEmpty { bits |= Role.intermediate.bit }
    if !bystanders.isEmpty { bits |= Role.bystanders.bit }
    if !onScreen.isEmpty { bits |= Role.onScreen.bit }
    if !offscreen.isEmpty { bits |= Role.offscreen.bit }
    if !hiddenTabs.isEmpty { bits |= Role.hiddenTabs.bit }
    if !stackRoots.isEmpty { bits |= Role.stackRoots.bit }
    if !stackTops.isEmpty { bits |= Role.stackTops.bit }
    if !underSource.isEmpty { bits |= Role.underSource.bit }
    if !presentedController.isEmpty { bits |= Role.presentedController.bit }
    if !everyLayer.isEmpty { bits |= Role.everyLayer.bit }
    if !everyController.isEmpty { bits |= Role.everyController.bit }
    if !presenters.isEmpty { bits |= Role.presenters.bit }
    if !collapsedColumns.isEmpty { bits |= Role.collapsedColumns.bit }
    if !betweenCovers.isEmpty { bits |= Role.betweenCovers.bit }
    if !remade.isEmpty { bits |= Role.remade.bit }
    if !leaked.isEmpty { bits |= Role.leaked.bit }
    if !uncovered.isEmpty { bits |= Role.uncovered.bit }
    if !handAppearedBack.isEmpty { bits |= Role.handAppearedBack.bit }
    return bits
  }

  /// Calls `body` with the screens that play a role, lent rather than copied: a lane that
  /// reads every role of every step retains no list.
  @inlinable
  package func withScreens<Result>(_ role: Role, _ body: ([ScreenRef]) throws -> Result) rethrows -> Result {
    switch role {
    case .created: try body(created)
    case .addedToParent: try body(addedToParent)
    case .removedFromParent: try body(removedFromParent)
    case .incoming: try body(incoming)
    case .outgoing: try body(outgoing)
    case .released: try body(released)
    case .silentlyRemoved: try body(silentlyRemoved)
    case .intermediate: try body(intermediate)
    case .bystanders: try body(bystanders)
    case .onScreen: try body(onScreen)
    case .child, .scene: try body([])
    case .offscreen: try body(offscreen)
    case .hiddenTabs: try body(hiddenTabs)
    case .stackRoots: try body(stackRoots)
    case .stackTops: try body(stackTops)
    case .underSource: try body(underSource)
    case .presentedController: try body(presentedController)
    case .everyLayer: try body(everyLayer)
    case .everyController: try body(everyController)
    case .presenters: try body(presenters)
    case .collapsedColumns: try body(collapsedColumns)
    case .betweenCovers: try body(betweenCovers)
    case .remade: try body(remade)
    case .leaked: try body(leaked)
    case .uncovered: try body(uncovered)
    case .handAppearedBack: try body(handAppearedBack)
    }
  }

  /// The screens that play a role.
  @inlinable
  package func screens(_ role: Role) -> [ScreenRef] {
    switch role {
    case .created: created
    case .addedToParent: addedToParent
    case .removedFromParent: removedFromParent
    case .incoming: incoming
    case .outgoing: outgoing
    case .released: released
    case .silentlyRemoved: silentlyRemoved
    case .intermediate: intermediate
    case .bystanders: bystanders
    case .onScreen: onScreen
    case .child, .scene: []
    case .offscreen: offscreen
    case .hiddenTabs: hiddenTabs
    case .stackRoots: stackRoots
    case .stackTops: stackTops
    case .underSource: underSource
    case .presentedController: presentedController
    case .everyLayer: everyLayer
    case .everyController: everyController
    case .presenters: presenters
    case .collapsedColumns: collapsedColumns
    case .betweenCovers: betweenCovers
    case .remade: remade
    case .leaked: leaked
    case .uncovered: uncovered
    case .handAppearedBack: handAppearedBack
    }
  }
}

extension Array where Element == ScreenRef {
  /// Empties the list, keeping its room. A role holds a few screens: taking them off one by
  /// one costs less than `removeAll(keepingCapacity:)`, which replaces a subrange.
  @inlinable
  package mutating func clearKeepingCapacity() {
    if count > 8 { return removeAll(keepingCapacity: true) }
    while !isEmpty { removeLast() }
  }

  /// Appends the references of `list` that are not in `other`, in order. Roles hold a few
  /// screens, so a short `other` is searched directly rather than hashed.
  mutating func append(_ list: [ScreenRef], excluding other: [ScreenRef]) {
    if other.count <= 32 {
      for ref in list where !other.contains(ref) { append(ref) }
    } else {
      let set = Set(other)
      for ref in list where !set.contains(ref) { append(ref) }
    }
  }
}

/// Which screens of a role are nested: embedded in another screen of the same role, so they
/// get the callback because the screen embedding them does (a container forwarding it, or a
/// view inside appearing content). A child that a step shows or hides on its own is not
/// nested, though it is embedded: the step is about it.
///
/// Only the role's screens that `includes` keeps count (a lane's screens: controllers, or
/// views with SwiftUI content). Most roles embed nothing and the rest hold a few screens:
/// lanes search those directly (``isNested(_:in:includes:)``) and build this set only for a
/// long role, so that no step is quadratic in a role's length.
package struct NestedScreens: Sendable {
  /// The role's screens that `includes` keeps.
  @usableFromInline let parents: Set<Int>

  /// The nesting of a role's screens.
  @inlinable
  package init(_ role: [ScreenRef], includes: (Int) -> Bool) {
    var parents: Set<Int> = []
    for ref in role where includes(ref.screen) { parents.insert(ref.screen) }
    self.parents = parents
  }

  /// Whether a screen of the role is nested in another of the role.
  @inlinable
  package func contains(_ ref: ScreenRef) -> Bool {
    ref.parent >= 0 && parents.contains(ref.parent)
  }

  /// The longest role searched directly rather than through a set.
  package static let directSearchLimit = 32

  /// Whether `ref` is nested in another screen of `role` that `includes` keeps, searching
  /// `role` directly; `nesting` is built on first use for a role longer than
  /// ``directSearchLimit``.
  @inlinable
  package static func isNested(
    _ ref: ScreenRef, in role: [ScreenRef], nesting: inout NestedScreens?, includes: (Int) -> Bool
  ) -> Bool {
    guard ref.parent >= 0 else { return false }
    guard role.count > directSearchLimit else {
      for other in role where other.screen == ref.parent && includes(other.screen) { return true }
      return false
    }
    if nesting == nil { nesting = NestedScreens(role, includes: includes) }
    return nesting!.contains(ref)
  }
}
