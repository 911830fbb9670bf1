import Foundation
import LifecycleTestSupport
import Testing

/// The two library products are for iOS test targets too (`platforms:` in Package.swift), but
/// CI builds on Linux only, where Foundation and Glibc offer APIs iOS lacks. This scans the
/// sources of every module the products reach (following `import` lines from
/// `Sources/LifecycleLab` and `Sources/LifecycleLabTesting`) for those APIs outside an
/// `#if canImport(…)` or `#if os(…)` block, so that a Linux build cannot hide an iOS break.
/// It does not replace an iOS build, which has not been run here.
@Suite struct PlatformAvailabilityTests {
  @Test func theLibraryModulesUseNoAPIMissingOnIOS() throws {
    let root = repositoryRoot()
    let modules = try AvailabilityScan.libraryModules(root: root)
    var findings: [String] = []
    for module in modules {
      for file in try AvailabilityScan.swiftFiles(in: root + "/Sources/" + module) {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let relative = String(file.dropFirst(root.count + 1))
        findings += AvailabilityScan.findings(in: text).map { "\(relative):\($0.line): \($0.api) (\($0.why))" }
      }
    }
    #expect(findings.isEmpty, "guard these with #if canImport(…) or #if os(…), or use an API iOS has:\n\(findings.joined(separator: "\n"))")
  }

  @Test func theScanFollowsTheProductsImportsAndLeavesTheToolOut() throws {
    let modules = try AvailabilityScan.libraryModules(root: repositoryRoot())
    for expected in [
      "LifecycleLab", "LifecycleLabTesting", "LifecycleCore", "ScenarioLanguage",
      "LifecycleEngine", "Comparison", "Reporting", "LifecycleFiles",
    ] {
      #expect(modules.contains(expected), "\(expected)")
    }
    #expect(!modules.contains("LifecycleCLI"))
    #expect(!modules.contains("lifecycle"))
  }

  /// The scan can fail: each API is found in plain code, and none inside a platform block or
  /// a comment.
  @Test func theScanFindsEachAPIOutsidePlatformBlocks() {
    let unguarded = """
      import Glibc
      let task = Process()
      let symbol = dlsym(nil, "x")
      _ = mallopt(1, 2)
      let home = FileManager.default.homeDirectoryForCurrentUser
      let child = fork()
      """
    #expect(AvailabilityScan.findings(in: unguarded).map(\.line) == [1, 2, 3, 4, 5, 6])
    let guarded = """
      #if canImport(Glibc)
        import Glibc
      #elseif canImport(Darwin)
        import Darwin
      #endif
      #if os(Linux)
        _ = mallopt(1, 2)
        #if DEBUG
          let task = Process()
        #endif
      #else
        let task = Process()
      #endif
      // Process() and dlsym in a comment are words, not calls.
      let info = ProcessInfo.processInfo.activeProcessorCount
      """
    #expect(AvailabilityScan.findings(in: guarded).isEmpty)
    #expect(AvailabilityScan.findings(in: "#if DEBUG\nlet t = Process()\n#endif\n").map(\.line) == [2])
  }
}

/// Finds APIs that iOS lacks in Swift source outside platform conditionals.
enum AvailabilityScan {
  /// One use of a missing API.
  struct Finding: Equatable {
    var line: Int
    var api: String
    var why: String
  }

  /// The APIs, as patterns, with why iOS lacks them.
  static let missingOnIOS: [(pattern: String, api: String, why: String)] = [
    (#"\bProcess\s*\("#, "Process", "Foundation's Process runs programs: macOS and Linux only"),
    (#"\bNSTask\b"#, "NSTask", "runs programs: macOS only"),
    (#"\bimport\s+(Glibc|Musl)\b"#, "Glibc/Musl", "the Linux C libraries; iOS has Darwin"),
    (#"\bGlibc\."#, "Glibc", "the Linux C library; iOS has Darwin"),
    (#"\bdl(sym|open)\s*\("#, "dlsym/dlopen", "dynamic lookup: refused by App Store review, unreliable on iOS"),
    (#"\b(mallopt|malloc_trim|mallinfo2?)\s*\("#, "glibc malloc tuning", "glibc only"),
    (#"(^|[^.\w])(v?fork|execv[pe]?|execl[pe]?|posix_spawnp?|system)\s*\("#, "process creation", "unavailable on iOS"),
    (#"homeDirectoryForCurrentUser|homeDirectory\s*\(\s*forUser"#, "FileManager home folders", "macOS only"),
    (#"\bNSHomeDirectoryForUser\b"#, "NSHomeDirectoryForUser", "macOS only"),
    (#"\bimport\s+AppKit\b|\bNSWorkspace\b"#, "AppKit", "macOS only"),
  ]

  /// The findings in one file's text, by line.
  static func findings(in text: String) -> [Finding] {
    var found: [Finding] = []
    // One entry per open `#if`: whether that block is platform-specific.
    var blocks: [Bool] = []
    for (index, raw) in text.components(separatedBy: "\n").enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#if") {
        blocks.append(isPlatformCondition(line))
        continue
      }
      if line.hasPrefix("#endif") {
        _ = blocks.popLast()
        continue
      }
      if line.hasPrefix("#else") { continue }
      guard !blocks.contains(true) else { continue }
      let code = raw.components(separatedBy: "//")[0]
      for api in missingOnIOS where code.range(of: api.pattern, options: .regularExpression) != nil {
        found.append(Finding(line: index + 1, api: api.api, why: api.why))
      }
    }
    return found
  }

  /// Whether an `#if` line asks about the platform.
  static func isPlatformCondition(_ line: String) -> Bool {
    line.contains("canImport(") || line.contains("os(") || line.contains("targetEnvironment(")
  }

  /// The modules the two library products reach, following `import` lines between folders
  /// of `Sources/`.
  static func libraryModules(root: String) throws -> Set<String> {
    var modules: Set<String> = []
    var pending = ["LifecycleLab", "LifecycleLabTesting"]
    while let module = pending.popLast() {
      guard modules.insert(module).inserted else { continue }
      for file in try swiftFiles(in: root + "/Sources/" + module) {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        for line in text.components(separatedBy: "\n") {
          let words = line.split(separator: " ").map(String.init)
          guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
          let imported = words[index + 1]
          var isFolder: ObjCBool = false
          if FileManager.default.fileExists(atPath: root + "/Sources/" + imported, isDirectory: &isFolder), isFolder.boolValue {
            pending.append(imported)
          }
        }
      }
    }
    return modules
  }

  /// The Swift files under a folder, sorted.
  static func swiftFiles(in folder: String) throws -> [String] {
    let names = try FileManager.default.subpathsOfDirectory(atPath: folder)
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
  }
}
