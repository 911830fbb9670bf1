import LifecycleCore
import LifecycleFiles
import ScenarioLanguage

/// `lifecycle convert [PATH…]`: each scenario file as JSON, one document a line, so that
/// standard tools (a JSON Schema validator, `jq`) see the file exactly as the tool reads it.
struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "convert",
    abstract: "Print scenario files as JSON, one document a line.",
    discussion:
      "Each file is read by the strict YAML reader and printed as one line of JSON (JSON Lines), in the order 'lifecycle list' shows them: mappings as objects in file order, every scalar a string as the tool reads it ('true', '1' and 'NO' are text), a key without a value null. Only the YAML is read, not the scenario: 'lifecycle lint' checks keys, screens and steps; Scenarios/schema/scenario.schema.json describes them for JSON Schema validators. A file the reader refuses prints its errors and no line.",
    examples: [
      HelpExample("convert Scenarios/seeds/seed003-part1-push-pop.yaml", "The file as one line of JSON, as the strict YAML reader reads it.")
    ])

  @OptionGroup var terminal: TerminalOptions
  @Argument(help: "Scenario files or folders (default: Scenarios).")
  var paths: [String] = []

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    if paths.isEmpty { try context.checkDefaultFolder(command: "convert") }
    let files = try context.scenarioFiles(under: paths, nothingWas: "converted")
    var failed = 0
    for file in files {
      let text: String
      do throws(FileError) {
        guard let read = try TextFile.text(at: file) else {
          throw FileError(path: file, reason: "no such file")
        }
        text = read
      } catch {
        failed += 1
        context.report([Diagnostic(.error, error.reason, path: file)], source: nil)
        continue
      }
      let document = YAMLReader.read(text)
      guard document.diagnostics.isEmpty else {
        failed += 1
        context.report(document.diagnostics.map { $0.inFile(file) }, source: text)
        continue
      }
      guard let root = document.root else {
        failed += 1
        context.report([Diagnostic(.error, "the file is empty", path: file, at: SourceLocation(line: 1, column: 1))], source: text)
        continue
      }
      context.console.write(root.json + "\n")
    }
    return failed > 0 ? .dataError : .success
  }
}
