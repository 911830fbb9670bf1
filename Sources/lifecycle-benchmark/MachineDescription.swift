import Foundation

/// The machine the figures come from: cores, CPU model, memory, toolchain build.
enum MachineDescription {
  static var current: String {
    var parts = ["\(ProcessInfo.processInfo.activeProcessorCount) cores"]
    if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let colon = line.firstIndex(of: ":")
    {
      parts.append(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
    parts.append(String(format: "%.1f GB memory", Double(ProcessInfo.processInfo.physicalMemory) / 1e9))
    #if DEBUG
      parts.append("DEBUG BUILD: figures are meaningless, run with -c release")
    #endif
    parts.append("load average " + loadAverage)
    return "machine: " + parts.joined(separator: ", ")
  }

  /// The load averages over 1, 5 and 15 minutes (`/proc/loadavg`): on a shared machine
  /// every figure is read beside them.
  static var loadAverage: String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }
}
