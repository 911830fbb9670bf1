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

  /// Nothing named or used.
  public init() {}

  /// The vocabulary of some actions, in order.
  public init(_ actions: some Sequence<Action>) {
    var position: [String: Int] = [:]
    for action in actions {
      let record = action.record
      let bringsIn = record.bringsIn
      ActionCatalog.forEachScreen(in: action) { name in
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
      if record.options.contains(where: { $0.option == .style }), let style = record.fields(action).style {
        styles.insert(style)
      }
      keywords.insert(record.keyword)
    }
  }

  /// The vocabulary of a test's steps.
  public init(_ steps: [Step]) {
    self.init(steps.lazy.map(\.action))
  }
}
