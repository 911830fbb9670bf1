import Foundation
import LifecycleCore

/// The first line a probe app (`lifecycle probe`) prints: the device it ran on, so that
/// `check --log` compares the log with the prediction of that device's profile.
///
///     lifecycle-probe: ios 17.4; sdk 17; model iPhone15,2; idiom phone; scenario Push and pop
///
/// The line may carry the logging system's columns before it (a timestamp, the process), as
/// every line of a console log may.
package struct ProbeHeader: Hashable, Sendable {
  /// The device's iOS version.
  package var device: IOSVersion
  /// The SDK the app was built with, when the line says.
  package var sdk: IOSVersion?
  /// The hardware model, e.g. `iPhone15,2`.
  package var model: String
  /// `phone` or `pad`.
  package var idiom: String
  /// The 1-based line it was read from.
  package var line: Int

  /// How much of a log's start is read for the header: 64 KiB.
  package static let prefixBytes = 65_536

  /// The label every probe line starts with.
  package static let label = "lifecycle-probe:"

  /// The profile of the device: its version, built with the SDK the line names (else its own).
  package var profile: Profile {
    Profile(device: device, sdk: sdk.map { max($0, device) })
  }

  /// The header of a log: the first line that holds `lifecycle-probe: ios …`, within the
  /// first 200 lines; nil when there is none.
  package static func read(_ text: String) -> ProbeHeader? {
    var number = 0
    for line in text.split(separator: "\n", maxSplits: 200, omittingEmptySubsequences: false) {
      number += 1
      if number > 200 { return nil }
      guard let range = line.range(of: label + " ios ") else { continue }
      return parse(line[range.upperBound...], line: number)
    }
    return nil
  }

  /// Reads `17.4; sdk 17; model …; idiom …; scenario …`.
  static func parse(_ rest: Substring, line: Int) -> ProbeHeader? {
    let fields = rest.split(separator: ";").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard let first = fields.first, let device = version(first) else { return nil }
    var header = ProbeHeader(device: device, sdk: nil, model: "not stated", idiom: "phone", line: line)
    for field in fields.dropFirst() {
      let parts = field.split(separator: " ", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { continue }
      switch parts[0] {
      case "sdk": header.sdk = version(parts[1])
      case "model": header.model = parts[1]
      case "idiom": header.idiom = parts[1]
      default: break
      }
    }
    return header
  }

  /// `17`, `17.4`, `17.4.1` (the patch is dropped).
  static func version(_ text: String) -> IOSVersion? {
    let parts = text.split(separator: ".")
    guard (1...3).contains(parts.count) else { return nil }
    return IOSVersion(parsing: parts.prefix(2).joined(separator: "."))
  }
}
