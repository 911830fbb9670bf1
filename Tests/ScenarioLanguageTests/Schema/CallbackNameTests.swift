import LifecycleCore
import Testing

@testable import ScenarioLanguage

/// Callbacks are matched on the source's bytes: every name, and only the names.
@Suite struct CallbackNameTests {
  func callback(_ name: String) -> Callback? {
    var name = name
    return name.withUTF8 { Callback(ascii: $0) }
  }

  @Test func everyCallbackIsFoundByItsName() {
    for expected in Callback.allCases {
      #expect(callback(expected.rawValue) == expected)
    }
  }

  @Test func aNameThatDiffersAnywhereIsNoCallback() {
    for expected in Callback.allCases {
      let name = Array(expected.rawValue.utf8)
      for index in name.indices {
        var changed = name
        changed[index] = changed[index] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        #expect(callback(String(decoding: changed, as: UTF8.self)) == nil, "\(String(decoding: changed, as: UTF8.self))")
      }
      #expect(callback(expected.rawValue + "s") == nil)
      #expect(callback(String(expected.rawValue.dropLast())) == nil)
    }
  }
}
