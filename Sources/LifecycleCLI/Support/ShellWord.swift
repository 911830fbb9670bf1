/// Quoting for command lines the tool suggests, so that they can be pasted into a shell.
enum ShellWord {
  /// `word` as is when the shell reads it literally, else in double quotes with `\`, `"`,
  /// `$` and `` ` `` escaped.
  static func quoted(_ word: String) -> String {
    let literal =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./=:,+@%".unicodeScalars.contains(scalar)
      }
    if literal { return word }
    var escaped = ""
    for character in word {
      if "\\\"$`".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return "\"\(escaped)\""
  }
}
