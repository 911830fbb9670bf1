import LifecycleCore

extension UIKitTables {
  /// The other readings of rows whose sources conflict.
  package static let alternatives: [Overlay] =
    [
      sceneLaunchStackedAsPlain,
      splitReplaceColumnInTurn,
      splitResizeAfterLayout,
      splitSeparateAfterSizeChange,
      splitSeparateLoadsOnAdd,
      splitOverSecondaryCovers,
      Overlay(
        id: "alt.uikit.sheetItem.presentBeforeDidDisappear",
        title: "A swapped presentation starts before the old one's viewDidDisappear (the two transitions overlap)",
        alternativeOf: .rule(UIKitRules.itemSwitch),
        changes: {
          let make = RowBuilder(.uikit, .presentationSwap)
          // The old controller's did-callback and release move after the new one's
          // will-callbacks, in the second transition's phases.
          return [
            .replace(
              make.row(.outgoing, .secondEnd, .viewDidDisappear, UIKitRules.itemSwitch, nested: UIKitRules.forwardToChildren)),
            .replace(make.row(.released, .secondCommit, .deinit, UIKitRules.releaseAfterTransition)),
          ]
        }()),
      Overlay(
        id: "alt.uikit.representable.identityChange.newFirst",
        title: "A view given a new .id makes its new representable's controller before it removes the old one",
        alternativeOf: .rule(UIKitRules.representableIdentityChange),
        changes: {
          let make = RowBuilder(.uikit, .identityChange)
          // The old controller's removal moves after the new one's didMove(toParent:).
          let removal = representableIdentityRemoval(make, UIKitRules.representableIdentityChange)
          var anchor = make.id(.addedToParent, "didMoveToParent")
          var changes = removal.map { Overlay.Change.remove($0.key) }
          for row in removal {
            changes.append(.insert(row, after: anchor))
            anchor = row.key
          }
          return changes
        }()),
      Overlay(
        id: "alt.uikit.representable.withItsView.atLayout",
        title: "A representable's controller is added or removed at the layout pass after SwiftUI's update, not during it",
        alternativeOf: .rule(UIKitRules.representableWithItsView),
        // Its containment, view loading and will-callbacks move from the state change to the
        // layout pass that follows the update (after the update's onAppear); its init stays
        // with makeUIViewController, in the update.
        changes: views.filter { $0.rule == UIKitRules.representableWithItsView && $0.phase == .action }.map { row in
          var later = row
          later.phase = .transitionBegin
          return .replace(later)
        }),
      Overlay(
        id: "alt.uikit.swipeBackCancel.revealedDidDisappear",
        title: "A cancelled swipe gives the revealed controller no viewDidDisappear",
        alternativeOf: .row(RowBuilder(.uikit, .swipeBackCancel).id(.incoming, "viewDidDisappear")),
        // A will without its did (R2) leaves the revealed controller disappearing while out of
        // the window; its next appearance or its release then starts from there.
        waives: [.uikitAppearanceAlternates, .uikitWindow, .uikitNoDeinitWhileAppeared],
        changes: [.remove(RowBuilder(.uikit, .swipeBackCancel).id(.incoming, "viewDidDisappear"))]),
      Overlay(
        id: "alt.uikit.push.loadAfterWillDisappear",
        title: "On iOS 9-12 the pushed controller loads after the source's viewWillDisappear",
        applies: Applicability(device: IOSVersion(9)..<IOSVersion(13)),
        alternativeOf: .row(RowBuilder(.uikit, .push).id(.incoming, "loadView")),
        changes: lateLoad),
      Overlay(
        id: "alt.uikit.layout.secondPass",
        title: "Two layout passes before viewDidAppear (readke, SO 48653763) instead of one",
        alternativeOf: .rule(UIKitRules.firstLayout),
        changes: secondLayoutPass),
      Overlay(
        id: "alt.uikit.pop.revealedLayoutEveryTime",
        title: "A controller a way back reveals lays out on every reveal, not only its first",
        alternativeOf: .rule(UIKitRules.popRevealedLayout),
        changes: [TransitionKind.pop, .popToRoot, .popTo, .swipeBackComplete, .swipeBackCancel].flatMap { kind -> [Overlay.Change] in
          let make = RowBuilder(.uikit, kind)
          return make.layoutPass(.incoming, .transitionBegin, revealedLayout(kind).rule).map(Overlay.Change.replace)
        }),
      Overlay(
        id: "alt.uikit.push.destinationAppearsFirst",
        title:
          "A push lays the source out again after the destination's layout, and the destination's viewDidAppear comes before the source's viewDidDisappear",
        alternativeOf: .rule(UIKitRules.pushOrder),
        changes: {
          let make = RowBuilder(.uikit, .push)
          let sourceLayout = [
            make.row(
              .outgoing, .transitionBegin, .viewWillLayoutSubviews, UIKitRules.pushOrder, block: "layout.source",
              name: "viewWillLayoutSubviews.source"),
            make.row(
              .outgoing, .transitionBegin, .viewDidLayoutSubviews, UIKitRules.pushOrder, block: "layout.source", name: "viewDidLayoutSubviews.source"),
          ]
          return [
            .insert(sourceLayout[0], after: make.id(.incoming, "viewDidLayoutSubviews.embeddedSecond")),
            .insert(sourceLayout[1], after: sourceLayout[0].key),
            .remove(make.id(.outgoing, "viewDidDisappear")),
            .insert(
              make.row(
                .outgoing, .transitionEnd, .viewDidDisappear, UIKitRules.pushOrder, nested: UIKitRules.forwardToChildren,
                name: "viewDidDisappear.last"),
              after: make.id(.incoming, "viewDidAppear")),
          ]
        }()),
      Overlay(
        id: "alt.uikit.pop.didMoveEarly",
        title: "The popped controller's didMove(toParent: nil) comes before the revealed viewDidAppear",
        alternativeOf: .rule(UIKitRules.popContainment),
        changes: [TransitionKind.pop, .popToRoot, .popTo, .swipeBackComplete].flatMap { kind -> [Overlay.Change] in
          let make = RowBuilder(.uikit, kind)
          return [
            .remove(make.id(.removedFromParent, "didMoveToParent")),
            .insert(
              make.row(.removedFromParent, .transitionEnd, .didMoveToParent, UIKitRules.popContainment, name: "didMoveToParent.early"),
              after: make.id(.outgoing, "viewDidDisappear")),
          ]
        }),
      Overlay(
        id: "alt.uikit.zoomPopCancel.classic",
        title: "A cancelled zoom pop gives the top controller viewWillAppear and viewIsAppearing again, as a classic swipe",
        applies: Applicability(device: IOSVersion(18)..<IOSVersion(999), sdk: IOSVersion(18)..<IOSVersion(999)),
        alternativeOf: .rule(UIKitRules.zoomPopCancel),
        changes: {
          let make = RowBuilder(.uikit, .zoomPopCancel)
          var after = make.id(.incoming, "viewDidDisappear")
          var changes: [Overlay.Change] = [.remove(make.id(.outgoing, "viewDidAppear"))]
          for row in make.reappear(.outgoing, UIKitRules.swipeBackCancel, appearing: UIKitRules.swipeBackCancelTopAppearing) {
            changes.append(.insert(row, after: after))
            after = row.key
          }
          return changes
        }()),
      Overlay(
        id: "alt.uikit.zoomPopCancel.prose",
        title: "A cancelled zoom pop gives the top controller viewDidDisappear, as Apple's prose says",
        applies: Applicability(device: IOSVersion(18)..<IOSVersion(999), sdk: IOSVersion(18)..<IOSVersion(999)),
        alternativeOf: .rule(UIKitRules.zoomPopCancel),
        // The top controller ends disappeared though its view stays in the window, and its
        // next disappearance starts from there.
        waives: [.uikitWindow, .uikitAppearanceAlternates],
        changes: {
          let make = RowBuilder(.uikit, .zoomPopCancel)
          return [
            .remove(make.id(.outgoing, "viewDidAppear")),
            .insert(
              make.row(.outgoing, .transitionEnd, .viewDidDisappear, UIKitRules.zoomPopCancel, nested: UIKitRules.forwardToChildren),
              after: make.id(.incoming, "viewDidDisappear")),
          ]
        }()),
      Overlay(
        id: "alt.uikit.background.noSnapshotLayout",
        title: "Going to the background lays nothing out in a scene-based app either (iOS 13 to 16)",
        applies: Applicability(device: IOSVersion(13)..<IOSVersion(17)),
        alternativeOf: .rule(UIKitRules.backgroundSnapshotLayout),
        changes: [
          .remove(RowBuilder(.uikit, .background).id(.onScreen, "viewWillLayoutSubviews")),
          .remove(RowBuilder(.uikit, .background).id(.onScreen, "viewDidLayoutSubviews")),
        ]),
      Overlay(
        id: "alt.uikit.background.twoSnapshotPasses",
        title: "Going to the background lays out twice in a scene-based app on iOS 13 to 16, as from iOS 17",
        applies: Applicability(device: IOSVersion(13)..<IOSVersion(17)),
        alternativeOf: .rule(UIKitRules.backgroundSnapshotLayout),
        changes: insertingAfterFirstSnapshotPass(backgroundSecondPass(UIKitRules.backgroundSnapshotLayout, name: ".second"))),
      Overlay(
        id: "alt.uikit.dismiss.chain.disappearWithTop",
        title: "An intermediate presentation still in the window gets its viewDidDisappear with the top's, after the animation",
        alternativeOf: .rule(UIKitRules.dismissChainInWindow),
        changes: [TransitionKind.dismissCovering, .dismissOver].flatMap { kind -> [Overlay.Change] in
          let make = RowBuilder(.uikit, kind)
          return [
            .remove(make.id(.intermediate, "viewDidDisappear")),
            .insert(
              make.row(
                .intermediate, .transitionEnd, .viewDidDisappear, UIKitRules.dismissChainInWindow,
                nested: UIKitRules.forwardToChildren, name: "viewDidDisappear.withTop"),
              after: make.id(.outgoing, "viewDidDisappear")),
          ]
        }),
      Overlay(
        id: "alt.uikit.dismiss.chain.silent",
        title: "An intermediate presentation still in the window is removed with no appearance callback, and deinits as it is",
        alternativeOf: .rule(UIKitRules.dismissChainInWindow),
        waives: [.uikitNoDeinitWhileAppeared],
        changes: [TransitionKind.dismissCovering, .dismissOver].flatMap { kind -> [Overlay.Change] in
          let make = RowBuilder(.uikit, kind)
          return [.remove(make.id(.intermediate, "viewWillDisappear")), .remove(make.id(.intermediate, "viewDidDisappear"))]
        }),
      Overlay(
        id: "alt.uikit.swipeBackCancel.noContainment",
        title: "An interactive pop defers willMove(toParent: nil) until it completes, so a cancelled swipe has no containment calls",
        alternativeOf: .rule(UIKitRules.swipeBackCancelContainment),
        changes: [
          .remove(RowBuilder(.uikit, .swipeBackCancel).id(.removedFromParent, "willMoveToParent")),
          .remove(RowBuilder(.uikit, .swipeBackCancel).id(.removedFromParent, "didMoveToParent")),
        ]),
      resizeTraitsFirst,
      launchPageLaidOutFirst,
      launchConstraintsOnePass,
      backgroundOneSnapshotPassFromIOS17,
      presenterNotLaidOut,
      pushConstraintsOnePass,
    ] + cellAlternatives
}
