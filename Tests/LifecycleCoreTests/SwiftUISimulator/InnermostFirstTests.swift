import LifecycleTestSupport
import Testing

@testable import LifecycleCore

/// The lane orders a role's views children first without building a tree for a few screens;
/// it must agree with the general ordering on every shape of nesting.
@Suite struct InnermostFirstTests {
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func theFastOrderAgreesWithTheGeneralOne(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<500 {
      // A forest over screens 0..<count, listed parent first or shuffled, some without SwiftUI.
      let count = Int.random(in: 1...18, using: &random)
      var refs: [ScreenRef] = []
      for screen in 0..<count {
        let parent = screen > 0 && Bool.random(using: &random) ? Int.random(in: 0..<screen, using: &random) : -1
        refs.append(ScreenRef(screen, parent: parent, depth: parent < 0 ? 0 : 1))
      }
      if Bool.random(using: &random) { refs.shuffle(using: &random) }
      let hasSwiftUI = (0..<count).map { _ in Int.random(in: 0..<4, using: &random) > 0 }
      let expected = SwiftUILane.innermostFirst(refs.filter { hasSwiftUI[$0.screen] })
      let fast =
        SwiftUILane.innermostFirstIfNested(refs, hasSwiftUI: hasSwiftUI)
        ?? refs.filter { hasSwiftUI[$0.screen] }
      #expect(fast == expected, "\(refs) \(hasSwiftUI)")
    }
  }
}
