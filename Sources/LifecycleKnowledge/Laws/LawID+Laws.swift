import LifecycleCore

/// Each law's typed id, made from the law's own `Law.id`: the names a waiver uses
/// (`waives: [.uikitWindow]`), so that a waiver naming no law does not compile.
extension LawID {
  /// `uikit.load.once` (`LoadOnce`).
  public static let uikitLoadOnce = LawID(LoadOnce.law.id)
  /// `uikit.load.beforeAppearance` (`LoadBeforeAppearance`).
  public static let uikitLoadBeforeAppearance = LawID(LoadBeforeAppearance.law.id)
  /// `uikit.appearance.didAfterWill` (`DidAfterWill`).
  public static let uikitDidAfterWill = LawID(DidAfterWill.law.id)
  /// `uikit.appearance.alternates` (`AppearanceAlternates`).
  public static let uikitAppearanceAlternates = LawID(AppearanceAlternates.law.id)
  /// `uikit.deinit.last` (`NothingAfterDeinit`).
  public static let uikitNothingAfterDeinit = LawID(NothingAfterDeinit.law.id)
  /// `uikit.deinit.notWhileAppeared` (`NoDeinitWhileAppeared`).
  public static let uikitNoDeinitWhileAppeared = LawID(NoDeinitWhileAppeared.law.id)
  /// `uikit.presentationDelegate.timing` (`PresentationDelegateTiming`).
  public static let uikitPresentationDelegateTiming = LawID(PresentationDelegateTiming.law.id)
  /// `uikit.sizeAndTraits.settled` (`SizeAndTraitsSettled`).
  public static let uikitSizeAndTraitsSettled = LawID(SizeAndTraitsSettled.law.id)
  /// `uikit.window` (`UIKitWindow`).
  public static let uikitWindow = LawID(UIKitWindow.law.id)
  /// `uikit.release.withStep` (`ReleasedWithStep`).
  public static let uikitReleasedWithStep = LawID(ReleasedWithStep.law.id)
  /// `swiftui.appearance.alternates` (`ViewAppearanceAlternates`).
  public static let swiftUIAppearanceAlternates = LawID(ViewAppearanceAlternates.law.id)
  /// `swiftui.task.cancelAfterStart` (`TaskWithinAppearance`).
  public static let swiftUITaskWithinAppearance = LawID(TaskWithinAppearance.law.id)
  /// `swiftui.window` (`SwiftUIWindow`).
  public static let swiftUIWindow = LawID(SwiftUIWindow.law.id)
  /// `swiftui.taskID.noAppearance` (`TaskRestartKeepsAppearance`).
  public static let swiftUITaskRestartKeepsAppearance = LawID(TaskRestartKeepsAppearance.law.id)
  /// `swiftui.sheetItem.dismissFirst` (`ItemSwitchDismissesFirst`).
  public static let swiftUIItemSwitchDismissesFirst = LawID(ItemSwitchDismissesFirst.law.id)
}
