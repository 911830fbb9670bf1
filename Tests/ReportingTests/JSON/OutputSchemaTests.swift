import Foundation
import LifecycleCore
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
  }
}
