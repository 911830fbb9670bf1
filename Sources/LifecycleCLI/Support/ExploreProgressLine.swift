import Foundation
import LifecycleEngine
import Reporting

/// The progress line `explore` keeps on standard error while it runs, when that is a
/// terminal: which app, the level, paths walked (steps simulated), the rate, violations so
/// far and the time left, rewritten in place and cut to the terminal's width (the rate
/// goes first, then the paths, then the violations; the time left stays).
final class ExploreProgressLine {
  private let console: any Console
  private let targets: Int
  private let columns: () -> Int
  private var index = 0
  private var label = ""
  private var finishedSeconds: [Double] = []
  private var lastWrite = ContinuousClock.now - .seconds(1)

  init(console: any Console, targets: Int, columns: @escaping () -> Int) {
    self.console = console
    self.targets = targets
    self.columns = columns
  }

  func begin(_ index: Int, _ target: ExploreTarget) {
    self.index = index
    label = target.label
  }

  func update(_ progress: ExploreProgress) {
    guard ContinuousClock.now - lastWrite >= .milliseconds(200) else { return }
    lastWrite = ContinuousClock.now
    let rate = progress.seconds > 0 ? Double(progress.actions) / progress.seconds : 0
    console.writeError(
      Self.text(
        index: index, targets: targets, label: label, reached: Reached(progress), rate: rate,
        left: timeLeft(progress, rate: rate)
      ).redraw(columns: columns()))
  }

  /// The line's parts: `[2/16] navigation (uikit, ios17): level 3`, paths walked, rate,
  /// violations, time left.
  static func text(
    index: Int, targets: Int, label: String, reached progress: Reached, rate: Double, left: Double?
  ) -> ProgressText {
    var parts = [
      "[\(index + 1)/\(targets)] \(label): level \(progress.level + 1)",
      "\(ExploreRenderer.number(progress.actions)) paths walked",
      "\(ExploreRenderer.number(rate.isFinite && rate < 1e18 ? Int(rate) : 0))/s",
      "\(progress.violations) violation\(progress.violations == 1 ? "" : "s")",
    ]
    if let left { parts.append(left.isFinite && left < 1e12 ? "about \(duration(left)) left" : "\(duration(left)) left") }
    return ProgressText(parts: parts, dropOrder: [2, 1, 3])
  }

  /// How far the current app's walk got: its level (from 0), paths walked, violations.
  struct Reached {
    var level: Int
    var actions: Int
    var violations: Int

    init(level: Int, actions: Int, violations: Int) {
      self.level = level
      self.actions = actions
      self.violations = violations
    }

    init(_ progress: ExploreProgress) {
      self.init(level: progress.level, actions: progress.actions, violations: progress.violations)
    }
  }

  func finish(_ result: ExploreResult) {
    finishedSeconds.append(result.seconds)
  }

  func clear() {
    console.writeError(ProgressText.erase)
  }

  /// The current app's estimated rest, plus the average of the finished ones for each left.
  private func timeLeft(_ progress: ExploreProgress, rate: Double) -> Double? {
    guard rate > 0, let estimate = progress.estimatedActions else { return nil }
    let current = max(Double(estimate - progress.actions), 0) / rate
    let average = finishedSeconds.isEmpty ? Double(estimate) / rate : finishedSeconds.reduce(0, +) / Double(finishedSeconds.count)
    return current + average * Double(targets - index - 1)
  }

  static func duration(_ seconds: Double) -> String {
    // An estimate of a deep walk can pass any count of seconds: said, never converted.
    guard seconds.isFinite, seconds >= 0, seconds < 1e12 else { return "more than 30,000 years" }
    let total = Int(seconds.rounded())
    return total >= 60 ? "\(total / 60) min \(total % 60) s" : "\(total) s"
  }

  /// What an interrupt prints: the apps explored to the end, and how far the current one got.
  static func interrupted(finished: [ExploreResult], targets: Int, depth: Int, current: ExploreTarget?, progress: Reached?) -> String {
    let paths = finished.reduce(0) { $0 + $1.actions }
    let violations = finished.reduce(0) { $0 + $1.findings.count }
    var text = "interrupted: \(finished.count) of \(targets) app\(targets == 1 ? "" : "s") explored to depth \(depth)"
    if !finished.isEmpty {
      text += " (\(ExploreRenderer.number(paths)) paths walked, \(violations) law\(violations == 1 ? "" : "s") broken)"
    }
    if let current {
      text += "; \(current.label) stopped"
      if let progress {
        text +=
          " at level \(progress.level + 1) of \(depth) (\(ExploreRenderer.number(progress.actions)) paths walked, "
          + "\(progress.violations) violation\(progress.violations == 1 ? "" : "s"))"
      } else {
        text += " as it began"
      }
    }
    return text + ".\nNo counterexample was written. Explore fewer apps (FILE…, --profile) or a smaller --depth to finish sooner."
  }
}
