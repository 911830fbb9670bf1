import Foundation
import LifecycleCore
import ScenarioLanguage

/// Claims' `apps:` as a fuzz surface: each input is a graph of up to 12 claim files, each
/// naming any of the files (itself included, some twice, some missing), written into a
/// sandbox folder and loaded as every command loads them.
///
/// Properties: every file loads or fails with errors located in it; a claim that names its
/// own file fails with that error at its `apps:` line; the whole folder loads in bounded time
/// (each file's apps read once: a cycle or a deep DAG must not be followed).
public enum ClaimGraphProperties {
  /// The graph an input chooses: for each file, the files its claim names (by index; the
  /// file count means a missing file).
  public static func graph(from bytes: [UInt8]) -> [[Int]] {
    var choices = FuzzBytes(bytes)
    let count = choices.number(in: 1...12)
    return (0..<count).map { _ in
      (0..<choices.number(in: 0...4)).map { _ in choices.below(count + 1) }
    }
  }

  /// The properties the input breaks.
  public static func check(_ bytes: [UInt8]) -> [Violation] {
    let graph = graph(from: bytes)
    return FuzzSandbox.run { root in
      for (index, apps) in graph.enumerated() {
        let names = apps.map { "f\($0).yaml" }
        let text = names.isEmpty ? FuzzSandbox.app : FuzzSandbox.claim(name: "f\(index)", apps: names)
        FuzzSandbox.write(text, to: root + "/f\(index).yaml")
      }
      var found = Violations()
      let start = ContinuousClock.now
      for (index, apps) in graph.enumerated() {
        let path = root + "/f\(index).yaml"
        do {
          _ = try ScenarioLoader.load(path: path)
          found.expect(!apps.contains(index), "claims: self", "f\(index) names itself and loaded")
          found.expect(!apps.contains(graph.count), "claims: missing", "f\(index) names a missing file and loaded")
        } catch let error as DiagnosticList {
          found.expect(
            error.diagnostics.allSatisfy { $0.path == path && $0.location != nil }, "claims: location",
            "\(error.diagnostics.map(\.headline))")
          if apps.contains(index) {
            found.expect(
              error.diagnostics.contains { $0.message.contains("is the claim's own file") }, "claims: self",
              "f\(index) names itself: \(error.diagnostics.map(\.message))")
          }
        } catch {
          found.add("claims: error", "\(error)")
        }
      }
      found.expect(ContinuousClock.now - start < .seconds(5), "claims: time", "\(graph.count) files took \(ContinuousClock.now - start)")
      return found.all
    }
  }
}
