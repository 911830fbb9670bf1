import LifecycleCore

/// The lifecycle events read from a device's console log.
public struct ConsoleLog: Hashable, Sendable {
  /// The log file, as given on the command line.
  public var path: String
  /// The `<screen> <callback>` lines of the scenario's screens, in log order.
  public var events: [LoggedEvent]
  /// Lines shaped like an event whose screen is not one of the scenario's, in log order: a probe
  /// that prints class names, or a typo, shows up here instead of vanishing.
  public var otherScreens: [LoggedEvent]
  /// How many lines the log has.
  public var lineCount: Int
  /// Lines shaped like an event of one of the scenario's screens whose callback is misspelt
  /// (`Home viewWillApear`), each with the callback it is closest to: reported, not dropped.
  public var misspelt: [MisspeltEvent] = []

  /// Creates a log.
  public init(path: String, events: [LoggedEvent], otherScreens: [LoggedEvent] = [], lineCount: Int) {
    self.path = path
    self.events = events
    self.otherScreens = otherScreens
    self.lineCount = lineCount
  }

  /// The callbacks the log contains, in `Callback` order.
  public var callbacks: [Callback] {
    Set(events.map(\.callback)).sorted()
  }
}

/// A line that names a scenario's screen and a word close to a callback's name.
public struct MisspeltEvent: Hashable, Sendable {
  /// The screen.
  public var screen: String
  /// The word where a callback should be.
  public var written: String
  /// The callback it is closest to.
  public var suggestion: Callback
  /// The 1-based line of the log.
  public var line: Int
}

/// One event a device printed.
public struct LoggedEvent: Hashable, Sendable {
  /// The screen.
  public var screen: String
  /// The callback.
  public var callback: Callback
  /// The 1-based line of the log it is on.
  public var line: Int
  /// The whole line as the log has it, without its line terminator.
  public var text: String

  /// Creates a logged event.
  public init(screen: String, callback: Callback, line: Int, text: String) {
    self.screen = screen
    self.callback = callback
    self.line = line
    self.text = text
  }

  /// `<screen> <callback>`, as `Event.line` writes a predicted event.
  public var event: String { "\(screen) \(callback.rawValue)" }
}
