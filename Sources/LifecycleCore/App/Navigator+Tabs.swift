extension Navigator {
  func selectTab(_ selector: TabSelector, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    guard state.root.kind == .tabs else {
      throw ActionError("the app has no tab bar")
    }
    let items = state.root.tabs
    let selected = state.root.selected
    guard state.presentations.isEmpty else {
      throw ActionError(
        "'\(state.rootScreen(state.presentations.last!.content).map(name) ?? "?")' is presented over the tab bar; dismiss it first")
    }
    let index: Int
    switch selector {
    case .index(let value):
      guard items.indices.contains(value) else {
        throw ActionError(
          "there is no tab \(value); the tab bar has \(items.count) tabs (0-\(items.count - 1))")
      }
      index = value
    case .screen(let id):
      guard let found = items.firstIndex(where: { state.rootScreen($0).map(name) == id }) else {
        let names = items.compactMap { state.rootScreen($0).map(name) }.map { "'\($0)'" }.joined(separator: ", ")
        throw ActionError("no tab has the root screen '\(id)' (tabs: \(names))")
      }
      index = found
    }
    if index == selected {
      // Tapping the selected tab pops its navigation stack to the root, as UIKit does.
      if let stack = state.activeStack(items[index]), stack.count > 1 {
        return try pop(animated: true, toRoot: true, &state, &transition)
      }
      return transition.reset(kind: .none)
    }
    transition.reset(kind: .tabSwitch, animated: false)
    state.appendVisibleScreens(items[selected], to: &transition.outgoing)
    state.appendVisibleScreens(items[index], to: &transition.incoming)
    state.root.selected = index
  }

  func moveApp(toBackground: Bool, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    if toBackground == state.inBackground {
      throw ActionError(toBackground ? "the app is already in the background" : "the app is already in the foreground")
    }
    state.inBackground = toBackground
    transition.reset(kind: toBackground ? .background : .foreground, animated: false)
  }
}
