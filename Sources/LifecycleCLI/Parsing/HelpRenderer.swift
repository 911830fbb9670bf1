/// Renders `--help` text in swift-argument-parser's layout:
///
///     OVERVIEW: <abstract>
///
///     <discussion>
///
///     USAGE: lifecycle run [--flat] [--format <format>] <files> ...
///
///     ARGUMENTS:
///       <files>                 The scenario files.
///
///     OPTIONS:
///       -f, --format <format>   Output format. (values: text, json; default: text)
///       -h, --help              Show help information.
///
/// plus `SUBCOMMANDS:` and `  See 'lifecycle help <subcommand>' for detailed help.` for the
/// root. Labels are indented 2; help text starts at column 26 (0-based), or on the next
/// line when the label is too long.
enum HelpRenderer {
  /// Indentation of labels.
  static let helpIndent = 2
  /// Column (0-based) where help text starts.
  static let labelColumnWidth = 26

  /// The help for the last command of `path` (root first), wrapped to `columns`.
  /// The text has no final newline; print it with one. An empty path gives "".
  static func render(_ path: [CommandSpec], columns: Int) -> String {
    guard let command = path.last else { return "" }
    var text = ""
    if let overview = overview(command) {
      text += TextWrapping.wrap(overview, width: columns) + "\n\n"
    }
    text += "USAGE: \(UsageRenderer.synopsis(for: path))\n\n"

    let sections = [
      section("ARGUMENTS", argumentRows(command), columns: columns),
      section("OPTIONS", optionRows(command, isRoot: path.count == 1), columns: columns),
      section("SUBCOMMANDS", subcommandRows(command), columns: columns),
    ]
    text += sections.filter { !$0.isEmpty }.joined(separator: "\n")
    if !command.examples.isEmpty {
      text +=
        "\nEXAMPLES:\n"
        + command.examples.map { example in
          // An example is written from the command on (`list Scenarios/uikit`): after the tool's name.
          let line = String(repeating: " ", count: helpIndent) + (path.first?.name ?? "") + " " + example.arguments
          return line + "\n" + TextWrapping.wrap(example.purpose, width: columns, indent: helpIndent + 4) + "\n"
        }.joined()
    }

    if !command.subcommands.isEmpty {
      text += "\n  See '\(command.name) help <subcommand>' for detailed help."
    }
    return text
  }

  /// The description of an option: its help plus `(values: …; default: …)`.
  static func optionDescription(_ option: OptionSpec) -> String {
    let values = option.allowedValues.filter { !$0.isEmpty }
    let defaultValue = option.defaultValue ?? ""
    let suffix: String
    switch (values.isEmpty, defaultValue.isEmpty) {
    case (true, true): suffix = ""
    case (false, true): suffix = "(values: \(values.joined(separator: ", ")))"
    case (true, false): suffix = "(default: \(defaultValue))"
    case (false, false):
      suffix = "(values: \(values.joined(separator: ", ")); default: \(defaultValue))"
    }
    return [option.help, suffix].filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// One `  <label>   <help>` row, wrapped; ends with a newline.
  static func row(label: String, help: String, columns: Int) -> String {
    let paddedLabel = String(repeating: " ", count: helpIndent) + label
    guard !help.isEmpty else { return paddedLabel + "\n" }
    let wrapped = TextWrapping.wrap(help, width: columns, indent: labelColumnWidth)
    let padding = String(repeating: " ", count: labelColumnWidth)
    if paddedLabel.count < labelColumnWidth && wrapped.hasPrefix(padding) {
      return paddedLabel + wrapped.dropFirst(paddedLabel.count) + "\n"
    }
    return paddedLabel + "\n" + wrapped + "\n"
  }

  private static func overview(_ command: CommandSpec) -> String? {
    let discussion = command.discussion ?? ""
    switch (command.abstract.isEmpty, discussion.isEmpty) {
    case (true, true): return nil
    case (false, true): return "OVERVIEW: \(command.abstract)"
    case (true, false): return "OVERVIEW:\n\(discussion)"
    case (false, false): return "OVERVIEW: \(command.abstract)\n\n\(discussion)"
    }
  }

  private static func section(_ title: String, _ rows: [(String, String)], columns: Int) -> String {
    guard !rows.isEmpty else { return "" }
    return "\(title):\n" + rows.map { row(label: $0.0, help: $0.1, columns: columns) }.joined()
  }

  private static func argumentRows(_ command: CommandSpec) -> [(String, String)] {
    command.arguments.map { ("<\($0.name)>", $0.help) }
  }

  private static func optionRows(_ command: CommandSpec, isRoot: Bool) -> [(String, String)] {
    var rows = command.options.map { (UsageRenderer.helpLabel($0), optionDescription($0)) }
    if isRoot { rows.append(("--version", "Show the version.")) }
    rows.append(("-h, --help", "Show help information."))
    return rows
  }

  private static func subcommandRows(_ command: CommandSpec) -> [(String, String)] {
    command.subcommands.map { ($0.name, $0.abstract) }
  }
}
