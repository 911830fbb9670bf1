import Foundation

/// The progress line `check` keeps on standard error while it works, when that is a
/// terminal and the check takes a while (a cold check walks every claim's and audit's
/// paths): `checked 40 of 132 files`, rewritten in place at most five times a second, and
/// cleared at the end. Threads report to it as they finish files.
final class CheckProgressLine: @unchecked Sendable {
  private let console: any Console
  private let total: Int
  private let lock = NSLock()
  private let start = ContinuousClock.now
  private var lastWrite: ContinuousClock.Instant?

  private let columns: () -> Int

  init(console: any Console, total: Int, columns: @escaping () -> Int = { 80 }) {
    self.console = console
    self.total = total
    self.columns = columns
  }

  /// `done` files are checked. Nothing is written in the first half second.
  func update(_ done: Int) {
    lock.lock()
    defer { lock.unlock() }
    let now = ContinuousClock.now
    guard now - start >= .milliseconds(500), lastWrite.map({ now - $0 >= .milliseconds(200) }) ?? true else { return }
    lastWrite = now
    console.writeError(ProgressText(parts: ["checked \(done) of \(total) files"]).redraw(columns: columns()))
  }

  /// `update` as a closure for the threads.
  var reporter: @Sendable (Int) -> Void {
    { [self] done in update(done) }
  }

  /// Clears the line, if one was written.
  func clear() {
    lock.lock()
    defer { lock.unlock() }
    if lastWrite != nil { console.writeError(ProgressText.erase) }
  }
}
