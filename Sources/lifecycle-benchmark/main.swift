// Measures the hot paths on generated inputs. Run it in release:
//   swift run -c release lifecycle-benchmark
import Comparison
import Foundation
import LifecycleCore
import ScenarioLanguage

ReadingBenchmark.main(CommandLine.arguments)

/// A scenario of `depth` pushes, a cancelled and a completed swipe, and a pop to the root,
/// repeated `rounds` times, written as a scenario file.
func scenarioText(depth: Int, rounds: Int) -> String {
  var lines = ["name: Benchmark", "source: generated", "host: swiftui", "app:", "  navigation: [S0]", "steps:", "  - launch"]
  for _ in 0..<rounds {
    for index in 1...depth { lines.append("  - push: S\(index)") }
    lines += ["  - swipe-back: cancel", "  - swipe-back: complete", "  - pop-to-root"]
  }
  return lines.joined(separator: "\n") + "\n"
}

func measure(_ label: String, repetitions: Int = 5, _ body: () throws -> Int) rethrows {
  var best = Duration.seconds(1_000)
  var size = 0
  for _ in 0..<repetitions {
    let start = ContinuousClock.now
    size = try body()
    best = min(best, ContinuousClock.now - start)
  }
  let milliseconds = Double(best.components.attoseconds) / 1e15 + Double(best.components.seconds) * 1e3
  print(label.padding(toLength: 52, withPad: " ", startingAt: 0) + String(format: "%9.2f ms", milliseconds) + "   (\(size))")
}

let text = scenarioText(depth: 50, rounds: 40)
print("scenario: \(text.split(separator: "\n").count) lines, best of 5 runs")
try measure("parse + decode") { try ScenarioDecoder.decode(text, path: "bench.yaml").steps.count }
let scenario = try ScenarioDecoder.decode(text, path: "bench.yaml")
try measure("simulate both lanes + merge (events)") { try ScenarioRun(scenario).timeline.events.count }
let run = try ScenarioRun(scenario)
measure("check expectations + render golden (bytes)") {
  _ = ExpectationChecker.check(run)
  return GoldenTimeline.render(run).utf8.count
}
let golden = GoldenTimeline.render(run).split(separator: "\n").map(String.init)
var changed = golden
for index in stride(from: 1_000, to: changed.count, by: changed.count / 5) { changed.swapAt(index, index + 1) }
measure("diff golden vs 5 swaps (lines)") { LineDiff(expected: golden, actual: changed).unified().count }

// A device log of the whole run as `log stream --style compact` prints it, one unrelated line
// between events, read and checked against the run.
let logLines = run.timeline.events.enumerated().flatMap { index, event in
  let time = "2024-03-01 10:\(10 + index / 60_000 % 50):\(10 + index / 1_000 % 50).\(100 + index % 900)"
  return [
    "\(time) Df My App[4242:12d687] [com.example.app:probe] \(event.line)",
    "\(time) Df My App[4242:12d690] [com.apple.network:path] nw_path_evaluator_start \(index)",
  ]
}
let logText = logLines.joined(separator: "\n") + "\n"
let reader = ConsoleLogReader(screens: scenario.screenIDs)
measure("read a device log (\(logLines.count) lines; events)") { reader.read(logText, path: "log.txt").events.count }
let log = reader.read(logText, path: "log.txt")
measure("check the log against the run (compared events)") { DeviceLogChecker.check(log, against: run).predicted.count }
