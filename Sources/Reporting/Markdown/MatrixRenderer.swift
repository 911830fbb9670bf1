import Comparison
import LifecycleCore
import LifecycleEngine

/// The migration table: for each user action and each role a screen plays in it, the
/// UIKit callbacks (in a UIKit app) and the SwiftUI callbacks (in a SwiftUI app), in order.
package enum MatrixRenderer {
  /// One action as the matrix shows it: the same scenario run with each host.
  package struct Row: Sendable {
    /// The action's summary, e.g. `swipe-back cancel`.
    package var action: String
    /// The scenario it comes from.
    package var path: String
    /// The scenario run in a UIKit app.
    package var uikit: ScenarioRun
    /// The scenario run in a SwiftUI app.
    package var swiftui: ScenarioRun

    /// Creates a row from the last step of the runs.
    package init(action: String, path: String, uikit: ScenarioRun, swiftui: ScenarioRun) {
      self.action = action
      self.path = path
      self.uikit = uikit
      self.swiftui = swiftui
    }
  }

  /// The table, one line per action and role, actions in the order of the scenario
  /// language; differences between the frameworks noted.
  package static func render(_ rows: [Row]) -> String {
    var table: [[String]] = []
    for row in rows.sorted(by: order) {
      let step = row.uikit.scenario.steps.count
      let transition = row.uikit.steps[step - 1]
      let names = transition.roleNames
      var roles: [(String, [String])] = []
      // The screens a container holds, or the shown or hidden child itself.
      let top = { (refs: [StepSummary.Ref]) -> [String] in
        let depth = refs.map(\.depth).min() ?? 0
        return refs.filter { $0.depth == depth }.map(\.screen)
      }
      if !transition.outgoing.isEmpty { roles.append((names.outgoing, top(transition.outgoing))) }
      if !transition.incoming.isEmpty { roles.append((names.incoming, top(transition.incoming))) }
      if !transition.bystanders.isEmpty { roles.append((names.bystander, top(transition.bystanders))) }
      if roles.isEmpty { roles.append((names.bystander, top(transition.onScreen))) }
      for (role, screens) in roles {
        let uikit = callbacks(of: screens, in: row.uikit, step: step, lane: .uikit)
        let swiftui = callbacks(of: screens, in: row.swiftui, step: step, lane: .swiftui)
        table.append([
          row.action, "\(role) (\(screens.joined(separator: ", ")))", uikit.isEmpty ? "—" : uikit.joined(separator: " → "),
          swiftui.isEmpty ? "—" : swiftui.joined(separator: " → "),
          difference(screens, row.swiftui, step: step, uikit: uikit, swiftui: swiftui),
        ])
      }
    }
    return MarkdownText.table(["action", "role", "UIKit (UIKit app)", "SwiftUI (SwiftUI app)", "what differs"], table)
  }

  /// Rows in the order the scenario language lists its actions, then by path.
  static func order(_ lhs: Row, _ rhs: Row) -> Bool {
    func rank(_ row: Row) -> Int {
      Action.keywords.firstIndex(of: row.uikit.scenario.steps.last?.action.keyword ?? "") ?? Int.max
    }
    return (rank(lhs), lhs.path) < (rank(rhs), rhs.path)
  }

  static func callbacks(of screens: [String], in run: ScenarioRun, step: Int, lane: Lane) -> [String] {
    run.timeline.step(step).filter { screens.contains($0.screen.name) && $0.lane == lane }.map(\.callback.rawValue)
  }

  /// A sentence for the cells an engineer migrating code should not miss.
  static func difference(_ screens: [String], _ swiftUIApp: ScenarioRun, step: Int, uikit: [String], swiftui: [String]) -> String {
    var notes: [String] = []
    let hasWillDisappear = uikit.contains("viewWillDisappear")
    let hasWillAppear = uikit.contains("viewWillAppear")
    if hasWillDisappear && !swiftui.contains("onDisappear") { notes.append("viewWillDisappear has no onDisappear") }
    if hasWillAppear && !swiftui.contains("onAppear") { notes.append("viewWillAppear has no onAppear") }
    if swiftui.contains("onAppear") && !uikit.contains("viewDidAppear") { notes.append("onAppear without viewDidAppear") }
    if swiftui.contains("onDisappear") && !uikit.contains("viewDidDisappear") { notes.append("onDisappear without viewDidDisappear") }
    let events = swiftUIApp.timeline.step(step).filter { screens.contains($0.screen.name) }
    if let appear = events.firstIndex(where: { $0.callback == .onAppear }),
      let will = events.firstIndex(where: { $0.callback == .viewWillAppear })
    {
      notes.append(appear < will ? "onAppear before viewWillAppear" : "onAppear after viewWillAppear")
    }
    return notes.isEmpty ? "" : notes.joined(separator: "; ")
  }
}
