import LifecycleCore
import Testing

/// A screen of a role is nested when the screen embedding it is in the role and kept by the
/// lane; a short role is searched directly, a long one through a set: both must agree.
@Suite struct NestedScreensTests {
  /// A role of `count` screens: screen i embedded in screen i / 3 (screen 0 in nothing), and
  /// the screens whose index is a multiple of 5 not kept by the lane.
  func role(_ count: Int) -> [ScreenRef] {
    (0..<count).map { ScreenRef($0, parent: $0 == 0 ? -1 : $0 / 3, depth: $0 == 0 ? 0 : 1) }
  }

  func includes(_ screen: Int) -> Bool { screen % 5 != 0 }

  @Test(arguments: [4, 32, 33, 200])
  func directSearchAndSetAgree(count: Int) {
    let role = role(count)
    let set = NestedScreens(role, includes: includes)
    var nesting: NestedScreens?
    for ref in role {
      let expected = ref.parent >= 0 && includes(ref.parent)
      #expect(NestedScreens.isNested(ref, in: role, nesting: &nesting, includes: includes) == expected, "\(ref)")
      #expect(set.contains(ref) == expected, "\(ref)")
    }
    #expect((nesting != nil) == (count > NestedScreens.directSearchLimit))
  }

  @Test func aChildWhoseParentIsNotInTheRoleIsNotNested() {
    let role = [ScreenRef(7, parent: 3, depth: 1), ScreenRef(8, parent: -1)]
    var nesting: NestedScreens?
    #expect(!NestedScreens.isNested(role[0], in: role, nesting: &nesting) { _ in true })
    #expect(!NestedScreens.isNested(role[1], in: role, nesting: &nesting) { _ in true })
  }
}
