import Foundation
import LifecycleTestSupport
import Testing

/// The two simulators are rooms of LifecycleCore: `UIKitSimulator/` holds the UIKit lane, its
/// states and the UIKit part of the navigator, `SwiftUISimulator/` the SwiftUI ones, and
/// `Structure/` the framework-neutral structure of screens that both read. They share one
/// target (the action catalog names both navigator parts), so the compiler does not keep
/// them apart: these tests do, by the type names each folder declares.
@Suite struct SimulatorRoomsTests {
  static let core = repositoryRoot() + "/Sources/LifecycleCore/"

  /// The Swift files of a folder of LifecycleCore, with their text.
  static func files(_ folder: String) throws -> [(name: String, text: String)] {
    let path = core + folder
    return try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".swift") }.sorted().map {
      ($0, try String(contentsOfFile: path + "/" + $0, encoding: .utf8))
    }
  }

  /// The types a folder declares (`struct X`, `enum X`, `final class X`, `protocol X`).
  static func declaredTypes(_ folder: String) throws -> Set<String> {
    let pattern = try NSRegularExpression(pattern: #"(?m)^(?:public |package )?(?:final )?(?:struct|enum|class|protocol) (\w+)"#)
    var names: Set<String> = []
    for (_, text) in try files(folder) {
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        names.insert(String(text[Range(match.range(at: 1), in: text)!]))
      }
    }
    return names
  }

  /// The files of `folder` that name one of `types` as a word, with the names.
  static func namings(in folder: String, of types: Set<String>) throws -> [String] {
    try files(folder).compactMap { name, text in
      let words = Set(text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
      let named = words.intersection(types).sorted()
      return named.isEmpty ? nil : "\(folder)/\(name): \(named.joined(separator: ", "))"
    }
  }

  @Test func eachSimulatorHoldsItsLaneItsStatesAndItsNavigatorPart() throws {
    for (folder, expected) in [
      ("UIKitSimulator", ["UIKitLane.swift", "UIKitState.swift", "ControllerState.swift", "Navigator+Appearance.swift"]),
      ("SwiftUISimulator", ["SwiftUILane.swift", "SwiftUIState.swift", "ViewState.swift", "Navigator+Views.swift"]),
    ] {
      let names = Set(try Self.files(folder).map(\.name))
      #expect(Set(expected).isSubset(of: names), "\(folder) lacks \(Set(expected).subtracting(names).sorted())")
    }
  }

  @Test func neitherSimulatorNamesTheOthersTypes() throws {
    let uikit = try Self.declaredTypes("UIKitSimulator")
    let swiftui = try Self.declaredTypes("SwiftUISimulator")
    #expect(uikit.contains("UIKitLane") && swiftui.contains("SwiftUILane"))
    #expect(try Self.namings(in: "UIKitSimulator", of: swiftui) == [])
    #expect(try Self.namings(in: "SwiftUISimulator", of: uikit) == [])
  }

  /// The structure is framework-neutral: only the world, which is a structure beside both
  /// simulators' states, names a simulator's type.
  @Test func theStructureNamesNoSimulatorsTypeButTheWorld() throws {
    let simulators = try Self.declaredTypes("UIKitSimulator").union(Self.declaredTypes("SwiftUISimulator"))
    let namings = try Self.namings(in: "Structure", of: simulators).filter { !$0.hasPrefix("Structure/World.swift:") }
    #expect(namings == [])
  }
}
