import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleFiles
import LifecycleKnowledge
import ProbeProject

/// Builds `fidelity.md` from checked results: the observations among them (scenarios in a folder
/// named `observed`) and the corpus file beside them (`corpus.txt`).
package enum FidelityPage {
  /// The corpus file's name, in the observations' folder.
  package static let corpusFileName = "corpus.txt"

  /// The page, nil when no result is an observation, or the corpus file's error. Results must
  /// keep their runs. Two folders of observations are refused: one corpus, one page.
  package static func render(
    _ results: [ScenarioResult], output: String, scenarioRoots: [String], book: RuleBook = .standard
  ) -> Result<String?, Diagnostic> {
    let observations = results.filter { Observation.isObservation(path: $0.path) }.sorted { $0.path < $1.path }
    guard let first = observations.first else { return .success(nil) }
    let folder = String(first.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
    let corpusPath = folder + "/" + corpusFileName
    let text: String
    do {
      guard let read = try TextFile.text(at: corpusPath) else {
        return .failure(
          Diagnostic(
            .error,
            "the observations in \(folder) need \(corpusFileName) beside them (the counts before the corpus and the observations that cannot be written yet)",
            path: corpusPath))
      }
      text = read
    } catch {
      return .failure(Diagnostic(.error, "\(error)", path: corpusPath))
    }
    let corpus: ObservationCorpus
    switch ObservationCorpus.read(text, path: corpusPath) {
    case .success(let read): corpus = read
    case .failure(let diagnostic): return .failure(diagnostic)
    }
    let names = Set(observations.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path })
    for result in observations {
      if let other = result.scenario?.knownDisagreement?.conflictsWith, !names.contains(other) {
        return .failure(Diagnostic(.error, "known-disagreement conflicts-with '\(other)', which is no observation beside it", path: result.path))
      }
    }
    let evidence = observations.map { ObservationEvidence($0, book: book) }
    let page = FidelityRenderer.render(evidence, corpus: corpus, book: book, usage: usage(results)) { path in
      ReportSet.pagePath(path, roots: scenarioRoots)
    }
    return .success(page)
  }

  /// For each row id, the scenarios (observations and generated counterexamples left out)
  /// with an event the row placed, in path order, those the probe app can perform first (the
  /// page's probe command runs the first).
  static func usage(_ results: [ScenarioResult]) -> [String: [String]] {
    var hosted: [String: [String]] = [:]
    var others: [String: [String]] = [:]
    for result in results.sorted(by: { $0.path < $1.path }) where !Observation.isObservation(path: result.path) {
      guard let run = result.run, !ClaimCounterexample.isGenerated(source: result.source ?? "") else { continue }
      let probe = ProbeProject.canHost(run.scenario)
      for id in Set(run.timeline.events.map(\.row.row.id)) {
        if probe { hosted[id, default: []].append(result.path) } else { others[id, default: []].append(result.path) }
      }
    }
    var usage = hosted
    for (id, paths) in others { usage[id, default: []] += paths }
    return usage
  }
}
