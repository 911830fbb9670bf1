import LifecycleCore
import LifecycleKnowledge
import Testing

/// Every law has a typed id, made from its own `Law.id`, which a waiver names.
@Suite struct LawIDTests {
  @Test func everyLawHasItsTypedIDInTheRegistrysOrder() {
    let typed: [LawID] = [
      .uikitLoadOnce, .uikitLoadBeforeAppearance, .uikitDidAfterWill, .uikitAppearanceAlternates, .uikitNothingAfterDeinit,
      .uikitNoDeinitWhileAppeared, .uikitPresentationDelegateTiming, .uikitSizeAndTraitsSettled, .uikitWindow,
      .uikitReleasedWithStep, .swiftUIAppearanceAlternates, .swiftUITaskWithinAppearance, .swiftUIWindow,
      .swiftUITaskRestartKeepsAppearance, .swiftUIItemSwitchDismissesFirst,
    ]
    #expect(typed.map(\.rawValue) == Law.all.map(\.id))
  }

  @Test func everyWaiverOfTheStandardBookNamesALaw() {
    for overlay in RuleBook.standard.overlays {
      let waived = overlay.waives + overlay.rows.compactMap(\.knownBug).flatMap(\.waives)
      for law in waived { #expect(Law.named(law.rawValue) != nil, "\(overlay.id) waives \(law)") }
    }
  }
}
