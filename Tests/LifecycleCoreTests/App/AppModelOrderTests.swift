import LifecycleCore
import Testing

/// `AppModel` numbers the screens in a fixed order: the app's structure, then the declared
/// screens by id (`String`'s order), each followed by its children, then the steps' targets.
/// Ids that are short and ASCII are sorted as packed integers, others as strings: both must
/// give `String`'s order, since indices decide the order of some output.
@Suite struct AppModelOrderTests {
  func model(declaring ids: [String], children: [String: [String]] = [:], root: String = "Root") -> AppModel {
    var screens = ScreenDeclarations()
    for id in ids { screens[id] = ScreenDeclaration(id: id, children: children[id] ?? []) }
    let scenario = Scenario(
      path: "s.yaml", name: "order", source: "test", app: .navigation([root]), screens: screens,
      steps: [
        Step(action: .launch, location: SourceLocation(line: 1, column: 1)),
        Step(action: .push("Target", animated: true), location: SourceLocation(line: 2, column: 1)),
      ])
    return AppModel(scenario)
  }

  /// The texts AppModel gave to the declared screens, expected in `String`'s order.
  func expectStringOrder(_ ids: [String]) {
    let app = model(declaring: ids)
    let declared = app.texts.filter { ids.contains($0) }
    #expect(declared == ids.sorted(), "\(ids)")
    #expect(app.texts.first == "Root")
    #expect(app.texts.last == "Target")
    for (index, text) in app.texts.enumerated() { #expect(app.index[text] == index) }
  }

  @Test func shortASCIIIdsAreInStringOrder() {
    expectStringOrder(["b", "a", "ab", "a\u{1}", "B", "A-2", "A_1", "a.b", "S10", "S9", "S100", "Z", "zz", "0", "_"])
  }

  @Test func idsOfSixteenBytesAndLongerAreInStringOrder() {
    expectStringOrder([
      "ABCDEFGHIJKLMNOP", "ABCDEFGHIJKLMNO", "ABCDEFGHIJKLMNOPQ", "ABCDEFGHIJKLMNOQ", "ABCDEFGH", "ABCDEFGHI",
      "ABCDEFGG", "ABCDEFGHIJKLMNOPA",
    ])
  }

  @Test func idsThatAreNotASCIIAreInStringOrder() {
    expectStringOrder(["Écran", "Ecran", "écran", "Zebra", "日本", "e\u{301}cran2", "a"])
  }

  @Test func childrenFollowTheirParentAndKeepTheirFirstParent() {
    let app = model(declaring: ["B", "A", "C"], children: ["A": ["Y", "X"], "B": ["X"]])
    #expect(app.texts == ["Root", "A", "Y", "X", "B", "C", "Target"])
    let a = app.index["A"]!
    let x = app.index["X"]!
    #expect(app.alwaysChildren[a] == [app.index["Y"]!, x])
    #expect(app.alwaysChildren[app.index["B"]!] == [x])
    #expect(app.declaredParent[x] == a)
  }

  /// A name spelled with other bytes but equal as a `String` (here U+212A KELVIN SIGN for
  /// `K`) is the declared screen, for the model and for the navigator's lookups.
  @Test func canonicallyEquivalentNamesAreOneScreen() {
    let scenario = Scenario(
      path: "s.yaml", name: "kelvin", source: "test", app: .navigation(["Root"]),
      screens: ["Key": ScreenDeclaration(id: "Key")],
      steps: [
        Step(action: .launch, location: SourceLocation(line: 1, column: 1)),
        Step(action: .push("\u{212A}ey", animated: true), location: SourceLocation(line: 2, column: 1)),
      ])
    let app = AppModel(scenario)
    #expect(app.texts == ["Root", "Key"])
    #expect(app.index["\u{212A}ey"] == app.index["Key"])
  }

  @Test func namesAreInternedInOrder() {
    let app = model(declaring: ["M", "K"])
    #expect(app.names.map(\.name) == app.texts)
    #expect(app.names.map { ScreenName($0.name) } == app.names)
  }
}
