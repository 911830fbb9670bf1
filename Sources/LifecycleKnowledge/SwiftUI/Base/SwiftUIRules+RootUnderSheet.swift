import LifecycleCore

/// A SwiftUI app's root view replaced while a sheet or a full-screen cover is up (log-out from
/// a settings sheet, an `if loggedIn { … } else { … }` at the top of the content while a login
/// sheet is up): the view that carries the presentation's modifier leaves with the old root.
extension SwiftUIRules {
  /// The maintainer's account of what SwiftUI does with a sheet whose presenting view leaves.
  static let sheetOutlivesPresenterSource =
    "pointfreeco/swift-navigation#192 (https://github.com/pointfreeco/swift-navigation/pull/192), a maintainer: "
    + "'when the view disappears, the sheet stays alive till the next render frame, and then is removed immediately "
    + "without animation'"

  /// The old root leaves, the new root appears, and the presentation its view carried is
  /// removed a frame later, without animation.
  package static let replaceRootUnderSheet = Rule(
    id: "swiftui.replaceRoot.underSheet",
    statement: "When a SwiftUI app's root view is replaced while a sheet or a full-screen cover is up, the view that "
      + "carries the presentation's modifier leaves with the old root and SwiftUI removes the presentation a frame "
      + "later, without animation: the old root's content in the window disappears and the new root appears as in "
      + "any root replacement (swiftui.replaceRoot), then the presented content disappears (its onDisappear, its "
      + "task cancelled) after the removal's commit. The presentation's onDismiss does not run: the modifier that "
      + "declares it has left the hierarchy, and Apple documents the closure for a dismissal of the sheet (the "
      + "binding set to false, dismiss(), a swipe), none of which happens here. A cover's presenter is out of the "
      + "window, so only the new root appears there before the cover goes.",
    source: sheetOutlivesPresenterSource + "; Apple, sheet(isPresented:onDismiss:content:) "
      + "(https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)): onDismiss is "
      + "'the closure to execute when dismissing the sheet'; the order against the roots' callbacks is our reading",
    confidence: .claimed,
    alternative: "SwiftUI could tear the presentation down first, in the update that replaces the root: the presented "
      + "content disappears before the new root appears (alt.swiftui.replaceRoot.sheetTornDownFirst); onDismiss could "
      + "run as for a dismissal.")
}

extension SwiftUITables {
  /// The presented screens a root replacement leaves in the window for a frame
  /// (`Role.intermediate`): their content disappears after the removal's commit, the chained
  /// transition's. Listed first so that the alternative, which moves them into the update,
  /// speaks before the new root appears.
  static let replaceRootUnderSheet: [RuleRow] =
    RowBuilder(.swiftui, .replaceRoot).disappear(.intermediate, .secondCommit, SwiftUIRules.replaceRootUnderSheet)

  /// The other reading: the presentation is torn down first, in the update, before the new
  /// root appears; its hosting controllers leave the window without animation as the state
  /// changes.
  package static let replaceRootSheetTornDownFirst = Overlay(
    id: "alt.swiftui.replaceRoot.sheetTornDownFirst",
    title: "A root replaced under a sheet tears the sheet down first: its content disappears before the new root appears",
    alternativeOf: .rule(SwiftUIRules.replaceRootUnderSheet),
    changes: {
      let swiftUI = RowBuilder(.swiftui, .replaceRoot)
      let uikit = RowBuilder(.uikit, .replaceRoot)
      let rule = UIKitRules.replaceRootUnderSheet
      return swiftUI.disappear(.intermediate, .update, SwiftUIRules.replaceRootUnderSheet).map(Overlay.Change.replace)
        + [
          .replace(uikit.row(.intermediate, .action, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren)),
          .replace(uikit.row(.intermediate, .action, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren)),
          .replace(uikit.row(.intermediate, .afterCommit, .deinit, rule)),
        ]
    }())
}

extension UIKitRules {
  /// The presented hosting controllers of a SwiftUI root replaced under them leave the window
  /// a frame later, without animation.
  package static let replaceRootUnderSheet = Rule(
    id: "uikit.replaceRoot.underSheet",
    statement: "When a SwiftUI app's root view is replaced while a sheet or a full-screen cover is up, the presented "
      + "hosting controllers stay a frame and are then dismissed without animation: viewWillDisappear and "
      + "viewDidDisappear in that later transition, then deinit after its commit.",
    source: SwiftUIRules.sheetOutlivesPresenterSource + "; Apple, dismiss(animated:completion:) "
      + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)): the "
      + "presented controller's appearance callbacks as it leaves; their place is our reading",
    confidence: .inferred,
    alternative: "the controllers could leave as the state changes, before the new root's (alt.swiftui.replaceRoot.sheetTornDownFirst).")
}

extension UIKitTables {
  /// The presented hosting controllers a SwiftUI root replacement removes a frame later.
  static let replaceRootUnderSheet: [RuleRow] = {
    let make = RowBuilder(.uikit, .replaceRoot)
    let rule = UIKitRules.replaceRootUnderSheet
    return [
      make.row(.intermediate, .secondBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren),
      make.row(.intermediate, .secondEnd, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren),
      make.row(.intermediate, .secondCommit, .deinit, rule),
    ]
  }()
}
