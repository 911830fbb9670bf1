import Foundation
import LifecycleEngine

/// The progress line `audit` keeps on standard error while it walks, when that is a
/// terminal: the level, the steps so far and the time left, rewritten in place at most five
/// times a second (as `explore`'s, `ExploreProgressLine`), and cleared at the end.
package final class AuditProgressLine: @unchecked Sendable {
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

  /// How long a walk runs before its time left is shown: the first levels are too short to
  /// give a rate (an audit of a twentieth of a second printed "about 3 s left"), and a walk
  /// that ends sooner needs no estimate. The first estimate still comes within 5 s (#42).
  package static let settling = 2.0

  private var timeLeft = TimeLeft()

  /// The walk of `audit`: the steps so far, and the time left (`TimeLeft`).
  func update(_ progress: AuditProgress) {
    var rest = ["\(progress.steps) steps"]
    let seconds = elapsed
    lock.lock()
    let left = timeLeft.update(progress, elapsed: seconds)
    lock.unlock()
    if let left { rest.append("about \(ExploreProgressLine.duration(left)) left") }
    write(Self.text(label: label, level: "level \(progress.level) of \(progress.depth)", rest: rest, columns: columns))
  }

  /// The walk of `audit --to`: the level, and the share of it done.
  func update(level: Int, depth: Int, share: Double) {
    var rest = ["\(Int(share * 100))%"]
    if let left = Self.timeLeft(level: level, depth: depth, share: share, elapsed: elapsed) {
      rest.append("about \(ExploreProgressLine.duration(left)) left")
    }
    write(Self.text(label: label, level: "level \(level) of \(depth)", rest: rest, columns: columns))
  }

  /// The seconds `audit --to`'s walk has left: each level is assumed to take as long as the
  /// levels so far together (placements drop out as they break, so the walk grows more
  /// slowly than the paths); nil before the walk has run `settling` seconds.
  package static func timeLeft(level: Int, depth: Int, share: Double, elapsed seconds: Double) -> Double? {
    guard seconds >= settling, share > 0, level >= 1 else { return nil }
    let perLevel = seconds / (Double(level - 1) + share)
    return perLevel * (Double(depth) - Double(level - 1) - share)
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
