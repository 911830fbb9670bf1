import Foundation
import LifecycleCore
import ScenarioLanguage
import Testing

/// `YAMLNode.json`: the document as the reader reads it, in JSON.
@Suite struct YAMLJSONTests {
  @Test func escapesWhatJSONNeedsAndNothingElse() {
    #expect(YAMLNode.jsonString("a\"b\\c/d\n\t\r\u{1}\u{7F}é日\u{2028}") == #""a\"b\\c/d\n\t\r\u0001\u007fé日\u2028""#)
  }

  @Test func aDocumentReadsBackWithFoundation() throws {
    let text = "a: [x, \"y z\"]\nb:\n  - c: ~\n    d:\ne: |\n  line\n"
    let root = try #require(YAMLReader.read(text).root)
    #expect(root.json == #"{"a":["x","y z"],"b":[{"c":"~","d":null}],"e":"line\n"}"#)
    let object = try JSONSerialization.jsonObject(with: Data(root.json.utf8)) as? [String: Any]
    #expect((object?["a"] as? [String]) == ["x", "y z"])
  }

  /// The writer keeps its own stack: depth does not grow the call stack.
  @Test func aDeepTreeIsWrittenWithoutRecursion() {
    let location = SourceLocation(line: 1, column: 1)
    var node = YAMLNode(.scalar("x", .plain), at: location)
    for _ in 0..<3000 { node = YAMLNode(.sequence([node]), at: location) }
    let json = node.json
    #expect(json == String(repeating: "[", count: 3000) + "\"x\"" + String(repeating: "]", count: 3000))
  }
}
