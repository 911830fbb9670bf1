/// Presentations per tab: a context presentation made inside a root tab (`.currentContext` or
/// `.overCurrentContext` from the tab's navigation controller, which defines the context, or
/// `present-in-context` from a child in the tab) leaves the tab bar on screen, and it goes out
/// of the window with its tab and comes back with it. While another tab is selected, its
/// boxes are parked among the root's boxes, marked with their tab (`Box.parkedTab`), so that
/// every step, which acts on the presentations over the root, acts on the selected tab's.
extension Structure {
  /// Whether every presentation up was made in the selected root tab's context, so the tab
  /// bar stays on screen: each has a context style, and the lowest covers a child in the tab
  /// (`present-in-context`) or the tab's own navigation controller (a UIKit stack, not a
  /// hosted one: a hosting controller in a tab leaves the context to the tab bar controller).
  package var presentationsInSelectedTab: Bool {
    let count = presentationCount
    guard rootKind == .tabs, count > 0 else { return false }
    for index in 0..<count where !presentedStyle(index).isContextStyle { return false }
    if presentedContext(0) >= 0 { return true }
    return selectedTabIsOwnStack
  }

  /// The box of the root tab bar's selected tab.
  package var selectedTabBox: Int { Int(boxes[0].firstTab) + selectedTab }

  /// Whether the root's selected tab is a UIKit navigation controller of the app's own (not a
  /// stack a hosting controller holds).
  package var selectedTabIsOwnStack: Bool {
    boxes[selectedTabBox].kind == .navigation && boxes[selectedTabBox].hostedBy < 0
  }

  /// Whether any presentation is parked with a tab not selected.
  package var hasParkedPresentations: Bool {
    boxes[..<rootBoxes].contains { $0.parkedTab >= 0 }
  }

  /// The number of presentations parked with root tab `tab`.
  package func parkedPresentationCount(tab: Int) -> Int {
    boxes[..<rootBoxes].reduce(0) { $0 + ($1.parkedTab == Int8(truncatingIfNeeded: tab) ? 1 : 0) }
  }

  /// Parks every presentation with root tab `tab` (the selected one, being left): their boxes
  /// go after the root's, lowest first, and the window has no presentation over the root.
  mutating func park(tab: Int) {
    park(tab: tab, lowest: presentationCount)
  }

  /// Parks the lowest `count` presentations with root tab `tab` (the ones made in its
  /// context, under presentations over the tab bar, which stay).
  mutating func park(tab: Int, lowest count: Int) {
    guard count > 0 else { return }
    for index in rootBoxes..<(rootBoxes + count) { boxes[index].parkedTab = Int8(truncatingIfNeeded: tab) }
    rootBoxes += count
  }

  /// Brings the presentations parked with root tab `tab` back over the root, lowest first,
  /// under the presentations up (made over the tab bar). The boxes after them among the
  /// root's move down, and a split view's reference to its columns with them.
  mutating func unpark(tab: Int) {
    let mark = Int8(truncatingIfNeeded: tab)
    var moved: [Box] = []
    var index = rootBoxes - 1
    while index > 0 {
      if boxes[index].parkedTab == mark { moved.append(takeParkedBox(index)) }
      index -= 1
    }
    boxes.insert(contentsOf: moved.reversed(), at: rootBoxes)
  }

  /// Appends the screens the parked presentations hold, each with what it embeds.
  func appendParked(to result: inout [ScreenRef]) {
    for index in 1..<max(rootBoxes, 1) where boxes[index].parkedTab >= 0 {
      appendHeld(box: index, flattened: true, to: &result)
    }
  }
}
