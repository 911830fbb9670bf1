import Foundation
import LifecycleCore
import LifecycleFiles

/// Writes a probe project into a folder without losing anything a person wrote there.
///
/// The folder's hidden stamp `.lifecycle-probe` lists each file the probe wrote with a
/// checksum of what it wrote. A later run rewrites a file only while it still holds what the
/// probe wrote (a file edited since is kept, and said so), removes only unchanged files it no
/// longer generates, and refuses a folder that holds visible files but no stamp. Each file
/// is written atomically.
package struct ProbeProjectFolder: Sendable {
  /// The folder's path.
  package let path: String

  /// The stamp's name.
  package static let stampName = ".lifecycle-probe"

  /// What a write did.
  package struct Summary: Hashable, Sendable {
    /// Files written, relative to the folder, sorted.
    package var written: [String] = []
    /// Files left alone because they were edited since the probe wrote them, sorted.
    package var kept: [String] = []
  }

  /// Why a folder was not written.
  package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// It holds visible files and no stamp.
    case notAProbeFolder(String, files: [String])
    /// A file could not be written or read.
    case file(String)

    package var description: String {
      switch self {
      case .notAProbeFolder(let folder, let files):
        "\(folder) is not a probe project (it has no \(ProbeProjectFolder.stampName)) and holds "
          + files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
          + "; nothing was written: give a new or empty folder with --output"
      case .file(let message): message
      }
    }
  }

  /// A folder at `path`.
  package init(path: String) {
    self.path = path
  }

  /// Writes `project`'s files.
  package func write(_ project: ProbeProject) throws(Failure) -> Summary {
    let manager = FileManager.default
    let stampPath = path + "/" + Self.stampName
    var recorded: [String: String] = [:]
    if let stamp = try? TextFile.text(at: stampPath) {
      for line in stamp.split(separator: "\n") {
        let parts = line.split(separator: " ", maxSplits: 1)
        if parts.count == 2 { recorded[String(parts[1])] = String(parts[0]) }
      }
    } else if let entries = try? manager.contentsOfDirectory(atPath: path) {
      let visible = entries.filter { !$0.hasPrefix(".") }.sorted()
      if !visible.isEmpty { throw .notAProbeFolder(path, files: visible) }
    }
    var summary = Summary()
    var stamp: [String: String] = [:]
    for (name, text) in project.files.sorted(by: { $0.key < $1.key }) {
      let target = path + "/" + name
      let current = try? TextFile.text(at: target)
      if let current, current != text, recorded[name] != Self.checksum(current) {
        summary.kept.append(name)
        if let old = recorded[name] { stamp[name] = old }
        continue
      }
      do {
        if try AtomicFile.write(text, to: target) { summary.written.append(name) }
      } catch {
        throw .file("\(target): \(error)")
      }
      stamp[name] = Self.checksum(text)
    }
    // Files the probe wrote before and writes no more: removed while unchanged.
    for (name, checksum) in recorded where project.files[name] == nil {
      let target = path + "/" + name
      if let current = try? TextFile.text(at: target), Self.checksum(current) == checksum {
        try? manager.removeItem(atPath: target)
      }
    }
    let stampText = stamp.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)\n" }.joined()
    do {
      try AtomicFile.write(stampText, to: stampPath)
    } catch {
      throw .file("\(stampPath): \(error)")
    }
    return summary
  }

  /// FNV-1a, 64 bits, in hex: enough to tell an edited file from the one written.
  static func checksum(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
