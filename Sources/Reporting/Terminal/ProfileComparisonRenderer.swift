import Comparison
import LifecycleCore

/// `run --profile all`: a scenario's events on every profile, the profiles that observe the
/// same events in one column, the columns aligned event by event (`·` where a column has no
/// such event).
package struct ProfileComparisonRenderer: Sendable {
  /// Colours.
  package var palette: Palette

  /// Creates a renderer.
  package init(palette: Palette = .plain) {
    self.palette = palette
  }

  /// One scenario's comparison.
  package func render(_ comparison: ProfileComparison) -> String {
    let scenario = comparison.scenario
    var out = palette.bold("\(scenario.path): \(scenario.name)") + "\n"
    let host = comparison.columns.first?.run.scenario.host ?? scenario.host
    if comparison.columns.isEmpty {
      out += palette.dim("host \(host.rawValue): no bundled profile can run it") + "\n"
    } else if comparison.differs {
      out += palette.dim("host \(host.rawValue): \(comparison.columns.count) orders across the profiles, side by side") + "\n"
    } else {
      out += palette.dim("host \(host.rawValue): the same events on every profile that runs it") + "\n"
    }
    for (profiles, reason) in comparison.unavailableGroups {
      out += palette.dim("cannot run on \(profiles): \(reason)") + "\n"
    }
    guard !comparison.columns.isEmpty else { return out }
    let widths = comparison.columns.indices.map { column in
      max(comparison.columns[column].label.count, comparison.rows.map { ($0.cells[column] ?? "·").count }.max() ?? 0) + 3
    }
    func line(_ cells: [String], styles: [(String) -> String]) -> String {
      var text = "  "
      for (index, cell) in cells.enumerated() {
        let padded = index == cells.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
        text += styles[index](padded)
      }
      return text + "\n"
    }
    let rowsByStep = Dictionary(grouping: comparison.rows, by: \.step)
    for (index, step) in scenario.steps.enumerated() {
      out += "\n" + palette.bold("step \(index + 1)  \(step.action.summary)") + "\n"
      out += line(comparison.columns.map(\.label), styles: comparison.columns.map { _ in palette.dim })
      let rows = rowsByStep[index + 1] ?? []
      if rows.isEmpty { out += palette.dim("  (no observed callbacks)") + "\n" }
      for row in rows {
        let plain: @Sendable (String) -> String = { $0 }
        let styles: [(String) -> String] = row.cells.map { cell -> @Sendable (String) -> String in
          if cell == nil { return palette.dim }
          return row.isShared ? plain : palette.success
        }
        out += line(row.cells.map { $0 ?? "·" }, styles: styles)
      }
    }
    return out
  }
}
