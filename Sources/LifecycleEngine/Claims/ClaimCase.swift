import LifecycleCore

/// The case a step falls in when a claim is judged: its kind of transition, refined by what
/// of the action and the app's structure can change which callbacks fire.
///
/// A kind alone puts a card sheet and an over-full-screen presentation in one case
/// (`presentOver`), so a claim that holds for one and breaks for the other could not say
/// which. The refinements are the presentation's style (as a sheet, full screen or over full
/// screen: `automatic`, `pageSheet` and `formSheet` are one card sheet on iPhone), whether the
/// presented screen sits in its own navigation stack, whether a dismissal removes several
/// presentations at once, a zoom push, and an unanimated transition. Whether the presenter's
/// view stays in the window, and a completed or cancelled gesture, are already kinds
/// (`presentCovering`/`presentOver`, `swipeBackComplete`/`swipeBackCancel`).
///
/// A case's name is the kind's, then its refinements in parentheses:
/// `presentOver (sheet, in navigation)`. `ClaimJudge` reports a kind as one case when all
/// its refinements give the same answer on every target, and names the refinements only
/// where the answer differs.
package enum ClaimCase {
  /// The case of a step of `kind` that ran `action` from the structure `before` to `after`.
  package static func name(kind: TransitionKind, action: Action, before: Structure, after: Structure) -> String {
    let details = action.record.refinements(action, kind, before, after)
    return details.isEmpty ? kind.rawValue : "\(kind.rawValue) (\(details.joined(separator: ", ")))"
  }

  /// The kind a case refines: `presentOver` for `presentOver (sheet)`.
  package static func kind(of name: String) -> String {
    guard let open = name.range(of: " (") else { return name }
    return String(name[..<open.lowerBound])
  }
}
