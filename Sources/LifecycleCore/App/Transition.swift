/// A screen as a transition names it: its index in the app model, the screen it is
/// embedded in (or -1), and how deep.
public struct ScreenRef: Hashable, Sendable {
  /// The screen's index in the `AppModel`.
  public var screen: Int
  /// The screen it is embedded in, or -1 for a screen a container holds.
  public var parent: Int
  /// 0 for a screen a container holds, 1 for its child, and so on.
  public var depth: Int

  /// Creates a reference.
  public init(_ screen: Int, parent: Int = -1, depth: Int = 0) {
    self.screen = screen
    self.parent = parent
    self.depth = depth
  }
}

/// What one step does to the app's structure, in framework-neutral terms: its kind and
/// the screens in each role. The lanes turn it into callbacks by reading their tables.
public struct Transition: Hashable, Sendable {
  /// The kind.
  public var kind: TransitionKind
  /// Whether it is animated.
  public var animated: Bool
  /// For a conditional view swapped in: its transition.
  public var viewTransition: ViewTransition?
  /// The screens of each role (see `Role`): controllers the step creates.
  public var created: [ScreenRef] = []
  /// Controllers added to a container: `willMove`/`didMove(toParent:)`.
  public var addedToParent: [ScreenRef] = []
  /// Controllers removed from a container, the top one first.
  public var removedFromParent: [ScreenRef] = []
  /// Screens whose views enter the window, parent first.
  public var incoming: [ScreenRef] = []
  /// Screens whose views leave the window (or start to, for a cancelled gesture).
  public var outgoing: [ScreenRef] = []
  /// Screens that leave the app's structure, parent first.
  public var released: [ScreenRef] = []
  /// Screens that leave the structure without appearance callbacks (the middle of a
  /// pop-to-root, presentations under the one dismissed).
  public var silentlyRemoved: [ScreenRef] = []
  /// Presentations between the dismissed one and the top, whose views are still in the
  /// window: they leave it as the chain is dismissed.
  public var intermediate: [ScreenRef] = []
  /// Screens that stay in the window and whose state does not change (a sheet's presenter).
  public var bystanders: [ScreenRef] = []
  /// Screens in the window after the step.
  public var onScreen: [ScreenRef] = []
  /// Screens in the structure whose views the window does not show (other tabs, screens
  /// under the top of a stack), at launch or leaving with a replaced root.
  public var offscreen: [ScreenRef] = []
  /// The screens the tabs that are not selected show, at launch or leaving with a root.
  public var hiddenTabs: [ScreenRef] = []
  /// The roots of navigation stacks with screens pushed over them, leaving with a root.
  public var stackRoots: [ScreenRef] = []
  /// The screens on top of the navigation stacks the window shows, leaving with a root.
  public var stackTops: [ScreenRef] = []
  /// On a push, the screen under the one the push covers.
  public var underSource: [ScreenRef] = []
  /// How the app binds its navigation stacks' paths (SwiftUI).
  public var pathBinding: PathBinding = .direct
  /// The fact that decided whether a presentation covers its presenter, for presentations.
  public var decidedBy: Fact?
  /// Whether the app is in the background after the step.
  public var inBackground = false

  /// Creates a transition.
  public init(kind: TransitionKind, animated: Bool = true) {
    self.kind = kind
    self.animated = animated
  }

  /// The screens that play a role.
  public func screens(_ role: Role) -> [ScreenRef] {
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
    case .child: []
    case .offscreen: offscreen
    case .hiddenTabs: hiddenTabs
    case .stackRoots: stackRoots
    case .stackTops: stackTops
    case .underSource: underSource
    }
  }
}

/// Which screens of a role are nested: embedded in another screen of the same role, so they
/// get the callback because the screen embedding them does (a container forwarding it, or a
/// view inside appearing content). A child that a step shows or hides on its own is not
/// nested, though it is embedded: the step is about it.
public struct NestedScreens: Sendable {
  private let parents: Set<Int>

  /// The nesting of a role's screens.
  public init(_ screens: [ScreenRef]) {
    parents = screens.contains { $0.parent >= 0 } ? Set(screens.map(\.screen)) : []
  }

  /// Whether a screen of the role is nested in another of the role.
  public func contains(_ ref: ScreenRef) -> Bool {
    ref.parent >= 0 && parents.contains(ref.parent)
  }
}
