import Foundation
import LifecycleTestSupport
import Testing

/// No block of ten identical lines stands twice in Sources (issue 38): a second copy is a
/// second place to mend. The probe apps' shared overrides are one literal each
/// (ProbeLoggingOverrides). A file's imports (`#if canImport(Glibc)` …) are not code one could
/// share, so a block that holds an import is not counted.
@Suite struct DuplicateBlockTests {
  @Test func noTenIdenticalLinesStandTwiceInSources() throws {
    let root = repositoryRoot()
    let sources = root + "/Sources"
    var seen: [[Int]: String] = [:]
    var twice: [String] = []
    // Each distinct line a number, so that a block is ten numbers.
    var numbers: [String: Int] = [:]
    let files = (FileManager.default.enumerator(atPath: sources)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
    for file in files.sorted() {
      let lines = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop { $0 == " " }.reversed()) }
      guard lines.count >= 10 else { continue }
      // Blocks of braces and blank lines say nothing; imports cannot be shared.
      let counts = lines.map { $0.count > 8 && !$0.hasPrefix("import ") }
      let excluded = lines.map { $0.hasPrefix("import ") }
      let ids = lines.map { line in
        if let id = numbers[line] { return id }
        numbers[line] = numbers.count
        return numbers.count - 1
      }
      for start in 0...(lines.count - 10) {
        let range = start..<(start + 10)
        guard counts[range].filter({ $0 }).count >= 6, !excluded[range].contains(true) else { continue }
        let key = Array(ids[range])
        let place = "\(file):\(start + 1)"
        if let first = seen[key] { twice.append("\(place) repeats \(first)") } else { seen[key] = place }
      }
    }
    #expect(twice.isEmpty, "\(twice.prefix(10))")
  }
}
