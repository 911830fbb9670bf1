import Comparison
import LifecycleCore
import Reporting
import ScenarioLanguage

/// What every command gets to run: the console and the environment.
struct CommandContext {
  let console: any Console
  let environment: [String: String]

  /// Colour for standard output under the `--color` setting and the environment.
  func outputPalette(_ color: ColorMode) -> Palette {
    color.shouldColor(environment: environment, isTTY: console.outputIsTerminal) ? .ansi : .plain
  }

  /// Writes diagnostics with their source line and caret to standard error.
  func report(_ diagnostics: [Diagnostic], source: String?) {
    let renderer = DiagnosticRenderer(source: source ?? "")
    for diagnostic in diagnostics {
      console.writeError(renderer.render(diagnostic) + "\n")
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
        // The text the loader read (standard input can be read once), else the file's.
        report(error.diagnostics, source: error.source ?? (try? String(contentsOfFile: file, encoding: .utf8)))
      }
    }
    return (scenarios, failed)
  }
}
