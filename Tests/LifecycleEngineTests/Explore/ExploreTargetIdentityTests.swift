import LifecycleCore
import LifecycleEngine
import ScenarioLanguage
import Testing

/// `explore` walks each app once: two files that declare the same app at other lines, with
/// other expectations, are one walk; a file whose app says something else is another.
@Suite struct ExploreTargetIdentityTests {
  static func file(_ lead: String = "", detailEffect: String = "start timer", expect: String = "") -> String {
    """
    name: Identity
    source: test
    \(lead)app:
      navigation: [Home]
    screens:
      - id: Home
      - id: Detail
        effects:
          viewDidAppear: [\(detailEffect)]
    routes:
      Home:
        - push: Detail
      Detail:
        - pop
    steps:
      - launch
      - push: Detail
    \(expect)
    """
  }

  static func identity(_ text: String, path: String) throws -> ExploreTarget.Identity {
    try ExploreTarget(name: "identity", scenario: ScenarioDecoder.decode(text, path: path)).identity
  }

  @Test func theSameAppAtOtherLinesWithAnotherTestIsOneWalk() throws {
    let first = try Self.identity(Self.file(), path: "a.yaml")
    let moved = try Self.identity(
      Self.file("# two lines\n# further down\n", expect: "expect-contains: |\n  Detail viewDidAppear\n"), path: "b.yaml")
    #expect(first == moved)
    #expect(first.hashValue == moved.hashValue)
  }

  @Test func anotherEffectIsAnotherApp() throws {
    #expect(try Self.identity(Self.file(), path: "a.yaml") != Self.identity(Self.file(detailEffect: "stop timer"), path: "a.yaml"))
  }
}
