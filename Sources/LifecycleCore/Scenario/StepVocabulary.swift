/// What a test's steps tell the engine about the app beyond its declarations: the screens
/// they name (which the app therefore has, in the order they are first named), how many
/// instances of each they bring in, and the verbs and presentation styles they use (which
/// `explore` and `audit` then try too, as the app's own).
///
/// The engine compiles an app with a vocabulary, never with the steps themselves: two tests
/// whose steps name and use the same things walk the same app.
///
/// ```swift
/// let vocabulary = StepVocabulary([.launch, .push("Detail", animated: true)])
/// let engine = Engine(app: app, profile: .ios17, vocabulary: vocabulary)
/// ```
public struct StepVocabulary: Hashable, Sendable {
  /// The screens the steps name, first mention first (instances after the first, `X#2`,
  /// are in `instances`).
  package private(set) var screens: [String] = []
  /// How many steps bring in each of `screens`, by position.
  package private(set) var broughtIn: [Int] = []
  /// The highest instance number a step names (`dismiss: X#3`), by screen id.
  package private(set) var instances: [String: Int] = [:]
  /// The keywords of the steps' verbs.
  package private(set) var keywords: Set<String> = []
  /// The presentation styles the steps write.
  package private(set) var styles: Set<PresentationStyle> = []
  /// The overlaps the steps write (`during: previous`): the two verbs' keywords and the
  /// landing point, which `explore` then tries between any two such actions.
  package private(set) var overlaps: [OverlapPattern] = []
  /// The screens the steps present only as an alert or a confirmation dialog (`style: alert`,
  /// `confirmationDialog`) and name in no other step: each stands for the system's
  /// `UIAlertController`, a controller, whatever the app's default content.
  package private(set) var alertScreens: Set<String> = []
  /// The screens named by a step that is not an alert's presentation.
  private var namedOtherwise: Set<String> = []
  /// How many presentations the steps read so far leave up, as far as their verbs tell
  /// (a presentation adds one, a dismissal takes one): what `underPresentation` reads.
  private var presentedDepth = 0

  /// The mark a keyword gets in `keywords` when a step uses it while the steps before it
  /// leave a presentation up (`select-tab`, `turn-page` under a sheet): `explore` offers the
  /// verb under a presentation only to apps whose scenario does so.
  package static func underPresentation(_ keyword: String) -> String { keyword + " under a presentation" }

  /// The mark a keyword gets in `keywords` when a step uses it while the steps before it
  /// leave a screen pushed (a push with no pop since): `explore` offers a list's scroll out of
  /// the window only to apps whose scenario scrolls one while it is covered.
  package static func overPush(_ keyword: String) -> String { keyword + " over a push" }

  /// The mark `keywords` gets when a step launches the app into the background (`launch` with
  /// `in-background: true`): the verb shares `launch`'s keyword, and `explore` offers the launch
  /// into the background only to apps whose scenario writes one.
  package static let launchInBackground = "launch in-background"

  /// How many pushes the steps read so far leave up, as far as their verbs tell (a pop of
  /// any kind takes them all): what `overPush` reads.
  private var pushedDepth = 0

  /// The tab the steps read so far selected last (`select-tab`), or nil: what `afterTab` reads.
  private var lastTab: TabSelector?

  /// The mark a keyword gets in `keywords` when a step uses it after a `select-tab: X` step
  /// selected `X` (its index or root screen): `explore` offers `show-detail` in a tab not
  /// selected only to apps whose scenario shows a detail while such a tab is selected.
  package static func afterTab(_ keyword: String, _ tab: String) -> String { keyword + " after select-tab " + tab }

  /// Nothing named or used.
  public init() {}

  /// The vocabulary of some actions, in order.
  public init(_ actions: some Sequence<Action>) {
    var position: [String: Int] = [:]
    for action in actions {
      // An overlap names the screens and uses the verbs of its two actions.
      if case .overlap(let first, let second, let landing) = action {
        keywords.insert(action.record.keyword)
        let pattern = OverlapPattern(first: first.keyword, second: second.keyword, landing: landing)
        if !overlaps.contains(pattern) { overlaps.append(pattern) }
        take(first, &position)
        take(second, &position)
      } else {
        take(action, &position)
      }
    }
  }

  /// Takes in the screens, styles and verb of one action.
  private mutating func take(_ action: Action, _ position: inout [String: Int]) {
    let record = action.record
    let bringsIn = record.bringsIn
    var alert = false
    if record.options.contains(where: { $0.option == .style }), let style = record.fields(action).style {
      styles.insert(style)
      alert = style.isAlert
    }
    keywords.insert(record.keyword)
    if presentedDepth > 0 { keywords.insert(Self.underPresentation(record.keyword)) }
    if let lastTab { keywords.insert(Self.afterTab(record.keyword, lastTab.description)) }
    if pushedDepth > 0 { keywords.insert(Self.overPush(record.keyword)) }
    if record.kinds.contains(.push) {
      pushedDepth += 1
    } else if record.kinds.contains(.pop) || record.kinds.contains(.popToRoot) {
      pushedDepth = 0
    }
    if case .selectTab(let selector) = action { lastTab = selector }
    if action == .launchInBackground { keywords.insert(Self.launchInBackground) }
    if record.kinds.contains(.presentCovering) {
      presentedDepth += 1
    } else if record.kinds.contains(.dismissOver) || record.kinds.contains(.swipeDownComplete) || record.kinds.contains(.tapOutside) {
      presentedDepth = max(0, presentedDepth - 1)
    }
    ActionCatalog.forEachScreen(in: action) { name in
      if alert, !namedOtherwise.contains(name) {
        alertScreens.insert(name)
      } else if !alert {
        namedOtherwise.insert(name)
        alertScreens.remove(name)
      }
      if let instance = InstanceName.split(name) {
        instances[instance.type] = max(instances[instance.type] ?? 0, instance.number)
        return
      }
      let slot: Int
      if let known = position[name] {
        slot = known
      } else {
        slot = screens.count
        position[name] = slot
        screens.append(name)
        broughtIn.append(0)
      }
      if bringsIn { broughtIn[slot] += 1 }
    }
  }

  /// The vocabulary of a test's steps.
  public init(_ steps: [Step]) {
    self.init(steps.lazy.map(\.action))
  }
}

/// The verbs of an overlap a scenario writes, and where the second lands.
package struct OverlapPattern: Hashable, Sendable {
  /// The keyword of the step that runs first.
  package var first: String
  /// The keyword of the step written with `during: previous`.
  package var second: String
  /// Where it lands.
  package var landing: OverlapLanding
}
