extension LaneTable {
  /// Applies a segment of the `scene` role: each of its rows with a callback that holds for
  /// the transition places one event on the app's scene (`LaneEvent.scene`). The scene is
  /// not a screen, so no screen's state changes; whether it may go to the background or come
  /// back is the navigator's to decide (one step never goes where the app already is).
  ///
  /// - Returns: whether the segment was the scene's (the caller then skips it).
  @inlinable
  package func appendSceneEvents(
    _ segment: Segment, _ transition: Transition, host: Host, app: AppModel? = nil, into events: inout [LaneEvent]
  ) -> Bool {
    guard segment.role == .scene else { return false }
    for index in segment.rows {
      let entry = entries[index]
      guard let callback = entry.row.callback, entry.row.holds(for: transition, host: host) else { continue }
      // An opt-in callback (the app delegate's) speaks only in an app that implements it, and
      // scenePhase only in an app that observes it.
      if let app, !app.logsSceneEvent(callback) { continue }
      events.append(.sceneEvent(callback, phase: entry.row.phase, row: entry.id))
    }
    return true
  }
}
