/// The events of a step that some evaluator of a set may act on, so that a walk judging
/// many evaluators on one step (`MigrationWalk`) reads each step's events once, not once
/// per evaluator.
///
/// An evaluator acts on an event of one of its screens on a callback that screen places an
/// effect on, and on an app-level event (screen -1) on a callback any of its screens places
/// one on (`EffectEvaluator.step`). The filter keeps every event that passes either test for
/// any evaluator of the set, in the step's order, so each evaluator reads exactly the events
/// it acted on before, in the same order: its steps and breaches do not change.
struct HitFilter: Sendable {
  /// For each screen, the callbacks some evaluator's effects of that screen run on
  /// (`EffectEvaluator.callbackBit`).
  let masks: [UInt64]
  /// The callbacks some evaluator's effects run on, for app-level events.
  let anyCallback: UInt64

  /// The filter of `evaluators`, all of one engine.
  init(_ evaluators: [EffectEvaluator]) {
    var masks: [UInt64] = []
    var anyCallback: UInt64 = 0
    for evaluator in evaluators {
      if masks.count < evaluator.callbackMasks.count {
        masks.append(contentsOf: repeatElement(0, count: evaluator.callbackMasks.count - masks.count))
      }
      for (screen, mask) in evaluator.callbackMasks.enumerated() { masks[screen] |= mask }
      anyCallback |= evaluator.anyCallback
    }
    self.masks = masks
    self.anyCallback = anyCallback
  }

  /// Whether some evaluator may act on `hit`.
  @inline(__always)
  func isRelevant(_ hit: EffectEvaluator.Hit) -> Bool {
    let bit = EffectEvaluator.callbackBit(hit.callback)
    return hit.screen >= 0 && hit.screen < masks.count ? masks[hit.screen] & bit != 0 : anyCallback & bit != 0
  }

  /// Drops from `hits` the events no evaluator acts on, keeping the others' order.
  func keepRelevant(_ hits: inout [EffectEvaluator.Hit]) {
    guard hits.contains(where: { !isRelevant($0) }) else { return }
    hits.removeAll { !isRelevant($0) }
  }
}
