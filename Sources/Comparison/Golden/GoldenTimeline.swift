import LifecycleCore
import LifecycleFiles

/// The recorded baseline of a scenario: its full merged timeline, every callback of both
/// lanes with the phase of each event, so that a change in any rule shows up as a diff.
package enum GoldenTimeline {
  /// The first line of every golden file.
  package static let header = "# lifecycle-golden v1"

  /// Where the golden of a scenario file lives: beside it, `.golden` for `.yaml`.
  package static func path(forScenario path: String) -> String {
    (path.hasSuffix(".yaml") ? String(path.dropLast(5)) : path.hasSuffix(".yml") ? String(path.dropLast(4)) : path) + ".golden"
  }

  /// The golden text: a heading per step, then one `phase lane event` line per event.
  package static func render(_ run: ScenarioRun) -> String {
    let text = MemoryDestination()
    let output = BufferedOutput(text)
    write(run, to: output)
    output.flush()
    return text.text
  }

  /// Writes the golden text of a run.
  package static func write(_ run: ScenarioRun, to output: BufferedOutput) {
    var writer = Writer(output)
    let eventsByStep = run.timeline.events.bySteps(run.scenario.steps.count)
    for (index, step) in run.scenario.steps.enumerated() {
      writer.write(step: index + 1, step, events: eventsByStep[index])
    }
  }

  /// Writes a golden a step at a time, as the steps are simulated: nothing is held but the
  /// bytes of the few names it has met.
  package struct Writer {
    /// Where the text goes.
    package let output: BufferedOutput
    private var screens = ScreenNameBytes()
    private var heading: [UInt8] = []

    /// A writer that starts with the header line.
    package init(_ output: BufferedOutput) {
      self.output = output
      output.write(GoldenTimeline.header)
      output.write(byte: newline)
    }

    /// Writes step `number` (from 1): its heading and one line per event, in clock order.
    package mutating func write(step number: Int, _ step: Step, events: [Event]) {
      // `step <number>: <summary>`, assembled in bytes the writer keeps from step to step.
      heading.removeAll(keepingCapacity: true)
      heading.append(contentsOf: "step ".utf8)
      Self.appendDecimal(number, to: &heading)
      heading.append(contentsOf: ": ".utf8)
      heading.append(contentsOf: step.action.summary.utf8)
      heading.append(newline)
      output.write(bytes: heading)
      // `  <phase, padded to 16><framework, padded to 8><screen> <callback>`, each piece
      // copied from one table of bytes: no array is retained or released per event.
      let fragments = Self.fragments
      fragments.bytes.withUnsafeBufferPointer { table in
        for event in events {
          output.write(bytes: UnsafeBufferPointer(rebasing: table[fragments.prefix(event.phase, event.lane)]))
          screens.write(event.screen, to: output)
          output.write(bytes: UnsafeBufferPointer(rebasing: table[fragments.callback(event.callback)]))
        }
      }
    }

    private static let fragments = Fragments()

    /// Appends a number's decimal digits, as `\(number)` writes them.
    private static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
      if number < 0 { bytes.append(UInt8(ascii: "-")) }
      let start = bytes.count
      var rest = number.magnitude
      repeat {
        bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
      } while rest > 0
      bytes[start...].reverse()
    }

    /// Every line's fixed pieces in one array of bytes.
    private struct Fragments {
      var bytes: [UInt8] = []
      /// For each phase and lane: two spaces, the phase padded to 16, the framework padded to 8.
      var prefixes: [Range<Int>] = []
      /// For each callback: a space, its name and the line's end.
      var callbacks: [Range<Int>] = []

      init() {
        precondition(Callback.ordinalsFollowAllCases, "Callback.ordinal no longer follows allCases")
        for phase in Phase.allCases {
          for lane in [Lane.uikit, .swiftui] {
            prefixes.append(add("  " + padded(phase.description, 16) + padded(lane.framework, 8)))
          }
        }
        for callback in Callback.allCases { callbacks.append(add(" \(callback.rawValue)\n")) }
      }

      func prefix(_ phase: Phase, _ lane: Lane) -> Range<Int> {
        prefixes[phase.rawValue * 2 + (lane == .uikit ? 0 : 1)]
      }

      func callback(_ callback: Callback) -> Range<Int> { callbacks[callback.ordinal] }

      private mutating func add(_ text: String) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        return start..<bytes.count
      }

      /// The text padded to `width`, or followed by one space when it is as long or longer
      /// (`secondInteraction`): a column is always followed by a space.
      private func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
      }
    }
  }
}

private let newline = UInt8(ascii: "\n")

/// The UTF-8 bytes of the screen names a writer meets, looked up once each: `ScreenName.name`
/// takes the process table's lock, which a million events should not take a million times.
/// Kept by the names' indices in a small open-addressed table, so that its size follows the
/// names this writer meets, not every name the process has interned (a folder of ten
/// thousand scenarios interns fifty thousand).
struct ScreenNameBytes {
  /// The names' bytes, one after the other.
  private var arena: [UInt8] = []
  /// Open-addressed slots: 0 is empty, otherwise the name's index plus one in the high half
  /// and its entry plus one in the low half.
  private var slots = [UInt64](repeating: 0, count: 16)
  private var ranges: [Range<Int>] = []

  /// Writes the name's bytes.
  mutating func write(_ name: ScreenName, to output: BufferedOutput) {
    let range = ranges[entry(name)]
    arena.withUnsafeBufferPointer { output.write(bytes: UnsafeBufferPointer(rebasing: $0[range])) }
  }

  private mutating func entry(_ name: ScreenName) -> Int {
    let key = UInt64(name.index) + 1
    let mask = slots.count - 1
    var slot = Self.hash(name.index) & mask
    while slots[slot] != 0 {
      if slots[slot] >> 32 == key { return Int(slots[slot] & 0xFFFF_FFFF) - 1 }
      slot = (slot + 1) & mask
    }
    let start = arena.count
    arena.append(contentsOf: name.name.utf8)
    ranges.append(start..<arena.count)
    slots[slot] = key << 32 | UInt64(ranges.count)
    if ranges.count * 2 > slots.count { grow() }
    return ranges.count - 1
  }

  private mutating func grow() {
    var bigger = [UInt64](repeating: 0, count: slots.count * 2)
    let mask = bigger.count - 1
    for entry in slots where entry != 0 {
      var slot = Self.hash(UInt32((entry >> 32) - 1)) & mask
      while bigger[slot] != 0 { slot = (slot + 1) & mask }
      bigger[slot] = entry
    }
    slots = bigger
  }

  private static func hash(_ index: UInt32) -> Int {
    Int(truncatingIfNeeded: (UInt64(index) &* 0x9E37_79B9_7F4A_7C15) >> 32)
  }
}
