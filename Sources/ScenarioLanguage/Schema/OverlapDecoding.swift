import LifecycleCore

/// Folding a step written with `during: previous` into the step above it (issue 40).
extension SchemaReader {
  /// The step that `step`, written with `during: previous` and landing at `landing`, makes
  /// with `previous` (at `previous`'s line; the caller keeps `step`'s, `secondLocations`); nil
  /// (with the error reported) when the two cannot make one.
  mutating func overlap(_ previous: Step, _ step: Step, _ landing: OverlapLanding) -> Step? {
    if case .overlap = previous.action {
      error(
        "a step overlaps only the step above it, which already overlaps its own: write this one without 'during: previous'",
        at: step.location)
      return nil
    }
    if !previous.checks.isEmpty {
      error(
        "the expectations of two overlapping steps go under the one written with 'during: previous': they are one step",
        at: previous.location)
      return nil
    }
    switch previous.action {
    case .launch:
      // A push in the launch's own turn is `launch` with `pushing:`, whose logs are the device's.
      if landing == .sameTurn, case .push(let id, animated: true) = step.action {
        return Step(action: .launchPushing(id), location: previous.location, checks: step.checks)
      }
      if landing == .completion {
        error("the launch has no completion handler: write this step without 'during: previous', after 'launch'", at: step.location)
      } else {
        error("a step during the launch is an animated push ('launch' with 'pushing: X'); write it after 'launch'", at: step.location)
      }
      return nil
    default:
      // Under `launch` with `pushing:` too: a call the app makes during the launch's push
      // (a deep link's second screen), which the profile's overlap facts resolve.
      return Step(action: .overlap(first: previous.action, second: step.action, at: landing), location: previous.location, checks: step.checks)
    }
  }
}
