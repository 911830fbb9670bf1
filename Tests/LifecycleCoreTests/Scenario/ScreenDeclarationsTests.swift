import LifecycleCore
import Testing

/// `ScreenDeclarations` reads like a dictionary by id and keeps the file's order.
@Suite struct ScreenDeclarationsTests {
  func declaration(_ id: String, children: [String] = []) -> ScreenDeclaration {
    ScreenDeclaration(id: id, children: children)
  }

  @Test func keepsTheOrderTheyAreDeclaredIn() {
    let screens = ScreenDeclarations(["Zebra", "Apple", "Mango"].map { declaration($0) })
    #expect(screens.keys == ["Zebra", "Apple", "Mango"])
    #expect(screens.map(\.key) == ["Zebra", "Apple", "Mango"])
    #expect(screens.count == 3)
    #expect(screens["Apple"]?.id == "Apple")
    #expect(screens["Pear"] == nil)
  }

  @Test func assigningReplacesInPlaceAddsAtTheEndAndRemoves() {
    var screens: ScreenDeclarations = ["A": declaration("A"), "B": declaration("B"), "C": declaration("C")]
    screens["A"]!.children = ["X"]
    screens["D"] = declaration("D")
    #expect(screens.keys == ["A", "B", "C", "D"])
    #expect(screens["A"]?.children == ["X"])
    screens["B"] = nil
    #expect(screens.keys == ["A", "C", "D"])
    #expect(screens["C"]?.id == "C")
    #expect(screens["D"]?.id == "D")
    #expect(screens["B"] == nil)
  }

  @Test func theKeyIsTheID() {
    var screens = ScreenDeclarations()
    screens["Home"] = declaration("Other")
    #expect(screens.keys == ["Home"])
    #expect(screens["Home"]?.id == "Home")
  }

  @Test func aLaterDeclarationOfAnIDReplacesTheEarlierInItsPlace() {
    let screens = ScreenDeclarations([declaration("A"), declaration("B"), declaration("A", children: ["C"])])
    #expect(screens.keys == ["A", "B"])
    #expect(screens["A"]?.children == ["C"])
  }

  @Test func aDictionaryBecomesDeclarationsInTheOrderOfTheirIDs() {
    let dictionary = ["Mango": declaration("Mango"), "Apple": declaration("Apple"), "Zebra": declaration("Other")]
    let screens = ScreenDeclarations(dictionary)
    #expect(screens.keys == ["Apple", "Mango", "Zebra"])
    #expect(screens["Zebra"]?.id == "Zebra")
  }

  @Test func equalityAndHashIgnoreTheOrder() {
    let forward = ScreenDeclarations([declaration("A"), declaration("B", children: ["A"])])
    let backward = ScreenDeclarations([declaration("B", children: ["A"]), declaration("A")])
    #expect(forward == backward)
    #expect(forward.hashValue == backward.hashValue)
    #expect(forward != ScreenDeclarations([declaration("A"), declaration("B")]))
  }

  /// Ids compare as `String` does: canonically equivalent spellings are one id.
  @Test func canonicallyEquivalentIDsAreOneScreen() {
    var screens = ScreenDeclarations([declaration("Key"), declaration("E\u{301}cran")])
    #expect(screens["\u{212A}ey"]?.id == "Key")
    #expect(screens["Écran"] != nil)
    screens["\u{212A}ey"] = declaration("Key", children: ["X"])
    #expect(screens.count == 2)
  }

  /// A large set, built in one sweep, finds every id.
  @Test func aMillionthScaleSetFindsEveryID() {
    let ids = (0..<40_000).map { "S\($0)" }
    let screens = ScreenDeclarations(ids.map { declaration($0) })
    #expect(screens.keys == ids)
    #expect(ids.allSatisfy { screens[$0]?.id == $0 })
    #expect(!screens.contains("S40000"))
  }
}
