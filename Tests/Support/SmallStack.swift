import Foundation

/// Runs `body` on a thread with a small stack (512 KB, a sixteenth of a test thread's), and
/// returns what it returns: code that recurses on its input's depth overflows it on a deep
/// input, where the default stack might hide it.
public func onSmallStack<Result: Sendable>(bytes: Int = 512 << 10, _ body: @escaping @Sendable () -> Result) -> Result {
  let box = ResultBox<Result>()
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    box.value = body()
    done.signal()
  }
  thread.stackSize = bytes
  thread.start()
  done.wait()
  return box.value!
}

private final class ResultBox<Value>: @unchecked Sendable {
  var value: Value?
}
