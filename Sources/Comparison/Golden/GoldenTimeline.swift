import LifecycleCore

/// The recorded baseline of a scenario: its full merged timeline, every callback of both
/// lanes with the phase of each event, so that a change in any rule shows up as a diff.
public enum GoldenTimeline {
  /// The first line of every golden file.
  public static let header = "# lifecycle-golden v1"

  /// Where the golden of a scenario file lives: beside it, `.golden` for `.yaml`.
  public static func path(forScenario path: String) -> String {
    (path.hasSuffix(".yaml") ? String(path.dropLast(5)) : path) + ".golden"
  }

  /// The golden text: a heading per step, then one `phase lane event` line per event.
  public static func render(_ run: ScenarioRun) -> String {
    let text = MemoryDestination()
    let output = BufferedOutput(text)
    write(run, to: output)
    output.flush()
    return text.text
  }

  /// Writes the golden text of a run.
  public static func write(_ run: ScenarioRun, to output: BufferedOutput) {
    var writer = Writer(output)
    let eventsByStep = run.timeline.events.bySteps(run.scenario.steps.count)
    for (index, step) in run.scenario.steps.enumerated() {
      writer.write(step: index + 1, step, events: eventsByStep[index])
    }
  }

  /// Writes a golden a step at a time, as the steps are simulated: nothing is held but the
  /// bytes of the few names it has met.
  public struct Writer {
    /// Where the text goes.
    public let output: BufferedOutput
    private var screens = ScreenNameBytes()

    /// A writer that starts with the header line.
    public init(_ output: BufferedOutput) {
      self.output = output
      output.write(GoldenTimeline.header)
      output.write(byte: newline)
    }

    /// Writes step `number` (from 1): its heading and one line per event, in clock order.
    public mutating func write(step number: Int, _ step: Step, events: [Event]) {
      output.write("step \(number): \(step.action.summary)\n")
      for event in events {
        // `  <phase, padded to 16><framework, padded to 8><screen> <callback>`
        output.write(bytes: Self.prefixes[event.phase.rawValue * 2 + (event.lane == .imperative ? 0 : 1)])
        output.write(bytes: screens.bytes(event.screen))
        output.write(bytes: Self.callbacks[event.callback.ordinal])
      }
    }

    /// For each phase and lane: two spaces, the phase padded to 16, the framework padded to 8.
    private static let prefixes: [[UInt8]] = Phase.allCases.flatMap { phase in
      [Lane.imperative, .declarative].map { lane in
        Array(("  " + padded(phase.description, 16) + padded(lane.framework, 8)).utf8)
      }
    }

    /// For each callback: a space, its name and the line's end.
    private static let callbacks: [[UInt8]] = {
      precondition(Callback.ordinalsFollowAllCases, "Callback.ordinal no longer follows allCases")
      return Callback.allCases.map { Array(" \($0.rawValue)\n".utf8) }
    }()

    private static func padded(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
  }
}

private let newline = UInt8(ascii: "\n")

/// The UTF-8 bytes of screen names, looked up once each: `ScreenName.name` takes the
/// process table's lock, which a million events should not take a million times.
struct ScreenNameBytes {
  private var bytes: [[UInt8]?] = []

  mutating func bytes(_ name: ScreenName) -> [UInt8] {
    let index = Int(name.index)
    if index < bytes.count, let known = bytes[index] { return known }
    if index >= bytes.count { bytes.append(contentsOf: repeatElement(nil, count: index + 1 - bytes.count)) }
    let made = Array(name.name.utf8)
    bytes[index] = made
    return made
  }
}
