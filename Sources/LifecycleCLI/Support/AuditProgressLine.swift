import Foundation
import LifecycleEngine

/// The progress line `audit` keeps on standard error while it walks, when that is a
/// terminal: the level, the steps so far and the time left, rewritten in place at most five
/// times a second (as `explore`'s, `ExploreProgressLine`), and cleared at the end.
final class AuditProgressLine: @unchecked Sendable {
  private let console: any Console
  private let label: String
  private let columns: Int
  private let start = ContinuousClock.now
  private let lock = NSLock()
  private var lastWrite: ContinuousClock.Instant?

  /// `columns`: the terminal's width, which the line is cut to (`ProgressText`).
  init(console: any Console, label: String, columns: Int) {
    self.console = console
    self.label = label
    self.columns = columns
  }

  /// The walk of `audit`: the time left from the steps estimated and the rate so far.
  func update(_ progress: AuditProgress) {
    let seconds = elapsed
    let rate = seconds > 0 ? Double(progress.steps) / seconds : 0
    var rest = ["\(progress.steps) steps"]
    if rate > 0, let estimate = progress.estimatedSteps, progress.steps > 0 {
      rest.append("about \(ExploreProgressLine.duration(max(Double(estimate - progress.steps), 0) / rate)) left")
    }
    write(Self.text(label: label, level: "level \(progress.level) of \(progress.depth)", rest: rest, columns: columns))
  }

  /// The walk of `audit --to`: the level, and the share of it done. The time left assumes
  /// each level takes as long as the levels so far together (placements drop out as they
  /// break, so the walk grows more slowly than the paths).
  func update(level: Int, depth: Int, share: Double) {
    let seconds = elapsed
    var rest = ["\(Int(share * 100))%"]
    if share > 0, level >= 1 {
      let perLevel = seconds / (Double(level - 1) + share)
      rest.append("about \(ExploreProgressLine.duration(perLevel * (Double(depth) - Double(level - 1) - share))) left")
    }
    write(Self.text(label: label, level: "level \(level) of \(depth)", rest: rest, columns: columns))
  }

  /// `label: level L of D, rest…` in `columns - 1` characters: the time left goes first,
  /// then the label is shortened from its start (`…name.yaml`) and, on a very narrow
  /// terminal, left out, so that the level and the count or share keep their place (#42: at
  /// 60 columns a long path left only the file name).
  static func text(label: String, level: String, rest: [String], columns: Int) -> ProgressText {
    let room = max(columns - 1, 1)
    var rest = rest
    func tail() -> String { ([level] + rest).joined(separator: ", ") }
    // The time left is dropped before the label falls under a dozen characters.
    while rest.count > 1, label.count + 2 + tail().count > room, room - tail().count - 2 < 12 { rest.removeLast() }
    let labelRoom = room - tail().count - 2
    let shown: String
    if label.count <= labelRoom {
      shown = label
    } else if labelRoom >= 4 {
      shown = "…" + label.suffix(labelRoom - 1)
    } else {
      return ProgressText(parts: [tail()])
    }
    return ProgressText(parts: [shown + ": " + tail()])
  }

  private var elapsed: Double {
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  private func write(_ line: ProgressText) {
    lock.lock()
    defer { lock.unlock() }
    let now = ContinuousClock.now
    guard lastWrite.map({ now - $0 >= .milliseconds(200) }) ?? true else { return }
    lastWrite = now
    console.writeError(line.redraw(columns: columns))
  }

  /// Clears the line, if one was written.
  func clear() {
    lock.lock()
    defer { lock.unlock() }
    if lastWrite != nil { console.writeError(ProgressText.erase) }
  }
}
