import LifecycleCore

/// The rows of `UITabBarController.setViewControllers(_:animated:)` (`set-tabs`).
extension UIKitTables {
  /// The removed selected tab leaves before the new one is installed; removed controllers
  /// get no containment calls; added ones get them as at launch.
  static let setTabs: [RuleRow] = {
    let make = RowBuilder(.uikit, .setTabs)
    let order = UIKitRules.setTabsTransition
    let added = UIKitRules.setTabsAddedContainment
    return make.create(.created, .action)
      + [
        make.row(.addedToParent, .action, .willMoveToParent, added),
        make.nothing(.removedFromParent, UIKitRules.setTabsRemovedUncontained),
        make.row(.outgoing, .transitionBegin, .viewWillDisappear, order, nested: UIKitRules.forwardToChildren),
        make.row(.outgoing, .transitionBegin, .viewDidDisappear, order, nested: UIKitRules.forwardToChildren),
      ]
      + make.load(.incoming, .transitionBegin, UIKitRules.tabLazyLoad)
      + make.willAppear(.incoming, .transitionBegin, order)
      + [
        make.row(.incoming, .transitionEnd, .viewDidAppear, order, nested: UIKitRules.forwardToChildren),
        make.row(.addedToParent, .transitionEnd, .didMoveToParent, added),
        make.row(.released, .afterCommit, .deinit, UIKitRules.setTabsRelease),
      ]
  }()

  /// The other reading: the tab switch's order between the removed selected tab and the new one.
  static let setTabsSwitchOrder: Overlay = {
    let make = RowBuilder(.uikit, .setTabs)
    let order = UIKitRules.setTabsTransition
    let will = make.row(.outgoing, .transitionBegin, .viewWillDisappear, order, nested: UIKitRules.forwardToChildren)
    let did = make.row(.outgoing, .transitionBegin, .viewDidDisappear, order, nested: UIKitRules.forwardToChildren)
    let late = make.row(.outgoing, .transitionEnd, .viewDidDisappear, order, nested: UIKitRules.forwardToChildren, name: "viewDidDisappear.late")
    let appear = make.id(.incoming, "viewWillAppear")
    let lateWill = make.row(
      .outgoing, .transitionBegin, .viewWillDisappear, order, nested: UIKitRules.forwardToChildren, name: "viewWillDisappear.late")
    return Overlay(
      id: "alt.uikit.setTabs.switchOrder",
      title: "Tabs replaced with the selected one removed: the old and new tabs' callbacks in a tab switch's order",
      alternativeOf: .rule(order),
      changes: [
        .remove(will.key), .remove(did.key), .insert(lateWill, after: appear),
        // After the incoming screen's last transitionBegin row: first of the transitionEnd rows.
        .insert(late, after: make.id(.incoming, "viewDidLayoutSubviews.embeddedSecond")),
      ])
  }()

  /// The other reading: a removed selected tab's context presentations go silently.
  static let setTabsRemovedContextSilent = Overlay(
    id: "alt.uikit.setTabs.removedContextSilent",
    title: "Tabs replaced under a removed selected tab's context presentation: its presented controllers get nothing",
    alternativeOf: .rule(UIKitRules.setTabsUnderPresentation),
    // The presented screens are released while appeared: they never disappear.
    waives: [.uikitWindow, .uikitAppearanceAlternates],
    changes: [.fact(FactRow(.setTabsRemovedContextSilent, true, rule: UIKitRules.setTabsUnderPresentation))])
}
