/// What the parser sees of an `@Option`, `@Flag` or `@Argument` property: how help shows it,
/// and a way to hand it the words of the command line.
protocol ArgumentSlot {
  /// The option or argument, named after the property (`label`) unless it names itself.
  func spec(label: String) -> SlotSpec
  /// Takes one word: an option's value, a positional word, or (for a flag) nothing.
  func receive(_ word: String) throws(InvalidValue)
}

/// How help and errors describe a slot.
enum SlotSpec {
  case option(OptionSpec)
  case argument(ArgumentSpec)
}

/// Where a property wrapper keeps its value, shared with the copies that `Mirror` hands out,
/// so the parser can fill a command it only reaches by reflection.
final class SlotStorage<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// The options and positional arguments of a command, in declaration order, with those of
/// its option groups where each group is declared.
struct CommandSlots {
  var options: [(spec: OptionSpec, slot: any ArgumentSlot)] = []
  var arguments: [(spec: ArgumentSpec, slot: any ArgumentSlot)] = []
  /// The command's option groups, whose `validate()` runs before the command's.
  var groups: [any ParsableArguments] = []

  /// Finds the slots of `command` by reflection; stored properties that are no slot are skipped.
  init(of command: any ParsableCommand) {
    collect(from: command)
  }

  /// The slots of a group on its own.
  init(ofGroup group: any ParsableArguments) {
    collect(from: group)
  }

  /// Adds the slots of `value` (a command or a group), entering each `@OptionGroup`.
  private mutating func collect(from value: Any) {
    for child in Mirror(reflecting: value).children {
      if let group = child.value as? any OptionGroupSlot {
        groups.append(group.group)
        collect(from: group.group)
        continue
      }
      guard let slot = child.value as? any ArgumentSlot, let label = child.label else { continue }
      // A wrapped property `lanes` is stored as `_lanes`.
      switch slot.spec(label: Self.kebabCase(label.hasPrefix("_") ? String(label.dropFirst()) : label)) {
      case .option(let spec): options.append((spec, slot))
      case .argument(let spec): arguments.append((spec, slot))
      }
    }
  }

  /// `artifactsDirectory` → `artifacts-directory`, as swift-argument-parser names options.
  static func kebabCase(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase, !result.isEmpty { result += "-" }
      result += character.lowercased()
    }
    return result
  }
}
