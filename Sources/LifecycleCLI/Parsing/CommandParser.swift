/// The tool as the parser sees it: a root that only dispatches, and its commands.
struct Tool {
  /// The tool's name and help texts (shown by `lifecycle --help`).
  var configuration: CommandConfiguration
  /// The commands, in help order.
  var commands: [any ParsableCommand.Type]
  /// What `--version` prints.
  var version: String

  /// The root's spec, for help and usage lines.
  var rootSpec: CommandSpec {
    CommandSpec(
      name: configuration.name, abstract: configuration.abstract, discussion: configuration.discussion,
      subcommands: commands.map { CommandSpec($0) })
  }
}

/// What to do after parsing the command line. Texts carry no final newline.
enum ParseOutcome {
  /// Run this command, its properties filled.
  case run(any ParsableCommand)
  /// Print this help text to stdout and exit 0.
  case help(String)
  /// Print the version to stdout and exit 0.
  case version(String)
  /// Print this error text (`Error: …`, `Usage: …`, `See …`) to stderr and exit 64.
  case usageError(String)
}

/// Parses a command line the way swift-argument-parser would.
///
/// - The first word names the command; `lifecycle help <command>` and `-h`/`--help`
///   anywhere show help (of the command named, if any); `--version` before the command
///   prints the version. Help wins over the version, which wins over usage errors; of
///   several usage errors the first is reported. No command at all shows the root's help.
/// - `--long value`, `--long=value`, `--flag`, `-s`; `--` ends options; an option's value
///   may be any word or a negative number, not another option.
/// - Positional words go to the command's `@Argument`; its `validate()` runs last.
///
/// Never traps, whatever the input.
struct CommandParser {
  private let tool: Tool
  private let root: CommandSpec
  private var command: Selected?
  private var helpRequested = false
  private var versionRequested = false
  private var isHelpCommand = false
  private var failure: UsageFailure?
  private var positionals: [String] = []

  /// The command named on the command line, with what help and parsing need of it.
  private struct Selected {
    var instance: any ParsableCommand
    var spec: CommandSpec
    var slots: CommandSlots

    init(_ type: any ParsableCommand.Type) {
      instance = type.init()
      slots = CommandSlots(of: instance)
      spec = CommandSpec(type, slots: slots)
    }
  }

  /// Parses `arguments` (without the program name); help is wrapped to `columns`.
  static func parse(_ arguments: [String], tool: Tool, columns: Int) -> ParseOutcome {
    var parser = CommandParser(tool: tool)
    let tokens = Tokenizer.tokenize(arguments)
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      switch token {
      case .terminator: continue
      case .word(let word): parser.handleWord(word)
      case .longOption, .shortOption: parser.handleOption(token, tokens: tokens, index: &index)
      }
    }
    return parser.outcome(columns: columns)
  }

  private init(tool: Tool) {
    self.tool = tool
    root = tool.rootSpec
  }

  private var path: [CommandSpec] { [root] + (command.map { [$0.spec] } ?? []) }

  private func outcome(columns: Int) -> ParseOutcome {
    if helpRequested || (isHelpCommand && failure == nil) {
      return .help(HelpRenderer.render(path, columns: columns))
    }
    if versionRequested { return .version(tool.version) }
    if let failure { return .usageError(failure.rendered()) }
    guard let command else { return .help(HelpRenderer.render(path, columns: columns)) }
    do {
      try bind(positionals, to: command.slots.arguments)
    } catch {
      return .usageError(error.rendered())
    }
    do {
      for group in command.slots.groups { try group.validate() }
      try command.instance.validate()
    } catch {
      return .usageError(UsageFailure(error: error, path: path).rendered())
    }
    return .run(command.instance)
  }

  // MARK: Words

  private mutating func handleWord(_ word: String) {
    if isHelpCommand {
      // `lifecycle help run extra`: the first word names the command, the rest is ignored.
      guard failure == nil, command == nil else { return }
      if word != "help" { select(word) }
    } else if command != nil {
      positionals.append(word)
    } else if word == "help" {
      isHelpCommand = true
    } else {
      select(word)
    }
  }

  /// Makes the command named `word` the one parsed, or records that there is none.
  private mutating func select(_ word: String) {
    guard let type = tool.commands.first(where: { $0.configuration.name == word }) else {
      let names = tool.commands.map { $0.configuration.name } + ["help"]
      record(.unknownSubcommand(word, suggestion: Suggestions.best(for: word, among: names)))
      return
    }
    command = Selected(type)
  }

  // MARK: Options

  private mutating func handleOption(_ token: Token, tokens: [Token], index: inout Int) {
    guard case let (name, inlineValue, isLong)? = Self.parts(of: token) else { return }
    let spelling = (isLong ? "--" : "-") + name
    if (isLong && name == "help") || (!isLong && name == "h") {
      if isBare(spelling, inlineValue) { helpRequested = true }
      return
    }
    // `lifecycle help run --flat` shows help; other options are ignored there.
    if isHelpCommand { return }
    if isLong && name == "version" && command == nil {
      if isBare(spelling, inlineValue) { versionRequested = true }
      return
    }
    let options = command?.slots.options ?? []
    guard
      !name.isEmpty,
      let (option, slot) = options.first(where: { isLong ? $0.spec.long == name : $0.spec.short.map(String.init) == name })
    else {
      let suggestion = (isLong || name.count > 1) ? suggestOption(spelling) : nil
      record(.unknownOption(spelling, suggestion: suggestion))
      return
    }
    guard let valueName = option.valueName else {
      if isBare(spelling, inlineValue) { try? slot.receive("") }
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
    do {
      try slot.receive(value)
    } catch {
      record(
        .invalidValue(value: error.value, option: spelling, valueName: valueName, reason: error.reason),
        helpLine: helpLine)
    }
  }

  /// Whether a flag came without `=value`; records the usage error when it did not.
  private mutating func isBare(_ spelling: String, _ inlineValue: String?) -> Bool {
    guard let inlineValue else { return true }
    record(.unexpectedValue(option: spelling, value: inlineValue))
    return false
  }

  private static func parts(of token: Token) -> (name: String, inlineValue: String?, isLong: Bool)? {
    switch token {
    case .longOption(let name, let value): return (name, value, true)
    case .shortOption(let name): return (name, nil, false)
    case .word, .terminator: return nil
    }
  }

  private func suggestOption(_ spelling: String) -> String? {
    var names = (command?.spec.options ?? []).map { "--\($0.long)" }
    if command == nil { names.append("--version") }
    names.append("--help")
    return Suggestions.best(for: spelling, among: names)
  }

  private mutating func record(_ error: UsageError, helpLine: String? = nil) {
    guard failure == nil else { return }
    failure = UsageFailure(error: error, path: path, helpLine: helpLine)
  }

  // MARK: Positionals

  /// Hands every word to the command's argument; reports a missing required one, or words
  /// given to a command that takes none.
  private func bind(_ words: [String], to arguments: [(spec: ArgumentSpec, slot: any ArgumentSlot)]) throws(UsageFailure) {
    guard let (spec, slot) = arguments.first else {
      if words.isEmpty { return }
      throw UsageFailure(error: .unexpectedArguments(words), path: path)
    }
    if words.isEmpty && !spec.isOptional {
      throw UsageFailure(
        error: .missingArgument(synopsis: UsageRenderer.requiredArgumentSynopsis(spec)), path: path,
        helpLine: spec.help.isEmpty ? nil : "<\(spec.name)>  \(spec.help)")
    }
    for word in words {
      do {
        try slot.receive(word)
      } catch {
        let message = "The value '\(error.value)' is invalid for '<\(spec.name)>'\(error.reason)"
        throw UsageFailure(error: .validation(message), path: path)
      }
    }
  }
}
