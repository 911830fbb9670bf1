import Comparison
import LifecycleCore

/// Everything `lifecycle report` writes, as relative paths under `Reports/` and their text.
public struct ReportSet: Sendable {
  /// The inputs: finished results and variant runs; renderers never simulate.
  public struct Input: Sendable {
    /// Every checked scenario.
    public var results: [ScenarioResult]
    /// For each scenario path, its runs under each profile that can run it.
    public var profiles: [String: [(Profile, ScenarioRun)]]
    /// The rows of the migration table.
    public var matrix: [MatrixRenderer.Row]

    /// Creates the input.
    public init(results: [ScenarioResult], profiles: [String: [(Profile, ScenarioRun)]], matrix: [MatrixRenderer.Row]) {
      self.results = results
      self.profiles = profiles
      self.matrix = matrix
    }
  }

  /// The files, by path relative to `Reports/`.
  public var files: [String: String]

  /// Renders every page.
  ///
  /// - Parameter scenarioRoot: the folder the scenario paths start with (e.g. `Scenarios`),
  ///   stripped to make page paths.
  public init(_ input: Input, scenarioRoot: String) {
    var files: [String: String] = [:]
    let sorted = input.results.sorted { $0.path < $1.path }
    for result in sorted {
      let page = Self.pagePath(result.path, root: scenarioRoot)
      let depth = page.split(separator: "/").count - 1
      files[page] = ScenarioPageRenderer.render(
        result, profiles: input.profiles[result.path] ?? [], linkToRoot: String(repeating: "../", count: depth))
    }
    files["claims.md"] = ClaimsRenderer.render(sorted) { Self.pagePath($0, root: scenarioRoot) }
    files["README.md"] = IndexRenderer.render(sorted, matrix: input.matrix, profiles: input.profiles) {
      Self.pagePath($0, root: scenarioRoot)
    }
    self.files = files
  }

  /// `Scenarios/uikit/push.yaml` → `uikit/push.md`.
  public static func pagePath(_ path: String, root: String) -> String {
    var relative = path
    let prefix = root.hasSuffix("/") ? root : root + "/"
    if relative.hasPrefix(prefix) { relative = String(relative.dropFirst(prefix.count)) }
    if relative.hasPrefix("./") { relative = String(relative.dropFirst(2)) }
    if relative.hasSuffix(".yaml") { relative = String(relative.dropLast(5)) }
    return relative + ".md"
  }
}
