import LifecycleCore
import LifecycleKnowledge

/// Turns a scenario file into a `Scenario`, or every error it contains.
public enum ScenarioDecoder {
  /// Reads and decodes a scenario's text.
  ///
  /// - Parameters:
  ///   - text: the file's content.
  ///   - path: the path diagnostics name.
  /// - Throws: `DiagnosticList` with every error of the file (at most
  ///   `ScenarioLimits.maxDiagnostics`, the last saying how many more), in file order, and
  ///   the text, so that printing it shows the lines the errors point at.
  public static func decode(_ text: String, path: String) throws(DiagnosticList) -> Scenario {
    var text = text
    switch text.withUTF8({ decode(bytes: $0, path: path) }) {
    case .success(let scenario): return scenario
    case .failure(let list): throw DiagnosticList(list.diagnostics, source: text)
    }
  }

  /// Decodes UTF-8 bytes (which must be valid UTF-8) without copying them into a string.
  static func decode(bytes: UnsafeBufferPointer<UInt8>, path: String) -> Result<Scenario, DiagnosticList> {
    decodeCounting(bytes: bytes, path: path).result
  }

  /// What decoding took, for tests that check growth by counting work.
  struct Work {
    /// Nodes of the raw tree.
    var nodes = 0
    /// Steps of the hierarchy's checks.
    var hierarchy = 0
    /// Names that "did you mean" compared screens with.
    var suggestions = 0
  }

  /// `decode(bytes:path:)`, with the work it took.
  static func decodeCounting(bytes: UnsafeBufferPointer<UInt8>, path: String)
    -> (result: Result<Scenario, DiagnosticList>, work: Work)
  {
    let raw = YAMLReader.readRaw(bytes)
    var work = Work(nodes: raw.tree.nodes.count)
    if !raw.diagnostics.isEmpty {
      return (.failure(DiagnosticList(raw.diagnostics.map { $0.inFile(path) })), work)
    }
    var reader = SchemaReader(tree: raw.tree)
    guard let root = raw.root else {
      let message = "the file is empty; a scenario needs 'name', 'app' and 'steps'"
      return (.failure(DiagnosticList([Diagnostic.error(message, at: SourceLocation(line: 1, column: 1)).inFile(path)])), work)
    }
    let scenario = reader.scenario(root, path: path)
    let diagnostics = reader.diagnostics.collector.sorted().map { $0.inFile(path) }
    work.hierarchy = reader.hierarchyWork
    work.suggestions = reader.screenHints.compared
    if let scenario, diagnostics.isEmpty { return (.success(scenario), work) }
    return (.failure(DiagnosticList(diagnostics)), work)
  }
}

extension SchemaReader {
  mutating func scenario(_ root: Int, path: String) -> Scenario? {
    guard mapping(root, "a scenario") else { return nil }
    let keys = fields(root, SchemaKeys.scenario, in: "the scenario")
    // A key taken for a misspelling of a required one was reported as unknown, with the hint.
    for required in SchemaKeys.requiredScenario where !keys.has(required) && !keys.suggested.contains(required.spelling) {
      error("missing required key '\(required.spelling)'", at: location(root))
    }
    let name = field(.name, keys).flatMap { scalar($0.value, "a name") }
    let about = field(.about, keys).flatMap { scalar($0.value, "free text") }
    // A user's own app cites nothing; the bundled corpus cites a source for every file (a test).
    let source: String? = field(.source, keys).map { scalar($0.value, "a citation") } ?? ""
    let host = field(.host, keys).flatMap { oneOf($0.value, key: "host", Host.self) } ?? .uikit
    var profile = field(.profile, keys).map { self.profile($0.value) } ?? .standard
    if let node = field(.sdk, keys)?.value, let text = scalar(node, "an SDK version") {
      if let sdk = IOSVersion(parsing: text), text.hasPrefix("ios"), sdk.isKnown {
        profile.sdk = sdk
      } else {
        error("unknown SDK '\(text)' (expected an iOS version that shipped: \(IOSVersion.knownVersions))", at: location(node))
      }
    }
    if host == .swiftui, !SwiftUIAvailability.on(profile), let node = (field(.profile, keys) ?? field(.sdk, keys))?.value {
      error(
        "profile \(profile) has no SwiftUI (it arrived in iOS 13, on the device and in the SDK); use host: uikit or a later profile",
        at: location(node))
    }
    let content = field(.content, keys).flatMap { oneOf($0.value, key: "content", Content.self) }
    if content == .swiftui, !SwiftUIAvailability.on(profile), let node = field(.content, keys)?.value {
      error("profile \(profile) has no SwiftUI (it arrived in iOS 13); screens cannot have SwiftUI content", at: location(node))
    }
    let probe = field(.probe, keys).flatMap { bool($0.value, key: "probe") } ?? false
    let pathBinding = field(.pathBinding, keys).flatMap { oneOf($0.value, key: "path-binding", PathBinding.self) } ?? .direct
    if pathBinding == .custom, host != .swiftui, let node = field(.pathBinding, keys)?.value {
      error("'path-binding' is how a SwiftUI NavigationStack binds its path; it needs host: swiftui", at: location(node))
    }
    let navigationDelegate =
      field(.navigationDelegate, keys).flatMap { oneOf($0.value, key: "navigation-delegate", NavigationDelegateTiming.self) } ?? .afterLaunch
    if navigationDelegate == .atLaunch, host == .swiftui, let node = field(.navigationDelegate, keys)?.value {
      error(
        "a SwiftUI app's NavigationStack has SwiftUI's own navigation delegate: 'navigation-delegate:' is for a UIKit app's navigation controllers",
        at: location(node))
    }
    let sceneBased = field(.scenes, keys).flatMap { bool($0.value, key: "scenes") } ?? true
    if !sceneBased, host == .swiftui, let node = field(.scenes, keys)?.value {
      error(
        "a SwiftUI app always declares scenes (its WindowGroup is one); 'scenes: false' is for a UIKit app with an app delegate alone",
        at: location(node))
    }
    var hierarchy = Hierarchy()
    let declarations = field(.screens, keys).map { screens($0.value, into: &hierarchy) } ?? [:]
    if !SwiftUIAvailability.on(profile) {
      for declaration in declarations.values.filter({ $0.content == .swiftui }).sorted(by: { $0.id < $1.id }) {
        error(
          "screen '\(declaration.id)' has SwiftUI content, but profile \(profile) has no SwiftUI (it arrived in iOS 13)", at: declaration.location)
      }
    }
    let defaultContent = content ?? (host == .swiftui ? Content.swiftui : .uikit)
    // Only the screens with a model, in name order, found as they were read: a sorted copy of
    // every declaration cost a million-screen file 210 MB and a sort.
    for id in hierarchy.withModel.sorted() {
      guard let declaration = declarations[id], let model = declaration.model else { continue }
      if model.isSwiftUI, (declaration.content ?? defaultContent) != .swiftui {
        error(
          "'model: \(model.rawValue)' is a SwiftUI property wrapper's, and '\(declaration.id)' has UIKit content: write 'model: controller' for a view model its controller owns, or give it 'content: swiftui'",
          at: declaration.location)
      } else if model == .state, profile.sdk.major < 17 {
        error(
          "'model: state' holds an @Observable model, which needs the iOS 17 SDK (Observation); profile \(profile) builds with an earlier one: use 'state-object'",
          at: declaration.location)
      }
    }
    let app = field(.app, keys).flatMap { appLayout($0.value, allowTabs: true, into: &hierarchy) }
    if case .navigation(let stack)? = app, stack.isEmpty, host == .swiftui, let node = field(.app, keys)?.value {
      error(
        "a SwiftUI NavigationStack always holds its root view: an empty navigation stack is a UIKit app's UINavigationController (host: uikit), given its first controller with set-stack",
        at: location(node))
    }
    for declaration in hierarchy.declared { known.insert(Int(declaration), in: tree.interner) }
    for child in hierarchy.children { known.insert(Int(child.child), in: tree.interner) }
    for screen in hierarchy.flows { known.insert(Int(screen.id), in: tree.interner) }
    checkHostedFlows(hierarchy, declarations)
    if app != nil {
      for screen in hierarchy.app { known.insert(Int(screen.id), in: tree.interner) }
      for name in containerViews.names { known.insert(tree.interner.intern(name), in: tree.interner) }
    }
    check(hierarchy, appIsValid: app != nil)
    checkHostedTabs(hierarchy, declarations, host: host, profile: profile)
    checkListContent(declarations, hierarchy, defaultContent: content ?? (host == .swiftui ? .swiftui : .uikit))
    // The screens a route may name: those the app places or declares, not a step's alone.
    let routable = known
    var observeLocations: [Callback: SourceLocation] = [:]
    let observe = field(.observe, keys).flatMap { callbacks($0.value, locations: &observeLocations) }
    if let location = observeLocations[.onScrollVisibilityChange], profile.device.major < 18 || profile.sdk.major < 18 {
      error(
        "onScrollVisibilityChange(threshold:_:) is iOS 18 API; profile \(profile) has none (it needs iOS 18 on the device and in the SDK): remove it from 'observe:' or use a profile from ios18",
        at: location)
    }
    var steps: [Step] = []
    var secondLocations: [Int: SourceLocation] = [:]
    if let node = field(.steps, keys)?.value, let items = sequence(node, "a list of steps") {
      if items.isEmpty { error("'steps' is empty; a scenario needs at least '- launch'", at: location(node)) }
      // `screens:` describes the screens it lists; it is not the list of every screen: a
      // screen a step names is a screen of the app, declared or not.
      var targets = items
      while let item = next(&targets) {
        if let target = stepTarget(item) { known.insert(target.id, in: tree.interner) }
        for target in stepListTargets(item) { known.insert(target.id, in: tree.interner) }
      }
      var context = StepContext(declarations: declarations)
      steps.reserveCapacity(items.count)
      var all = items
      // What the last item became: a step written with `during: previous` folds with it, is
      // refused above an overlap or at the top, and is dropped after a refused item (whose
      // error is already reported).
      var last = PreviousItem.none
      while let item = next(&all) {
        var landing: OverlapLanding?
        guard let step = step(item, &context, landing: &landing) else {
          last = .refused
          continue
        }
        guard let landing else {
          steps.append(step)
          last = .step
          continue
        }
        switch last {
        case .step:
          if let folded = overlap(steps.removeLast(), step, landing) {
            steps.append(folded)
            secondLocations[steps.count - 1] = step.location
          }
        case .none: error("'during: previous' needs a step above it", at: step.location)
        case .overlap:
          error(
            "a step overlaps only the step above it, which already overlaps its own: write this one without 'during: previous'",
            at: step.location)
        case .refused: break
        }
        last = .overlap
      }
    }
    var routeContext = StepContext(declarations: declarations)
    let routes = field(.routes, keys).flatMap {
      self.routes($0.value, screens: routable, context: &routeContext, profile: profile, host: host, app: app)
    }
    let checks = self.checks(keys)
    let claim = field(.claim, keys).flatMap { self.claim($0.value) }
    let skip = field(.skip, keys).flatMap { scalar($0.value, "the reason to skip the checks") }
    let expectLog = field(.expectLog, keys).flatMap { scalar($0.value, "the path of a device log") }
    let expectAudit = field(.expectAudit, keys).flatMap { self.expectAudit($0.value) }
    let expectFlags = field(.expectFlags, keys).flatMap { self.expectFlags($0.value, stepCount: steps.count) }
    let knownDisagreement = field(.knownDisagreement, keys).flatMap { self.knownDisagreement($0.value) }
    let resources = field(.resources, keys).map { sharedResources($0.value) } ?? [:]
    let appEffects = field(.appEffects, keys).map { effects($0.value, ofApp: true) } ?? []
    guard let name, let source, let app, keys.has(.steps) else { return nil }
    var scenario = Scenario(
      path: path, name: name, about: about, source: source, host: host, profile: profile, app: app,
      screens: declarations, observe: observe.map(Set.init), steps: steps, checks: checks, claim: claim,
      content: content, probe: probe)
    scenario.skip = skip
    scenario.secondLocations = secondLocations
    scenario.pathBinding = pathBinding
    scenario.sceneBased = sceneBased
    scenario.navigationDelegate = navigationDelegate
    scenario.pageStyle = pageStyle
    scenario.split = split
    if !containerViews.isEmpty {
      checkContainerViews(host: host, declarations, placed: hierarchy.app)
      scenario.appDefinition.containerViews = containerViews
    }
    if let node = nestedPagerNode, split != nil {
      error(
        "a pager nested in a tab or a page and a split view in one app are not written yet: the app's nested 'tabs' would be read as a split view's columns",
        at: location(node))
    }
    scenario.appDefinition.nestedPageCurls = nestedPageCurls
    if host == .swiftui, let node = nestedCurlNodes.first {
      error(
        "a SwiftUI app's nested pager is a page-style TabView, which scrolls (TabView has no page-curl style): 'style: pageCurl' is UIPageViewController's (write 'style: scroll' or leave it out)",
        at: location(node))
    }
    if host == .swiftui, let node = nestedHostingNodes.first {
      error(
        "a page of a SwiftUI app's nested page-style TabView is a SwiftUI view or a NavigationStack, as a root page is: write '- screen: X' or '- navigation: [X, ...]' ('hosting:' pages are a UIKit app's UIHostingController)",
        at: location(node))
    }
    if let pageStyle, host == .swiftui, let node = field(.app, keys)?.value {
      checkSwiftUIPages(app, style: pageStyle, declarations, at: node)
    }
    scenario.expectLog = expectLog
    scenario.expectAudit = expectAudit
    scenario.expectFlags = expectFlags
    scenario.observeLocations = observeLocations
    scenario.knownDisagreement = knownDisagreement
    scenario.routes = routes
    scenario.appDefinition.resources = resources
    scenario.appDefinition.appEffects = appEffects
    return scenario
  }

  /// The profile named by `node`, or the standard one after reporting why not.
  private mutating func profile(_ node: Int) -> Profile {
    guard let id = scalar(node, "a profile") else { return .standard }
    if let found = Profile.named(id) { return found }
    let names = Profile.all.map(\.id)
    error(
      "unknown profile '\(id)'\(hint(for: id, in: names)) (expected one of: \(names.joined(separator: ", ")), or a version that shipped (\(IOSVersion.knownVersions)), or a device and an SDK such as ios13-sdk17)",
      at: location(node))
    return .standard
  }

  mutating func checks(_ keys: Fields) -> Checks {
    var checks = Checks()
    checks.exact = field(.expect, keys).flatMap { expectation($0) }
    checks.contains = field(.expectContains, keys).flatMap { expectation($0) }
    if let node = field(.assert, keys)?.value, var items = sequence(node, "a list of assertions") {
      checks.assertions.reserveCapacity(items.count)
      while let item = next(&items) {
        if let assertion = assertion(item) { checks.assertions.append(assertion) }
      }
    }
    return checks
  }

  mutating func callbacks(_ node: Int) -> [Callback]? {
    var locations: [Callback: SourceLocation] = [:]
    return callbacks(node, locations: &locations)
  }

  /// The callbacks of a list, with where each is first written.
  mutating func callbacks(_ node: Int, locations: inout [Callback: SourceLocation]) -> [Callback]? {
    guard var items = sequence(node, "a list of callbacks") else { return nil }
    var result: [Callback] = []
    while let item = next(&items) {
      guard let name = scalar(item, "a callback name") else { continue }
      if let callback = Callback(rawValue: name) {
        result.append(callback)
        if locations[callback] == nil { locations[callback] = location(item) }
      } else if let named = Callback.modifierNames[name] {
        // A modifier's name (`task`) stands for every callback it logs.
        for callback in named {
          result.append(callback)
          if locations[callback] == nil { locations[callback] = location(item) }
        }
      } else {
        error("unknown callback '\(name)'\(hint(for: name, in: Callback.allCases.map(\.rawValue)))", at: location(item))
      }
    }
    return result
  }
}

/// What the item above a step became, for `during: previous`.
private enum PreviousItem {
  /// There is none: the step is the first.
  case none
  /// A step of its own.
  case step
  /// The second half of an overlap.
  case overlap
  /// Nothing: it was refused.
  case refused
}
