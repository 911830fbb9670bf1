/// What a claim's words cover: the one rule by which every claim's law reads an instance's
/// callbacks (#37).
///
/// A claim that speaks of a controller's "lifecycle methods", of "the cycle", of the "full
/// life cycle", or of a method being the "first" or the "last" one, speaks of the life of the
/// controller's *view*: the callbacks UIKit sends about the view it manages (Apple's
/// UIViewController reference groups them as managing the view, responding to view-related
/// events and configuring the view's layout). In SwiftUI, the view's appearance modifiers.
/// Everything else an instance gets bounds that cycle or belongs to another protocol, and is
/// not counted unless the claim names it (its law lists the callback):
///
/// - creation and release (`init`, `awakeFromNib`, `deinit`) bound the cycle: "loadView is the
///   first method" is not broken by init, and "viewDidDisappear is the last before deinit" is
///   about what comes between;
/// - containment (`willMove(toParent:)`, `didMove(toParent:)`) is the parent relation;
/// - the presentation controller's delegate, size and trait changes, memory warnings, and the
///   scene's own callbacks are other objects' or other protocols' calls.
///
/// So "six methods make up the full life cycle" is judged on the same callbacks as "loadView
/// is the first": it is false because viewIsAppearing and the layout callbacks are view
/// callbacks outside the six, not because of init, deinit or containment.
package enum ClaimCoverage {
  /// The UIKit view-lifecycle callbacks a claim's words cover.
  package static let uikitCycle: [Callback] = [
    .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
    .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
  ]

  /// The SwiftUI callbacks a claim's words cover: a view's appearance and its task.
  package static let swiftUICycle: [Callback] = [.onAppear, .onDisappear, .taskStart, .taskCancel]

  /// Whether a law counts `callback` among an instance's lifecycle methods: it is in the
  /// view's cycle, or the law names it.
  package static func counts(_ callback: Callback, naming named: Set<Callback>) -> Bool {
    uikitCycle.contains(callback) || swiftUICycle.contains(callback) || named.contains(callback)
  }

  /// The rule in one sentence, for the claims page and the claim pages.
  package static let rule =
    "A claim's words (\"lifecycle method\", \"the cycle\", \"first\", \"last\", \"the full life cycle\") cover the view's "
    + "lifecycle callbacks: loadView, viewDidLoad, viewWillAppear, viewIsAppearing, viewWillLayoutSubviews, "
    + "viewDidLayoutSubviews, viewDidAppear, viewWillDisappear and viewDidDisappear in UIKit, onAppear, onDisappear and "
    + "task in SwiftUI. Creation and release (init, awakeFromNib, deinit) bound the cycle, and containment "
    + "(willMove/didMove(toParent:)), presentation delegates, size, trait and memory callbacks and the scene's own are "
    + "other protocols: none is counted unless the claim names it."
}
