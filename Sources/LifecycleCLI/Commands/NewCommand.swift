import Foundation
import LifecycleCore

/// `lifecycle new [--app KIND] [FILE]`: a commented starter scenario, to standard output or
/// into a new file.
struct NewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "new",
    abstract: "Write a commented starter scenario for a UIKit, SwiftUI or mixed app.",
    discussion:
      "Without FILE the scenario is printed. With FILE it is written there, whole or not at all; a FILE that exists is never replaced. The starter passes 'lifecycle lint'; run 'lifecycle check FILE' to record its golden.",
    examples: [
      HelpExample("new --app swiftui MyScreen.yaml", "A commented starter scenario for a SwiftUI app, written to MyScreen.yaml."),
      HelpExample("new --app mixed", "A UIKit app with a SwiftUI screen, printed."),
    ])

  @Option(
    help:
      "The kind of app: uikit (UIKit navigation and screens), swiftui (a SwiftUI app) or mixed (a UIKit app with a SwiftUI screen in a UIHostingController)."
  )
  var app: StarterScenario = .uikit
  @OptionGroup var terminal: TerminalOptions
  @Argument(help: "The file to create (default: print the scenario).")
  var file: [String] = []

  func validate() throws(UsageError) {
    if file.count > 1 { throw .validation("new writes one file (got \(file.count)).") }
    if let path = file.first, !path.hasSuffix(".yaml"), !path.hasSuffix(".yml") {
      throw .validation("a scenario file ends in .yaml or .yml, or 'lifecycle check' and 'list' skip it (got '\(path)').")
    }
  }

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    guard let path = file.first else {
      context.console.write(app.text)
      return .success
    }
    do {
      try NewFile.write(app.text, to: path)
    } catch {
      context.console.writeError("\(context.errorPalette(terminal.color).failure("error")): \(error)\n")
      return error.isExisting ? .failure : .ioError
    }
    context.console.writeError(
      "wrote \(path): 'lifecycle lint \(ShellWord.quoted(path))' checks it, 'lifecycle check \(ShellWord.quoted(path))' records its golden\n")
    return .success
  }
}
