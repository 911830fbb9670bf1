/// Options that several commands share, declared once (swift-argument-parser's
/// `ParsableArguments`): a type whose `@Option` and `@Flag` properties a command includes
/// with `@OptionGroup`, and the checks they need.
///
///     struct TerminalOptions: ParsableArguments {
///       @Option(valueName: "when", help: ColorMode.help) var color: ColorMode = .auto
///     }
protocol ParsableArguments {
  /// Creates the group with every property at its default; the parser then fills them.
  init()
  /// Checks what the property types cannot express; runs before the command's own
  /// `validate()`, and a thrown error is printed with the command's usage.
  func validate() throws(UsageError)
}

extension ParsableArguments {
  func validate() throws(UsageError) {}
}

/// A group of shared options inside a command: `@OptionGroup var terminal: TerminalOptions`
/// (the group's defaults), or `@OptionGroup var jobs = JobsOptions(help: …)` (a group
/// whose help the command words). Help and usage show the group's options where the
/// property is declared, in the group's order, as if the command declared them itself.
@propertyWrapper
struct OptionGroup<Group: ParsableArguments> {
  /// The group, filled by the parser (its slots keep their values in shared storage).
  var wrappedValue: Group

  /// The group with its own defaults.
  init() { wrappedValue = Group() }

  /// The group as the command configures it.
  init(wrappedValue: Group) { self.wrappedValue = wrappedValue }
}

/// What the parser sees of an `@OptionGroup` property: the group, to reflect on.
protocol OptionGroupSlot {
  /// The group instance whose slots the command includes.
  var group: any ParsableArguments { get }
}

extension OptionGroup: OptionGroupSlot {
  var group: any ParsableArguments { wrappedValue }
}
