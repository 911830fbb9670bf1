import LifecycleCore
import ScenarioLanguage

/// The properties every input must keep through the whole pipeline, checked by the fuzzer
/// on each input and by the regression tests on each kept finding:
///
/// - decoding gives the same answer twice: a scenario, or errors (at most the documented
///   number) located in the file, each rendering with its line;
/// - an accepted scenario runs, or fails with an action error at one of its steps' lines;
/// - a run renders byte for byte the same twice; its golden parses back into its events and
///   its JSON parses; its own expectations, written from its events, hold;
/// - every action `possibleActions` offers in a world of the run steps without error.
///
/// A crash or a hang is a finding too: the fuzzer sees those itself.
public enum ScenarioProperties {
  /// How much of the optional work one input may take, so that a large input stays fast.
  public struct Budget: Sendable {
    /// Worlds of the run whose possible actions are each stepped.
    public var worlds = 10
    /// Possible actions stepped in all.
    public var actions = 400
    /// Events above which the run is not also rendered under every profile.
    public var variantEvents = 400

    /// The default budget.
    public init() {}
  }

  /// The first line of a kept input whose expectations were written from its own run: the
  /// checks then hold it to them, as they held the generated scenario it was found as.
  public static let expectationsHoldMarker = "# fuzz: expectations hold\n"

  /// Checks `bytes` as the contents of a scenario file at `path`.
  ///
  /// - Parameter expectationsHold: the input's expectations and assertions were written
  ///   from its own run (the structure generator's do), so each must pass; also when the
  ///   input starts with ``expectationsHoldMarker``.
  /// - Returns: the properties broken, empty when the input keeps them all.
  public static func check(
    _ bytes: [UInt8], path: String = "fuzz.yaml", expectationsHold: Bool = false, budget: Budget = Budget()
  ) -> [Violation] {
    let expectationsHold = expectationsHold || bytes.starts(with: expectationsHoldMarker.utf8)
    var violations = Violations()
    let first = decode(bytes, path)
    let second = decode(bytes, path)
    switch (first, second) {
    case (.success(let scenario, let source), .success(let again, _)):
      violations.expect(scenario == again, "decode: deterministic", "two decodings of the same bytes differ")
      DecodeProperties.accepted(scenario, lines: SourceLines(source), path: path, into: &violations)
      RunProperties.check(scenario, source: source, expectationsHold: expectationsHold, budget: budget, into: &violations)
    case (.failure(let diagnostics, let source), .failure(let again, _)):
      violations.expect(diagnostics == again, "decode: deterministic", "two decodings give different errors")
      let lines = source.map(SourceLines.init) ?? SourceLines(lineCountOf: bytes)
      DecodeProperties.refused(diagnostics, source: source, lines: lines, path: path, into: &violations)
    default:
      violations.add("decode: deterministic", "one decoding succeeds and the other fails")
    }
    return violations.all
  }

  enum Decoded {
    case success(Scenario, source: String)
    case failure([Diagnostic], source: String?)
  }

  static func decode(_ bytes: [UInt8], _ path: String) -> Decoded {
    do {
      let (scenario, source) = try ScenarioLoader.decode(bytes: bytes, path: path)
      return .success(scenario, source: source)
    } catch {
      switch error {
      case .invalid(let diagnostics, let source): return .failure(diagnostics, source: source)
      case .unreadable(let diagnostic): return .failure([diagnostic], source: nil)
      }
    }
  }
}
