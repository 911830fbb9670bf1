import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleFiles

extension TimelineJSON {
  /// Writes `run --format json` a step at a time, as the runs are simulated: the document
  /// `{"scenarios": [...], "schemaVersion": 2}` with each scenario's path, name, host,
  /// profile and steps, each step's action, events, index and line, and each event's
  /// screen, callback, lane, phase, rule and confidence. Nothing is held but the text of
  /// the few kinds of event met so far.
  ///
  /// ```swift
  /// var writer = TimelineJSON.RunsWriter(output)
  /// writer.beginScenario(scenario)
  /// try Simulation(scenario).forEachStep { number, buffer in
  ///   writer.write(step: number, scenario.steps[number - 1], events: buffer.events)
  /// }
  /// writer.endScenario()
  /// writer.finish()
  /// ```
  package struct RunsWriter {
    private var json: JSONWriter
    private var fragments: [EventKey: [UInt8]] = [:]
    private var screens = ScreenNameJSON()

    /// Starts the document.
    package init(_ output: BufferedOutput) {
      json = JSONWriter(output)
      json.beginObject()
      json.key("scenarios")
      json.beginArray()
    }

    /// Starts a scenario's object; its steps follow.
    package mutating func beginScenario(_ scenario: Scenario) {
      json.element()
      json.beginObject()
      json.member("host", scenario.host.rawValue)
      json.member("name", scenario.name)
      json.member("path", scenario.path)
      json.member("profile", scenario.profile.id)
      json.key("steps")
      json.beginArray()
    }

    /// Writes step `number` (from 1) with the events shown, in clock order, and with
    /// `run --flags` the step's UIKit appearance events that read a flag (`flags`).
    package mutating func write(step number: Int, _ step: Step, events: some Sequence<Event>, flags: [FlaggedEvent]? = nil) {
      json.element()
      json.beginObject()
      json.member("action", step.action.summary)
      json.key("events")
      json.beginArray()
      for event in events {
        json.element()
        json.raw(fragment(event))
        json.raw(screens.quoted(event.screen))
        json.raw(Self.eventEnd)
      }
      json.endArray()
      if let flags {
        json.key("flags")
        json.beginArray()
        for flagged in flags {
          json.element()
          json.beginObject()
          json.member("callback", flagged.event.callback.rawValue)
          json.key("flags")
          json.beginArray()
          for name in flagged.flags.names {
            json.element()
            json.string(name)
          }
          json.endArray()
          json.key("rules")
          json.beginArray()
          for rule in flagged.rules {
            json.element()
            json.beginObject()
            json.member("confidence", rule.confidence.rawValue)
            json.member("id", rule.id)
            json.endObject()
          }
          json.endArray()
          json.member("screen", "\(flagged.event.screen)")
          json.endObject()
        }
        json.endArray()
      }
      json.key("index")
      json.int(number)
      json.key("line")
      json.int(step.location.line)
      json.endObject()
    }

    /// Ends the scenario's object.
    package mutating func endScenario() {
      json.endArray()
      json.endObject()
    }

    /// Ends the document (with a final newline); the output still needs a flush.
    package mutating func finish() {
      json.endArray()
      json.key("schemaVersion")
      json.int(TimelineJSON.schemaVersion)
      json.endObject()
      json.output.write(byte: UInt8(ascii: "\n"))
    }

    /// What an event's object holds besides its screen.
    private struct EventKey: Hashable {
      var row: UInt32
      var nested: Bool
      var callback: Callback
      var phase: Phase
    }

    /// An event's object up to its screen's value: every event of a kind has the same, so it
    /// is laid out once.
    private mutating func fragment(_ event: Event) -> [UInt8] {
      let key = EventKey(row: event.row.index, nested: event.nested, callback: event.callback, phase: event.phase)
      if let known = fragments[key] { return known }
      let member = "\n" + JSONWriter.indent(7)
      let rule = event.rule
      var text: [UInt8] = [UInt8(ascii: "{")]
      for (name, value) in [
        ("callback", event.callback.rawValue), ("confidence", rule.confidence.rawValue), ("lane", event.lane.rawValue),
        ("phase", event.phase.description), ("rule", rule.id),
      ] {
        text += Array(member.utf8) + JSONWriter.quoted(name) + Array(" : ".utf8) + JSONWriter.quoted(value) + [UInt8(ascii: ",")]
      }
      text += Array(member.utf8) + JSONWriter.quoted("screen") + Array(" : ".utf8)
      fragments[key] = text
      return text
    }

    private static let eventEnd = Array("\n\(JSONWriter.indent(6))}".utf8)
  }
}

/// Screen names as JSON strings, quoted once each.
private struct ScreenNameJSON {
  private var quotedNames: [[UInt8]?] = []

  mutating func quoted(_ name: ScreenName) -> [UInt8] {
    let index = Int(name.index)
    if index < quotedNames.count, let known = quotedNames[index] { return known }
    if index >= quotedNames.count {
      quotedNames.append(contentsOf: repeatElement(nil, count: index + 1 - quotedNames.count))
    }
    let made = JSONWriter.quoted(name.name)
    quotedNames[index] = made
    return made
  }
}

extension TimelineJSON {
  /// Writes runs with the events shown (`run --format json`).
  package static func write(runs: [(ScenarioRun, [Event])], to output: BufferedOutput) {
    var writer = RunsWriter(output)
    for (run, events) in runs {
      writer.beginScenario(run.scenario)
      let eventsByStep = events.bySteps(run.scenario.steps.count)
      for (index, step) in run.scenario.steps.enumerated() {
        writer.write(step: index + 1, step, events: eventsByStep[index])
      }
      writer.endScenario()
    }
    writer.finish()
  }

  /// `write(runs:to:)` as text.
  static func text(_ write: (BufferedOutput) -> Void) -> String {
    let text = MemoryDestination()
    let output = BufferedOutput(text)
    write(output)
    output.flush()
    return text.text
  }
}
