import LifecycleCore

/// A UIKit appearance event with the flags its controller reads (`AppearanceFlags`).
package struct FlaggedEvent: Hashable, Sendable {
  /// The event.
  package var event: Event
  /// The flags that are true.
  package var flags: AppearanceFlags
  /// The rule behind each flag, in `AppearanceFlags.named` order of the flags found.
  package var rules: [Rule]
}

extension Simulation {
  /// For each step, the UIKit appearance events whose controller reads a flag, in the step's
  /// order (`lifecycle explain --flags`). The run is stepped again, each step's structure
  /// before and after it kept, so the plain run keeps nothing more.
  ///
  /// - Throws: a diagnostic at the first step whose action is impossible.
  package func flaggedEvents() throws(Diagnostic) -> [[FlaggedEvent]] {
    var byName: [UInt32: Int] = [:]
    for (index, name) in engine.app.names.enumerated() { byName[name.index] = index }
    var world = engine.initialWorld
    var buffer = StepBuffer()
    var result: [[FlaggedEvent]] = []
    for index in scenario.steps.indices {
      let step = scenario.steps[index]
      let before = world.structure
      do {
        try engine.step(&world, step.action, number: index + 1, into: &buffer)
      } catch {
        throw impossible(index, error, world)
      }
      var flagged: [FlaggedEvent] = []
      if let transition = buffer.transition {
        for event in buffer.events where event.lane == .uikit {
          guard let screen = byName[event.screen.index] else { continue }
          let found = AppearanceFlags.of(
            screen: screen, callback: event.callback, transition: transition, before: before, after: world.structure)
          guard !found.isEmpty else { continue }
          flagged.append(FlaggedEvent(event: event, flags: AppearanceFlags(found.map(\.flag)), rules: found.map(\.rule)))
        }
      }
      result.append(flagged)
    }
    return result
  }
}
