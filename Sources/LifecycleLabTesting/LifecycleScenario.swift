import Foundation
import LifecycleFiles
import LifecycleLab

/// A scenario read for a test: the decoded ``Scenario`` and the text it came from, so that
/// every error points at its line with a caret, as the command line prints it.
///
/// ```swift
/// let scenario = try LifecycleScenario(yaml: """
///   name: Push a detail screen
///   source: our app
///   app:
///     navigation: [List]
///   observe: [viewWillAppear, viewWillDisappear]
///   steps:
///     - launch
///     - push: Detail
///   """)
/// let fromFile = try LifecycleScenario(contentsOf: "Scenarios/push.yaml")  // beside this test file
/// ```
public struct LifecycleScenario: Sendable {
  /// The decoded scenario, for the rest of the library.
  ///
  /// ```swift
  /// let run = try ScenarioRun(scenario.scenario)
  /// ```
  public var scenario: Scenario
  /// The scenario's text, which its errors quote.
  ///
  /// ```swift
  /// let renderer = DiagnosticRenderer(source: scenario.source)
  /// ```
  public var source: String
  /// Whether it was read from a file, beside which its golden lives.
  ///
  /// ```swift
  /// if scenario.isFile { try LifecycleExpect.golden(of: scenario) }
  /// ```
  public var isFile: Bool

  /// The path its diagnostics name: the file's, or the `path:` given with the text.
  ///
  /// ```swift
  /// try LifecycleScenario(yaml: text, path: "push.yaml").path  // "push.yaml"
  /// ```
  public var path: String { scenario.path }

  /// Decodes a scenario written in the test, in the format of `Scenarios/FORMAT.md`.
  ///
  /// ```swift
  /// let scenario = try LifecycleScenario(yaml: """
  ///   name: Launch
  ///   source: our app
  ///   app:
  ///     screen: Home
  ///   steps:
  ///     - launch
  ///   """)
  /// ```
  ///
  /// - Parameters:
  ///   - text: the scenario. A Swift multi-line string literal strips the indentation of its
  ///     closing `"""`, so the YAML can be indented with the test's code.
  ///   - path: the name its diagnostics print, and its run's.
  ///   - filePath: the Swift file that calls this (by default the caller's).
  ///   - line: the line of the call (by default the caller's).
  /// - Throws: `DiagnosticList` with every error of the text; its description is what
  ///   `lifecycle lint` prints, each error with its line and a caret. When the text is a
  ///   multi-line string literal opened on the call's line, the errors point at the Swift
  ///   file's lines and columns (`InboxTests.swift:14:13: error: …`), where an editor jumps to.
  public init(
    yaml text: String, path: String = "scenario.yaml", filePath: String = #filePath, line: Int = #line
  ) throws(DiagnosticList) {
    do {
      scenario = try ScenarioDecoder.decode(text, path: path)
    } catch {
      if let literal = SwiftLiteral(text: text, filePath: filePath, line: line) {
        throw literal.relocate(error.diagnostics)
      }
      throw DiagnosticList(error.diagnostics, source: text)
    }
    source = text
    isFile = false
  }

  /// Reads and decodes a scenario file.
  ///
  /// A relative path starts at the folder of the test file that calls this (as
  /// swift-snapshot-testing finds its snapshots), so the test finds its file whether
  /// `swift test` or Xcode runs it.
  ///
  /// ```swift
  /// // Tests/AppTests/LifecycleTests.swift reads Tests/AppTests/Scenarios/push.yaml:
  /// let scenario = try LifecycleScenario(contentsOf: "Scenarios/push.yaml")
  /// ```
  ///
  /// - Parameters:
  ///   - path: the file; a relative path starts at the folder of `file`.
  ///   - file: a file whose folder relative paths start at: by default the calling test's.
  /// - Throws: `DiagnosticList` with every error of the file, or one saying it cannot be
  ///   read, as `lifecycle lint` prints them.
  public init(contentsOf path: String, relativeTo file: String = #filePath) throws(DiagnosticList) {
    let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
    let resolved = path.hasPrefix("/") ? path : folder + "/" + path
    do {
      (scenario, source) = try ScenarioLoader.load(path: resolved)
    } catch {
      throw DiagnosticList(error.diagnostics, source: (try? TextFile.text(at: resolved)) ?? nil)
    }
    isFile = true
  }

  /// Reads and decodes the scenario file at a URL, such as a resource of the test target.
  ///
  /// ```swift
  /// let url = try #require(Bundle.module.url(forResource: "push", withExtension: "yaml"))
  /// let scenario = try LifecycleScenario(contentsOf: url)
  /// ```
  ///
  /// - Throws: `DiagnosticList`, as ``init(contentsOf:relativeTo:)`` does.
  public init(contentsOf url: URL) throws(DiagnosticList) {
    try self.init(contentsOf: url.path)
  }

  /// Runs the scenario: both lanes simulated and merged on the shared clock.
  ///
  /// ```swift
  /// let run = try scenario.run()
  /// #expect(try run.step(2).lines == ["List viewWillDisappear", "Detail viewWillAppear"])
  /// ```
  ///
  /// - Throws: `DiagnosticList` with the step whose action is impossible in the app's state,
  ///   its line and caret, and the app's state, as `lifecycle run` prints it.
  public func run() throws(DiagnosticList) -> LifecycleRun {
    do {
      return LifecycleRun(try ScenarioRun(scenario))
    } catch {
      throw DiagnosticList([error], source: source)
    }
  }
}

extension Scenario {
  /// Nothing, or the error for a step the scenario does not have: steps count from 1.
  func requireStep(_ number: Int) throws(DiagnosticList) {
    let count = steps.count
    guard number < 1 || number > count else { return }
    throw DiagnosticList([
      Diagnostic(
        .error,
        "there is no step \(number): steps count from 1, as 'lifecycle run' numbers them, "
          + "and '\(name)' has \(count) step\(count == 1 ? "" : "s")",
        path: path)
    ])
  }
}
