import Comparison
import LifecycleCore

/// A claim that is a printed log, checked on its own steps (#37): the rules reproduce the log,
/// but a log cannot confirm itself. The rows that place its lines are read from the run; a
/// row whose citation names the claim's own seed rests on the log it is checked against.
struct OwnSourceNote {
  /// The rows that place the lines the file logs, firmest first, then by id.
  var rules: [Rule]
  /// Those of them whose source cites the claim's seed article.
  var ownSource: [Rule]
  /// The seeds the claim comes from, as written (`003`).
  var seed: String

  /// The note of a claim's run, or nil without a run.
  init?(claim: Claim, run: ScenarioRun?) {
    guard let run else { return nil }
    rules = run.observed.events.lazy.map(\.rule).distinctFirmestFirst()
    seed = claim.seed
    ownSource = ClaimRowsNote.citingSeed(rules, claim.seed)
  }

  /// One cell for the claims table: reproduced, and whether only by its own source.
  var summary: String {
    ownSource.isEmpty
      ? "the printed log and assertions hold on the file's own steps; no row that places them cites this seed"
      : "reproduced on the file's own steps, not confirmed by another source: \(ownSource.count) of the \(rules.count) rows that place its lines cite seed \(seed), the log itself"
  }

  /// The paragraph for the claim's page.
  func render() -> String {
    var out = "Checked on the file's own steps: the rules reproduce every line of the printed log and every assertion. "
    out +=
      ownSource.isEmpty
      ? "No row that places its lines cites seed \(seed): other sources give them.\n\n"
      : "The log is the claim's own source, and a log cannot confirm itself: this verdict says the rules reproduce it.\n\n"
    return out + ClaimRowsNote.render(rules, seed: seed, read: "the lines the file logs, on its own steps")
  }
}
