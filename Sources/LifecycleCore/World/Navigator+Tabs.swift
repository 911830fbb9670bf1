extension Navigator {
  func selectTab(_ selector: TabSelector, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard state.rootKind == .tabs else {
      throw ActionError("the app has no tab bar")
    }
    let count = state.tabCount
    let selected = state.selectedTab
    guard state.presentationCount == 0 else {
      throw ActionError(
        "'\(name(state.presentedScreen(state.presentationCount - 1)))' is presented over the tab bar; dismiss it first")
    }
    let index: Int
    switch selector {
    case .index(let value):
      guard (0..<count).contains(value) else {
        throw ActionError(
          "there is no tab \(value); the tab bar has \(count) tabs (0-\(count - 1))")
      }
      index = value
    case .screen(let id):
      let items = state.root.tabs
      // A hosted tab is named by its hosting controller or by the root of its stack.
      guard
        let found = items.firstIndex(where: { state.rootScreen($0).map(name) == id || ($0.hostedBy >= 0 && name($0.hostedBy) == id) })
      else {
        let names = items.compactMap { state.rootScreen($0).map(name) }.map { "'\($0)'" }.joined(separator: ", ")
        throw ActionError("no tab has the root screen '\(id)' (tabs: \(names))")
      }
      index = found
    }
    if index == selected {
      // Tapping the selected tab pops its navigation stack to the root, as UIKit does.
      if let stack = state.tabStackCount(index), stack > 1 {
        return try pop(animated: true, toRoot: true, &state, &transition)
      }
      return transition.reset(kind: .none)
    }
    transition.reset(kind: .tabSwitch, animated: false)
    let firstTab = Int(state.boxes[0].firstTab)
    state.appendVisibleScreens(box: firstTab + selected, to: &transition.outgoing)
    state.appendVisibleScreens(box: firstTab + index, to: &transition.incoming)
    state.selectTab(index)
  }

  func moveApp(toBackground: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    if toBackground == state.inBackground {
      throw ActionError(toBackground ? "the app is already in the background" : "the app is already in the foreground")
    }
    state.inBackground = toBackground
    transition.reset(kind: toBackground ? .background : .foreground, animated: false)
  }
}
