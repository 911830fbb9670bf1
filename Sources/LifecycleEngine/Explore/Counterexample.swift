import LifecycleCore

/// A finding made into a scenario that reproduces it: shrunk to the steps and screens it
/// needs, named after the law, with a file name and the comment lines that say where it
/// came from. `ScenarioWriter` turns it into a file that `lifecycle check` fails on.
public struct Counterexample: Sendable {
  /// The scenario: the target's app, host and profile, and the shrunk path.
  public var scenario: Scenario
  /// The law it breaks, at its last step.
  public var violation: LawViolation
  /// Comment lines for the top of the file (without `#`).
  public var header: [String]
  /// A file name: `navigation-uikit-ios13-uikit.deinit.notWhileAppeared.yaml`.
  public var fileName: String

  /// Shrinks a finding of an exploration; nil if the shrunk path no longer breaks the law
  /// (which would be a bug of the explorer: the finding's path is replayed as it was found).
  public static func make(
    _ finding: ExploreFinding, of result: ExploreResult, book: RuleBook = .standard
  ) -> Counterexample? {
    let target = result.target
    let law = finding.violation.law
    guard let (shrunk, violation) = Shrinker(book: book).shrink(target.scenario, path: finding.path, law: law.id) else {
      return nil
    }
    var scenario = shrunk
    scenario.path = ""
    scenario.name = "\(law.id): \(violation.message)"
    scenario.about = """
      lifecycle explore found this at depth \(result.depth) of \(target.label): \(finding.occurrences) \
      step\(finding.occurrences == 1 ? "" : "s") broke the law there, the first after \(finding.path.count - 1) \
      action\(finding.path.count == 2 ? "" : "s"). Shrunk to the steps and screens it needs; step \(violation.step) \
      breaks it.
      The law: \(law.statement)
      """
    scenario.source = "lifecycle explore; the law \(law.id): \(law.source)"
    let header = [
      "found by: lifecycle explore --depth \(result.depth) on \(target.label)",
      "law \(law.id) at step \(violation.step): \(violation.message)",
      "reproduce: lifecycle check FILE (its laws check fails until the rules are fixed)",
    ]
    let name = "\(target.name)-\(target.scenario.host.rawValue)-\(target.scenario.profile.id)-\(law.id)"
    return Counterexample(scenario: scenario, violation: violation, header: header, fileName: Self.fileName(name))
  }

  /// A portable file name: letters, digits, `.`, `-` and `_`, ending in `.yaml`.
  static func fileName(_ base: String) -> String {
    String(base.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" }) + ".yaml"
  }
}
