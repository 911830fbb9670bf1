import Foundation
import LifecycleTestSupport
import ProbeProject
import ScenarioLanguage
import Testing

/// The projects of ten scenarios, kept whole: a UIKit app with a storyboard screen, a UIKit
/// tab bar with a sheet, seed 003's SwiftUI app, and one for each structure the probe wrote
/// later: a SwiftUI List scrolled, a UIKit table view's cells, a trait change observed, an app
/// delegate without scenes, second instances with children, a split view in a SwiftUI tab, and
/// a UIKit stack in a SwiftUI tab. A change to the probe shows in review.
/// `LIFECYCLE_RECORD_PROBE=1 swift test --filter ProbeGoldenTests` rewrites them.
@Suite struct ProbeGoldenTests {
  static let scenarios = [
    "Scenarios/seeds/seed004-creation-order.yaml",
    "Scenarios/uikit/sheet-over-tab-navigation-stack.yaml",
    "Scenarios/seeds/seed003-part2-cancelled-swipe.yaml",
    "Scenarios/swiftui/s18-list-rows-scroll.yaml",
    "Scenarios/uikit/table-view-cells.yaml",
    "Scenarios/uikit/trait-change-registration-ios17.yaml",
    "Scenarios/uikit/app-delegate-without-scenes.yaml",
    "Scenarios/instances/product-with-children-twice.yaml",
    "Scenarios/swiftui/s27-navigation-split-view-in-tab-iphone.yaml",
    "Scenarios/mixed/uikit-stack-in-swiftui-tab.yaml",
  ]

  @Test(arguments: scenarios)
  func projectMatchesItsGolden(_ path: String) throws {
    let root = repositoryRoot()
    var (scenario, _) = try ScenarioLoader.load(path: root + "/" + path)
    scenario.path = path
    let project = try ProbeProject(scenario)
    let golden = root + "/Tests/ProbeProjectTests/Goldens/" + URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    if ProcessInfo.processInfo.environment["LIFECYCLE_RECORD_PROBE"] == "1" {
      try? FileManager.default.removeItem(atPath: golden)
      for (name, text) in project.files { try writeFile(text, to: golden + "/" + name) }
    }
    let kept = try Self.files(under: golden)
    #expect(kept.keys.sorted() == project.files.keys.sorted(), "the project's files differ from \(golden)")
    for (name, text) in project.files.sorted(by: { $0.key < $1.key }) {
      #expect(kept[name] == text, "\(name) differs from its golden; LIFECYCLE_RECORD_PROBE=1 swift test --filter ProbeGoldenTests rewrites it")
    }
  }

  static func files(under folder: String) throws -> [String: String] {
    var files: [String: String] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return files }
    while let name = walker.nextObject() as? String {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue else { continue }
      files[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }
    return files
  }
}
