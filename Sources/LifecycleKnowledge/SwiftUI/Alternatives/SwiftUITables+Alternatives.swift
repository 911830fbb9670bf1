import LifecycleCore

extension SwiftUITables {
  /// The other readings of inferred rows whose alternative is another order.
  package static let alternatives: [Overlay] = [
    ios13Bug,
    pageTabViewAppearOnSettle,
    rowChangeDisappearFirst,
    scrollVisibilityOutsideAppearance,
    Overlay(
      id: "alt.swiftui.hosted.appearAfterDidAppear",
      title: "Without animation, a UIKit-shown hosting controller's viewDidAppear comes before SwiftUI's first render",
      alternativeOf: .rule(SwiftUIRules.hostedAppearAfterWillAppear),
      changes: [TransitionKind.launch, .push, .presentCovering, .presentOver].flatMap { kind -> [Overlay.Change] in
        let make = RowBuilder(.swiftui, kind)
        let id = make.id(.incoming, "onAppear.onAttach")
        return [
          .replace(
            make.appear(
              .incoming, .attach, SwiftUIRules.hostedAppearAfterWillAppear,
              when: RowCondition(animated: true, host: .uikit), name: "onAppear.onAttach")),
          .insert(
            make.appear(
              .incoming, .transitionEnd, SwiftUIRules.hostedAppearAfterWillAppear,
              when: RowCondition(animated: false, host: .uikit), name: "onAppear.afterDidAppear"), after: id),
        ]
      }),
    Overlay(
      id: "alt.swiftui.tabs.lazyLaunchOnIOS17",
      title: "On iOS 17 too, only the selected tab appears at launch",
      applies: .device(IOSVersion(17)..<IOSVersion(18)),
      alternativeOf: .rule(SwiftUIRules.eagerTabsIOS17),
      changes: {
        let make = RowBuilder(.swiftui, .launch)
        return [
          .remove(make.id(.hiddenTabs, "onAppear.eager")), .remove(make.id(.hiddenTabs, "taskStart.eager")),
          .replace(make.nothing(.hiddenTabs, SwiftUIRules.tabsLaunchSelected)),
        ]
      }()),
    Overlay(
      id: "alt.swiftui.scenePhase.launchThroughInactive",
      title: "At launch the scene passes through .inactive before .active",
      alternativeOf: .rule(SwiftUIRules.scenePhaseLaunch),
      changes: {
        let make = RowBuilder(.swiftui, .launch)
        let swiftUIApp = RowCondition(host: .swiftui)
        return [
          .remove(make.id(.scene, "scenePhaseActive")),
          .add(
            make.row(
              .scene, .transitionEnd, .scenePhaseInactive, SwiftUIRules.scenePhaseLaunch, when: swiftUIApp, name: "scenePhaseInactive.throughInactive"
            )),
          .add(
            make.row(
              .scene, .transitionEnd, .scenePhaseActive, SwiftUIRules.scenePhaseLaunch, when: swiftUIApp, name: "scenePhaseActive.throughInactive")),
        ]
      }()),
    Overlay(
      id: "alt.swiftui.scenePhase.hosted.activeAtLaunch",
      title: "At launch a UIKit app's hosted content that observes scenePhase sees .active after the root appears",
      alternativeOf: .rule(SwiftUIRules.scenePhaseHosted),
      changes: {
        let make = RowBuilder(.swiftui, .launch)
        let active = make.row(
          .scene, .transitionEnd, .scenePhaseActive, SwiftUIRules.scenePhaseHosted, when: RowCondition(host: .uikit, sceneBased: true),
          name: "scenePhaseActive.hosted")
        return [.remove(make.id(.scene, "nothing.uikitApp")), .add(active)]
      }()),
    Overlay(
      id: "alt.swiftui.scenePhase.interruptionUnseen",
      title: "Control Center or Notification Center over the app leaves scenePhase .active",
      alternativeOf: .rule(SwiftUIRules.scenePhaseInterruption),
      changes: [(TransitionKind.resignActive, "scenePhaseInactive"), (.becomeActive, "scenePhaseActive")].flatMap { kind, callback in
        let make = RowBuilder(.swiftui, kind)
        return [Overlay.Change.remove(make.id(.scene, callback)), .remove(make.id(.scene, callback + ".hosted"))]
      }),
    Overlay(
      id: "alt.platform.coverItem.presenterGetsNothing",
      title: "A full-screen cover given another item is replaced before its presenter rejoins the window: the presenter gets nothing",
      alternativeOf: .rule(SwiftUIRules.coverItemPresenterBetween),
      changes: {
        let swiftUI = RowBuilder(.swiftui, .presentationSwap)
        let uikit = RowBuilder(.uikit, .presentationSwap)
        let removed =
          ["onAppear", "taskStart.animated", "taskStart.notAnimated", "onDisappear", "taskCancel"].map { swiftUI.id(.betweenCovers, $0) }
          + [
            "viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear", "viewWillDisappear",
            "viewDidDisappear",
          ]
          .map { uikit.id(.betweenCovers, $0) }
        return removed.map(Overlay.Change.remove)
          + [
            .add(swiftUI.nothing(.betweenCovers, SwiftUIRules.coverItemPresenterBetween)),
            .add(uikit.nothing(.betweenCovers, UIKitRules.coverItemPresenterBetween)),
          ]
      }()),
    Overlay(
      id: "alt.swiftui.onDismiss.afterContentDisappear",
      title: "A sheet's or cover's onDismiss runs after the presented content's onDisappear, at the commit",
      alternativeOf: .rule(SwiftUIRules.onDismiss),
      changes: [TransitionKind.dismissCovering, .dismissOver, .swipeDownComplete, .tapOutside, .presentationSwap].flatMap {
        kind -> [Overlay.Change] in
        let make = RowBuilder(.swiftui, kind)
        return [
          .remove(make.id(.presenters, "onDismiss")),
          .insert(
            make.row(
              .presenters, .afterCommit, .onDismiss, SwiftUIRules.onDismiss, when: RowCondition(host: .swiftui),
              name: "onDismiss.afterContentDisappear"),
            after: make.id(.outgoing, "taskCancel")),
        ]
      }),
    Overlay(
      id: "alt.swiftui.present.contentOnAttach",
      title: "A sheet's or cover's content appears at the first layout of its hosting view, after viewWillAppear",
      alternativeOf: .rule(SwiftUIRules.presentedInUpdate),
      changes: [TransitionKind.presentCovering, .presentOver].map { kind in
        .replace(
          RowBuilder(.swiftui, kind).appear(
            .incoming, .attach, SwiftUIRules.presentedInUpdate,
            when: RowCondition(host: .swiftui), name: "onAppear.inUpdate"))
      }),
    rowMoveReinserts,
    replaceRootSheetTornDownFirst,
    scrolledOffscreenLaidOut,
    hostedHandAppearsAtEnd,
    terminateBackgroundPhase,
    backgroundLaunchViewsAppear,
    hostedHandAppearsOutOfWindowAtCall,
  ]
}
