/// Builds usage synopses (`lifecycle run [--flat] <files> ...`) and option labels.
enum UsageRenderer {
  /// The space-separated command names, e.g. `lifecycle run`.
  static func commandName(_ path: [CommandSpec]) -> String {
    path.map(\.name).joined(separator: " ")
  }

  /// The usage synopsis of the last command of `path`, as after `USAGE:` and `Usage:`.
  static func synopsis(for path: [CommandSpec]) -> String {
    guard let command = path.last else { return "" }
    var elements = [commandName(path)]
    elements += command.options.map(optionSynopsis)
    elements += command.arguments.map(argumentSynopsis)
    if !command.subcommands.isEmpty { elements.append("<subcommand>") }
    return elements.joined(separator: " ")
  }

  /// `[--flat]`, `[--format <format>]`, `[--observe <callbacks> ...]`.
  static func optionSynopsis(_ option: OptionSpec) -> String {
    let value = option.valueName.map { " <\($0)>" } ?? ""
    return "[--\(option.long)\(value)\(option.isRepeatable ? " ..." : "")]"
  }

  /// `<name>`, `<name> ...`, `[<name>]` or `[<name> ...]`.
  static func argumentSynopsis(_ argument: ArgumentSpec) -> String {
    let core = requiredArgumentSynopsis(argument)
    return argument.isOptional ? "[\(core)]" : core
  }

  /// `<name>` or `<name> ...`, as in `Missing expected argument '<files> ...'`.
  static func requiredArgumentSynopsis(_ argument: ArgumentSpec) -> String {
    "<\(argument.name)>" + (argument.isRepeating ? " ..." : "")
  }

  /// The help label of an option: `-v, --verbose`, `--format <format>`.
  static func helpLabel(_ option: OptionSpec) -> String {
    let names = (option.short.map { "-\($0), " } ?? "") + "--\(option.long)"
    return names + (option.valueName.map { " <\($0)>" } ?? "")
  }
}
