import LifecycleCore

/// Decoding `expect-flags:`: the flags a scenario's UIKit appearance callbacks read.
extension SchemaReader {
  /// `expect-flags:`: a list of `<step> <screen> <callback>: <flag>, <flag>` (empty when no
  /// callback reads a flag), each checked for a step of the file, an appearance callback and
  /// flag names, and written back in one spelling.
  mutating func expectFlags(_ node: Int, stepCount: Int) -> FlagExpectation? {
    guard var items = sequence(node, "a list of flagged events such as '2 Detail viewWillAppear: isMovingToParent'") else {
      return nil
    }
    let names = FlagExpectation.flagNames
    let callbacks = FlagExpectation.callbacks.map(\.rawValue)
    var events: [String] = []
    while let item = next(&items) {
      guard let text = scalar(item, "a flagged event '<step> <screen> <callback>: <flag>'") else { continue }
      let parts = text.split(separator: ":", maxSplits: 1)
      let event = parts.first.map { $0.split(separator: " ").map(String.init) } ?? []
      let flags = parts.count == 2 ? parts[1].split(separator: ",").map { String($0).trimmingSpaces() } : []
      guard parts.count == 2, event.count == 3, let step = Int(event[0]), !flags.isEmpty else {
        error("expected '<step> <screen> <callback>: <flag>, <flag>', found '\(text)'", at: location(item))
        continue
      }
      guard step >= 1, step <= stepCount else {
        error("step \(step) is not a step of the file (it has \(stepCount))", at: location(item))
        continue
      }
      guard callbacks.contains(event[2]) else {
        error("only \(callbacks.joined(separator: ", ")) read the flags, found '\(event[2])'", at: location(item))
        continue
      }
      if let unknown = flags.first(where: { !names.contains($0) }) {
        error(
          "unknown flag '\(unknown)'\(hint(for: unknown, in: names)) (expected one of: \(names.joined(separator: ", ")))",
          at: location(item))
        continue
      }
      let ordered = names.filter { flags.contains($0) }
      events.append("\(step) \(event[1]) \(event[2]): \(ordered.joined(separator: ", "))")
    }
    return FlagExpectation(events: events, location: location(node))
  }
}
