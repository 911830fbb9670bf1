import LifecycleCore
import Testing

/// The overflow of a very large app's per-screen stores (`ScreenOverflow`): only the screens
/// not at the default value are listed, so equal stores are equal values, and a copy changes
/// without changing what it was copied from.
@Suite struct ScreenOverflowTests {
  private let limit = ScreenOverflow<UInt8>.denseLimit

  @Test func aScreenSetBackToTheDefaultIsNoLongerListed() {
    let overflow = ScreenOverflow<UInt8>(count: limit + 100, defaultValue: 0)
    overflow.set(limit + 7, 3)
    overflow.set(limit + 2, 1)
    #expect(overflow.value(limit + 7) == 3)
    #expect(overflow.value(limit + 2) == 1)
    #expect(overflow.value(limit + 3) == 0)
    #expect(overflow.screens == [Int32(limit + 2), Int32(limit + 7)])
    overflow.set(limit + 7, 0)
    #expect(overflow.screens == [Int32(limit + 2)])
    #expect(
      overflow
        == {
          let other = ScreenOverflow<UInt8>(count: limit + 100, defaultValue: 0)
          other.set(limit + 2, 1)
          return other
        }())
  }

  /// #43, item 3: a VStack of 100,000 rows removed with its screen reset each row's node one
  /// by one, shifting the overflow's lists each time. Resetting a set of screens in one pass
  /// leaves what resetting them one by one leaves.
  @Test func manyScreensResetTogetherLeaveWhatResettingThemOneByOneLeaves() {
    let count = limit + 20_000
    let together = ScreenOverflow<UInt8>(count: count, defaultValue: 0)
    let oneByOne = ScreenOverflow<UInt8>(count: count, defaultValue: 0)
    for screen in stride(from: limit, to: count, by: 1) {
      together.set(screen, UInt8(screen % 7 + 1))
      oneByOne.set(screen, UInt8(screen % 7 + 1))
    }
    let reset = Set(stride(from: limit, to: count, by: 3))
    together.setDefault(reset)
    for screen in reset { oneByOne.set(screen, 0) }
    #expect(together == oneByOne)
    #expect(together.screens.count == 20_000 - reset.count)
    #expect(together.value(limit) == 0 && together.value(limit + 1) == UInt8((limit + 1) % 7 + 1))
  }

  @Test func aScreenOutsideTheAppIsIgnored() {
    let overflow = ScreenOverflow<UInt8>(count: limit + 10, defaultValue: 0)
    overflow.set(limit + 10, 1)
    overflow.set(-1, 1)
    #expect(overflow.screens.isEmpty)
    #expect(overflow.value(limit + 10) == 0)
  }

  @Test func aCopyChangesAlone() {
    let overflow = ScreenOverflow<UInt8>(count: limit + 10, defaultValue: 0)
    overflow.set(limit + 1, 2)
    let copy = overflow.copy()
    copy.set(limit + 1, 0)
    copy.set(limit + 5, 4)
    #expect(overflow.value(limit + 1) == 2)
    #expect(overflow.value(limit + 5) == 0)
    #expect(copy.value(limit + 5) == 4)
    #expect(overflow != copy)
  }

  @Test func anOptionalOverflowIsCopiedBeforeAWriteWhenShared() {
    var first: ScreenOverflow<UInt8>? = ScreenOverflow(count: limit + 10, defaultValue: 0)
    let second = first
    first.setOverflow(limit + 3, 1)
    #expect(first?.value(limit + 3) == 1)
    #expect(second?.value(limit + 3) == 0)
    // None for an app of ordinary size: nothing to write.
    var none: ScreenOverflow<UInt8>? = nil
    none.setOverflow(limit + 3, 1)
    #expect(none == nil)
  }

  @Test func aLargeStructureHoldsNoScreenPastTheArrayBeforeLaunch() {
    let count = limit + 50
    let structure = Structure(screenCount: count)
    #expect(structure.screenCount == count)
    #expect(!structure.isLive(count - 1))
    var held: [Int] = []
    structure.forEachFarScreen { held.append($0) }
    #expect(held.isEmpty)
    // A small structure has no overflow at all.
    var small: [Int] = []
    Structure(screenCount: 10).forEachFarScreen { small.append($0) }
    #expect(small.isEmpty)
    #expect(Structure(screenCount: 10).screenCount == 10)
  }
}
