/// The view of a presented `NavigationStack` with modifiers of its own (`observe-as:` in the
/// presented screen's declaration, `present: X` with `in-navigation: true`).
extension Navigator {
  /// Adds what a presentation of `screen` brings in: the screen with what it embeds, and the
  /// view of the `NavigationStack` it is presented in when the app names one, after the screen
  /// (nested views log deepest first) or before it (`Structure.containerViewsFirst`). The
  /// view is the presentation's box's (`Box.containerView`): it leaves with the presentation.
  func presentFlowView(of screen: Int, navigation: Bool, _ state: inout Structure, _ transition: inout Transition) {
    let view = navigation ? app.flowContainerViews[screen] ?? -1 : -1
    if view >= 0 { state.setTopContainerView(view) }
    if view >= 0, state.containerViewsFirst { transition.incoming.append(ScreenRef(view)) }
    state.appendFlattened(screen, to: &transition.incoming)
    if view >= 0, !state.containerViewsFirst { transition.incoming.append(ScreenRef(view)) }
  }

  /// The views of the presented stacks (`Box.containerView`) of presentations `lowest` up to,
  /// not including, `top`: a dismissal that removes them with the top one takes them out of
  /// the window with their content, which leaves as released.
  func removedFlowViews(from lowest: Int, below top: Int, _ state: Structure) -> [(view: ScreenRef, hosted: Bool)] {
    guard lowest < top else { return [] }
    var views: [(view: ScreenRef, hosted: Bool)] = []
    for index in lowest..<top where state.boxes[state.rootBoxes + index].containerView >= 0 {
      let box = state.boxes[state.rootBoxes + index]
      views.append((ScreenRef(Int(box.containerView)), box.hostedBy >= 0))
    }
    return views
  }

  /// Adds the presented stacks' views that a dismissal removes under its top to the released
  /// views, after them (nested views log deepest first) or before them
  /// (`Structure.containerViewsFirst`, `Structure.hostedContainerViewsFirst` for a flow with a
  /// host of its own); one not in the window hears nothing, as its content.
  func releaseFlowViews(_ views: [(view: ScreenRef, hosted: Bool)], _ state: Structure, _ transition: inout Transition) {
    guard !views.isEmpty else { return }
    var first: [ScreenRef] = []
    for (view, hosted) in views.reversed() {
      if hosted ? state.hostedContainerViewsFirst : state.containerViewsFirst {
        first.append(view)
      } else {
        transition.released.append(view)
      }
    }
    transition.released.insert(contentsOf: first, at: 0)
  }

  /// Gives a presented flow with a host of its own (`hosting:` in its declaration, a UIKit app)
  /// the view of the `NavigationStack` its host holds, when the app names one (`observe-as:`).
  func setHostedFlowView(of host: Int, _ state: inout Structure) {
    if let view = app.flowContainerViews[host] { state.setTopContainerView(view) }
  }
}
