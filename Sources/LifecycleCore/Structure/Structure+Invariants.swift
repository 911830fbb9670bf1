/// What every structure the navigator makes must keep (issue 38: swift-collections keeps its
/// `_checkInvariants()` the same way): tests and the fuzzer check them after every change.
extension Structure {
  /// The invariants the structure breaks, each in a sentence; empty when it keeps them all.
  ///
  /// - a screen out of the app holds the defaults, and none is in it before launch;
  /// - each stack's screens are linked bottom to top, `count` of them, each live, each once;
  /// - a tab bar's or split view's tabs are boxes of the root, its selection one of them;
  /// - an embedded screen is live and listed among its parent's children, and the reverse;
  /// - every live screen is in exactly one place: a stack, a parent, or a hosted stack's host;
  /// - a presentation parked with a tab is parked with a root tab that is not selected;
  /// - a presentation parked with a container pushed over is parked with a live screen.
  package func invariantViolations() -> [String] {
    var problems: [String] = []
    var placed = [Int](repeating: 0, count: screenCount)
    let defaults = Node()
    for screen in 0..<screenCount {
      let own = node(screen)
      if !own.live, own != defaults { problems.append("screen \(screen) is out of the app but its node is not at the defaults") }
      if own.live, !launched { problems.append("screen \(screen) is live before launch") }
    }
    for (index, box) in boxes.enumerated() {
      switch box.kind {
      case .tabs, .split:
        if box.firstTab < 0 || Int(box.firstTab) + Int(box.tabCount) > rootBoxes {
          problems.append("box \(index)'s tabs \(box.firstTab)..<\(box.firstTab + box.tabCount) are not boxes of the root")
        }
        if box.selected < 0 || box.selected >= max(box.tabCount, 1) {
          problems.append("box \(index) selects tab \(box.selected) of \(box.tabCount)")
        }
      case .screen, .navigation:
        var count: Int32 = 0
        var below: Int32 = -1
        var screen = box.bottom
        while screen >= 0, count <= box.count {
          let linked = node(Int(screen))
          if !linked.live { problems.append("box \(index) holds screen \(screen), which is out of the app") }
          if linked.below != below { problems.append("box \(index): screen \(screen) is linked under \(linked.below), not \(below)") }
          placed[Int(screen)] += 1
          count += 1
          below = screen
          screen = linked.above
        }
        if count != box.count { problems.append("box \(index) counts \(box.count) screens and links \(count)") }
        if below != box.top { problems.append("box \(index)'s top is \(box.top), its last linked screen \(below)") }
        if box.hostedBy >= 0 { placed[Int(box.hostedBy)] += 1 }
      }
    }
    for index in 0..<presentationCount {
      let context = presentedContext(index)
      if context >= 0, !isLive(context) { problems.append("presentation \(index) covers screen \(context), which is out of the app") }
    }
    for index in 1..<max(rootBoxes, 1) where boxes[index].parkedTab >= 0 {
      let box = boxes[index]
      if boxes[0].kind != .tabs || box.parkedTab >= boxes[0].tabCount || box.parkedTab == boxes[0].selected {
        problems.append("box \(index) is parked with tab \(box.parkedTab), which is no root tab left unselected")
      }
      if box.context >= 0, !isLive(Int(box.context)) { problems.append("parked box \(index) covers screen \(box.context), which is out of the app") }
    }
    for index in 1..<max(rootBoxes, 1) where boxes[index].parkedWith >= 0 {
      let box = boxes[index]
      if !isLive(Int(box.parkedWith)) { problems.append("box \(index) is parked with screen \(box.parkedWith), which is out of the app") }
      if box.context >= 0, !isLive(Int(box.context)) { problems.append("parked box \(index) covers screen \(box.context), which is out of the app") }
    }
    for screen in 0..<screenCount where isLive(screen) {
      let own = node(screen)
      if own.embeddedIn >= 0 {
        placed[screen] += 1
        let parent = Int(own.embeddedIn)
        if !isLive(parent) { problems.append("screen \(screen) is embedded in \(parent), which is out of the app") }
        if !children(of: parent).contains(screen) { problems.append("screen \(screen) is not among its parent \(parent)'s children") }
      }
      for child in children(of: screen) where node(child).embeddedIn != Int32(screen) {
        problems.append("screen \(screen) lists child \(child), which is embedded in \(node(child).embeddedIn)")
      }
      if placed[screen] != 1 { problems.append("screen \(screen) is live and placed \(placed[screen]) times") }
    }
    return problems
  }
}
