import Foundation
import LifecycleCore
import LifecycleKnowledge
import Testing

/// The list of majors is the one place that names the set of iOS versions: the bundled
/// profiles, the versions a profile may name and the standard book's version overlays derive
/// from it, and nothing outside the knowledge names the newest major by hand.
@Suite struct IOSMajorsTests {
  @Test func theListIsOldestFirstAndTheProfilesFollowIt() {
    let majors = IOSMajors.all.map(\.major)
    #expect(majors == majors.sorted() && Set(majors).count == majors.count)
    #expect(Profile.all.map(\.id) == majors.map { "ios\($0)" })
    #expect(Profile.knownMajors == majors)
    #expect(IOSMajors.all.filter(\.isUpdated).map(\.major) == [majors[majors.count - 1]], "only the newest is still updated")
    for major in IOSMajors.all {
      #expect(!major.summary.isEmpty)
      #expect(Profile.named("ios\(major.major).\(major.lastMinor)") != nil)
      #expect(Profile.named("ios\(major.major).\(major.lastMinor + 1)") == nil)
    }
  }

  @Test func theStandardBookHoldsEveryMajorsOverlaysInTheListsOrder() {
    let ids = RuleBook.standard.overlays.map(\.id)
    let versions = IOSMajors.all.flatMap(\.overlays).map(\.id)
    guard let start = ids.firstIndex(of: versions[0]) else {
      Issue.record("the oldest major's first overlay is not in the standard book")
      return
    }
    #expect(Array(ids[start..<(start + versions.count)]) == versions)
  }

  /// Adding a major is one line in `IOSMajors.all` and a folder of overlays: no file outside
  /// LifecycleKnowledge names the newest major as a profile (`ios26`), which every list or span
  /// of the bundled majors written by hand would. Generated parts (the format reference's
  /// table of profiles) and transcripts of a command (a fenced block starting with `$ `, which
  /// the transcript tests compare with the command's output) are not places a person edits.
  @Test func aNewMajorTouchesOneListAndOneFolder() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    let newest = "ios\(IOSMajors.all[IOSMajors.all.count - 1].major)"
    var places: [String] = []
    for path in try files(under: root, in: ["Sources", "Fuzz/Checks", "Scenarios/schema", "README.md", "Package.swift"]) {
      guard !path.hasPrefix("Sources/LifecycleKnowledge/") else { continue }
      let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
      for (number, line) in namingLines(text).enumerated() where line.map({ names(newest, in: $0) }) ?? false {
        places.append("\(path):\(number + 1)")
      }
    }
    #expect(places.isEmpty, "these name the newest major by hand; derive them from IOSMajors.all: \(places)")
  }

  /// Whether the line names the profile as a word: `ios26`, `ios26.1`, `ios26-ipad`, not `ios260`.
  func names(_ profile: String, in line: String) -> Bool {
    var rest = Substring(line)
    while let found = rest.range(of: profile) {
      let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
      let after = found.upperBound == line.endIndex ? nil : line[found.upperBound]
      if !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false), !(after?.isNumber ?? false) { return true }
      rest = line[found.upperBound...]
    }
    return false
  }

  /// The file's lines, nil for those in a generated part or a command's transcript.
  func namingLines(_ text: String) -> [String?] {
    var out: [String?] = []
    var generated = false
    // Inside a fenced block, whether it is a transcript: decided by its first line.
    var inFence = false
    var transcript: Bool?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("<!-- The table of profiles is generated") { generated = true }
      if line.hasPrefix("<!-- The end of the generated table of profiles") { generated = false }
      if line.hasPrefix("```") {
        inFence.toggle()
        transcript = nil
        out.append(nil)
        continue
      }
      if inFence, transcript == nil { transcript = line.hasPrefix("$ ") }
      out.append(generated || transcript == true ? nil : line)
    }
    return out
  }

  /// The text files under the folders (and the files named), relative to the root, sorted.
  func files(under root: String, in places: [String]) throws -> [String] {
    var found: [String] = []
    for place in places {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root + "/" + place, isDirectory: &isFolder) else { continue }
      guard isFolder.boolValue else {
        found.append(place)
        continue
      }
      for case let file as String in FileManager.default.enumerator(atPath: root + "/" + place) ?? NSEnumerator()
      where [".swift", ".md", ".json"].contains(where: file.hasSuffix) {
        found.append(place + "/" + file)
      }
    }
    return found.sorted()
  }
}
