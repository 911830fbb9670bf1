/// Parses `lifecycle`'s command line against a ``CommandSpec`` tree, the way
/// swift-argument-parser would.
///
/// - `--long value`, `--long=value`, `-s value`, `--flag`, `--no-flag` (with
///   ``OptionSpec/hasInversion``); `--` ends options; repeated options accumulate.
///   An option's value may be any word or a negative number, but not another option.
/// - Options belong to the command they are declared on and must follow its name
///   (`lifecycle run --flat`). An option unknown to a command with a default
///   subcommand is handed to that subcommand.
/// - On a command with subcommands, the first word names the subcommand; without a
///   match it goes to the default subcommand, or is an unknown subcommand.
/// - `-h`/`--help` anywhere shows the help of the innermost command reached; so do
///   `lifecycle help` and `lifecycle help run`. `--version` is accepted at the root.
/// - A command with subcommands given none, and no default, shows its help (exit 0),
///   as ArgumentParser does.
/// - `-h`, `--help` and (at the root) `--version` are reserved and win over options of
///   the same name. Help wins over the version, which wins over usage errors; of
///   several usage errors the first is reported.
///
/// Never traps, whatever the input. Typical use in `main`:
///
///     let environment = ProcessInfo.processInfo.environment
///     let outcome = ArgumentParser.parse(
///       Array(CommandLine.arguments.dropFirst()), root: LifecycleCommands.root,
///       version: "0.1.0", columns: terminalColumns(environment: environment))
///     switch outcome {
///     case .run(let command): exit(run(command).code)
///     case .help(let text), .version(let text): print(text); exit(ExitStatus.success.code)
///     case .usageError(let text): printToStandardError(text); exit(ExitStatus.usage.code)
///     }
public enum ArgumentParser {
  /// Parses `arguments` (without the program name) for `root`.
  ///
  /// - Parameters:
  ///   - arguments: the words after the program name,
  ///     e.g. `Array(CommandLine.arguments.dropFirst())`.
  ///   - root: the tool's command tree; `root.name` is the tool name.
  ///   - version: the text printed for `--version`.
  ///   - columns: the width help is wrapped to (see ``terminalColumns(environment:)``).
  public static func parse(
    _ arguments: [String], root: CommandSpec, version: String, columns: Int
  ) -> ParseOutcome {
    var session = ParseSession(root: root)
    session.consume(Tokenizer.tokenize(arguments))
    return session.outcome(version: version, columns: columns)
  }
}

/// The state of one left-to-right walk over the tokens.
struct ParseSession {
  private(set) var path: [CommandSpec]
  private var helpRequested = false
  private var versionRequested = false
  private var isHelpCommand = false
  private var failure: UsageFailure?
  private var positionals: [String] = []
  private var flags: [String: Bool] = [:]
  private var optionValues: [String: [String]] = [:]

  init(root: CommandSpec) {
    path = [root]
  }

  private var current: CommandSpec { path[path.count - 1] }
  private var isAtRoot: Bool { path.count == 1 }

  mutating func consume(_ tokens: [Token]) {
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      switch token {
      case .terminator:
        continue
      case .word(let word):
        handleWord(word)
      case .longOption, .shortOption:
        handleOption(token, tokens: tokens, index: &index)
      }
    }
  }

  func outcome(version: String, columns: Int) -> ParseOutcome {
    if helpRequested || (isHelpCommand && failure == nil) {
      return .help(HelpRenderer.render(path, columns: columns))
    }
    if versionRequested { return .version(version) }
    if let failure { return .usageError(failure.rendered()) }

    var path = self.path
    while let command = path.last, !command.subcommands.isEmpty {
      guard let fallback = command.defaultSubcommandSpec else {
        return .help(HelpRenderer.render(path, columns: columns))
      }
      path.append(fallback)
    }
    let leaf = path[path.count - 1]
    switch PositionalBinder.bind(positionals, to: leaf.arguments) {
    case .failure(let binding):
      let failure = UsageFailure(error: binding.error, path: path, helpLine: binding.helpLine)
      return .usageError(failure.rendered())
    case .success(let arguments):
      var defaults: [String: String] = [:]
      for command in path {
        for option in command.options {
          if let value = option.defaultValue { defaults[Self.key(option)] = value }
        }
      }
      return .run(
        ParsedCommand(
          path: path.map(\.name), positionals: positionals, arguments: arguments, flags: flags,
          optionValues: optionValues, defaults: defaults))
    }
  }

  // MARK: Words

  private mutating func handleWord(_ word: String) {
    if isHelpCommand {
      walkHelpCommand(word)
      return
    }
    guard !current.subcommands.isEmpty else {
      positionals.append(word)
      return
    }
    if isAtRoot && word == "help" && current.subcommand(named: "help") == nil {
      isHelpCommand = true
      return
    }
    if let subcommand = current.subcommand(named: word) {
      path.append(subcommand)
    } else if let fallback = current.defaultSubcommandSpec {
      path.append(fallback)
      handleWord(word)
    } else {
      recordUnknownSubcommand(word)
    }
  }

  /// `lifecycle help run …`: each word names a subcommand of the previous one.
  private mutating func walkHelpCommand(_ word: String) {
    guard failure == nil, !current.subcommands.isEmpty else { return }
    if let subcommand = current.subcommand(named: word) {
      path.append(subcommand)
    } else if !(isAtRoot && word == "help") {
      recordUnknownSubcommand(word)
    }
  }

  private mutating func recordUnknownSubcommand(_ word: String) {
    var names = current.subcommands.map(\.name)
    if isAtRoot && current.subcommand(named: "help") == nil { names.append("help") }
    record(.unknownSubcommand(word, suggestion: Suggestions.best(for: word, among: names)))
  }

  // MARK: Options

  private mutating func handleOption(_ token: Token, tokens: [Token], index: inout Int) {
    let name: String
    let inlineValue: String?
    let isLong: Bool
    switch token {
    case .longOption(let long, let value):
      (name, inlineValue, isLong) = (long, value, true)
    case .shortOption(let short):
      (name, inlineValue, isLong) = (short, nil, false)
    case .word, .terminator:
      return
    }
    let spelling = (isLong ? "--" : "-") + name

    if (isLong && name == "help") || (!isLong && name == "h") {
      if let inlineValue {
        record(.unexpectedValue(option: spelling, value: inlineValue))
      } else {
        helpRequested = true
      }
      return
    }
    // `lifecycle help run --flat` shows help; other options are ignored there.
    if isHelpCommand { return }
    if isLong && name == "version" && isAtRoot {
      if let inlineValue {
        record(.unexpectedValue(option: spelling, value: inlineValue))
      } else {
        versionRequested = true
      }
      return
    }

    guard let (option, isInverted) = Self.lookup(name, isLong: isLong, in: current) else {
      if let fallback = current.defaultSubcommandSpec {
        path.append(fallback)
        handleOption(token, tokens: tokens, index: &index)
      } else {
        let suggestion = (isLong || name.count > 1) ? suggestOption(spelling) : nil
        record(.unknownOption(spelling, suggestion: suggestion))
      }
      return
    }

    guard let valueName = option.valueName else {
      if let inlineValue {
        record(.unexpectedValue(option: spelling, value: inlineValue))
      } else {
        flags[Self.key(option)] = !isInverted
      }
      return
    }

    var value = inlineValue
    if value == nil, index < tokens.count, tokens[index].canBeOptionValue {
      value = tokens[index].raw
      index += 1
    }
    let helpLine = option.help.isEmpty ? nil : "\(spelling) <\(valueName)>  \(option.help)"
    guard let value else {
      record(.missingValue(option: spelling, valueName: valueName), helpLine: helpLine)
      return
    }
    if !option.allowedValues.isEmpty && !option.allowedValues.contains(value) {
      let suggestion = Suggestions.best(for: value, among: option.allowedValues)
      record(
        .invalidValue(
          value: value, option: spelling, valueName: valueName,
          allowedValues: option.allowedValues, suggestion: suggestion),
        helpLine: helpLine)
      return
    }
    optionValues[Self.key(option), default: []].append(value)
  }

  private func suggestOption(_ spelling: String) -> String? {
    var names: [String] = []
    for option in current.options where !option.long.isEmpty {
      names.append("--\(option.long)")
      if option.isFlag && option.hasInversion { names.append("--no-\(option.long)") }
    }
    if isAtRoot { names.append("--version") }
    names.append("--help")
    return Suggestions.best(for: spelling, among: names)
  }

  /// The option of `command` spelled `name`, and whether it was the `--no-` form.
  private static func lookup(
    _ name: String, isLong: Bool, in command: CommandSpec
  ) -> (OptionSpec, Bool)? {
    guard !name.isEmpty else { return nil }
    if !isLong {
      return command.options.first { $0.short.map(String.init) == name }.map { ($0, false) }
    }
    if let option = command.options.first(where: { $0.long == name }) {
      return (option, false)
    }
    if name.hasPrefix("no-"),
      let option = command.options.first(where: {
        $0.isFlag && $0.hasInversion && !$0.long.isEmpty && "no-\($0.long)" == name
      })
    {
      return (option, true)
    }
    return nil
  }

  /// The key options are stored under in ``ParsedCommand``.
  static func key(_ option: OptionSpec) -> String {
    if option.long.isEmpty, let short = option.short { return String(short) }
    return option.long
  }

  private mutating func record(_ error: UsageError, helpLine: String? = nil) {
    guard failure == nil else { return }
    failure = UsageFailure(error: error, path: path, helpLine: helpLine)
  }
}
