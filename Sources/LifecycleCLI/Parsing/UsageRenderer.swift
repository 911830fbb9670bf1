/// Builds usage synopses (`lifecycle run [--flat] <files> ...`) and option labels.
enum UsageRenderer {
  /// ArgumentParser switches to `[<options>]` above this many synopsis elements.
  static let maximumListedElements = 12

  /// The space-separated command names, e.g. `lifecycle run`.
  static func commandName(_ path: [CommandSpec]) -> String {
    path.map(\.name).joined(separator: " ")
  }

  /// The usage synopsis of the last command of `path`, as after `USAGE:` and `Usage:`.
  static func synopsis(for path: [CommandSpec]) -> String {
    let name = commandName(path)
    guard let command = path.last else { return name }
    var elements: [(text: String, isPositional: Bool)] = []
    for option in command.options {
      elements += optionSynopses(option).map { ($0, false) }
    }
    if command.subcommands.isEmpty {
      elements += command.arguments.map { (argumentSynopsis($0), true) }
    }
    var usage: String
    if elements.count > maximumListedElements {
      let kept = elements.filter(\.isPositional)
      if !kept.isEmpty && kept.count <= maximumListedElements {
        usage = "\(name) [<options>] " + kept.map(\.text).joined(separator: " ")
      } else {
        usage = "\(name) <options>"
      }
    } else if elements.isEmpty {
      usage = name
    } else {
      usage = "\(name) " + elements.map(\.text).joined(separator: " ")
    }
    if !command.subcommands.isEmpty {
      usage += " <subcommand>"
    }
    return usage
  }

  /// The preferred spelling of an option: `--long`, or `-s` when there is no long name.
  static func preferredName(_ option: OptionSpec) -> String {
    if option.long.isEmpty, let short = option.short { return "-\(short)" }
    return "--\(option.long)"
  }

  /// The bracketed usage elements of one option; an inverted flag gives two.
  static func optionSynopses(_ option: OptionSpec) -> [String] {
    let repeats = option.isRepeatable ? " ..." : ""
    if let valueName = option.valueName {
      return ["[\(preferredName(option)) <\(valueName)>\(repeats)]"]
    }
    var result = ["[\(preferredName(option))\(repeats)]"]
    if option.hasInversion { result.append("[--no-\(option.long)\(repeats)]") }
    return result
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

  /// The help label of an option: `-f, --format <format>`, `--flat/--no-flat`.
  static func helpLabel(_ option: OptionSpec) -> String {
    var names: [String] = []
    if let short = option.short { names.append("-\(short)") }
    if !option.long.isEmpty || option.short == nil {
      var long = "--\(option.long)"
      if option.isFlag && option.hasInversion { long += "/--no-\(option.long)" }
      names.append(long)
    }
    var label = names.joined(separator: ", ")
    if let valueName = option.valueName { label += " <\(valueName)>" }
    return label
  }
}
