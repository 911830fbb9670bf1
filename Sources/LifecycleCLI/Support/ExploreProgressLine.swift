import Foundation
import LifecycleEngine
import Reporting

/// The progress line `explore` keeps on standard error while it runs, when that is a
/// terminal: which app, the level, paths walked (steps simulated), the rate, violations so
/// far and the time left, rewritten in place.
final class ExploreProgressLine {
  private let console: any Console
  private let targets: Int
  private var index = 0
  private var label = ""
  private var finishedSeconds: [Double] = []
  private var lastWrite = ContinuousClock.now - .seconds(1)

  init(console: any Console, targets: Int) {
    self.console = console
    self.targets = targets
  }

  func begin(_ index: Int, _ target: ExploreTarget) {
    self.index = index
    label = target.label
  }

  func update(_ progress: ExploreProgress) {
    guard ContinuousClock.now - lastWrite >= .milliseconds(200) else { return }
    lastWrite = ContinuousClock.now
    let rate = progress.seconds > 0 ? Double(progress.actions) / progress.seconds : 0
    var line = "[\(index + 1)/\(targets)] \(label): level \(progress.level + 1), "
      + "\(ExploreRenderer.number(progress.actions)) paths walked, \(ExploreRenderer.number(rate.isFinite && rate < 1e18 ? Int(rate) : 0))/s, "
      + "\(progress.violations) violation\(progress.violations == 1 ? "" : "s")"
    if let left = timeLeft(progress, rate: rate) {
      line += left.isFinite && left < 1e12 ? ", about \(Self.duration(left)) left" : ", \(Self.duration(left)) left"
    }
    console.writeError("\r\u{1B}[K" + line)
  }

  func finish(_ result: ExploreResult) {
    finishedSeconds.append(result.seconds)
  }

  func clear() {
    console.writeError("\r\u{1B}[K")
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
}
