import LifecycleCore
import LifecycleKnowledge
import Testing

/// The transition traits: one record per kind, each trait citing a rule with a public source,
/// and the values the laws and the audit's guards used to hard-code.
@Suite struct TransitionTraitsTests {
  @Test func everyKindHasItsOwnTraitsInOrder() {
    #expect(TransitionTraits.all.map(\.kind) == TransitionKind.allCases)
    for kind in TransitionKind.allCases {
      #expect(kind.traits == TransitionTraits.of(kind), "\(kind)")
    }
  }

  @Test func everyTraitCitesAPublicAddressAndAConfidence() throws {
    let address = try Regex(#"[a-z0-9-]+\.(com|me|io|co|net|org)(/|\b)"#)
    for rule in TransitionTraits.rules {
      #expect(rule.id.hasPrefix("trait."), "\(rule.id)")
      #expect(rule.source.contains(address), "\(rule.id) names no public address: \(rule.source)")
      #expect(!rule.statement.isEmpty)
      if rule.confidence.isUncertain {
        #expect(rule.alternative != nil, "\(rule.id) is \(rule.confidence) but names no other reading")
      }
    }
    #expect(Set(TransitionTraits.rules.map(\.id)).count == TransitionTraits.rules.count)
  }

  /// What `LawChecker` hard-coded before the traits: the kinds that may interrupt a
  /// controller that is appearing or disappearing.
  @Test func appearanceJumps() {
    func kinds(_ jump: AppearanceJumps) -> Set<TransitionKind> {
      Set(TransitionKind.allCases.filter { $0.traits.jumps.value.contains(jump) })
    }
    // A push during the launch covers the root before its viewDidAppear (VAndrJ, iOS 17.4).
    // So does a transition cut short by another started during it (`during: previous`).
    #expect(
      kinds(.disappearWhileAppearing) == [
        .swipeBackCancel, .zoomPopCancel, .pageScrollCancel, .pageCurlCancel, .launchPush, .interruptedByOverlap,
      ])
    #expect(
      kinds(.appearWhileDisappearing) == [
        .swipeBackCancel, .swipeDownCancel, .zoomPopCancel, .pageScrollCancel, .pageCurlCancel, .interruptedByOverlap,
      ])
    #expect(kinds(.appearedFromDisappearing) == [.zoomPopCancel])
    #expect(AppearanceJumps().names == "none")
    #expect(
      TransitionKind.zoomPopCancel.traits.jumps.value.names
        == "willDisappear while appearing, willAppear while disappearing, didAppear while disappearing")
  }

  /// What `EffectGuard` hard-coded: the cancelled kinds and the kinds with a coordinator.
  @Test func outcomesAndCoordinators() {
    let cancelled = Set(TransitionKind.allCases.filter { $0.traits.isCancelled })
    // A refused swipe-down is abandoned too: the sheet stays (its delegate hears of the attempt).
    // A page turn let go early too: the shown page stays.
    #expect(cancelled == [.swipeBackCancel, .swipeDownCancel, .zoomPopCancel, .swipeDownRefused, .pageScrollCancel, .pageCurlCancel])
    let always: Set<TransitionKind> = [
      .swipeBackComplete, .swipeBackCancel, .swipeDownComplete, .swipeDownCancel, .zoomPopCancel, .interruptedPush,
    ]
    let animated: Set<TransitionKind> = [
      .push, .pop, .popToRoot, .popTo, .setStackPush, .setStackPop, .presentCovering, .presentOver, .dismissCovering,
      .dismissOver, .presentationSwap, .tapOutside, .launchPush, .interruptedByOverlap,
    ]
    for kind in TransitionKind.allCases {
      #expect(kind.traits.hasCoordinator(animated: true) == (always.contains(kind) || animated.contains(kind)), "\(kind)")
      #expect(kind.traits.hasCoordinator(animated: false) == always.contains(kind), "\(kind)")
    }
    // iOS 18 converts an interrupted push to a pop instead of cancelling it.
    #expect(TransitionKind.interruptedPush.traits.outcome.value == .completes)
    #expect(TransitionKind.interruptedPush.traits.outcome.rule.confidence == .documented)
  }

  @Test func roleLabels() {
    #expect(TransitionKind.push.traits.roles == RoleLabels("destination", "source", "-"))
    #expect(TransitionKind.presentOver.traits.roles == RoleLabels("presented", "presenter", "presenter"))
    #expect(TransitionKind.swipeDownCancel.traits.roles == RoleLabels("-", "sheet", "presenter"))
    #expect(TransitionKind.everyStep.traits.roles == RoleLabels("-", "-", "on screen"))
    let names = TransitionKind.pop.roleNames
    #expect([names.incoming, names.outgoing, names.bystander] == ["revealed", "popped", "-"])
  }
}
