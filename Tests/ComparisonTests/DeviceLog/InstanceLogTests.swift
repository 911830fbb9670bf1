import Comparison
import Testing

/// A device log names a screen's instances after the first as the tool prints them.
@Suite struct InstanceLogTests {
  @Test func aLoggedInstanceOfAScreenIsOneOfTheScreens() {
    let screens: Set<String> = ["ProductDetail", "ProductList"]
    #expect(screens.containsScreenOrInstance("ProductDetail"))
    #expect(screens.containsScreenOrInstance("ProductDetail#2"))
    #expect(!screens.containsScreenOrInstance("Cart#2"))
    #expect(!screens.containsScreenOrInstance("ProductDetail#1"))
  }

  @Test func aLogOfInstancesIsReadWithThem() {
    let log = ConsoleLogReader(screens: ["Detail"]).read(
      "Detail viewDidLoad\nDetail#2 viewDidLoad\nOther#2 viewDidLoad\n", path: "console.txt")
    #expect(log.events.map(\.screen) == ["Detail", "Detail#2"])
  }
}
