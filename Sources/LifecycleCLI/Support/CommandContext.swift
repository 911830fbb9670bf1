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

  /// Colour for standard error under the `--color` setting and the environment.
  func errorPalette(_ color: ColorMode) -> Palette {
    color.shouldColor(environment: environment, isTTY: console.errorIsTerminal) ? .ansi : .plain
  }

  /// Writes diagnostics with their source line and caret to standard error, their severity
  /// coloured as `check` colours its own (`error` red, `warning` bold, the source line dim).
  func report(_ diagnostics: [Diagnostic], source: String?, palette: Palette = .plain) {
    let renderer = DiagnosticRenderer(source: source ?? "")
    for diagnostic in diagnostics {
      console.writeError(Self.colored(renderer.render(diagnostic), diagnostic.severity, palette) + "\n")
    }
  }

  /// A rendered diagnostic with its severity word coloured on its first line.
  static func colored(_ text: String, _ severity: Diagnostic.Severity, _ palette: Palette) -> String {
    let word = "\(severity)"
    let marker = ": \(word): "
    guard let range = text.range(of: marker) else { return text }
    let shown = severity == .error ? palette.failure(word) : palette.bold(word)
    return text.replacingCharacters(in: range, with: ": \(shown): ")
  }

  /// Loads every file, reporting the errors of those that do not decode.
  func loadScenarios(_ files: [String], palette: Palette = .plain) -> (scenarios: [(Scenario, String)], failed: Int) {
    var scenarios: [(Scenario, String)] = []
    var failed = 0
    for file in files {
      do {
        scenarios.append(try ScenarioLoader.load(path: file))
      } catch {
        failed += 1
        // The text the loader read, if it read it: a file refused from its size is never read.
        report(error.diagnostics, source: error.source, palette: palette)
      }
    }
    return (scenarios, failed)
  }
}
