import Comparison
import Foundation
import LifecycleCore
import ScenarioLanguage

/// The verdict cache's file as a fuzz surface: each input is a cache file, either its raw
/// bytes or a JSON document whose numbers (format, generation, each entry's use) and fields
/// the input chooses, from the values that broke it before (Int.max, negatives, a wrong
/// checksum), planted in a private sandbox folder.
///
/// Properties: opening it, looking a claim up, remembering one and saving never crash; a
/// planted entry without the right checksum is never a hit; what was saved reads back as a hit.
public enum CacheFileProperties {
  static let numbers = ["0", "1", "2", "-1", "9223372036854775807", "-9223372036854775808", "2147483647", "1e400", "\"x\"", "null"]

  /// The cache file an input plants.
  public static func file(from bytes: [UInt8]) -> [UInt8] {
    var choices = FuzzBytes(bytes)
    guard choices.chance(75) else { return Array(bytes.dropFirst()) }
    var entries: [String] = []
    for index in 0..<choices.number(in: 0...3) {
      let key = choices.chance(70) ? String(repeating: String(index), count: 64) : "k\(index)"
      let sum = choices.chance(50) ? String(repeating: "a", count: 64) : "0"
      let content = choices.chance(50)
        ? "\"claim\":{\"detail\":\"d\",\"evidence\":[],\"verdict\":\"holds\"}" : "\"broken\":[\"x\"]"
      entries.append("\"\(key)\":{\(content),\"sum\":\"\(sum)\",\"used\":\(choices.pick(numbers))}")
    }
    let json = "{\"entries\":{\(entries.joined(separator: ","))},\"format\":\(choices.pick(numbers)),\"generation\":\(choices.pick(numbers))}"
    return Array(json.utf8)
  }

  /// The properties the input breaks.
  public static func check(_ bytes: [UInt8]) -> [Violation] {
    let planted = file(from: bytes)
    return FuzzSandbox.run { root in
      var found = Violations()
      let folder = root + "/cache"
      mkdir(folder, 0o700)
      _ = FileManager.default.createFile(atPath: folder + "/" + VerdictCache.fileName, contents: Data(planted))
      let text = FuzzSandbox.claim(name: "claim", apps: [])
      guard let (scenario, source) = try? ScenarioLoader.decode(bytes: Array(text.utf8), path: root + "/claim.yaml") else {
        found.add("cache: fixture", "the claim does not decode")
        return found.all
      }
      let open = { VerdictCache(folder: folder, build: "fuzz", appBytes: { _, _ in nil }) }
      let cache = open()
      found.expect(cache.claim(scenario, source: source, options: "") == nil, "cache: planted hit", "a planted entry was a hit")
      guard
        let verdict = try? JSONDecoder().decode(
          VerdictCache.ClaimVerdict.self, from: Data(#"{"verdict":"holds","detail":"fuzz","evidence":[]}"#.utf8))
      else {
        found.add("cache: fixture", "the verdict does not decode")
        return found.all
      }
      cache.remember(claim: verdict, of: scenario, source: source, options: "")
      if let failure = cache.save() { found.add("cache: save", failure) }
      found.expect(open().claim(scenario, source: source, options: "") == verdict, "cache: read back", "the saved verdict was not read back")
      return found.all
    }
  }
}
