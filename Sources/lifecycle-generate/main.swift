import Foundation
// Writes the files generated from the action catalog: the step part of the scenario JSON
// Schema, the steps of the fuzzer's dictionary, and the table of steps of the scenario
// format's reference (ScenarioFormatSteps.md in the DocC catalog); and those generated from
// the list of majors (IOSMajors): the schema's profile and SDK patterns and the table of
// profiles (ScenarioFormat.md). Run from the repository's root:
//
//     swift run lifecycle-generate
//
// Tests fail while any of them is stale, naming this command.
import FuzzChecks
import LifecycleCore
import LifecycleFiles
import ScenarioLanguage

let generated: [(path: String, splice: (String) -> String?)] = [
  (StepSchema.path, StepSchema.spliced(into:)),
  (StepDictionary.path, StepDictionary.spliced(into:)),
  (StepTable.path, StepTable.spliced(into:)),
  (ProfileSchema.path, ProfileSchema.spliced(into:)),
  (ProfileTable.path, ProfileTable.spliced(into:)),
]

var failed = false
for (path, splice) in generated {
  do {
    guard let text = try TextFile.text(at: path) else {
      print("\(path): error: no such file; run lifecycle-generate from the repository's root")
      failed = true
      continue
    }
    guard let new = splice(text) else {
      print("\(path): error: the generated part's first or last line is missing")
      failed = true
      continue
    }
    print(try AtomicFile.write(new, to: path) ? "wrote \(path)" : "\(path) is up to date")
  } catch {
    print("\(path): error: \(error)")
    failed = true
  }
}
if failed { exit(1) }
