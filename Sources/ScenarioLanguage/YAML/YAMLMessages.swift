/// The text of every error the YAML reader reports, in one place.
enum YAMLMessage {
  static let anchor = "anchors are not supported in scenario files"
  static let alias = "aliases are not supported in scenario files"
  static let tag = "tags are not supported in scenario files"
  static let flowMapping = "flow mappings are not supported in scenario files; use a block mapping"
  static let complexKey = "complex keys ('?') are not supported in scenario files"
  static let flowKey = "a flow sequence cannot be a mapping key in scenario files"
  static let mergeKey = "merge keys ('<<') are not supported in scenario files"
  static let folded =
    "folded blocks ('>') are not supported in scenario files; use a literal block '|'"
  static let secondDocument =
    "a second document ('---') is not supported; a scenario file holds one document"
  static let documentEnd = "the document end marker '...' is not supported in scenario files"
  static let contentAfterDocumentStart =
    "content on the '---' line is not supported; start it on the next line"
  static let directive = "directives ('%') are not supported in scenario files"
  static let multiLineFlow =
    "multi-line flow sequences are not supported; close the ']' on the same line"
  static let nestedFlow = "nested flow sequences are not supported in scenario files"
  static let emptyFlowItem = "empty item in a flow sequence"
  static let flowSeparator = "expected ',' or ']' in a flow sequence"
  static let textAfterFlow = "unexpected text after ']'"
  static let tab = "tab character used for indentation; use spaces"
  static let mappingValue = "mapping values are not allowed here; quote the value"
  static let textAfterQuote = "unexpected text after the closing quote"
  static let blockSequenceEntry =
    "a sequence item ('- ') cannot follow a key on the same line; put the items on the next lines"
  static let mixed = "cannot mix mapping keys and sequence items at the same indentation"
  static let expectedKey = "expected a mapping key ('key: value') here"
  static let expectedItem = "expected a sequence item ('- ') here"
  static let missingKey = "a mapping key is missing before ':'"
  static let multiLinePlain = "multi-line plain scalars are not supported; use a literal block '|'"
  static let unexpectedAfterRoot = "unexpected content after the top-level value"
  static let literalIndentIndicator =
    "indentation indicators on literal blocks ('|2') are not supported"
  static let textAfterLiteral = "unexpected text after the literal block indicator '|'"
  static let literalLessIndented =
    "bad indentation: this line is less indented than the first line of its literal block"
  static let depth = "nesting deeper than \(ScenarioLimits.maxNesting) levels is not supported"
  static let firstDefinedHere = "first defined here"

  /// `- pop` followed by keys at its indentation: the item was meant to be a key.
  static func expectedKeyAfterItem(_ word: String) -> String {
    "\(expectedKey); did you mean '- \(word):'?"
  }

  static func tooLarge(bytes: Int) -> String {
    "the file is \(bytes) bytes; scenario files are limited to \(ScenarioLimits.maxFileBytes) bytes (64 MiB)"
  }

  static func unterminated(_ quote: Unicode.Scalar) -> String {
    "unterminated quoted scalar: missing the closing \(quote)"
  }

  static func reserved(_ indicator: Unicode.Scalar) -> String {
    "'\(indicator)' cannot start a plain value; quote the value"
  }

  static func unknownEscape(_ sequence: String) -> String {
    "unknown escape sequence '\(sequence)' in a double-quoted scalar"
  }

  static func invalidUnicodeEscape(_ sequence: String) -> String {
    "invalid unicode escape '\(sequence)'; expected \\u followed by 4 hex digits of a valid scalar"
  }

  static func duplicateKey(_ key: String) -> String {
    "duplicate key '\(key)'"
  }

  static func missingSpace(key: String, value: String) -> String {
    "missing space after ':'; did you mean '\(key): \(value)'?"
  }

  static func overIndented(found: Int, expected: Int) -> String {
    "bad indentation: this line is indented more than expected (\(spaces(found)), expected \(expected))"
  }

  static func lessIndented(found: Int, expected: Int) -> String {
    "bad indentation: this line is less indented than the lines above it (\(spaces(found)), expected \(expected))"
  }

  /// `1 space`, `2 spaces`.
  private static func spaces(_ count: Int) -> String {
    count == 1 ? "1 space" : "\(count) spaces"
  }
}
