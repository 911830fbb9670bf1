import LifecycleCore
import ScenarioLanguage
import Testing

/// What the writer writes, the reader reads back as the same scenario.
@Suite struct ScenarioWriterTests {
  /// Every action with every option it can carry.
  let actions: [Action] = [
    .launch, .push("B", animated: true), .push("C", animated: false), .pop(animated: true), .pop(animated: false),
    .popToRoot(animated: false), .swipeBack(completed: true), .swipeBack(completed: false),
    .present("D", style: .formSheet, inNavigation: true, animated: false),
    .present("E", style: .overFullScreen, inNavigation: false, animated: true), .dismiss(nil, animated: true),
    .dismiss(nil, animated: false), .dismiss("D", animated: false), .swipeDown(completed: true), .swipeDown(completed: false),
    .selectTab(.index(1)), .selectTab(.screen("T")), .background, .foreground, .rotate,
    .show("Banner", replacing: nil, transition: .default, animated: false),
    .show("Empty", replacing: "Banner", transition: .identity, animated: true), .hide("Empty", animated: true),
    .hide("Header", animated: false),
  ]

  func roundTrip(_ scenario: Scenario) throws -> Scenario {
    let text = ScenarioWriter.text(of: scenario, header: ["generated", "", "by a test"])
    return try ScenarioDecoder.decode(text, path: "written.yaml")
  }

  func scenario(screens: ScreenDeclarations) -> Scenario {
    Scenario(
      path: "written.yaml", name: "law: A deinit while it \"has\" appeared # not a comment", about: "line one\n\nline three: with a colon",
      source: "lifecycle explore; §9 [brackets], {braces}", host: .swiftui, profile: Profile(device: IOSVersion(13), sdk: IOSVersion(17)),
      app: .tabs([.navigation(["A", "1"]), .screen("T")]), screens: screens, observe: [.viewWillAppear, .onAppear],
      steps: actions.enumerated().map { Step(action: $1, location: SourceLocation(line: $0 + 1, column: 1)) },
      content: .swiftui, probe: true)
  }

  @Test func everyActionAndOptionReadsBackTheSame() throws {
    let original = scenario(screens: [
      "A": ScreenDeclaration(
        id: "A", title: "Home: first", storyboard: true, children: ["Header"], conditional: ["Banner", "Empty"], content: .uikit, probe: false)
    ])
    let read = try roundTrip(original)
    #expect(read.steps.map(\.action) == original.steps.map(\.action))
    #expect(read.name == original.name)
    #expect(read.about?.trimmingSuffixNewlines == original.about)
    #expect(read.source == original.source)
    #expect(read.host == original.host && read.profile == original.profile)
    #expect(read.app == original.app)
    #expect(read.observe == original.observe)
    #expect(read.content == .swiftui && read.probe)
    let declaration = try #require(read.screens["A"])
    #expect(declaration.title == "Home: first" && declaration.storyboard && declaration.children == ["Header"])
    #expect(declaration.conditional == ["Banner", "Empty"] && declaration.content == .uikit && declaration.probe == false)
  }

  /// A container that forwards no appearance (`forwards-appearance: false`) reads back so; one
  /// that does writes nothing.
  @Test func aContainerThatForwardsNoAppearanceReadsBackSo() throws {
    var container = ScreenDeclaration(id: "A", children: ["Header"], conditional: ["Banner", "Empty"])
    container.forwardsAppearance = false
    let read = try roundTrip(scenario(screens: ["A": container, "Header": ScreenDeclaration(id: "Header")]))
    #expect(read.screens["A"]?.forwardsAppearance == false)
    #expect(read.screens["Header"]?.forwardsAppearance ?? true)
  }

  /// An iPad profile keeps its idiom (an audit's counterexample of an iPad app was written
  /// as an iPhone's), with its SDK when it differs.
  @Test func anIPadProfileReadsBackAsAnIPad() throws {
    for profile in [Profile(device: IOSVersion(17), idiom: .pad), Profile(device: IOSVersion(13), sdk: IOSVersion(17), idiom: .pad)] {
      var original = scenario(screens: ["A": ScreenDeclaration(id: "A", children: ["Header"], conditional: ["Banner", "Empty"])])
      original.profile = profile
      #expect(try roundTrip(original).profile == profile)
    }
  }

  @Test func aFileWithDeclarationsDeclaresEveryScreenItsStepsName() throws {
    // The reader refuses an undeclared screen once a file has `screens:`.
    let read = try roundTrip(scenario(screens: ["A": ScreenDeclaration(id: "A", children: ["Header"], conditional: ["Banner", "Empty"])]))
    for id in ["B", "C", "D", "E"] { #expect(read.screens[id] != nil, "\(id) is declared") }
  }

  @Test func plainWordsStayPlainAndTheRestIsQuoted() {
    #expect(ScenarioWriter.scalar("New1") == "New1")
    #expect(ScenarioWriter.scalar("écran_2.b-c") == "écran_2.b-c")
    #expect(ScenarioWriter.scalar("-x") == "\"-x\"")
    #expect(ScenarioWriter.scalar("a: b") == "\"a: b\"")
    #expect(ScenarioWriter.scalar("say \"hi\"\\") == "\"say \\\"hi\\\"\\\\\"")
    #expect(ScenarioWriter.scalar("") == "\"\"")
  }

  @Test func theHeaderIsCommentLinesFirst() {
    let text = ScenarioWriter.text(of: scenario(screens: [:]), header: ["one", "two"])
    #expect(text.hasPrefix("# one\n# two\nname: "))
    #expect(text.hasSuffix("  - hide: Header\n"))
  }
}

extension String {
  /// The text without the newlines a literal block ends with.
  fileprivate var trimmingSuffixNewlines: String {
    var text = self
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
