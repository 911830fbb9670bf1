import LifecycleCore

/// Turns a scenario file into a `Scenario`, or every error it contains.
public enum ScenarioDecoder {
  static let topLevelKeys = [
    "name", "about", "source", "host", "profile", "sdk", "content", "probe", "path-binding", "app", "screens", "observe",
    "steps", "expect", "expect-contains", "assert", "claim", "skip",
  ]

  /// Reads and decodes a scenario's text.
  ///
  /// - Parameters:
  ///   - text: the file's content.
  ///   - path: the path diagnostics name.
  /// - Throws: `DiagnosticList` with every error of the file, in file order.
  public static func decode(_ text: String, path: String) throws(DiagnosticList) -> Scenario {
    let document = YAMLReader.read(text)
    var reader = SchemaReader(source: text)
    reader.diagnostics = document.diagnostics
    var scenario: Scenario?
    if let root = document.root, document.diagnostics.isEmpty {
      scenario = reader.scenario(root, path: path)
    } else if document.root == nil, document.diagnostics.isEmpty {
      reader.error("the file is empty; a scenario needs 'name', 'source', 'app' and 'steps'", at: SourceLocation(line: 1, column: 1))
    }
    let diagnostics = reader.diagnostics.map { $0.inFile(path) }.sorted { ($0.location ?? .init(line: 0, column: 0)) < ($1.location ?? .init(line: 0, column: 0)) }
    if let scenario, diagnostics.isEmpty { return scenario }
    throw DiagnosticList(diagnostics)
  }
}

extension SchemaReader {
  mutating func scenario(_ root: YAMLNode, path: String) -> Scenario? {
    guard let top = mapping(root, "a scenario") else { return nil }
    let keys = pairs(top, allowed: ScenarioDecoder.topLevelKeys, in: "the scenario")
    for required in ["name", "source", "app", "steps"] where keys[required] == nil {
      error("missing required key '\(required)'", at: root.location)
    }
    let name = keys["name"].flatMap { scalar($0.value, "a name") }
    let about = keys["about"].flatMap { scalar($0.value, "free text") }
    let source = keys["source"].flatMap { scalar($0.value, "a citation") }
    let host = keys["host"].flatMap { oneOf($0.value, key: "host", Host.self) } ?? .uikit
    var profile = Profile.standard
    if let node = keys["profile"]?.value, let id = scalar(node, "a profile") {
      if let found = Profile.named(id) {
        profile = found
      } else {
        let names = Profile.all.map(\.id)
        error("unknown profile '\(id)'\(Suggestion.hint(for: id, in: names)) (expected one of: \(names.joined(separator: ", ")), or a version such as ios18.4, or a device and an SDK such as ios13-sdk17)", at: node.location)
      }
    }
    if let node = keys["sdk"]?.value, let text = scalar(node, "an SDK version") {
      if let sdk = IOSVersion(parsing: text), text.hasPrefix("ios"), Profile.knownMajors.contains(sdk.major) {
        profile.sdk = sdk
      } else {
        error("unknown SDK '\(text)' (expected an iOS version such as ios17 or ios18.4)", at: node.location)
      }
    }
    if host == .swiftui, !profile.hasSwiftUI, let node = keys["profile"]?.value ?? keys["sdk"]?.value {
      error("profile \(profile) has no SwiftUI (it arrived in iOS 13, on the device and in the SDK); use host: uikit or a later profile", at: node.location)
    }
    let content = keys["content"].flatMap { oneOf($0.value, key: "content", Content.self) }
    if content == .swiftui, !profile.hasSwiftUI, let node = keys["content"]?.value {
      error("profile \(profile) has no SwiftUI (it arrived in iOS 13); screens cannot have SwiftUI content", at: node.location)
    }
    let probe = keys["probe"].flatMap { bool($0.value, key: "probe") } ?? false
    let pathBinding = keys["path-binding"].flatMap { oneOf($0.value, key: "path-binding", PathBinding.self) } ?? .direct
    if pathBinding == .custom, host != .swiftui, let node = keys["path-binding"]?.value {
      error("'path-binding' is how a SwiftUI NavigationStack binds its path; it needs host: swiftui", at: node.location)
    }
    let declarations = keys["screens"].map { screens($0.value) } ?? [:]
    if !profile.hasSwiftUI {
      for declaration in declarations.values.sorted(by: { $0.id < $1.id }) where declaration.content == .swiftui {
        error("screen '\(declaration.id)' has SwiftUI content, but profile \(profile) has no SwiftUI (it arrived in iOS 13)", at: declaration.location)
      }
    }
    let app = keys["app"].flatMap { appLayout($0.value, allowTabs: true) }
    var known = Set(declarations.keys).union(declarations.values.flatMap { $0.children + $0.conditional })
    if let app { known.formUnion(Self.screens(in: app)) }
    if let app { checkUnique(app, at: keys["app"]!.value.location) }
    checkCycles(declarations)
    let strict = keys["screens"] != nil
    let observe = keys["observe"].flatMap { callbacks($0.value) }
    var steps: [Step] = []
    if let node = keys["steps"]?.value, let items = sequence(node, "a list of steps") {
      if items.isEmpty { error("'steps' is empty; a scenario needs at least '- launch'", at: node.location) }
      let mentioned = items.compactMap { stepTarget($0) }
      if !strict { known.formUnion(mentioned.filter(Self.isValidScreenID)) }
      steps = items.compactMap { step($0, screens: known, declarations: declarations, strict: strict) }
    }
    let checks = self.checks(keys, screens: known)
    let claim = keys["claim"].flatMap { self.claim($0.value) }
    let skip = keys["skip"].flatMap { scalar($0.value, "the reason to skip the checks") }
    guard let name, let source, let app, keys["steps"] != nil else { return nil }
    var scenario = Scenario(
      path: path, name: name, about: about, source: source, host: host, profile: profile, app: app,
      screens: declarations, observe: observe.map(Set.init), steps: steps, checks: checks, claim: claim,
      content: content, probe: probe)
    scenario.skip = skip
    scenario.pathBinding = pathBinding
    return scenario
  }

  mutating func checks(_ keys: [String: YAMLPair], screens: Set<String>) -> Checks {
    var checks = Checks()
    checks.exact = keys["expect"].flatMap { expectation($0, screens: screens) }
    checks.contains = keys["expect-contains"].flatMap { expectation($0, screens: screens) }
    if let node = keys["assert"]?.value, let items = sequence(node, "a list of assertions") {
      checks.assertions = items.compactMap { assertion($0, screens: screens) }
    }
    return checks
  }

  mutating func callbacks(_ node: YAMLNode) -> [Callback]? {
    guard let items = sequence(node, "a list of callbacks") else { return nil }
    var result: [Callback] = []
    for item in items {
      guard let name = scalar(item, "a callback name") else { continue }
      if let callback = Callback(rawValue: name) {
        result.append(callback)
      } else {
        error("unknown callback '\(name)'\(Suggestion.hint(for: name, in: Callback.allCases.map(\.rawValue)))", at: item.location)
      }
    }
    return result
  }

  mutating func claim(_ node: YAMLNode) -> Claim? {
    guard let pairs = mapping(node, "a claim") else { return nil }
    let keys = self.pairs(pairs, allowed: ["seed", "quote", "statement", "verdict"], in: "the claim")
    for required in ["seed", "quote", "statement", "verdict"] where keys[required] == nil {
      error("missing required key '\(required)' in the claim", at: node.location)
    }
    let seed = keys["seed"].flatMap { scalar($0.value, "the seed") }
    let quote = keys["quote"].flatMap { scalar($0.value, "the quote") }
    let statement = keys["statement"].flatMap { scalar($0.value, "the statement") }
    let verdict = keys["verdict"].flatMap { pair -> Claim.Verdict? in
      guard let text = scalar(pair.value, "supported or refuted") else { return nil }
      if let verdict = Claim.Verdict(rawValue: text) { return verdict }
      error("unknown verdict '\(text)'\(Suggestion.hint(for: text, in: ["supported", "refuted"])) (expected supported or refuted)", at: pair.value.location)
      return nil
    }
    guard let seed, let quote, let statement, let verdict else { return nil }
    return Claim(seed: seed, quote: quote, statement: statement, verdict: verdict, location: keys["verdict"]!.value.location)
  }
}
