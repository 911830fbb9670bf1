/// One row of a lane's rule table: for a transition kind and a role, the callback a screen
/// in that role gets, in which phase, and why we believe it.
///
/// A lane applies the rows of a transition kind in table order. A row applies to every
/// screen of its role that the lane speaks for, in the role's order (parent first, or
/// innermost first); consecutive rows that share a `block` apply screen by screen instead
/// (a layout pass is `viewWillLayoutSubviews` then `viewDidLayoutSubviews` for each screen
/// before the next). A row without a callback says that the role gets nothing, so
/// `explain` can cite why nothing fired.
public struct RuleRow: Hashable, Sendable, Identifiable {
  /// A stable dotted identifier, unique in the book: `uikit.push.outgoing.viewWillDisappear`.
  public var id: String
  /// The lane whose callbacks the row places.
  public var lane: Lane
  /// The transition it belongs to.
  public var kind: TransitionKind
  /// The screens it applies to.
  public var role: Role
  /// Where its events sit on the shared clock.
  public var phase: Phase
  /// The callback; nil when the role gets nothing.
  public var callback: Callback?
  /// Rows with the same block, next to each other, apply screen by screen.
  public var block: String?
  /// The order the role's screens are taken in.
  public var order: ScreenOrder
  /// When the row applies at all.
  public var when: RowCondition
  /// The provenance: statement, source, confidence, and the alternative not modelled.
  public var rule: Rule
  /// The provenance of the same call on an embedded child (forwarded by its parent, or a
  /// nested view); nil when the row's own rule covers children.
  public var nestedRule: Rule?
  /// Set when the row models a known bug of some iOS versions rather than intended behaviour.
  public var knownBug: KnownBug?

  /// Creates a row.
  public init(
    id: String, lane: Lane, kind: TransitionKind, role: Role, phase: Phase, callback: Callback?,
    block: String? = nil, order: ScreenOrder = .structure, when: RowCondition = .always, rule: Rule,
    nestedRule: Rule? = nil, knownBug: KnownBug? = nil
  ) {
    self.id = id
    self.lane = lane
    self.kind = kind
    self.role = role
    self.phase = phase
    self.callback = callback
    self.block = block
    self.order = order
    self.when = when
    self.rule = rule
    self.nestedRule = nestedRule
    self.knownBug = knownBug
  }

  /// The provenance of an event this row placed on a screen at `depth` (0 for a screen a
  /// container holds).
  public func provenance(nested: Bool) -> Rule {
    nested ? (nestedRule ?? rule) : rule
  }
}

/// The order a row takes its role's screens in.
public enum ScreenOrder: String, Hashable, Sendable {
  /// Structure order: a parent before its children, as UIKit forwards calls.
  case structure
  /// Children before their parent, as SwiftUI runs the queued actions of nested views.
  case innermostFirst
}

/// When a row applies: every field that is set must match.
public struct RowCondition: Hashable, Sendable, CustomStringConvertible {
  /// Whether the transition is animated.
  public var animated: Bool?
  /// Who owns navigation.
  public var host: Host?
  /// For conditional views: the transition they are swapped with.
  public var viewTransition: ViewTransition?
  /// Whether the screen comes from a storyboard (a per-screen condition).
  public var storyboard: Bool?
  /// A platform fact that must hold on the profile.
  public var fact: Fact?
  /// How the app binds its navigation paths.
  public var pathBinding: PathBinding?
  /// Whether the controller has never completed an appearance (a per-screen condition of the
  /// UIKit lane): true for its first appearance, false for a later one.
  public var firstAppearance: Bool?
  /// Whether the screen is a child embedded in another screen (`children:`), as opposed to
  /// the top of a container or a presentation (a per-screen condition of the UIKit lane).
  public var embedded: Bool?
  /// Whether the app declares scenes (`scenes:`).
  public var sceneBased: Bool?
  /// Whether the app was active before the step: false for a `background` from an app that an
  /// interruption had made inactive (`resign-active`), which has resigned already.
  public var fromActive: Bool?
  /// Whether the screen is the top of a UIKit navigation stack the app declares (`navigation:`
  /// at the window's root or as a tab) in an app that sets its navigation delegate before the
  /// window shows (`navigation-delegate: at-launch`): a per-screen condition of the UIKit lane.
  public var announcedStackTop: Bool?
  /// Whether the screen is a page of a UIKit app's page view controller (`pages:`), whose
  /// pages the app gives it with setViewControllers(_:direction:animated:) before it is in the
  /// window: a per-screen condition of the UIKit lane.
  public var pageItem: Bool?
  /// Whether the screen is the top of a UIKit navigation stack that the step puts in the
  /// window for the first time (a tab's stack first selected): a per-step condition of the
  /// UIKit lane, computed before the step's rows run (neither the stack's root nor its top had
  /// ever appeared), so
  /// that it holds for every row of the step, those after the top's `viewDidAppear` included.
  public var firstShownStack: Bool?
  /// Whether the controller's view lays out with Auto Layout constraints (`constraints: true`):
  /// a per-screen condition of the UIKit lane.
  public var constraints: Bool?
  /// Whether the launch shows the window's root through a UIKit navigation controller, which
  /// loads and shows its top controller in its first layout: a per-step condition of the launch.
  public var launchThroughStack: Bool?
  /// Whether the launch is made in the background (`launch` with `in-background: true` in an
  /// app that makes its window at launch): a per-step condition of the launch.
  public var launchInBackground: Bool?
  /// Whether the launch is the `foreground` that shows the window of a launch into the
  /// background made without it: a per-step condition of the launch.
  public var deferredLaunch: Bool?

  /// A row that always applies.
  public static let always = RowCondition()

  /// Creates a condition; unset fields match anything.
  public init(
    animated: Bool? = nil, host: Host? = nil, viewTransition: ViewTransition? = nil,
    storyboard: Bool? = nil, fact: Fact? = nil, pathBinding: PathBinding? = nil,
    firstAppearance: Bool? = nil, embedded: Bool? = nil, sceneBased: Bool? = nil, fromActive: Bool? = nil,
    announcedStackTop: Bool? = nil, pageItem: Bool? = nil, firstShownStack: Bool? = nil, constraints: Bool? = nil,
    launchThroughStack: Bool? = nil, launchInBackground: Bool? = nil, deferredLaunch: Bool? = nil
  ) {
    self.animated = animated
    self.host = host
    self.viewTransition = viewTransition
    self.storyboard = storyboard
    self.fact = fact
    self.pathBinding = pathBinding
    self.firstAppearance = firstAppearance
    self.embedded = embedded
    self.sceneBased = sceneBased
    self.fromActive = fromActive
    self.announcedStackTop = announcedStackTop
    self.pageItem = pageItem
    self.firstShownStack = firstShownStack
    self.constraints = constraints
    self.launchThroughStack = launchThroughStack
    self.launchInBackground = launchInBackground
    self.deferredLaunch = deferredLaunch
  }

  /// `animated, host swiftui`; empty when the row always applies.
  public var description: String {
    var parts: [String] = []
    if let animated { parts.append(animated ? "animated" : "not animated") }
    if let host { parts.append("host \(host.rawValue)") }
    if let viewTransition { parts.append("transition \(viewTransition.rawValue)") }
    if let storyboard { parts.append(storyboard ? "storyboard" : "made in code") }
    if let fact { parts.append("when \(fact.rawValue)") }
    if let pathBinding { parts.append("\(pathBinding.rawValue) path binding") }
    if let firstAppearance { parts.append(firstAppearance ? "first appearance" : "appeared before") }
    if let embedded { parts.append(embedded ? "embedded child" : "not embedded") }
    if let sceneBased { parts.append(sceneBased ? "scene-based app" : "app without scenes") }
    if let fromActive { parts.append(fromActive ? "from an active app" : "from an inactive app") }
    if let announcedStackTop { parts.append(announcedStackTop ? "a stack's top its delegate hears of" : "not a stack's top its delegate hears of") }
    if let pageItem { parts.append(pageItem ? "a page of a page view controller" : "not a page") }
    if let firstShownStack { parts.append(firstShownStack ? "a stack's top shown for the first time" : "not a stack first shown") }
    if let constraints { parts.append(constraints ? "laid out by constraints" : "laid out by frames") }
    if let launchThroughStack { parts.append(launchThroughStack ? "a root in a navigation controller" : "a root not in a navigation controller") }
    if let launchInBackground { parts.append(launchInBackground ? "a launch into the background" : "not a launch into the background") }
    if let deferredLaunch { parts.append(deferredLaunch ? "the window of a background launch shown" : "not a background launch's window shown") }
    return parts.joined(separator: ", ")
  }
}

/// A row that models a bug of some iOS versions: where it applies, and the lifecycle laws
/// its events break (a law it breaks is waived, and reports say so).
public struct KnownBug: Hashable, Sendable {
  /// What goes wrong, in one sentence.
  public var summary: String
  /// The laws the bug's events break.
  public var waives: [LawID]
  /// Whether the laws are waived only for the content of a tab bar's items (the screens a
  /// bug of tabs touches), not for every screen of the app.
  public var onlyTabContent: Bool
  /// Whether the laws are waived only for the rows of lists (the screens a bug of lists
  /// touches), not for every screen of the app.
  public var onlyListRows: Bool

  /// Creates a known bug.
  public init(summary: String, waives: [LawID], onlyTabContent: Bool = false, onlyListRows: Bool = false) {
    self.summary = summary
    self.waives = waives
    self.onlyTabContent = onlyTabContent
    self.onlyListRows = onlyListRows
  }
}
