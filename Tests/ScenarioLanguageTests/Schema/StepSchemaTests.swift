import LifecycleCore
import LifecycleFiles
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// The JSON Schema's steps are generated from the action catalog and kept fresh.
@Suite struct StepSchemaTests {
  @Test func theSchemasStepsAreGeneratedFromTheCatalog() throws {
    let path = repositoryRoot() + "/" + StepSchema.path
    let text = try #require(try TextFile.text(at: path))
    let fresh = try #require(StepSchema.spliced(into: text), "\(StepSchema.path) has no '\"step\"' definition to replace")
    #expect(fresh == text, "\(StepSchema.path) is stale: run `swift run lifecycle-generate` from the repository's root")
  }

  @Test func everyKeywordHasItsDefinitionAndTheBareOnesTheirWord() throws {
    let text = try #require(StepSchema.spliced(into: "    \"step\": {\n    \"claimRoleEvent\": {"))
    for record in ActionCatalog.decoding {
      #expect(text.contains("\"$ref\": \"#/$defs/step-\(record.keyword)\""), "\(record.keyword)")
      #expect(text.contains("\"step-\(record.keyword)\": {"), "\(record.keyword)")
      #expect(text.contains("\"about\"") == false)
      #expect(text.contains(record.about), "\(record.keyword)")
    }
  }
}
