/// What follows an action's keyword in a file: its argument.
package enum ActionArgument: Sendable, Equatable {
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
  /// A list of screens, possibly empty: `- path-replace: [X, Y]`, `- path-replace: []`.
  case screens
  /// A list of one screen or more: `- path-append: [X, Y]`.
  case someScreens
  /// A count of one or more: `- path-remove-last: 2`.
  case count
}

/// An argument's value.
package enum ArgumentValue: Hashable, Sendable {
  /// A screen's id.
  case screen(String)
  /// Whether a gesture completes.
  case outcome(Bool)
  /// A tab.
  case tab(TabSelector)
  /// Screens' ids, in order.
  case screens([String])
  /// A count.
  case count(Int)
}

/// An option of an action, written `key: value` under it.
package enum ActionOption: String, CaseIterable, Sendable {
  case animated, zoom, interrupted, style
  case inNavigation = "in-navigation"
  case replacing, transition
  /// `scroll`'s row to bring into view.
  case to
  /// `opacity`'s new value: 1 (true) or 0 (false).
  case visible
  /// `turn-page`'s swipe let go early (true): the page springs back.
  case cancel
  /// `launch`'s screen pushed right after the window is shown, during the launch.
  case pushing
  /// `show-column`'s column shown over the secondary (true), not beside it: UIKit's overlay
  /// and displace behaviours, SwiftUI's prominentDetail style.
  case over
  /// `begin-appearance`'s direction: true for `beginAppearanceTransition(true, …)`.
  case appearing
  /// `present-in-context`'s presenter: the screen whose code presents.
  case from
  /// `launch` into the background (true): the system launches the app to handle an event (a
  /// background fetch, a silent push, a location update) and nothing is shown.
  case inBackground = "in-background"

  /// How the file writes the key.
  package var key: String { rawValue }

  /// The kind of value it takes.
  package var value: OptionKind {
    switch self {
    case .animated, .zoom, .interrupted, .inNavigation, .visible, .cancel, .over, .appearing, .inBackground: .bool
    case .style: .style
    case .replacing, .to, .pushing, .from: .screen
    case .transition: .transition
    }
  }

  /// The kind of an option's value.
  package enum OptionKind: Sendable {
    case bool, style, screen, transition
  }
}

/// An option's value.
package enum OptionValue: Hashable, Sendable {
  case bool(Bool)
  case style(PresentationStyle)
  case screen(String)
  case transition(ViewTransition)
}

/// How a case writes one option: the value it has when absent, and whether the writer writes
/// it even then; the fuzzer writes an option at its default one time in `fuzzChance`
/// (percent), to try both spellings.
package struct OptionSpec: Sendable {
  /// The option.
  package let option: ActionOption
  /// Its value when the file leaves it out; nil when it has none (`replacing`).
  package let defaultValue: OptionValue?
  /// Whether `ScenarioWriter` writes it at its default (`style: automatic`).
  package let alwaysWritten: Bool
  /// How often (percent) the fuzzer writes it at its default.
  package let fuzzChance: Int

  /// Creates a spec.
  package init(_ option: ActionOption, default defaultValue: OptionValue?, alwaysWritten: Bool = false, fuzzChance: Int = 10) {
    self.option = option
    self.defaultValue = defaultValue
    self.alwaysWritten = alwaysWritten
    self.fuzzChance = fuzzChance
  }
}

/// A step's argument and options as read from a file or about to be written: nil where the
/// file has none.
package struct StepFields: Hashable, Sendable {
  /// The argument.
  package var argument: ArgumentValue?
  /// The options present.
  package var animated: Bool?
  package var zoom: Bool?
  package var interrupted: Bool?
  package var style: PresentationStyle?
  package var inNavigation: Bool?
  package var replacing: String?
  package var transition: ViewTransition?
  package var to: String?
  package var visible: Bool?
  package var cancel: Bool?
  package var pushing: String?
  package var over: Bool?
  package var appearing: Bool?
  package var from: String?
  package var inBackground: Bool?

  /// An argument and the options given, nil where the step writes none: a record's `fields`
  /// names what it writes in one expression (`StepFields(.screen(id), animated: animated)`).
  package init(
    _ argument: ArgumentValue? = nil,
    animated: Bool? = nil,
    zoom: Bool? = nil,
    interrupted: Bool? = nil,
    style: PresentationStyle? = nil,
    inNavigation: Bool? = nil,
    replacing: String? = nil,
    transition: ViewTransition? = nil,
    to: String? = nil,
    visible: Bool? = nil,
    cancel: Bool? = nil,
    pushing: String? = nil,
    over: Bool? = nil,
    appearing: Bool? = nil,
    from: String? = nil,
    inBackground: Bool? = nil
  ) {
    self.argument = argument
    self.animated = animated
    self.zoom = zoom
    self.interrupted = interrupted
    self.style = style
    self.inNavigation = inNavigation
    self.replacing = replacing
    self.transition = transition
    self.to = to
    self.visible = visible
    self.cancel = cancel
    self.pushing = pushing
    self.over = over
    self.appearing = appearing
    self.from = from
    self.inBackground = inBackground
  }

  /// The screen argument, or "".
  package var screen: String {
    if case .screen(let id) = argument { return id }
    return ""
  }

  /// The list argument, or none.
  package var screenList: [String] {
    if case .screens(let ids) = argument { return ids }
    return []
  }

  /// The count argument, or 1.
  package var count: Int {
    if case .count(let count) = argument { return count }
    return 1
  }

  /// An option's value, if present.
  package subscript(option: ActionOption) -> OptionValue? {
    get {
      switch option {
      case .animated: animated.map(OptionValue.bool)
      case .zoom: zoom.map(OptionValue.bool)
      case .interrupted: interrupted.map(OptionValue.bool)
      case .inNavigation: inNavigation.map(OptionValue.bool)
      case .style: style.map(OptionValue.style)
      case .replacing: replacing.map(OptionValue.screen)
      case .transition: transition.map(OptionValue.transition)
      case .to: to.map(OptionValue.screen)
      case .visible: visible.map(OptionValue.bool)
      case .cancel: cancel.map(OptionValue.bool)
      case .pushing: pushing.map(OptionValue.screen)
      case .over: over.map(OptionValue.bool)
      case .appearing: appearing.map(OptionValue.bool)
      case .from: from.map(OptionValue.screen)
      case .inBackground: inBackground.map(OptionValue.bool)
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
      case (.to, .screen(let id)?): to = id
      case (.visible, .bool(let flag)?): visible = flag
      case (.cancel, .bool(let flag)?): cancel = flag
      case (.pushing, .screen(let id)?): pushing = id
      case (.over, .bool(let flag)?): over = flag
      case (.appearing, .bool(let flag)?): appearing = flag
      case (.from, .screen(let id)?): from = id
      case (.inBackground, .bool(let flag)?): inBackground = flag
      default: break
      }
    }
  }
}

/// Why a step's options make no action, and the option to point at.
package struct StepFieldError: Error, Sendable {
  /// The message.
  package var message: String
  /// The option whose value is wrong, or nil for the argument.
  package var option: ActionOption?

  /// Creates an error.
  package init(_ message: String, at option: ActionOption?) {
    self.message = message
    self.option = option
  }
}
