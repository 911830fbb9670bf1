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
public enum ClaimCase {
  /// The case of a step of `kind` that ran `action` from the structure `before` to `after`.
  public static func name(kind: TransitionKind, action: Action, before: Structure, after: Structure) -> String {
    var details: [String] = []
    switch action {
    case .push(_, let animated), .pop(let animated), .popToRoot(let animated):
      if !animated { details.append("not animated") }
    case .zoomPush:
      if kind == .push { details.append("zoom") }
    case .present(_, _, let inNavigation, let animated):
      if let presented = after.presentations.last, after.presentations.count > before.presentations.count {
        details.append(style(presented.style))
      }
      if inNavigation { details.append("in navigation") }
      if !animated { details.append("not animated") }
    case .dismiss(_, let animated):
      details += dismissed(before: before, after: after)
      if !animated { details.append("not animated") }
    case .swipeDown:
      details += dismissed(before: before, after: after)
    default:
      break
    }
    return details.isEmpty ? kind.rawValue : "\(kind.rawValue) (\(details.joined(separator: ", ")))"
  }

  /// The kind a case refines: `presentOver` for `presentOver (sheet)`.
  public static func kind(of name: String) -> String {
    guard let open = name.range(of: " (") else { return name }
    return String(name[..<open.lowerBound])
  }

  /// The style of presentation, as it looks on iPhone.
  static func style(_ style: PresentationStyle) -> String {
    switch style {
    case .automatic, .pageSheet, .formSheet: "sheet"
    case .fullScreen: "fullScreen"
    case .overFullScreen: "overFullScreen"
    }
  }

  /// What a dismissal removed: the top presentation's style, whether it sat in a navigation
  /// stack, and how many presentations went at once.
  private static func dismissed(before: Structure, after: Structure) -> [String] {
    guard let top = before.presentations.last else { return [] }
    var details = [style(top.style)]
    if top.content.kind == .navigation { details.append("in navigation") }
    let removed = before.presentations.count - after.presentations.count
    if removed > 1 { details.append("\(removed) presentations at once") }
    return details
  }
}
