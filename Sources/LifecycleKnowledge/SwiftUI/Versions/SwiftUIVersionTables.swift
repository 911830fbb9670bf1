import LifecycleCore

/// The SwiftUI overlays of later iOS versions and SDKs: the zoom transition and the lazy
/// Tab API of iOS 18, and the known bugs of swiftui-ground-truth §10 that a scenario can
/// express, each a row marked as a known bug with the versions it affects and the laws it
/// breaks.
extension SwiftUITables {
  /// iOS 13.0 to 13.3: a view replaced by another gets no onDisappear, so shown again it gets
  /// no onAppear (the lane still has it as appeared).
  package static let ios13Bug = Overlay(
    id: "ios13.0-13.3.swiftui", title: "iOS 13.0-13.3: a replaced view gets no onDisappear (fixed in 13.4)",
    applies: .device(IOSVersion(13)..<IOSVersion(13, 4)),
    changes: {
      let make = RowBuilder(.declarative, .showView)
      let bug = KnownBug(
        summary: "a replaced view keeps its onAppear: no onDisappear now, no onAppear when it is shown again",
        waives: ["swiftui.window"])
      // The replaced view's removal rows, taken from the base table rather than spelled
      // again: the default transition's, then the identity's.
      let replaced = views.filter { $0.kind == .showView && $0.role == .outgoing }
      let removed = [ViewTransition.default, .identity].flatMap { transition in
        replaced.filter { $0.when.viewTransition == transition }.map(\.key)
      }
      return removed.map(Overlay.Change.remove) + [
        .set(make.row(.outgoing, .action, nil, SwiftUIRules.replacedViewKeepsAppearing, name: "nothing.bug", knownBug: bug)),
        .set(make.row(.released, .action, nil, SwiftUIRules.replacedViewKeepsAppearing, name: "nothing.bug", knownBug: bug)),
      ]
    }())

  /// iOS 16 and 17: switching away a branch holding a NavigationStack re-fires its root's onAppear.
  package static let ios16Bug = Overlay(
    id: "ios16-17.swiftui", title: "iOS 16-17: a NavigationStack switched away re-fires its root's onAppear (no source says it ends with iOS 18: the end is inferred)",
    applies: .device(IOSVersion(16)..<IOSVersion(18)),
    changes: [
      .remove(RowBuilder(.declarative, .replaceRoot).id(.stackRoots, "nothing")),
      .insert(
        RowBuilder(.declarative, .replaceRoot).appear(
          .stackRoots, .update, SwiftUIRules.stackRootReappears, name: "onAppear.bug",
          knownBug: KnownBug(summary: "the covered root of a NavigationStack switched away gets onAppear", waives: [])),
        after: RowBuilder(.declarative, .replaceRoot).id(.incoming, "onAppear"))
    ])

  /// iOS 17 on: removing a TabView fires onAppear of the tabs not selected.
  package static let ios17Bug = Overlay(
    id: "ios17.swiftui", title: "iOS 17 and later: removing a TabView fires its other tabs' onAppear",
    applies: .device(from: IOSVersion(17)),
    changes: [
      .remove(RowBuilder(.declarative, .replaceRoot).id(.hiddenTabs, "nothing")),
      .insert(
        RowBuilder(.declarative, .replaceRoot).appear(
          .hiddenTabs, .update, SwiftUIRules.tabViewRemoval, name: "onAppear.bug",
          knownBug: KnownBug(summary: "the tabs not selected get onAppear as their TabView is removed", waives: [])),
        after: RowBuilder(.declarative, .replaceRoot).id(.incoming, "onAppear"))
    ])

  /// iOS 18: the lazy Tab API, and SwiftUI's side of the zoom transition.
  package static let ios18 = Overlay(
    id: "ios18.swiftui", title: "SwiftUI from iOS 18: the lazy Tab API (a single claim), the zoom transition",
    applies: Applicability(device: IOSVersion(18)..<IOSVersion(999), sdk: IOSVersion(18)..<IOSVersion(999)),
    changes: [.set(RowBuilder(.declarative, .launch).nothing(.hiddenTabs, SwiftUIRules.lazyTabAPI))]
      + (interruptedPush + zoomPopCancel).map(Overlay.Change.set))

  /// iOS 18.0 to 18.4: a NavigationStack replaced by another view calls its view's
  /// onAppear, onDisappear and task again.
  package static let ios18Bug = Overlay(
    id: "ios18.0-18.4.swiftui", title: "iOS 18.0-18.4: a NavigationStack replaced by another view repeats its view's callbacks",
    applies: .device(IOSVersion(18)..<IOSVersion(18, 5)),
    changes: {
      let make = RowBuilder(.declarative, .replaceRoot)
      let bug = KnownBug(
        summary: "the replaced NavigationStack's view gets onAppear, task and onDisappear again after it disappeared",
        waives: [])
      let rule = SwiftUIRules.stackReplacementRepeats
      let rows = [
        make.appear(.stackTops, .afterCommit, rule, name: "onAppear.again", knownBug: bug),
        make.taskStart(.stackTops, .afterCommit, name: "taskStart.again", rule: rule, knownBug: bug),
      ] + make.disappear(.stackTops, .afterCommit, rule, name: ".again", knownBug: bug)
      var after = make.id(.outgoing, "taskCancel")
      return rows.map { row in
        defer { after = row.key }
        return .insert(row, after: after)
      }
    }())

  /// The iOS 18.4 SDK and later on an 18.4 or later device: a custom path Binding makes a
  /// push fire onAppear for the screen under its source.
  package static let sdk18_4Bug = Overlay(
    id: "sdk18.4.swiftui", title: "iOS 18.4 SDK and later: a custom path Binding fires onAppear for the screen under a push's source (applied from device 18.4 too, which no source gives: devices before 18.4 were not tried)",
    applies: Applicability(device: IOSVersion(18, 4)..<IOSVersion(999), sdk: IOSVersion(18, 4)..<IOSVersion(999)),
    changes: {
      let make = RowBuilder(.declarative, .push)
      let bug = KnownBug(
        summary: "the screen under the source gets onAppear though it stays covered, and none when it is shown",
        waives: ["swiftui.window"])
      let custom = RowCondition(host: .swiftui, pathBinding: .custom)
      let appear = make.appear(.underSource, .update, SwiftUIRules.customPathBinding, when: custom, name: "onAppear.bug", knownBug: bug)
      // A task is an appearance action too (§1, §8): it starts with the spurious onAppear.
      var animated = custom
      animated.animated = true
      var still = custom
      still.animated = false
      return [
        .insert(appear, after: make.id(.incoming, "onAppear.inUpdate")),
        .insert(
          make.taskStart(.underSource, .interaction, when: animated, name: "taskStart.bug.animated", rule: SwiftUIRules.customPathBindingTask, knownBug: bug),
          after: make.id(.incoming, "taskStart.animated")),
        .insert(
          make.taskStart(.underSource, .async, when: still, name: "taskStart.bug.notAnimated", rule: SwiftUIRules.customPathBindingTask, knownBug: bug),
          after: make.id(.incoming, "taskStart.notAnimated")),
      ]
    }())

  /// iOS 18: an interrupted zoom push.
  static let interruptedPush: [RuleRow] = {
    let make = RowBuilder(.declarative, .interruptedPush)
    return make.inserted(.incoming, swiftUIRule: SwiftUIRules.insertedAppearInUpdate)
      + make.taskStarts(.incoming)
      + make.disappear(.incoming, .afterCommit, SwiftUIRules.zoomInterruptedPush)
      + [make.nothing(.outgoing, SwiftUIRules.zoomInterruptedPush)]
  }()

  /// iOS 18: a cancelled zoom pop, as a cancelled swipe-back.
  static let zoomPopCancel: [RuleRow] = {
    let make = RowBuilder(.declarative, .zoomPopCancel)
    return [make.appear(.incoming, .attach, SwiftUIRules.zoomPopCancel)]
      + make.taskStarts(.incoming)
      + make.disappear(.incoming, .afterCommit, SwiftUIRules.zoomPopCancel)
      + [make.nothing(.outgoing, SwiftUIRules.zoomPopCancel)]
  }()
}
