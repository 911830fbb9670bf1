import Foundation
import LifecycleTestSupport
import Testing

@testable import ScenarioLanguage

/// The limits the format documents are the ones the reader applies.
@Suite struct ScenarioLimitsTests {
  @Test func formatDocumentsEveryLimitWithItsValue() throws {
    let format = try Documentation.text("ScenarioFormatFiles")
    let limits = try #require(format.components(separatedBy: "## Limits").last)
    let bytes = ScenarioLimits.maxFileBytes.formatted(.number.locale(Locale(identifier: "en_US")))
    #expect(limits.contains("| size of a scenario file | 64 MiB (\(bytes) bytes) |"))
    #expect(ScenarioLimits.maxFileBytes == 64 << 20)
    #expect(limits.contains("| nesting of mappings and sequences | \(ScenarioLimits.maxNesting) levels |"))
    #expect(limits.contains("nesting deeper than \(ScenarioLimits.maxNesting) levels is not supported"))
    #expect(limits.contains("| chain of embedded children (`children:`, `conditional:`) | \(ScenarioLimits.maxChildDepth) levels |"))
    #expect(limits.contains("| errors reported for one file | \(ScenarioLimits.maxDiagnostics) |"))
    let candidates = ScenarioLimits.maxSuggestionCandidates.formatted(.number.locale(Locale(identifier: "en_US")))
    #expect(limits.contains("| names a \"did you mean\" compares a word with | \(candidates),"))
    #expect(limits.contains("five at most") && SchemaSuggestion.maxOffered == 5)
    #expect(limits.contains("| screens an unknown-screen message lists | \(ScenarioLimits.maxListedScreens) |"))
  }
}
