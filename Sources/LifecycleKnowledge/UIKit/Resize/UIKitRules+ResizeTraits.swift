import LifecycleCore

/// The trait change of a change of the window's width class (`resize`): the controllers in the
/// window hear that their horizontal size class changed, after the size change.
extension UIKitRules {
  /// A resize changes the horizontal size class: traitCollectionDidChange after the size change.
  package static let resizeTraits = Rule(
    id: "uikit.resize.traitDidChange",
    statement: "A change of the window's width class (Split View, Slide Over, Stage Manager, a large iPhone "
      + "rotated) changes the horizontal size class of every controller in the window: after "
      + "viewWillTransition(to:with:) has gone down every layer, each controller the window shows after the change "
      + "gets traitCollectionDidChange(_:), parent first, before the split view's columns come and go and before "
      + "the layout pass. Which controllers hear it is that of any trait change (uikit.trait.didChange).",
    source: "Apple, WWDC15 session 205 'Getting Started with Multitasking on iPad' "
      + "(https://developer.apple.com/videos/play/wwdc2015/205/; notes at "
      + "https://github.com/danielrhammond/WWDC15/blob/master/205%20-%20Multitasking%20in%20iPad.md): a multitasking "
      + "resize is delivered as a rotation is, willTransition(to:with:) and viewWillTransition(to:with:), then "
      + "traitCollectionDidChange; Apple, 'Adopting Multitasking Enhancements on iPad' "
      + "(https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/AdoptingMultitaskingOniPad/QuickStartForSlideOverAndSplitView.html): "
      + "a bounds change of the window with concomitant changes to the root view controller's size classes. "
      + "Its place against the split view's columns is our reading",
    confidence: .inferred,
    alternative: "traitCollectionDidChange(_:) before the size change reaches the controllers, as the trait "
      + "collection's willTransition(to:with:) comes before viewWillTransition(to:with:).")
}

extension UIKitTables {
  /// The other reading: the trait change before the size change.
  static let resizeTraitsFirst = Overlay(
    id: "alt.uikit.resize.traitsBeforeSize",
    title: "A resize calls traitCollectionDidChange before viewWillTransition(to:with:)",
    alternativeOf: .rule(UIKitRules.resizeTraits),
    changes: {
      let make = RowBuilder(.uikit, .resize)
      let early = make.row(
        .onScreen, .transitionBegin, .traitCollectionDidChange, UIKitRules.resizeTraits, block: "traits",
        nested: UIKitRules.forwardToChildren, name: "traitCollectionDidChange.beforeSize")
      return [
        .remove(make.id(.onScreen, "traitCollectionDidChange")),
        .insert(early, after: make.id(.addedToParent, "willMoveToParent")),
      ]
    }())
}
