import Comparison
import LifecycleCore
import Reporting

/// `lifecycle run FILE…`: the interleaved timeline of each scenario.
enum RunCommand {
  static func run(_ context: CommandContext) -> ExitStatus {
    let command = context.command
    var observe: Set<Callback>?
    let requested = command.values("observe").flatMap { $0.split(separator: ",") }.map { String($0).trimmingCharacters(in: .whitespaces) }
    if !requested.isEmpty, !requested.contains("all") {
      var callbacks: Set<Callback> = []
      for name in requested {
        guard let callback = Callback(rawValue: name) else {
          let names = Callback.allCases.map(\.rawValue)
          let hint = Suggestion.closest(to: name, in: names).first.map { " Did you mean '\($0)'?" }
            ?? " Callbacks: \(names.joined(separator: ", ")), or all."
          context.console.writeError("Error: The value '\(name)' is invalid for '--observe <callbacks>'.\(hint)\n")
          return .usage
        }
        callbacks.insert(callback)
      }
      observe = callbacks
    } else if requested.contains("all") {
      observe = Set(Callback.allCases)
    }
    let lanes = TimelineRenderer.Lanes(rawValue: command.value("lanes") ?? "both") ?? .both
    let renderer = TimelineRenderer(palette: context.outputPalette, lanes: lanes, observe: observe)
    let (scenarios, failed) = context.loadScenarios(command.positionals)
    var runs: [(ScenarioRun, [Event])] = []
    var impossible = 0
    for (scenario, source) in scenarios {
      do {
        let run = try ScenarioRun(scenario)
        runs.append((run, renderer.events(of: run)))
      } catch {
        impossible += 1
        context.report([error], source: source)
      }
    }
    if command.value("format") == "json" {
      context.console.write(TimelineJSON.runs(runs))
    } else {
      let texts = runs.map { command.flag("flat") == true ? renderer.flat($0.0) : renderer.columns($0.0) }
      context.console.write(texts.joined(separator: command.flag("flat") == true ? "" : "\n"))
    }
    return failed + impossible > 0 ? .dataError : .success
  }
}
