import LifecycleCore
import Testing

/// Each action's record agrees with itself: what it writes decodes back to the action, it
/// writes only options its keyword accepts, and the catalog lists each record once.
@Suite struct ActionCatalogTests {
  /// An action of every case, with each option away from its default somewhere.
  static let samples: [Action] = [
    .launch, .push("A", animated: true), .push("A", animated: false), .zoomPush("A", interrupted: false),
    .zoomPush("A", interrupted: true), .pop(animated: true), .pop(animated: false), .popToRoot(animated: false),
    .swipeBack(completed: true), .swipeBack(completed: false),
    .present("A", style: .overFullScreen, inNavigation: true, animated: false),
    .present("A", style: .automatic, inNavigation: false, animated: true), .dismiss(nil, animated: true),
    .dismiss("A", animated: false), .swipeDown(completed: false), .selectTab(.index(2)), .selectTab(.screen("A")),
    .background, .foreground, .show("A", replacing: "B", transition: .identity, animated: true),
    .show("A", replacing: nil, transition: .default, animated: false), .hide("A", animated: true), .rotate,
    .replaceRoot("A", inNavigation: true), .replaceRoot("A", inNavigation: false),
  ]

  /// The record that decodes an action's keyword.
  func decoder(of action: Action) throws -> ActionRecord {
    try #require(ActionCatalog.decoding.first { $0.keyword == action.record.keyword })
  }

  @Test(arguments: samples)
  func decodingWhatARecordWritesGivesTheActionBack(action: Action) throws {
    switch try decoder(of: action).decode?(action.record.fields(action)) {
    case .success(let decoded)?: #expect(decoded == action)
    case .failure(let failure)?: Issue.record("\(action.summary): \(failure.message)")
    case nil: Issue.record("\(action.summary): its keyword's record decodes nothing")
    }
  }

  @Test(arguments: samples)
  func aRecordWritesOnlyWhatItsKeywordAccepts(action: Action) throws {
    let record = action.record
    let accepted = ActionCatalog.options(of: try decoder(of: action))
    let fields = record.fields(action)
    for option in ActionOption.allCases where fields[option] != nil {
      #expect(accepted.contains(option), "\(action.summary) writes \(option.key)")
      #expect(record.options.contains { $0.option == option }, "\(action.summary) has no spec for \(option.key)")
    }
    switch record.argument {
    case .none: #expect(fields.argument == nil)
    case .optionalScreen: break
    default: #expect(fields.argument != nil, "\(action.summary) has no argument")
    }
    #expect(action.summary.hasPrefix(record.keyword))
  }

  @Test func everyRecordIsListedOnceAndEveryKeywordDecodedOnce() {
    let records = ActionCatalog.records
    for (index, record) in records.enumerated() {
      #expect(!records[..<index].contains { $0 === record }, "\(record.keyword) is listed twice")
    }
    for record in ActionCatalog.offering {
      #expect(records.contains { $0 === record }, "\(record.keyword) is offered but not in the catalog")
    }
    // A verb forgotten in either order compiles, and explore or the fuzzer would then never
    // use it (issue 38): each record is offered once and sampled once.
    // (A case decoded by another record of its keyword may be offered by it: the zoom push
    // is among `push`'s candidates.)
    for record in records {
      let offered = ActionCatalog.offering.filter { $0 === record }.count
      let byItsKeyword = record.decode == nil && ActionCatalog.offering.contains { $0.keyword == record.keyword && $0.decode != nil }
      #expect(offered == 1 || (offered == 0 && byItsKeyword), "\(record.keyword) is not offered exactly once")
      #expect(ActionCatalog.sampling.filter { $0 === record }.count == 1, "\(record.keyword) is not sampled exactly once")
    }
    #expect(ActionCatalog.sampling.count == records.count)
    #expect(Set(ActionCatalog.keywords).count == ActionCatalog.keywords.count)
    // Every verb but the overlap, which is two steps, the second written with `during: previous`.
    #expect(Set(records.filter { $0 !== ActionRecord.overlap }.map(\.keyword)) == Set(ActionCatalog.keywords))
    #expect(!ActionCatalog.keywords.contains(ActionRecord.overlap.keyword))
    for sample in Self.samples {
      #expect(records.contains { $0 === sample.record }, "\(sample.summary)'s record is not in the catalog")
    }
  }

  /// Only a step's screens count as named: the catalog's answer is the one every part reads.
  @Test func theScreensAnActionNames() {
    #expect(ActionCatalog.screens(of: .show("A", replacing: "B", transition: .default, animated: false)) == ["A", "B"])
    #expect(ActionCatalog.screens(of: .replaceRoot("A", inNavigation: false)) == ["A"])
    #expect(ActionCatalog.screens(of: .zoomPush("A", interrupted: true)) == ["A"])
    #expect(ActionCatalog.screens(of: .selectTab(.index(1))) == [])
    #expect(ActionCatalog.screens(of: .dismiss(nil, animated: true)) == [])
    #expect(ActionCatalog.names(.dismiss("A", animated: true), "A"))
  }

  /// Routes read the records: what a keyword written alone leaves open, how a route is
  /// summarised, and which steps are never routes.
  @Test func routesReadTheirRecords() {
    let swipeBack = Route(bare: .swipeBack)
    #expect(swipeBack == Route(.swipeBack(completed: true), anyOutcome: true))
    #expect(swipeBack?.isBare == true && swipeBack?.summary == "swipe-back")
    #expect(Route(bare: .selectTab) == Route(.selectTab(.index(0)), anyTab: true))
    #expect(Route(bare: .background) == Route(.background))
    #expect(Route(.swipeDown(completed: false)).summary == "swipe-down cancel")
    #expect(Route(.push("A", animated: true), anyOutcome: true).isBare == false)
    #expect(Routes.defaultScene == [Route(.background), Route(.selectTab(.index(0)), anyTab: true)])
    let context = RouteContext(profile: .ios17, host: .uikit, tabRoots: ["A"]) { _ in false }
    #expect(ActionRecord.launch.route.refusal(.launch, context) != nil)
    #expect(ActionRecord.replaceRoot.route.refusal(.replaceRoot("B", inNavigation: false), context) == nil)
    #expect(ActionRecord.selectTab.route.refusal(.selectTab(.screen("A")), context) == nil)
    #expect(ActionRecord.selectTab.route.refusal(.selectTab(.screen("B")), context) != nil)
    #expect(ActionRecord.zoomPush.route.refusal(.zoomPush("B", interrupted: false), context) != nil)
    #expect(ActionRecord.zoomPush.route.turn === ActionRecord.push)
    #expect(!ActionRecord.show.route.declared && ActionRecord.push.route.declared)
  }

  /// The shrinker's tab removal: without a tab bar no step selects a tab; after a removed
  /// tab, the later indices move down.
  @Test func removingATab() {
    #expect(ActionCatalog.retab(.selectTab(.index(2)), .tab(1)) == .selectTab(.index(1)))
    #expect(ActionCatalog.retab(.selectTab(.index(1)), .tab(1)) == nil)
    #expect(ActionCatalog.retab(.selectTab(.index(0)), .tab(1)) == .selectTab(.index(0)))
    #expect(ActionCatalog.retab(.selectTab(.screen("A")), .tabBar) == nil)
    #expect(ActionCatalog.retab(.pop(animated: true), .tabBar) == .pop(animated: true))
  }

  /// The fuzzer writes every verb from its record: each record is in `sampling` once and has
  /// a sampler, which writes an action of its own record.
  @Test func theFuzzerSamplesEveryRecord() {
    let sampled = ActionCatalog.sampling.map(ObjectIdentifier.init)
    #expect(Set(sampled).count == sampled.count)
    #expect(Set(sampled) == Set(ActionCatalog.records.map(ObjectIdentifier.init)))
    let sample = ActionSample(screen: "A", names: ["A", "B"], animated: true)
    for record in ActionCatalog.records {
      guard let make = record.sample else {
        Issue.record("the record of '\(record.keyword)' has no sampler, so the fuzzer never writes it")
        continue
      }
      for choice in 0..<4 {
        let action = make(sample, { choice % $0 }, { _ in choice.isMultiple(of: 2) })
        #expect(action.record === record, "\(record.keyword) wrote \(action.summary)")
      }
    }
  }

  /// The probe app's `ProbeStep` is made of the records' declarations: every literal a record
  /// spells starts with a case its own form declares, and no declaration goes unused.
  @Test func eachProbeLiteralIsACaseItsRecordDeclares() {
    let sample = ActionSample(screen: "A", names: ["A", "B"], animated: true)
    for swiftUI in [false, true] {
      let context = ProbeContext(swiftUI: swiftUI) { _ in 0 }
      for record in ActionCatalog.records {
        guard let form = record.probe, let make = record.sample else { continue }
        let declared = Set(form.cases.compactMap { Self.caseName($0) })
        #expect(declared.count == form.cases.count, "\(record.keyword) declares a case without its name")
        for choice in 0..<8 {
          let action = make(sample, { choice % $0 }, { _ in choice.isMultiple(of: 2) })
          guard case .code(let literal) = form.spell(action, context) else { continue }
          let name = literal.dropFirst().prefix { $0.isLetter || $0.isNumber }
          #expect(literal.hasPrefix(".") && declared.contains(String(name)), "\(record.keyword) spells \(literal)")
        }
      }
    }
    let body = ProbeForm.stepCases(indent: "  ")
    #expect(body.contains("case push(String, animated: Bool)") && body.contains("indirect case overlap("))
  }

  /// The name a `case` declaration (after its doc comment lines) declares.
  static func caseName(_ declaration: String) -> String? {
    guard let line = declaration.split(separator: "\n").last, let range = line.range(of: "case ") else { return nil }
    return String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber })
  }
}
