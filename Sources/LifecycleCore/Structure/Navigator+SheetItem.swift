extension Navigator {
  /// A presented `sheet(item:)` given another item: the top presentation is dismissed and
  /// the new screen presented in its place, with the same style and navigation. From a UIKit
  /// controller it is `dismiss(animated:completion:)` presenting the new screen from its
  /// completion, the same two transitions (`uikit.sheetItem.switch`). A presentation that
  /// covers its presenter (a `fullScreenCover(item:)`) brings the presenter back into the
  /// window between the two (`Role.betweenCovers`).
  func switchItem(_ screen: Int, _ state: inout Structure, _ transition: inout Transition) throws(ActionError) {
    let count = state.presentationCount
    // In a UIKit app, a sheet(item:) is SwiftUI content's: a hosted tab's or flow's stack
    // presents it, and the swap is SwiftUI's as in a SwiftUI app.
    let presenterIsHosted =
      count > 0 && state.activeStackBox(state.layerBox(count - 1)).map { state.boxes[$0].hostedBy >= 0 } == true
    guard count > 0 else {
      throw ActionError("nothing is presented: present the first item with 'present: X' and 'style: sheet'")
    }
    let top = count - 1
    // A cover given another item brings its presenter back into the window between the two
    // covers (swiftui.coverItem.presenterBetween); a sheet's presenter never left it.
    let covers = state.presentedCovers(top)
    try requireNotLive(screen, state)
    try requireNotChild(screen)
    let box = state.rootBoxes + top
    let styleCode = state.boxes[box].style
    let decided = state.boxes[box].decidedBy
    let inNavigation = state.boxes[box].kind == .navigation
    transition.reset(kind: .presentationSwap, animated: true)
    if presenterIsHosted { transition.host = .swiftui }
    transition.decidedBy = Structure.facts[Int(decided)]
    state.appendVisibleScreens(layer: count, to: &transition.outgoing)
    state.appendHeld(box: box, flattened: true, to: &transition.released)
    for ref in transition.released where !transition.outgoing.contains(ref) { transition.silentlyRemoved.append(ref) }
    if covers {
      state.appendVisibleScreens(layer: top, to: &transition.betweenCovers)
    } else {
      state.appendVisibleScreens(layer: top, to: &transition.bystanders)
    }
    state.appendDismissHandlerPresenter(ofPresentation: top, to: &transition.presenters)
    state.removePresentations(from: top)
    state.remove(transition.released)
    state.insert(screen, in: app)
    state.present(screen, navigation: inNavigation, style: styleCode, covers: covers, decidedBy: decided)
    presentFlowView(of: screen, navigation: inNavigation, &state, &transition)
    transition.created.append(ScreenRef(screen))
  }
}
