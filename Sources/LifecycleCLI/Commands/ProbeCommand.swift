import Foundation
import LifecycleCore
import LifecycleEngine
import ProbeProject

/// `lifecycle probe FILE [--output DIR]`: writes a small iOS app project that runs the
/// scenario on a device and logs every callback for `lifecycle check --log`.
struct ProbeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "probe",
    abstract: "Write an iOS app project that runs a scenario on your device and logs every callback.",
    discussion:
      "The project (XcodeGen's project.yml and Swift sources) builds the scenario's structure, drives each step once the previous transition is over, and tells you in a banner what to do for the steps only a person can do (a swipe, a sheet drag, the Home Screen). Its console is what 'lifecycle check FILE --log console.txt' reads; its first line names the device, so the prediction is that device's profile. The folder is refused when it holds files the probe did not write; a file you edited is kept. The sources passed 'swiftc -parse' only: they were not type-checked against UIKit.",
    examples: [
      HelpExample(
        "probe Scenarios/seeds/seed003-part1-push-pop.yaml", "An iOS app project that runs the scenario on a device and logs every callback."),
      HelpExample("probe --output MyProbe Scenarios/seeds/seed003-part1-push-pop.yaml", "The same, into the folder MyProbe."),
    ])

  @Option(valueName: "folder", help: "The folder to write the project into (default: lifecycle-probe-<file>).")
  var output: String?
  @OptionGroup var terminal: TerminalOptions
  @Argument(help: "The scenario file.")
  var file: [String] = []

  func validate() throws(UsageError) {
    if file.count != 1 { throw .validation("probe writes the project of one scenario; give one file (got \(file.count)).") }
    try OutputPath.validate(output)
  }

  private var path: String { file[0] }

  func run(_ context: CommandContext) throws(ExitStatus) -> ExitStatus {
    try context.checkReadable([path])
    let palette = context.errorPalette(terminal.color)
    let (scenarios, failed) = context.loadScenarios([path], palette: palette)
    guard failed == 0, let (scenario, source) = scenarios.first else { return .dataError }
    do {
      try Simulation(scenario).validate()
    } catch {
      context.report([error], source: source, palette: palette)
      return .dataError
    }
    let project: ProbeProject
    do {
      project = try ProbeProject(scenario)
    } catch {
      context.console.writeError("\(error)\n")
      return .dataError
    }
    let folder = ProbeProjectFolder(path: output ?? FindingsFolder.defaultName(command: "probe", inputs: [path]))
    let summary: ProbeProjectFolder.Summary
    do {
      summary = try folder.write(project)
    } catch {
      context.console.writeError("\(palette.failure("error")): \(error)\n")
      return .cannotCreate
    }
    for kept in summary.kept where !terminal.quiet {
      context.console.writeError("note: \(folder.path)/\(kept) was edited since the probe wrote it: kept as it is\n")
    }
    context.console.write(
      "wrote \(folder.path): a \(project.swiftUI ? "SwiftUI" : "UIKit") app; its README.md says how to build and run it\n"
        + "then compare the console it prints: lifecycle check \(ShellWord.quoted(path)) --log console.txt\n")
    return .success
  }
}
