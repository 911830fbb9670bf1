import Comparison
import LifecycleCore
import LifecycleEngine
import LifecycleKnowledge

/// Everything `lifecycle report` writes, as relative paths under `Reports/` and their text.
package struct ReportSet: Sendable {
  /// The inputs: finished results and variant runs; renderers never simulate.
  package struct Input: Sendable {
    /// Every checked scenario.
    package var results: [ScenarioResult]
    /// For each scenario path, its runs under each profile that can run it.
    package var profiles: [String: [(Profile, ScenarioRun)]]
    /// The rows of the migration table.
    package var matrix: [MatrixRenderer.Row]
    /// The rule book whose rows `rules.md` prints.
    package var book: RuleBook
    /// The profiles `rules.md` resolves.
    package var bookProfiles: [Profile]
    /// For each scenario path, its runs on every bundled profile grouped and aligned, with
    /// the profiles that cannot run it; built from `profiles` where missing.
    package var comparisons: [String: ProfileComparison]
    /// For a file a page names (a scenario, a golden), its path relative to `Reports/`,
    /// or nil when it does not exist (the page then names it without a link).
    package var sourceLink: @Sendable (String) -> String? = { _ in nil }
    /// For a file this report set generates among the scenarios (a claim's counterexample),
    /// its path relative to `Reports/`, or nil to name it without a link.
    package var generatedLink: @Sendable (String) -> String? = { _ in nil }
    /// Whether to write the pages about the tool rather than the scenarios read: the rule
    /// tables (`rules.md`) and the versions' overlays (`versions.md`). They are the same for
    /// every folder, so a report of a team's own folder leaves them out and its pages cite
    /// rules inline; the tool's own report (the default folder) writes them.
    package var referencePages = true
    /// The folders the scenarios were read from, as the index names them.
    package var sourceFolders: [String] = ["Scenarios"]

    /// Creates the input.
    package init(
      results: [ScenarioResult], profiles: [String: [(Profile, ScenarioRun)]], matrix: [MatrixRenderer.Row],
      book: RuleBook = .standard, bookProfiles: [Profile] = Profile.all, comparisons: [String: ProfileComparison] = [:]
    ) {
      self.results = results
      self.profiles = profiles
      self.matrix = matrix
      self.book = book
      self.bookProfiles = bookProfiles
      self.comparisons = comparisons
    }
  }

  /// The files, by path relative to `Reports/`.
  package var files: [String: String]
  /// The claims' counterexamples: for each folder beside the claims that holds them
  /// (`Scenarios/claims/counterexamples`), its files' bodies by name, without the marker
  /// (`ClaimCounterexample.marker`).
  package var counterexamples: [String: [String: String]]

  /// Renders every page.
  ///
  /// - Parameter scenarioRoots: the folders the scenario paths start with (e.g.
  ///   `Scenarios`); the longest that matches is stripped to make page paths.
  package init(_ input: Input, scenarioRoots: [String]) {
    let pagePath = { (path: String) in Self.pagePath(path, roots: scenarioRoots) }
    var files: [String: String] = [:]
    // A claim's counterexample that this set generates has no page of its own: the claims
    // page links the file, and the pages never depend on what the last run wrote.
    let sorted = input.results.filter {
      !$0.path.contains("/\(ClaimCounterexample.folderName)/") || !ClaimCounterexample.isGenerated(source: $0.source)
    }
    .sorted { $0.path < $1.path }
    var comparisons: [(path: String, comparison: ProfileComparison)] = []
    for result in sorted {
      let page = pagePath(result.path)
      let comparison = result.run.map { run in
        input.comparisons[result.path] ?? ProfileComparison(run.scenario, runs: input.profiles[result.path] ?? [])
      }
      if let comparison { comparisons.append((result.path, comparison)) }
      files[page] = ScenarioPageRenderer.render(
        result, comparison: comparison, linkToRoot: Self.linkToRoot(fromPage: page),
        sourceLink: input.sourceLink, linksVersions: input.referencePages, generatedLink: input.generatedLink)
    }
    if input.referencePages {
      files.merge(
        VersionsPageRenderer.pages(input.book, profiles: input.bookProfiles, comparisons: comparisons, pagePath: pagePath)
      ) { _, part in part }
      files.merge(RulesPageRenderer.pages(input.book, profiles: input.bookProfiles)) { _, part in part }
    }
    counterexamples = ClaimsRenderer.counterexampleFiles(sorted)
    // The claims page only where there are claims: a team's folder has none unless it says so.
    if sorted.contains(where: { $0.scenario?.claim != nil || $0.run?.scenario.claim != nil }) {
      files["claims.md"] = ClaimsRenderer.render(sorted, pagePath: pagePath, fileLink: input.generatedLink)
    }
    // Every page cites rules, and every citation links into the bibliography.
    files[CitationLinks.page] = BibliographyRenderer.render()
    var index = IndexRenderer.Context(sourceFolders: input.sourceFolders)
    index.pages = Set(files.keys.filter { !$0.contains("/") })
    files.merge(IndexRenderer.pages(sorted, matrix: input.matrix, profiles: input.profiles, pagePath: pagePath, context: index)) {
      _, index in index
    }
    // Every citation becomes a link into the bibliography, shown by the public source's name.
    for (page, text) in files where page != CitationLinks.page {
      files[page] = CitationLinks.markdown(text, root: Self.linkToRoot(fromPage: page))
    }
    self.files = files
  }

  /// The folder of a page, relative to the report's root: `uikit` for `uikit/push.md`, ""
  /// for a page at the root.
  package static func folder(ofPage page: String) -> String {
    page.lastIndex(of: "/").map { String(page[..<$0]) } ?? ""
  }

  /// The way from a page back to the report's root: `../` for `uikit/push.md`, "" at the root.
  package static func linkToRoot(fromPage page: String) -> String {
    String(repeating: "../", count: page.split(separator: "/").count - 1)
  }

  /// `Scenarios/uikit/push.yaml` → `uikit/push.md`, for the root `Scenarios`.
  package static func pagePath(_ path: String, roots: [String]) -> String {
    var relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    let prefixes = roots.map { root -> String in
      let trimmed = root.hasPrefix("./") ? String(root.dropFirst(2)) : root
      return trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
    }
    if let prefix = prefixes.filter({ relative.hasPrefix($0) }).max(by: { $0.count < $1.count }) {
      relative = String(relative.dropFirst(prefix.count))
    }
    if relative.hasSuffix(".yaml") { relative = String(relative.dropLast(5)) }
    return relative + ".md"
  }
}
