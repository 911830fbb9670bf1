import LifecycleCore

/// Writes a step as a scenario file does, in one of the spellings the format accepts, with
/// the checks given.
enum StepText {
  /// The step's lines, each starting with two spaces: the argument and options its record
  /// gives, an option at its default now and then (its record says how often).
  static func lines(_ action: Action, checks: [String], _ input: inout FuzzBytes) -> [String] {
    let record = action.record
    let fields = record.fields(action)
    var value: String?
    switch fields.argument {
    case .screen(let screen)?: value = ScreenText.name(screen, &input)
    case .outcome(let completed)?:
      value = completed ? input.pick(["complete", "completed"]) : input.pick(["cancel", "cancelled", "canceled"])
    case .tab(.index(let index))?: value = String(index)
    case .tab(.screen(let screen))?: value = ScreenText.name(screen, &input)
    case .screens(let screens)?:
      var names: [String] = []
      for screen in screens { names.append(ScreenText.name(screen, &input)) }
      value = "[" + names.joined(separator: ", ") + "]"
    case nil: break
    }
    var options: [String] = []
    for spec in record.options {
      guard let optionValue = fields[spec.option] else { continue }
      if optionValue != spec.defaultValue || input.chance(spec.fuzzChance) {
        options.append("\(spec.option.key): " + text(optionValue, &input))
      }
    }
    let more = options + checks
    let head: String
    if let value {
      head = "  - \(record.keyword): \(value)"
    } else {
      head = more.isEmpty ? "  - \(record.keyword)" : "  - \(record.keyword):"
    }
    return [head] + more.map { "    " + $0 }
  }

  /// An option's value in one of its spellings.
  static func text(_ value: OptionValue, _ input: inout FuzzBytes) -> String {
    switch value {
    case .bool(let flag): "\(flag)"
    case .style(let style): spelling(style, &input)
    case .screen(let screen): ScreenText.name(screen, &input)
    case .transition(let transition): transition.rawValue
    }
  }

  /// A style's UIKit name, or SwiftUI's where it has one.
  static func spelling(_ style: PresentationStyle, _ input: inout FuzzBytes) -> String {
    switch style {
    case .pageSheet where input.chance(30): "sheet"
    case .fullScreen where input.chance(30): "fullScreenCover"
    default: style.rawValue
    }
  }
}

/// Screen names as a file writes them: plain, or quoted now and then.
enum ScreenText {
  static func name(_ name: String, _ input: inout FuzzBytes) -> String {
    input.chance(8) ? "\"\(name)\"" : name
  }

  static func list(_ names: [String], _ input: inout FuzzBytes) -> String {
    "[" + names.map { name($0, &input) }.joined(separator: ", ") + "]"
  }
}
