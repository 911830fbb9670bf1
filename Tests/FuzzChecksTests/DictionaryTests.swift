import FuzzChecks
import LifecycleCore
import LifecycleTestSupport
import Testing

@testable import ScenarioLanguage

/// The fuzzer's dictionary has every word of the language, so that a new key or callback is
/// fuzzed as soon as it exists.
@Suite struct DictionaryTests {
  static func lines() throws -> [Substring] {
    let text = try String(contentsOfFile: repositoryRoot() + "/Fuzz/scenario.dict", encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
  }

  /// An entry's bytes as libFuzzer reads them: `\\`, `\"` and `\xAB` are its only escapes.
  static func unescape(_ line: Substring) -> [UInt8]? {
    guard line.count > 2, line.first == "\"", line.last == "\"" else { return nil }
    let body = Array(line.utf8.dropFirst().dropLast())
    var bytes: [UInt8] = []
    var index = 0
    while index < body.count {
      guard body[index] == UInt8(ascii: "\\") else {
        bytes.append(body[index])
        index += 1
        continue
      }
      guard index + 1 < body.count else { return nil }
      switch body[index + 1] {
      case UInt8(ascii: "\\"), UInt8(ascii: "\""):
        bytes.append(body[index + 1])
        index += 2
      case UInt8(ascii: "x"):
        guard index + 3 < body.count, let value = UInt8(String(decoding: body[index + 2...index + 3], as: UTF8.self), radix: 16)
        else { return nil }
        bytes.append(value)
        index += 4
      default: return nil
      }
    }
    return bytes
  }

  static func entries() throws -> [String] {
    try lines().compactMap(unescape).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func theStepsAreGeneratedFromTheCatalog() throws {
    let text = try String(contentsOfFile: repositoryRoot() + "/" + StepDictionary.path, encoding: .utf8)
    let fresh = try #require(StepDictionary.spliced(into: text), "\(StepDictionary.path) has lost its generated steps' first or last line")
    #expect(fresh == text, "\(StepDictionary.path) is stale: run `swift run lifecycle-generate` from the repository's root")
  }

  @Test func everyLineIsAnEntryLibFuzzerReads() throws {
    for line in try Self.lines() {
      #expect(Self.unescape(line) != nil, "\(line)")
    }
  }

  @Test func everyWordOfTheLanguageIsInAnEntry() throws {
    let entries = try Self.entries()
    let words =
      Word.allCases.map(\.spelling) + Callback.allCases.map(\.rawValue)
      + PresentationStyle.allCases.map(\.rawValue) + ViewTransition.allCases.map(\.rawValue)
      + Host.allCases.map(\.rawValue) + Content.allCases.map(\.rawValue) + Profile.all.map(\.id)
      + Action.keywords + ["supported", "refuted", "before"]
    for word in words {
      #expect(entries.contains { $0.contains(word) }, "'\(word)' is in no entry of Fuzz/scenario.dict")
    }
  }
}
