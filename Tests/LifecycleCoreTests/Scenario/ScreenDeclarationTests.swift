import LifecycleCore
import Testing

/// `ScreenDeclaration` keeps its seldom-set fields in one box: they read and set as stored
/// fields, and a declaration whose boxed fields are back at their defaults equals a fresh one.
@Suite struct ScreenDeclarationTests {
  @Test func aPlainDeclarationIsSmall() {
    #expect(MemoryLayout<ScreenDeclaration>.stride <= 72)
  }

  @Test func boxedFieldsReadAndSetAsStoredOnes() {
    var declaration = ScreenDeclaration(id: "A", conditional: ["B"])
    #expect(declaration.conditional == ["B"])
    declaration.effects.append(EffectPlacement(callback: .viewDidLoad, effects: []))
    declaration.instances = 3
    declaration.hosting = ["Login"]
    #expect(declaration.effects.map(\.callback) == [.viewDidLoad])
    #expect(declaration.instances == 3)
    #expect(declaration.hosting == ["Login"])
    #expect(declaration.conditional == ["B"])
  }

  @Test func copiesAreIndependent() {
    var first = ScreenDeclaration(id: "A")
    first.instances = 2
    var second = first
    second.instances = 4
    second.model = .controller
    #expect(first.instances == 2)
    #expect(first.model == nil)
    #expect(second.instances == 4)
  }

  @Test func defaultsAgainEqualAFreshDeclaration() {
    var declaration = ScreenDeclaration(id: "A")
    declaration.instances = 2
    declaration.conditional = ["C"]
    #expect(declaration != ScreenDeclaration(id: "A"))
    declaration.instances = nil
    declaration.conditional = []
    #expect(declaration == ScreenDeclaration(id: "A"))
    #expect(declaration.hashValue == ScreenDeclaration(id: "A").hashValue)
  }
}
