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

  /// Writes diagnostics with their source line and caret to standard error, the severity
  /// of each coloured as `check` colours its own (`error` red, `warning` and `note` bold).
  func report(_ diagnostics: [Diagnostic], source: String?, palette: Palette = .plain) {
    let renderer = DiagnosticRenderer(source: source ?? "")
    for diagnostic in diagnostics {
      console.writeError(Self.colored(renderer.render(diagnostic), diagnostic, palette) + "\n")
    }
  }

  /// A rendered diagnostic with its severity word coloured where its headline puts it
  /// (`path:line:column: severity: message`, `Diagnostic.headline`): after the location,
  /// whatever the path or the message hold.
  static func colored(_ rendered: String, _ diagnostic: Diagnostic, _ palette: Palette) -> String {
    let word = diagnostic.severity.rawValue
    let location = diagnostic.headline.dropLast(": \(word): \(diagnostic.message)".count)
    let shown = diagnostic.severity == .error ? palette.failure(word) : palette.bold(word)
    return location + ": \(shown): " + rendered.dropFirst(location.count + word.count + 4)
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
