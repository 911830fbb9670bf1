import LifecycleCore

/// SwiftUI on iOS 18: the zoom transition and the lazy Tab API. The known bugs of
/// swiftui-ground-truth §10 that a scenario can express are each in their version's folder
/// (`iOS13/`, `iOS16/`, `iOS17/`, `iOS18/`, `SDK18.4/`), a row marked as a known bug with the
/// versions it affects and the laws it breaks.
extension SwiftUITables {
  /// iOS 18: the lazy Tab API, SwiftUI's side of the zoom transition, and the rows'
  /// `onScrollVisibilityChange` (`scrollVisibility`).
  package static let ios18 = Overlay(
    id: "ios18.swiftui",
    title: "SwiftUI from iOS 18: the lazy Tab API (a single claim), the zoom transition, a row's onScrollVisibilityChange",
    applies: Applicability(device: IOSVersion(18)..<IOSVersion(999), sdk: IOSVersion(18)..<IOSVersion(999)),
    changes: [.replace(RowBuilder(.swiftui, .launch).nothing(.hiddenTabs, SwiftUIRules.lazyTabAPI))]
      + (interruptedPush + zoomPopCancel + scrollVisibility(RowBuilder(.swiftui, .scroll))).map(Overlay.Change.add))

  /// iOS 18: an interrupted zoom push.
  static let interruptedPush: [RuleRow] = {
    let make = RowBuilder(.swiftui, .interruptedPush)
    return make.inserted(.incoming, swiftUIRule: SwiftUIRules.insertedAppearInUpdate)
      + make.taskStarts(.incoming)
      + make.disappear(.incoming, .afterCommit, SwiftUIRules.zoomInterruptedPush)
      + [make.nothing(.outgoing, SwiftUIRules.zoomInterruptedPush)]
  }()

  /// iOS 18: a cancelled zoom pop, as a cancelled swipe-back.
  static let zoomPopCancel: [RuleRow] = {
    let make = RowBuilder(.swiftui, .zoomPopCancel)
    return [make.appear(.incoming, .attach, SwiftUIRules.zoomPopCancel)]
      + make.taskStarts(.incoming)
      + make.disappear(.incoming, .afterCommit, SwiftUIRules.zoomPopCancel)
      + [make.nothing(.outgoing, SwiftUIRules.zoomPopCancel)]
  }()
}
