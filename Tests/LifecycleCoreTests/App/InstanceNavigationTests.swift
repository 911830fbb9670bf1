import LifecycleCore
import LifecycleTestSupport
import Testing

/// A screen pushed or presented while it is in the app brings in a new instance.
@Suite struct InstanceNavigationTests {
  @Test func aPushOfAScreenInTheAppBringsInItsSecondInstance() throws {
    let scenario = makeScenario(
      .navigation(["List"]),
      [.launch, .push("Detail", animated: true), .push("Detail", animated: true), .pop(animated: true)])
    let transitions = try navigate(scenario)
    #expect(transitions[2].outgoing == ["Detail"])
    #expect(transitions[2].incoming == ["Detail#2"])
    #expect(transitions[3].released == ["Detail#2"])
  }

  @Test func aFreedNumberIsTakenAgainLowestFirst() throws {
    let scenario = makeScenario(
      .navigation(["List"]),
      [
        .launch, .push("Detail", animated: true), .push("Detail", animated: true), .push("Detail", animated: true),
        .pop(animated: true), .push("Detail", animated: true),
      ])
    let transitions = try navigate(scenario)
    #expect(transitions[3].incoming == ["Detail#3"])
    #expect(transitions[5].incoming == ["Detail#3"])
  }

  @Test func aPresentedInstanceIsDismissedByItsName() throws {
    let scenario = makeScenario(
      .screen("Home"),
      [
        .launch, .present("Card", style: .fullScreen, inNavigation: false, animated: true),
        .present("Card", style: .fullScreen, inNavigation: false, animated: true), .dismiss("Card#2", animated: true),
      ])
    let transitions = try navigate(scenario)
    #expect(transitions[3].released == ["Card#2"])
    #expect(transitions[3].incoming == ["Card"])
  }

  @Test func aSecondInstanceOfAScreenWithChildrenBringsInstancesOfItsChildren() throws {
    let scenario = makeScenario(
      .navigation(["List"]), screens: [ScreenDeclaration(id: "Detail", children: ["Header"], conditional: ["Badge"])],
      [
        .launch, .push("Detail", animated: true), .push("Detail", animated: true),
        .show("Badge#2", replacing: nil, transition: .default, animated: false), .pop(animated: true),
      ])
    let transitions = try navigate(scenario)
    #expect(transitions[2].incoming == ["Detail#2", "Header#2"])
    #expect(transitions[2].outgoing == ["Detail", "Header"])
    #expect(transitions[3].incoming == ["Badge#2"])
    #expect(transitions[4].released == ["Detail#2", "Header#2", "Badge#2"])
  }

  @Test func aChildsInstanceTakesItsParentsNumberAndIsItsChild() {
    var detail = ScreenDeclaration(id: "Detail", children: ["Header"], conditional: ["Badge"])
    detail.instances = 3
    let header = ScreenDeclaration(id: "Header", children: ["Logo"])
    let app = AppModel(makeScenario(.navigation(["List"]), screens: [detail, header], [.launch]))
    let detail2 = app.index["Detail#2"]!
    let detail3 = app.index["Detail#3"]!
    let header3 = app.index["Header#3"]!
    #expect(app.alwaysChildren[detail3] == [header3])
    #expect(app.alwaysChildren[header3] == [app.index["Logo#3"]!])
    #expect(app.conditionalParents[app.index["Badge#2"]!] == [detail2])
    #expect(app.type(of: header3) == app.index["Header"]! && app.isChild(header3))
  }

  @Test func theModelGivesInstancesTheirScreensContentAfterEveryOtherScreen() {
    var detail = ScreenDeclaration(id: "Detail", content: .swiftui)
    detail.instances = 3
    let app = AppModel(makeScenario(.navigation(["List"]), screens: [detail], [.launch]), freshScreens: 2)
    let detailIndex = app.index["Detail"]!
    let instances = app.instances(of: detailIndex)
    #expect(instances.map { app.texts[$0] } == ["Detail#2", "Detail#3"])
    #expect(app.freshScreens.map { app.texts[$0] } == ["New1", "New2"])
    #expect(instances.allSatisfy { $0 >= app.firstInstance && app.type(of: $0) == detailIndex && app.content[$0] == .swiftui })
    #expect(app.instanceCap(of: detailIndex) == 3)
    #expect(app.instanceCap(of: app.index["List"]!) == 1)
  }
}
