import Comparison
import LifecycleCore
import Reporting
import ScenarioLanguage

/// What every command gets: its parsed arguments, the console and the environment.
struct CommandContext {
  let command: ParsedCommand
  let console: any Console
  let environment: [String: String]

  /// Colour for standard output, from `--color` and the environment.
  var outputPalette: Palette {
    palette(isTTY: console.outputIsTerminal)
  }

  /// Colour for standard error.
  var errorPalette: Palette {
    palette(isTTY: console.errorIsTerminal)
  }

  private func palette(isTTY: Bool) -> Palette {
    let mode = command.value("color").flatMap(TerminalStyle.ColorMode.init(rawValue:)) ?? .auto
    return TerminalStyle.shouldColor(mode: mode, environment: environment, isTTY: isTTY) ? .ansi : .plain
  }

  /// Writes diagnostics with their source line and caret to standard error.
  func report(_ diagnostics: [Diagnostic], source: String?) {
    let renderer = DiagnosticRenderer(source: source ?? "")
    for diagnostic in diagnostics {
      console.writeError(renderer.render(diagnostic) + "\n")
    }
  }

  /// The scenario paths given, or `Scenarios` when none is.
  var scenarioPaths: [String] {
    command.positionals.isEmpty ? ["Scenarios"] : command.positionals
  }

  /// The scenario files under `scenarioPaths`; nil, with the error reported, when a path
  /// does not exist.
  func scenarioFilesOrReport() -> [String]? {
    do {
      return try ScenarioLoader.scenarioFiles(under: scenarioPaths)
    } catch {
      report([error], source: nil)
      return nil
    }
  }

  /// Loads every file, reporting the errors of those that do not decode.
  func loadScenarios(_ files: [String]) -> (scenarios: [(Scenario, String)], failed: Int) {
    var scenarios: [(Scenario, String)] = []
    var failed = 0
    for file in files {
      do {
        scenarios.append(try ScenarioLoader.load(path: file))
      } catch {
        failed += 1
        report(error.diagnostics, source: (try? String(contentsOfFile: file, encoding: .utf8)))
      }
    }
    return (scenarios, failed)
  }
}
