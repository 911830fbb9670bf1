import LifecycleCore
import Testing

@Suite struct InstanceNameTests {
  @Test func theFirstInstanceKeepsTheScreensID() {
    #expect(InstanceName.spelling("ProductDetail", 1) == "ProductDetail")
    #expect(InstanceName.spelling("ProductDetail", 2) == "ProductDetail#2")
  }

  @Test(arguments: [("A#2", "A", 2), ("Product.Detail-1#64", "Product.Detail-1", 64), ("a#b#3", "a#b", 3)])
  func aNameWrittenXHashNSplits(text: String, type: String, number: Int) throws {
    let split = try #require(InstanceName.split(text))
    #expect(split.type == type)
    #expect(split.number == number)
  }

  @Test(arguments: ["A", "A#", "#2", "A#1", "A#0", "A#02", "A#65", "A#1000", "A#x", "A#-2", "A#２"])
  func otherTextsAreNotInstanceNames(text: String) {
    #expect(InstanceName.split(text) == nil)
  }
}
