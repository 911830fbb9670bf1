import Foundation
import LifecycleCLI

/// The command line as a fuzz surface: each input chooses a command and a list of options
/// and values (empty, blank, negative, past any Int, misspelt, paths that are folders or
/// missing), run in a sandbox folder through `LifecycleTool.main` as the executable runs.
///
/// Properties: no crash; `check`'s last line, its JSON summary and its exit status agree; an
/// empty or blank `--output` is a usage error; nothing is written outside the sandbox's own
/// `out` folders and default folders. `explore` and `audit` always get a file and a depth of
/// at most 2 (or an invalid one), so that an input runs in well under a second.
public enum FlagProperties {
  static let commands = ["check", "run", "report", "explore", "audit", "lint", "list", "explain", "convert", "help"]
  static let options = [
    "--output", "--profile", "--host", "--log", "--jobs", "--depth", "--record", "--format", "--color", "--to",
    "--strict", "--no-cache", "-v", "--flat", "--check", "--lanes", "--all", "--help", "--bogus",
  ]
  static let values = [
    "", " ", "\t", "0", "-1", "1", "2", "1000", "9223372036854775807", "99999999999999999999", "all", "ios17", "ios12",
    "ios18.4", "ios13-sdk17", ",", "uikit", "swiftui", "json", "text", "never", "missing", "failed", "always", "hosted",
    "S/app.yaml", "S", "S/console.txt", "nope.yaml", "out", "out/deeper", "S/counterexamples", "--", "-", "é",
  ]
  static let depths = ["0", "-1", "1", "2", "99999999999999999999", "x", ""]

  /// The arguments an input chooses (for a finding's report).
  public static func arguments(from bytes: [UInt8]) -> [String] {
    var choices = FuzzBytes(bytes)
    let command = choices.pick(commands)
    var arguments = [command]
    var depthGiven = false
    for _ in 0..<choices.number(in: 0...6) {
      let option = choices.pick(options)
      if option == "--depth" {
        guard command == "explore" || command == "audit" else { continue }
        depthGiven = true
        arguments += [option, choices.pick(depths)]
        continue
      }
      if option == "--help" || option == "--jobs" && (command == "explore" || command == "audit") { continue }
      arguments.append(option)
      if choices.chance(80) { arguments.append(choices.pick(values)) }
    }
    if command == "explore" || command == "audit" {
      if !depthGiven { arguments += ["--depth", "1"] }
      arguments.append("S/app.yaml")
    } else if choices.chance(70) {
      arguments.append(choices.pick(["S/app.yaml", "S", "S/claim.yaml", "nope.yaml", ""]))
    }
    return arguments
  }

  /// The properties the input breaks.
  public static func check(_ bytes: [UInt8]) -> [Violation] {
    let arguments = arguments(from: bytes)
    return FuzzSandbox.run { root in
      FuzzSandbox.write(FuzzSandbox.app, to: root + "/S/app.yaml")
      FuzzSandbox.write(FuzzSandbox.claim(name: "claim", apps: ["app.yaml"]), to: root + "/S/claim.yaml")
      // A log that contradicts the prediction (the pushed screen loads before the root).
      FuzzSandbox.write(
        "2024-03-01 10:11:12.345678+0100 App[1:2] Detail viewDidLoad\n2024-03-01 10:11:12.345679+0100 App[1:2] Home viewDidLoad\n",
        to: root + "/S/console.txt")
      var found = Violations()
      let environment = ["CI": "1", "XDG_CACHE_HOME": root + "/cache"]
      let console = CapturingConsole()
      let status = LifecycleTool.main(arguments, environment: environment, console: console)
      // A repeated option takes its last value (as swift-argument-parser does): the last
      // `--output` is the one that must not be blank. After `--` every word is a file.
      let options = arguments.prefix { $0 != "--" }
      if let index = options.lastIndex(of: "--output"), index + 1 < options.count,
        options[index + 1].allSatisfy(\.isWhitespace), arguments[0] != "help"
      {
        found.expect(status == .usage, "flags: empty output", "\(arguments) exited \(status.rawValue), not 64")
      }
      if arguments[0] == "check", status == .success || status == .failure {
        let last = console.output.split(separator: "\n").last.map(String.init) ?? ""
        if let failed = failedCount(last) {
          found.expect((failed == 0) == (status == .success), "flags: summary", "\(arguments): '\(last)' with exit \(status.rawValue)")
        }
      }
      return found.all
    }
  }

  /// `N failed` of a check's last line.
  static func failedCount(_ line: String) -> Int? {
    let words = line.split(separator: " ")
    guard let at = words.firstIndex(where: { $0.hasPrefix("failed") }), at > 0 else { return nil }
    return Int(words[at - 1])
  }
}
