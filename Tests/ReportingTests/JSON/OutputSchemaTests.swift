import Comparison
import Foundation
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge
import LifecycleTestSupport
import Reporting
import Testing

/// `Scenarios/schema/output.schema.json` against the writers: its version is theirs, its
/// value sets are the model's. (CI validates real output against it with `jsonschema`.)
@Suite struct OutputSchemaTests {
  let definitions: [String: Any]

  init() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: repositoryRoot() + "/Scenarios/schema/output.schema.json"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    definitions = try #require(root["$defs"] as? [String: Any])
  }

  func definition(_ name: String) -> [String: Any] {
    definitions[name] as? [String: Any] ?? [:]
  }

  @Test func schemaVersionIsTheWritersVersion() {
    #expect(definition("schemaVersion")["const"] as? Int == TimelineJSON.schemaVersion)
  }

  @Test func valueSetsAreTheModelsCases() {
    #expect(definition("callback")["enum"] as? [String] == Callback.allCases.map(\.rawValue))
    #expect(definition("lane")["enum"] as? [String] == Lane.allCases.map(\.rawValue))
    #expect(definition("phase")["enum"] as? [String] == Phase.allCases.map(\.description))
    #expect(definition("confidence")["enum"] as? [String] == Confidence.allCases.map(\.rawValue))
    #expect(definition("host")["enum"] as? [String] == Host.allCases.map(\.rawValue))
    let outcome = definition("checkOutcome")["properties"] as? [String: Any]
    let kinds = (outcome?["kind"] as? [String: Any])?["enum"] as? [String]
    #expect(kinds == CheckOutcome.Kind.allCases.map(\.rawValue))
  }
}

/// `explore --format json` with a law broken (a rule planted in a test book, which the
/// command line cannot do) has the keys the schema lists; CI validates a clean run.
@Suite struct ExploreOutputSchemaTests {
  @Test func aFindingHasTheKeysTheSchemaNames() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: repositoryRoot() + "/Scenarios/schema/output.schema.json"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let definitions = try #require(root["$defs"] as? [String: Any])
    func keys(_ name: String) -> (required: Set<String>, all: Set<String>) {
      let definition = definitions[name] as? [String: Any] ?? [:]
      return (Set(definition["required"] as? [String] ?? []), Set((definition["properties"] as? [String: Any] ?? [:]).keys))
    }
    let book = RuleBook.standard.adding([
      Overlay(
        id: "test.brokenPop", title: "a pop without the revealed viewDidAppear",
        changes: [.remove(RowBuilder(.uikit, .pop).id(.incoming, "viewDidAppear"))]),
      Overlay(
        id: "test.waivedPush", title: "a push without the destination's viewWillAppear", waives: [.uikitDidAfterWill],
        changes: [.remove(RowBuilder(.uikit, .push).id(.incoming, "viewWillAppear"))]),
    ])
    let target = ExploreTarget(name: "nav", scenario: makeScenario(.navigation(["Home"]), [.launch]))
    let result = try Explorer(depth: 2, jobs: 1, book: book).explore(target)
    let finding = try #require(result.findings.first)
    let example = try #require(Counterexample.make(finding, of: result, book: book))
    let text = ExploreRenderer(results: [result], files: [(0, example, "out/" + example.fileName)]).json()
    let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let app = try #require((document["apps"] as? [[String: Any]])?.first)
    let violation = try #require((app["violations"] as? [[String: Any]])?.first)
    let waived = try #require((app["waived"] as? [[String: Any]])?.first)
    for (object, name) in [(document, "exploreOutput"), (app, "exploreApp"), (violation, "exploreViolation"), (waived, "exploreWaived")] {
      let (required, all) = keys(name)
      #expect(required.isSubset(of: Set(object.keys)) && Set(object.keys).isSubset(of: all), "\(name): \(object.keys.sorted())")
    }
    #expect(violation["file"] as? String == "out/" + example.fileName)
    let schema = SchemaSubset(root: try JSONValue.parse(String(decoding: data, as: UTF8.self)))
    #expect(schema.problems(try JSONValue.parse(text), against: .object(["$ref": .string("#/$defs/exploreOutput")])) == [])
  }
}
