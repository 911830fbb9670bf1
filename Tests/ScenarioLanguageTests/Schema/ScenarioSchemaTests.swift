import Foundation
import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// `Scenarios/schema/scenario.schema.json` against `Scenarios/FORMAT.md` and against the
/// decoder: a key added to one of the three and not to the others fails here, naming it.
/// (CI also validates every bundled scenario against the schema with a standard validator.)
@Suite struct ScenarioSchemaTests {
  let schema: ScenarioSchemaFile
  let format: FormatDocument

  init() throws {
    schema = try ScenarioSchemaFile()
    format = try FormatDocument()
  }

  // MARK: - FORMAT.md and the schema

  @Test func topLevelKeysAgreeWithFormat() {
    #expect(format.topLevelKeys.subtracting(schema.topLevelKeys).sorted() == [], "documented in FORMAT.md, missing from the schema")
    #expect(schema.topLevelKeys.subtracting(format.topLevelKeys).sorted() == [], "in the schema, not in FORMAT.md's examples")
    #expect(schema.requiredKeys == ["name", "app", "steps"])
  }

  @Test func screenAndClaimKeysAgreeWithFormat() {
    #expect(schema.screenKeys.sorted() == format.screenKeys.sorted())
    #expect(schema.claimKeys.sorted() == format.claimKeys.sorted())
  }

  @Test func stepsAndTheirOptionsAgreeWithFormat() throws {
    let documented = format.steps
    #expect(documented.count >= 14, "the table of steps was not found in FORMAT.md")
    #expect(Set(schema.stepKeys.keys).sorted() == Set(documented.keys).sorted())
    let checks = format.stepChecks
    #expect(checks == ["expect", "expect-contains", "assert"])
    // Every step may start during the one above it (`during: previous`, `at:`), which the
    // steps article documents in a section of its own.
    let overlap: Set<String> = ["during", "at"]
    #expect(try Documentation.text("ScenarioFormatSteps").contains("## A step during the previous one: `during: previous`"))
    for (action, options) in documented {
      #expect(schema.stepKeys[action]?.sorted() == options.union(checks).union(overlap).sorted(), "step '\(action)'")
    }
  }

  @Test func assertionFormsAgreeWithFormat() {
    #expect(format.assertionKeys == ["never", "count", "phase"])
    #expect(schema.assertionKeys == format.assertionKeys)
  }

  /// The reader of FORMAT.md finds what is added to it, so the tests above can fail.
  @Test func formatReaderSeesANewKey() {
    let text = format.text
      .replacingOccurrences(of: "```yaml\nname:", with: "```yaml\neffects: []\nname:")
      .replacingOccurrences(
        of: "| `hide: X` | a screen | `animated: true\\|false` |", with: "| `hide: X` | a screen | `animated`, `zoom: true` |\n| `zoom-push: X` | | |"
      )
    let changed = FormatDocument(text: text)
    #expect(changed.topLevelKeys.subtracting(format.topLevelKeys) == ["effects"])
    #expect(changed.steps["hide"] == ["animated", "zoom"])
    #expect(changed.steps["zoom-push"] == [])
  }

  // MARK: - The decoder and the schema

  /// A minimal valid scenario with `extra` lines appended at the top level.
  func errors(_ extra: String = "", steps: String = "  - launch") -> [String] {
    let text = "name: n\nsource: s\napp:\n  navigation: [A]\nscreens:\n  - id: A\n  - id: B\n    conditional: [C]\nsteps:\n\(steps)\n\(extra)"
    do {
      _ = try ScenarioDecoder.decode(text, path: "s.yaml")
      return []
    } catch {
      return error.diagnostics.map(\.message)
    }
  }

  func unknownKeyErrors(_ errors: [String]) -> [String] {
    errors.filter { $0.hasPrefix("unknown key") || $0.hasPrefix("unknown action") }
  }

  @Test func decoderAcceptsEverySchemaKey() {
    #expect(!unknownKeyErrors(errors("zzz: 1")).isEmpty, "control: an unknown key is refused")
    for key in schema.topLevelKeys.subtracting(["name", "source", "app", "steps", "screens"]).sorted() {
      #expect(unknownKeyErrors(errors("\(key): x")) == [], "top-level '\(key)'")
    }
    for key in schema.screenKeys.subtracting(["id"]).sorted() {
      let text = "name: n\nsource: s\napp:\n  navigation: [A]\nscreens:\n  - id: A\n    \(key): x\nsteps:\n  - launch\n"
      #expect(unknownKeyErrors(decodeErrors(text)) == [], "screen '\(key)'")
    }
    for key in schema.claimKeys.sorted() {
      #expect(unknownKeyErrors(errors("claim:\n  \(key): x")) == [], "claim '\(key)'")
    }
    for key in schema.appKeys.sorted() {
      let text = "name: n\nsource: s\napp:\n  \(key): x\nsteps:\n  - launch\n"
      #expect(unknownKeyErrors(decodeErrors(text)) == [], "app '\(key)'")
    }
  }

  func decodeErrors(_ text: String) -> [String] {
    do {
      _ = try ScenarioDecoder.decode(text, path: "s.yaml")
      return []
    } catch {
      return error.diagnostics.map(\.message)
    }
  }

  @Test func schemaActionsAreTheDecodersActions() {
    #expect(Set(schema.stepKeys.keys).sorted() == Set(Action.keywords).sorted())
    for (action, keys) in schema.stepKeys.sorted(by: { $0.key < $1.key }) {
      for key in keys.sorted() {
        let step = "  - \(action): B\n    \(key): x"
        #expect(unknownKeyErrors(errors(steps: step)) == [], "'\(key)' of '\(action)'")
      }
      #expect(!unknownKeyErrors(errors(steps: "  - \(action): B\n    zzz: x")).isEmpty, "control: 'zzz' of '\(action)'")
    }
  }

  @Test func bareActionsAreExactlyThoseTheDecoderReadsBare() {
    for action in Action.keywords {
      let needsArgument = errors(steps: "  - \(action)").contains { $0.contains("needs an argument") }
      #expect(schema.bareActions.contains(action) == !needsArgument, "'- \(action)'")
    }
  }

  // MARK: - Value sets and patterns

  @Test func enumerationsAreTheModelsCases() {
    #expect(schema.enumeration("callback") == Callback.allCases.map(\.rawValue))
    #expect(schema.enumeration("host") == Host.allCases.map(\.rawValue))
    #expect(schema.enumeration("content") == Content.allCases.map(\.rawValue))
    #expect(
      schema.enumeration("presentationStyle") == PresentationStyle.allCases.map(\.rawValue) + ["sheet", "fullScreenCover", "confirmationDialog"])
    #expect(schema.enumeration("viewTransition") == ViewTransition.allCases.map(\.rawValue))
    let verdict = (ScenarioSchemaFile.properties(schema.definition("claim"))["verdict"] as? [String: Any])?["enum"] as? [String]
    #expect(verdict == Claim.Verdict.allCases.map(\.rawValue))
  }

  func matches(_ pattern: String?, _ text: String) throws -> Bool {
    let regex = try Regex(try #require(pattern))
    return text.firstMatch(of: regex) != nil
  }

  @Test func profilePatternAcceptsWhatTheToolAccepts() throws {
    var samples = ["ios12", "ios13", "ios17", "ios18.4", "ios13-sdk17", "ios26", "ios18.4-sdk26.1"]
    samples += ["ios11", "ios19", "ios17-sdk11", "ios17-", "iOS17", "ios", "ios17.", "ios17-sdk", "17", "ios13-ios17", "ios17.1.2"]
    samples += Profile.knownMajors.map { "ios\($0)" }
    for sample in samples {
      #expect(try matches(schema.pattern("profile"), sample) == (Profile.named(sample) != nil), "\(sample)")
    }
  }

  @Test func screenIDPatternAcceptsWhatTheToolAccepts() throws {
    let good = ["1", "Detail", "detail-2", "a_b.c", "Экран", "画面", "-1"]
    let bad = ["", "a b", "a:b", "a#b", "\"a\"", "a/b", "a,b"]
    for sample in good { #expect(try matches(schema.pattern("screenId"), sample), "\(sample)") }
    for sample in bad { #expect(try !matches(schema.pattern("screenId"), sample), "\(sample)") }
  }

  @Test func eventPatternsFollowTheDecoder() throws {
    let block = schema.pattern("expect")
    #expect(try matches(block, "1 onAppear\n  2 viewWillAppear  # a note\n\n# a comment\n\"3 deinit\"\n"))
    #expect(try matches(block, "1 onAppear"))
    #expect(try !matches(block, "1 onAppearing\n"))
    #expect(try !matches(block, "1 onAppear\n1\n"))
    #expect(try !matches(block, "onAppear\n"))
    let (before, count) = schema.assertionPatterns
    #expect(try matches(before, "1 onAppear before 1 viewWillAppear"))
    #expect(try matches(before, "\"1 onAppear\" before \"1 viewWillAppear\""))
    #expect(try !matches(before, "1 onAppear after 1 viewWillAppear"))
    #expect(try matches(count, "1 viewDidLoad = 1"))
    #expect(try !matches(count, "1 viewDidLoad = one"))
    let phase = try #require(schema.pattern(assertionKey: "phase"))
    #expect(try !matches(phase, "1 viewWillAppear = during"))
    // Every phase of the clock, in an assertion and in a law's during: (CI found the
    // schema's during: missing the chained transition's phases).
    let law = try #require(schema.definition("claimLaw")["properties"] as? [String: Any])
    let during = try #require(((law["during"] as? [String: Any])?["items"] as? [String: Any])?["pattern"] as? String)
    for name in Phase.allCases.map(\.description) {
      #expect(try matches(phase, "1 viewWillAppear = \(name)"), "\(name)")
      #expect(try matches(during, "\(name) viewWillAppear"), "\(name)")
    }
    #expect(try matches(schema.pattern("event"), "2 onDisappear"))
    #expect(try !matches(schema.pattern("event"), "2 onDisappear later"))
  }

  /// The event patterns spell the callbacks by hand: each one the decoder knows must match, or
  /// an editor flags a valid scenario (CI's validator found a table view's `willDisplay`
  /// missing from them).
  @Test func everyCallbackIsAnEventOfTheSchema() throws {
    let event = schema.pattern("event")
    let block = schema.pattern("expect")
    for callback in Callback.allCases {
      #expect(try matches(event, "Screen \(callback.rawValue)"), "\(callback.rawValue)")
      #expect(try matches(block, "Screen \(callback.rawValue)\n"), "\(callback.rawValue)")
    }
  }
}
