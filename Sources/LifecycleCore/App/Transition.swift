/// What one step does to the app's structure, in framework-neutral terms.
///
/// The navigator knows which screen is pushed, popped or presented; it knows nothing of
/// callbacks. Each simulator turns a transition into its own framework's events by rule.
public struct Transition: Hashable, Sendable {
  /// The kind of structural change.
  public enum Kind: Hashable, Sendable {
    case launch
    case push
    case pop
    case popToRoot
    case swipeBack(completed: Bool)
    case present(PresentationStyle)
    case dismiss
    case swipeDown(completed: Bool)
    case selectTab
    case background
    case foreground
    case show(ViewTransition)
    case hide
    case rotate
    /// Nothing changes (e.g. tapping the tab that is already selected at its root).
    case none
  }

  /// The kind.
  public var kind: Kind
  /// Whether it is animated.
  public var animated: Bool
  /// Screens whose views enter the window, parent first.
  public var incoming: [ScreenRef] = []
  /// Screens whose views leave the window (or start to, for a cancelled gesture), parent first.
  public var outgoing: [ScreenRef] = []
  /// Screens that leave the structure without appearance callbacks (the middle of a
  /// stack on pop-to-root, presentations between on a chain dismissal).
  public var silentlyRemoved: [ScreenRef] = []
  /// Controllers created by the step, in creation order (children are created when their
  /// parent loads its view).
  public var created: [ScreenRef] = []
  /// Screens released by the step, parent first.
  public var released: [ScreenRef] = []
  /// Screens added to a container (push, show): `willMove`/`didMove(toParent:)`.
  public var addedToParent: [ScreenRef] = []
  /// Screens removed from a container (pop, hide).
  public var removedFromParent: [ScreenRef] = []
  /// Screens in the window after the step, parent first.
  public var onScreen: [ScreenRef] = []
  /// Screens that stay in the window and receive nothing (a sheet's presenter).
  public var bystanders: [ScreenRef] = []
  /// The profile rule that decided who leaves the window, for presentations.
  public var presentationRule: Rule?
  /// Whether the app is in the background after the step.
  public var inBackground = false

  /// Creates a transition.
  public init(kind: Kind, animated: Bool = true) {
    self.kind = kind
    self.animated = animated
  }

  /// The labels a report uses for the incoming and outgoing screens of this kind.
  public var roleNames: (incoming: String, outgoing: String, bystander: String) {
    switch kind {
    case .launch: ("root", "-", "-")
    case .push: ("destination", "source", "-")
    case .pop, .popToRoot, .swipeBack(completed: true): ("revealed", "popped", "-")
    case .swipeBack(completed: false): ("revealed", "top", "-")
    case .present: ("presented", "presenter", "presenter")
    case .dismiss, .swipeDown(completed: true): ("presenter", "dismissed", "presenter")
    case .swipeDown(completed: false): ("-", "sheet", "presenter")
    case .selectTab: ("new tab", "old tab", "-")
    case .show: ("shown", "replaced", "-")
    case .hide: ("-", "hidden", "-")
    case .background, .foreground, .rotate, .none: ("-", "-", "on screen")
    }
  }
}
