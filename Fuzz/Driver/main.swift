// The fuzzer's driver. Built by Fuzz/run.sh with `-sanitize=fuzzer,address -DFUZZING`, it
// hands libFuzzer the property checks of FuzzChecks; built as any other target, it replays
// inputs through the same checks:
//
//   lifecycle-fuzz [--mode=text|structure] [--print] FILE|FOLDER...
//
// `--mode=text` (the default) reads each input as a scenario file; `--mode=structure` reads
// it as the structure generator's choices. `--print` prints the scenario a structure input
// generates instead of checking it.
import FuzzChecks
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the driver reads an input.
enum Mode: String {
  case text, structure
  /// Issue 28's surfaces: command lines, claims' `apps:` graphs, verdict cache files.
  case flags, claims, cache
  /// Issue 43's surfaces: the probe generator and the report's writers.
  case writers
}

/// Runs one input through the checks: the properties it breaks.
func check(_ bytes: [UInt8], mode: Mode) -> [Violation] {
  switch mode {
  case .text:
    return ScenarioProperties.check(bytes)
  case .structure:
    let generated = StructureGenerator.scenario(from: bytes)
    return ScenarioProperties.check(Array(generated.text.utf8), expectationsHold: generated.expectationsHold)
  case .flags: return FlagProperties.check(bytes)
  case .claims: return ClaimGraphProperties.check(bytes)
  case .cache: return CacheFileProperties.check(bytes)
  case .writers: return WriterProperties.check(bytes)
  }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var mode = Mode.text
if let given = arguments.first(where: { $0.hasPrefix("--mode=") }) {
  guard let chosen = Mode(rawValue: String(given.dropFirst(7))) else {
    FileHandle.standardError.write(Data("error: --mode is text, structure, flags, claims, cache or writers\n".utf8))
    exit(64)
  }
  mode = chosen
}
arguments.removeAll { $0.hasPrefix("--mode=") }

#if FUZZING
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  nonisolated(unsafe) var fuzzMode = mode
  // libFuzzer ignores flags that start with '--' (ours), and keeps them in the command lines
  // of the jobs it starts in fork mode (Fuzz/run.sh --keep-going), which need the mode too.
  var fuzzArguments = CommandLine.arguments
  var pointers = fuzzArguments.map { strdup($0) } + [nil]
  var count = Int32(fuzzArguments.count)
  let status = pointers.withUnsafeMutableBufferPointer { buffer in
    var base = buffer.baseAddress!
    return LLVMFuzzerRunDriver(&count, &base) { data, size in
      let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
      let violations = check(bytes, mode: fuzzMode)
      guard violations.isEmpty else {
        var report = "lifecycle-fuzz: \(violations.count) propert\(violations.count == 1 ? "y" : "ies") broken\n"
        report += violations.map { "  \($0)\n" }.joined()
        if fuzzMode == .structure {
          let generated = StructureGenerator.scenario(from: bytes)
          report += "the generated scenario (keep it in Fuzz/regressions/ as it is):\n"
          report += generated.text
        }
        FileHandle.standardError.write(Data(report.utf8))
        abort()
      }
      return 0
    }
  }
  exit(status)
#else
  let printing = arguments.contains("--print")
  arguments.removeAll { $0 == "--print" }
  guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: lifecycle-fuzz [--mode=text|structure] [--print] FILE|FOLDER...\n".utf8))
    exit(64)
  }
  var files: [String] = []
  for path in arguments {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      FileHandle.standardError.write(Data("error: no such file or folder: \(path)\n".utf8))
      exit(66)
    }
    if isFolder.boolValue {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      files += names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
    } else {
      files.append(path)
    }
  }
  var broken = 0
  for file in files {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    if printing {
      let generated = StructureGenerator.scenario(from: Array(data))
      print(generated.text, terminator: "")
      continue
    }
    let violations = check(Array(data), mode: mode)
    if violations.isEmpty { continue }
    broken += 1
    print("\(file):")
    for violation in violations { print("  \(violation)") }
  }
  if !printing { print("\(files.count - broken) of \(files.count) inputs keep every property") }
  exit(broken == 0 ? 0 : 1)
#endif
