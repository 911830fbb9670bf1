/// Scenario texts whose verdicts `check` judges and remembers: a claim and an `expect-audit:`,
/// each stating the verdict it expects, for the tests of the verdict cache and of `check`'s
/// threads.

/// A UIKit app whose claim is that `loadView`, `viewDidLoad` and the appearance come in that
/// order (they do: `holds` is right, any other verdict wrong), judged at depth 1 over the
/// scenario's own app and the `apps` it names; `extra` is appended as is.
public func verdictClaimScenario(
  verdict: String, steps: [String] = ["launch"], apps: [String] = [], extra: String = ""
) -> String {
  let appsLine = apps.isEmpty ? "" : "\n    apps: [\(apps.joined(separator: ", "))]"
  return """
    name: claim
    source: test
    host: uikit
    app:
      navigation: [Home]
    steps:
    \(steps.map { "  - \($0)" }.joined(separator: "\n"))
    claim:
      seed: "000"
      quote: "q"
      statement: "loadView, then viewDidLoad, then the appearance"
      verdict: \(verdict)
      law:
        order: [loadView, viewDidLoad, viewWillAppear, viewDidAppear]\(appsLine)
        hosts: [uikit]
        profiles: [ios17]
        depth: 1
    \(extra)
    """
}

/// A UIKit app whose pushed screen starts notifications in `viewDidLoad` and stops them in
/// `deinit`, expecting the audit at depth 1 to find `broken` (a flow list: `[]` is right).
public func verdictAuditScenario(broken: String) -> String {
  """
  name: audit
  source: test
  host: uikit
  app:
    navigation: [Home]
  screens:
    - id: Home
    - id: Detail
      effects:
        viewDidLoad: [start notifications]
        deinit: [stop notifications]
  steps:
    - launch
    - push: Detail
  expect-audit:
    depth: 1
    broken: \(broken)

  """
}
