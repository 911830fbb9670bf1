/// What follows an action's keyword in a file: its argument.
public enum ActionArgument: Sendable, Equatable {
  /// Nothing: `- launch`.
  case none
  /// A screen: `- push: X`.
  case screen
  /// Nothing or a screen: `- dismiss`, `- dismiss: X`.
  case optionalScreen
  /// A conditional child of a screen: `- show: X`.
  case conditionalChild
  /// `complete` or `cancel`.
  case outcome
  /// A 0-based tab index or a tab's root screen.
  case tab
  /// A flow sequence of screens, bottom first: `- set-stack: [A, B]`.
  case screens
}

/// An argument's value.
public enum ArgumentValue: Hashable, Sendable {
  /// A screen's id.
  case screen(String)
  /// Whether a gesture completes.
  case outcome(Bool)
  /// A tab.
  case tab(TabSelector)
  /// Screens, in order.
  case screens([String])
}

/// An option of an action, written `key: value` under it.
public enum ActionOption: String, CaseIterable, Sendable {
  case animated, zoom, interrupted, style
  case inNavigation = "in-navigation"
  case replacing, transition

  /// How the file writes the key.
  public var key: String { rawValue }

  /// The kind of value it takes.
  public var value: OptionKind {
    switch self {
    case .animated, .zoom, .interrupted, .inNavigation: .bool
    case .style: .style
    case .replacing: .screen
    case .transition: .transition
    }
  }

  /// The kind of an option's value.
  public enum OptionKind: Sendable {
    case bool, style, screen, transition
  }
}

/// An option's value.
public enum OptionValue: Hashable, Sendable {
  case bool(Bool)
  case style(PresentationStyle)
  case screen(String)
  case transition(ViewTransition)
}

/// How a case writes one option: the value it has when absent, and whether the writer writes
/// it even then; the fuzzer writes an option at its default one time in `fuzzChance`
/// (percent), to try both spellings.
public struct OptionSpec: Sendable {
  /// The option.
  public let option: ActionOption
  /// Its value when the file leaves it out; nil when it has none (`replacing`).
  public let defaultValue: OptionValue?
  /// Whether `ScenarioWriter` writes it at its default (`style: automatic`).
  public let alwaysWritten: Bool
  /// How often (percent) the fuzzer writes it at its default.
  public let fuzzChance: Int

  /// Creates a spec.
  public init(_ option: ActionOption, default defaultValue: OptionValue?, alwaysWritten: Bool = false, fuzzChance: Int = 10) {
    self.option = option
    self.defaultValue = defaultValue
    self.alwaysWritten = alwaysWritten
    self.fuzzChance = fuzzChance
  }
}

/// A step's argument and options as read from a file or about to be written: nil where the
/// file has none.
public struct StepFields: Hashable, Sendable {
  /// The argument.
  public var argument: ArgumentValue?
  /// The options present.
  public var animated: Bool?
  public var zoom: Bool?
  public var interrupted: Bool?
  public var style: PresentationStyle?
  public var inNavigation: Bool?
  public var replacing: String?
  public var transition: ViewTransition?

  /// No argument and no option.
  public init(_ argument: ArgumentValue? = nil) { self.argument = argument }

  /// The screen argument, or "".
  public var screen: String {
    if case .screen(let id) = argument { return id }
    return ""
  }

  /// The screens argument, or none.
  public var screens: [String] {
    if case .screens(let ids) = argument { return ids }
    return []
  }

  /// An option's value, if present.
  public subscript(option: ActionOption) -> OptionValue? {
    get {
      switch option {
      case .animated: animated.map(OptionValue.bool)
      case .zoom: zoom.map(OptionValue.bool)
      case .interrupted: interrupted.map(OptionValue.bool)
      case .inNavigation: inNavigation.map(OptionValue.bool)
      case .style: style.map(OptionValue.style)
      case .replacing: replacing.map(OptionValue.screen)
      case .transition: transition.map(OptionValue.transition)
      }
    }
    set {
      switch (option, newValue) {
      case (.animated, .bool(let flag)?): animated = flag
      case (.zoom, .bool(let flag)?): zoom = flag
      case (.interrupted, .bool(let flag)?): interrupted = flag
      case (.inNavigation, .bool(let flag)?): inNavigation = flag
      case (.style, .style(let style)?): self.style = style
      case (.replacing, .screen(let id)?): replacing = id
      case (.transition, .transition(let transition)?): self.transition = transition
      default: break
      }
    }
  }
}

/// Why a step's options make no action, and the option to point at.
public struct StepFieldError: Error, Sendable {
  /// The message.
  public var message: String
  /// The option whose value is wrong.
  public var option: ActionOption

  /// Creates an error.
  public init(_ message: String, at option: ActionOption) {
    self.message = message
    self.option = option
  }
}
