extension Navigator {
  /// A container with UIKit content swaps its shown child `replacing` for `screen` with
  /// `transition(from:to:duration:options:animations:completion:)`: a show that replaces,
  /// whose two appearance transitions UIKit runs together.
  func transitionChildren(
    _ screen: Int, replacing: Int, animated: Bool, _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) {
    guard !app.isView[screen], !app.isView[replacing] else {
      let view = app.isView[screen] ? screen : replacing
      throw ActionError(
        "'\(name(view))' is a SwiftUI view: transition(from:to:duration:options:animations:completion:) swaps two child controllers of a container with UIKit content; write 'show' with 'replacing:'"
      )
    }
    if let parent = conditionalParent(of: screen, state), app.hasSwiftUI[parent] {
      throw ActionError(
        "'\(name(parent))' has SwiftUI content: its hosting controller does not swap its children with transition(from:to:); write 'show' with 'replacing:'"
      )
    }
    try show(screen, replacing: replacing, .default, animated: animated, &state, &transition)
    transition.kind = .childTransition
  }
}
