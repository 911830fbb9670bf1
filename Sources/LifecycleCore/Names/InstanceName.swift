/// How instances of one screen are named apart: the first instance keeps the screen's id
/// (`ProductDetail`), and while it is in the app, a push or presentation of the same screen
/// brings in a new instance named with the lowest number not in use from 2 up
/// (`ProductDetail#2`, `ProductDetail#3`). `#` never occurs in a screen id, so an instance's
/// name cannot be another screen's.
package enum InstanceName {
  /// The separator between a screen's id and an instance's number.
  package static let separator: Character = "#"

  /// The most instances of one screen the app may hold at once (the first included).
  package static let maximum = 64

  /// The name of instance `number` (1 is the first) of screen `type`.
  package static func spelling(_ type: String, _ number: Int) -> String {
    number <= 1 ? type : "\(type)\(separator)\(number)"
  }

  /// The screen id and number of an instance's name written `X#N` (N from 2 to `maximum`),
  /// or nil when `text` is not written so.
  package static func split(_ text: String) -> (type: String, number: Int)? {
    guard let mark = text.lastIndex(of: separator) else { return nil }
    let type = text[..<mark]
    let digits = text[text.index(after: mark)...]
    guard !type.isEmpty, !digits.isEmpty, digits.first != "0", digits.count <= 3,
      digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number >= 2, number <= maximum
    else { return nil }
    return (String(type), number)
  }
}
