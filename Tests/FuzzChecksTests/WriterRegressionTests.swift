import Foundation
import FuzzChecks
import LifecycleTestSupport
import Testing

/// Issue 43's writer surface (`lifecycle-fuzz --mode=writers`): every fragment that has broken
/// a writer, alone in every field, keeps the property that the probe's and the report's files
/// have their template's shape; and the property itself fails on the breaks it is there for.
@Suite struct WriterRegressionTests {
  static let folder = repositoryRoot() + "/Fuzz/regressions"

  /// The inputs of the first libFuzzer hour of the writers mode (6 December): an `about:`
  /// that opened a fence and never closed it (the rest of the page became code), paths
  /// holding two backticks inside a code span that `` delimited, and inputs the property
  /// itself misjudged (a backtick line with backticks after it is not a fence; code spans
  /// are delimited by runs of equal length).
  static var kept: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".writers") }.sorted()
  }

  @Test(arguments: kept)
  func aKeptInputKeepsTheTemplatesShape(name: String) throws {
    let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
    let violations = WriterProperties.check(Array(bytes))
    #expect(violations.isEmpty, "\(name) \(WriterProperties.hostile(from: Array(bytes))): \(violations)")
  }

  @Test func anOpenFenceInProseIsClosedAndACodeSpanOutlastsItsBackticks() {
    let about = "Prose\n```swift\nlet a = 1"
    #expect(WriterProperties.sameShape(writer: "report page", "Plain", "x\n```\ny", prose: true) != nil)
    #expect(WriterProperties.sameShape(writer: "report page", "Plain\n\n## Timeline", "x\n```\ny\n\n## Timeline", prose: true) != nil)
    // Read as CommonMark reads it: a NEL ends no Markdown line, so a fence after one is text
    // and a closing fence added for it would open one (the writer split at NEL before).
    let nel = "`````````\u{85}``````"
    let nelPage = WriterProperties.outputs(field: "about", value: nel)?["report page"] ?? ""
    #expect(!nelPage.contains("\n`````````\n"))
    #expect(WriterProperties.sameShape(writer: "report page", "Plain\n\n## Timeline", nel + "\n`````````\n\n## Timeline", prose: true) != nil)
    let written = WriterProperties.outputs(field: "about", value: about)?["report page"] ?? ""
    #expect(
      WriterProperties.sameShape(
        writer: "report page", WriterProperties.outputs(field: "about", value: "Plain")?["report page"] ?? "", written, prose: true) == nil)
    let path = WriterProperties.outputs(field: "path", value: "a``b")?["report page"] ?? ""
    #expect(path.contains("``` Scenarios/a``b.yaml ```"))
  }

  @Test(arguments: WriterProperties.fields)
  func everyFragmentAloneKeepsTheTemplatesShape(field: String) {
    // The default run gives each field every second fragment, the fields in turn, so each
    // fragment meets half the fields; the full run, every fragment in every field.
    let turn = WriterProperties.fields.firstIndex(of: field) ?? 0
    let fragments = WriterProperties.allFragments.enumerated().filter { TestScale.isFull || ($0.offset + turn).isMultiple(of: 2) }
    for (_, fragment) in fragments {
      let violations = WriterProperties.check(text: "a" + fragment + "b", field: field)
      #expect(violations.isEmpty, "\(field) \(fragment.debugDescription): \(violations)")
    }
  }

  @Test func drawnInputsKeepTheTemplatesShape() {
    var random = SplitMix64(seed: 43)
    for round in 0..<40 {
      let input = (0..<Int(random.next() % 24)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      #expect(WriterProperties.check(input).isEmpty, "writers \(round): \(WriterProperties.hostile(from: input))")
    }
  }

  @Test func thePropertyFailsOnTheBreaksItIsFor() {
    let swift = "probe Sources/ProbeScenario.swift"
    // A name that ends its comment: a line of its own.
    #expect(WriterProperties.sameShape(writer: swift, "// Plain\nlet a = 1", "// x\nfatalError()\nlet a = 1") != nil)
    // A name that closes its string literal, or interpolates.
    #expect(WriterProperties.sameShape(writer: swift, #"let n = "Plain""#, #"let n = "x"; fatalError(); _ = """#) != nil)
    #expect(WriterProperties.sameShape(writer: swift, #"let n = "Plain""#, #"let n = "\(fatalError())""#) != nil)
    // Inside a comment or an escaped literal, anything goes.
    #expect(WriterProperties.sameShape(writer: swift, "let a = 1 // Plain", "let a = 1 // \"*/ <x>") == nil)
    #expect(WriterProperties.sameShape(writer: swift, #"let n = "Plain""#, #"let n = "a\"b\\""#) == nil)
    // YAML: a key added by a name; a quoted scalar that stays one.
    #expect(WriterProperties.sameShape(writer: "probe project.yml", "name: \"Plain\"", "name: \"x\"\ninjected: true") != nil)
    #expect(WriterProperties.sameShape(writer: "probe project.yml", "name: \"Plain\"", "name: \"x\\\" y\"") == nil)
    // Markdown: a heading, a table cell or a tag from a name.
    #expect(WriterProperties.sameShape(writer: "report page", "Plain text", "# Plain text") != nil)
    #expect(WriterProperties.sameShape(writer: "report index", "| Plain | 1 |", "| a | b | 1 |") != nil)
    #expect(WriterProperties.sameShape(writer: "report page", "Plain text", "<script> text") != nil)
    #expect(WriterProperties.sameShape(writer: "report page", "Plain text", "`<script>` text") == nil)
    #expect(WriterProperties.sameShape(writer: "report index", "| Plain | 1 |", "| a \\| b | 1 |") == nil)
  }
}
