extension Navigator {
  mutating func selectTab(_ selector: TabSelector) throws(ActionError) -> Transition {
    guard case .tabs(let items, let selected)? = state.root else {
      throw ActionError("the app has no tab bar")
    }
    guard state.presentations.isEmpty else {
      throw ActionError(
        "'\(state.presentations.last!.content.rootScreen ?? "?")' is presented over the tab bar; dismiss it first")
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
      guard let found = items.firstIndex(where: { $0.rootScreen == id }) else {
        let names = items.compactMap(\.rootScreen).map { "'\($0)'" }.joined(separator: ", ")
        throw ActionError("no tab has the root screen '\(id)' (tabs: \(names))")
      }
      index = found
    }
    if index == selected {
      // Tapping the selected tab pops its navigation stack to the root, as UIKit does.
      if let stack = items[index].activeStack, stack.count > 1 {
        return try pop(animated: true, toRoot: true)
      }
      return Transition(kind: .none)
    }
    var transition = Transition(kind: .selectTab, animated: false)
    transition.outgoing = items[selected].visibleScreens
    transition.incoming = items[index].visibleScreens
    state.root = .tabs(items, selected: index)
    return transition
  }

  mutating func moveApp(toBackground: Bool) throws(ActionError) -> Transition {
    if toBackground == state.inBackground {
      throw ActionError(toBackground ? "the app is already in the background" : "the app is already in the foreground")
    }
    state.inBackground = toBackground
    return Transition(kind: toBackground ? .background : .foreground, animated: false)
  }
}
