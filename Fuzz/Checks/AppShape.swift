import LifecycleCore
import ScenarioLanguage

/// The part of a generated scenario before its steps: host, profile, the app's structure and
/// its screens' declarations. Most shapes are valid; a few carry one deliberate mistake of
/// the hierarchy (a screen twice, a shared child, a child also in a stack, a cycle, a chain
/// past the limit) that the reader must diagnose.
struct AppShape {
  /// The file's lines up to `steps:`.
  var lines: [String] = []
  /// Every screen name the shape uses.
  var names: [String] = []
  /// Screens that are not in the app's structure and no screen embeds: what a push or a
  /// presentation brings in.
  var free: [String] = []
  /// The shape was made with a mistake the reader must refuse.
  var faulty = false
  /// The callbacks `observe:` lists, or nil for all.
  var observe: Set<Callback>?

  /// Name stems: plain words, other scripts, and ids that look like other YAML values.
  static let stems = [
    "A", "Home", "Feed", "Detail", "Settings", "Écran", "画面", "Экран", "x.y-z_", "Sheet", "Tab", "S", "true", "NO",
    "null", "launch", "pop", "0", "_", "Ω",
  ]

  enum Kind: CaseIterable {
    case ordinary, deepChain, wide, faulty
  }

  static func make(_ input: inout FuzzBytes) -> AppShape {
    var shape = AppShape()
    shape.header(&input)
    switch input.pick([Kind.ordinary, .ordinary, .ordinary, .ordinary, .deepChain, .wide, .faulty]) {
    case .ordinary: shape.ordinary(&input, screens: 2 + input.below(10), mistake: false)
    case .deepChain: shape.deepChain(&input)
    case .wide: shape.wide(&input)
    case .faulty: shape.ordinary(&input, screens: 3 + input.below(8), mistake: true)
    }
    if input.chance(30) {
      var observed: [Callback] = []
      for _ in 0..<(1 + input.below(6)) { observed.append(input.pick(Self.observable)) }
      shape.observe = Set(observed)
      shape.lines.append("observe: [\(observed.map(\.rawValue).joined(separator: ", "))]")
    }
    return shape
  }

  /// The callbacks a generated scenario names (in `observe:` and its assertions): those every
  /// profile has, as `onScrollVisibilityChange` is refused before iOS 18, where most generated
  /// profiles are, and those of every app (a cell's `willDisplay` needs a table view, which no
  /// generated app has): the generated files stay those of before them.
  static let observable = Callback.allCases.filter { $0 != .onScrollVisibilityChange && !$0.isCellDisplay }

  /// Name, source, host, profile, content and probe.
  mutating func header(_ input: inout FuzzBytes) {
    lines = ["name: Generated", "source: fuzz"]
    let host = input.pick(["", "uikit", "swiftui"])
    // The newest bundled profile, whichever major it is.
    var profile = input.pick(["", "ios17", "ios13", "ios12", "ios18.4", "ios13-sdk17", Profile.all[Profile.all.count - 1].id, "ios14"])
    if host == "swiftui", profile == "ios12", !input.chance(10) { profile = "ios13" }
    if !host.isEmpty { lines.append("host: \(host)") }
    if !profile.isEmpty { lines.append("profile: \(profile)") }
    if input.chance(20), profile != "ios12" || input.chance(10) { lines.append("content: \(input.pick(["uikit", "swiftui"]))") }
    if input.chance(20) { lines.append("probe: \(input.pick(["true", "false"]))") }
  }

  /// `count` distinct names from the stems.
  mutating func makeNames(_ count: Int, _ input: inout FuzzBytes) -> [String] {
    let start = input.below(Self.stems.count)
    let made = (0..<count).map { index in Self.stems[(start + index * 7) % Self.stems.count] + String(names.count + index) }
    names += made
    return made
  }

  /// A screen, a stack or tabs of the first screens; the rest free or embedded.
  mutating func ordinary(_ input: inout FuzzBytes, screens count: Int, mistake: Bool) {
    let all = makeNames(count, &input)
    var placed: [String] = []
    var appLines: [String]
    switch input.below(3) {
    case 0:
      placed = [all[0]]
      appLines = ["  screen: \(ScreenText.name(all[0], &input))"]
    case 1:
      placed = Array(all.prefix(1 + input.below(min(3, count))))
      appLines = ["  navigation: \(ScreenText.list(placed, &input))"]
    default:
      appLines = ["  tabs:"]
      var next = 0
      for _ in 0..<min(count, 2 + input.below(4)) where next < count {
        if input.chance(50), next + 1 < count {
          let stack = Array(all[next...].prefix(1 + input.below(2)))
          appLines.append("    - navigation: \(ScreenText.list(stack, &input))")
          placed += stack
          next += stack.count
        } else {
          appLines.append("    - \(ScreenText.name(all[next], &input))")
          placed.append(all[next])
          next += 1
        }
      }
    }
    // Each screen not placed may be embedded in an earlier one: a forest, no cycle.
    var children: [String: [String]] = [:]
    var conditional: [String: [String]] = [:]
    for index in all.indices where !placed.contains(all[index]) && index > 0 {
      guard input.chance(40) else {
        free.append(all[index])
        continue
      }
      let parent = all[input.below(index)]
      if input.chance(50) { children[parent, default: []].append(all[index]) } else { conditional[parent, default: []].append(all[index]) }
    }
    if mistake {
      faulty = true
      let a = all[0]
      let b = all[count - 1]
      switch input.below(6) {
      case 0: children[a, default: []].append(a)  // a screen in itself
      case 1: children[a, default: []] += [b]; children[b, default: []] += [a]  // a cycle (or a child twice)
      case 2: children[all[1], default: []].append(b); conditional[a, default: []].append(b)  // a shared child
      case 3: children[b, default: []].append(placed[0])  // a child also in the app's structure
      case 4: appLines.append(appLines.count > 1 ? appLines[1] : "  navigation: [\(a)]")  // placed twice, or a second layout key
      default: conditional[b, default: []] += [a, a]  // listed twice
      }
    }
    lines.append("app:")
    lines += appLines
    declare(all, children: children, conditional: conditional, &input)
  }

  /// A chain of screens each embedding the next, hanging off a free screen; sometimes longer
  /// than the reader's limit of 100 levels.
  mutating func deepChain(_ input: inout FuzzBytes) {
    let root = makeNames(1, &input)[0]
    let depth = 1 + input.below(130)
    let chain = (0...depth).map { "C\($0)" }
    names += chain
    faulty = depth > ScenarioLimits.maxChildDepth
    var children: [String: [String]] = [:]
    var conditional: [String: [String]] = [:]
    for level in 0..<depth {
      if input.chance(15) { conditional[chain[level]] = [chain[level + 1]] } else { children[chain[level]] = [chain[level + 1]] }
    }
    if input.chance(50) {
      lines += ["app:", "  navigation: [\(root)]"]
      free = [chain[0]]
    } else {
      lines += ["app:", "  screen: \(chain[0])"]
      free = [root]
    }
    declare([root] + chain, children: children, conditional: conditional, &input)
  }

  /// Many tabs, a long initial stack, a screen with many children.
  mutating func wide(_ input: inout FuzzBytes) {
    let tabs = makeNames(2 + input.below(30), &input)
    let stack = makeNames(1 + input.below(60), &input)
    let kids = makeNames(input.below(60), &input)
    lines += ["app:", "  tabs:"] + tabs.dropLast().map { "    - \($0)" } + ["    - navigation: \(ScreenText.list(stack, &input))"]
    var children: [String: [String]] = [:]
    var conditional: [String: [String]] = [:]
    for kid in kids {
      if input.chance(50) { children[tabs[0], default: []].append(kid) } else { conditional[tabs[0], default: []].append(kid) }
    }
    free = makeNames(input.below(4), &input)
    declare(tabs + stack + kids + free, children: children, conditional: conditional, &input)
  }

  /// `screens:` with every name (so that steps may name any), their children and some
  /// options; or, when nothing is embedded, sometimes no declarations at all.
  mutating func declare(
    _ all: [String], children: [String: [String]], conditional: [String: [String]], _ input: inout FuzzBytes
  ) {
    if children.isEmpty, conditional.isEmpty, input.chance(40) { return }
    lines.append("screens:")
    for name in all {
      lines.append("  - id: \(ScreenText.name(name, &input))")
      if input.chance(10) { lines.append("    title: \"\(name) screen\"") }
      if input.chance(10) { lines.append("    storyboard: true") }
      if input.chance(10) { lines.append("    content: \(input.pick(["uikit", "swiftui"]))") }
      if input.chance(10) { lines.append("    probe: \(input.pick(["true", "false"]))") }
      if let list = children[name] { lines.append("    children: \(ScreenText.list(list, &input))") }
      if let list = conditional[name] { lines.append("    conditional: \(ScreenText.list(list, &input))") }
    }
  }
}
