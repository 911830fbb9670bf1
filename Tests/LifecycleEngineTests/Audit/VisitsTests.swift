import LifecycleCore
import LifecycleEngine
import Testing

/// The visit definition of issue 11, read from the structure after each step: completed
/// transitions begin and end visits; a card sheet, the background and cancelled gestures do not.
@Suite struct VisitsTests {
  /// Whether `screen` is visited (and in the window) after each step.
  func trace(_ scenario: Scenario, _ screen: String) throws -> (visited: [Bool], inWindow: [Bool]) {
    let engine = Engine(scenario: scenario)
    let index = try #require(engine.app.index[screen])
    var world = engine.initialWorld
    var visited: [Bool] = []
    var inWindow: [Bool] = []
    for step in scenario.steps {
      world = try engine.step(world, step.action).world
      visited.append(Visits.visited(world.structure)[index])
      inWindow.append(Visits.inWindow(world.structure)[index])
    }
    return (visited, inWindow)
  }

  let screens = "  - id: Detail"

  @Test func aPushBeginsTheDestinationsVisitAndEndsTheSources() throws {
    let scenario = try auditScenario(screens: screens, steps: ["launch", "push: Detail"])
    #expect(try trace(scenario, "Home").visited == [true, false])
    #expect(try trace(scenario, "Detail").visited == [false, true])
  }

  @Test func aPopEndsThePoppedVisitAndBeginsTheRevealedOne() throws {
    let scenario = try auditScenario(screens: screens, steps: ["launch", "push: Detail", "pop"])
    #expect(try trace(scenario, "Home").visited == [true, false, true])
    #expect(try trace(scenario, "Detail").visited == [false, true, false])
  }

  @Test func aCancelledSwipeNeitherBeginsNorEndsAVisit() throws {
    let scenario = try auditScenario(screens: screens, steps: ["launch", "push: Detail", "swipe-back: cancel"])
    #expect(try trace(scenario, "Home").visited == [true, false, false])
    #expect(try trace(scenario, "Detail").visited == [false, true, true])
  }

  @Test func aCardSheetNeitherBeginsNorEndsThePresentersVisit() throws {
    let scenario = try auditScenario(
      screens: screens, steps: ["launch", "present: Sheet\n    style: pageSheet", "swipe-down: cancel", "dismiss"])
    #expect(try trace(scenario, "Home").visited == [true, true, true, true])
    #expect(try trace(scenario, "Sheet").visited == [false, true, true, false])
  }

  @Test func aFullScreenPresentationEndsTheVisitAndOverFullScreenKeepsTheViewInTheWindow() throws {
    let full = try auditScenario(screens: screens, steps: ["launch", "present: Cover\n    style: fullScreen"])
    #expect(try trace(full, "Home").visited == [true, false])
    #expect(try trace(full, "Home").inWindow == [true, false])
    let over = try auditScenario(screens: screens, steps: ["launch", "present: Cover\n    style: overFullScreen"])
    #expect(try trace(over, "Home").visited == [true, false])
    #expect(try trace(over, "Home").inWindow == [true, true])
  }

  @Test func theBackgroundNeitherBeginsNorEndsAVisit() throws {
    let scenario = try auditScenario(screens: screens, steps: ["launch", "push: Detail", "background", "foreground"])
    #expect(try trace(scenario, "Detail").visited == [false, true, true, true])
    #expect(try trace(scenario, "Detail").inWindow == [false, true, true, true])
  }

  @Test func aTabSwitchEndsTheOldTabsVisit() throws {
    let scenario = try auditScenario(
      app: "  tabs: [Home, Detail]", screens: screens, steps: ["launch", "select-tab: 1", "select-tab: 0"])
    #expect(try trace(scenario, "Home").visited == [true, false, true])
    #expect(try trace(scenario, "Detail").visited == [false, true, false])
  }

  @Test(arguments: ["uikit", "swiftui"])
  func visitsAreTheSameInBothHosts(host: String) throws {
    let scenario = try auditScenario(
      host: host, screens: screens, steps: ["launch", "push: Detail", "swipe-back: cancel", "present: Sheet", "dismiss", "pop"])
    #expect(try trace(scenario, "Home").visited == [true, false, false, false, false, true])
    #expect(try trace(scenario, "Detail").visited == [false, true, true, true, true, false])
  }
}
