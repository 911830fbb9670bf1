import LifecycleCore
import LifecycleFiles
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// The JSON Schema's profile and SDK patterns and the format reference's table of profiles
/// are generated from the list of majors and kept fresh.
@Suite struct ProfileSchemaTests {
  @Test func theSchemasProfilePatternIsGeneratedFromTheMajors() throws {
    let text = try #require(try TextFile.text(at: repositoryRoot() + "/" + ProfileSchema.path))
    let fresh = try #require(ProfileSchema.spliced(into: text), "\(ProfileSchema.path) has no '\"profile\"' definition to replace")
    #expect(fresh == text, "\(ProfileSchema.path) is stale: run `swift run lifecycle-generate` from the repository's root")
  }

  @Test func theFormatsTableOfProfilesIsGeneratedFromTheMajors() throws {
    let text = try #require(try TextFile.text(at: repositoryRoot() + "/" + ProfileTable.path))
    let fresh = try #require(ProfileTable.spliced(into: text), "\(ProfileTable.path) has lost its table of profiles' first or last line")
    #expect(fresh == text, "\(ProfileTable.path) is stale: run `swift run lifecycle-generate` from the repository's root")
    for profile in Profile.all { #expect(fresh.contains("| `\(profile.id)` |"), "\(profile.id)") }
  }
}
