/// What of an action and the app's structure can change which callbacks fire beyond its
/// transition kind, as a claim's case names it: `presentOver (sheet, in navigation)`. Each
/// action's record says which refinements it has (`ActionRecord.refinements`).
package enum ClaimRefinements {
  /// `not animated` for an unanimated transition.
  static func animation(_ animated: Bool) -> [String] { animated ? [] : ["not animated"] }

  /// The style of presentation, as it looks on iPhone.
  package static func style(_ style: PresentationStyle) -> String {
    switch style {
    case .automatic, .pageSheet, .formSheet: "sheet"
    case .fullScreen: "fullScreen"
    case .overFullScreen: "overFullScreen"
    case .currentContext: "currentContext"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .unadaptedPopover: "unadapted popover"
    case .alert: "alert"
    case .actionSheet: "actionSheet"
    }
  }

  /// What a presentation added: the new top presentation's style, whether the step wraps it
  /// in a navigation stack, and whether it animates.
  static func presented(before: Structure, after: Structure, inNavigation: Bool, animated: Bool) -> [String] {
    var details: [String] = []
    if let presented = after.presentations.last, after.presentations.count > before.presentations.count {
      details.append(style(presented.style))
    }
    if inNavigation { details.append("in navigation") }
    return details + animation(animated)
  }

  /// What a dismissal removed: the top presentation's style, whether it sat in a navigation
  /// stack, and how many presentations went at once.
  static func dismissed(before: Structure, after: Structure) -> [String] {
    guard let top = before.presentations.last else { return [] }
    var details = [style(top.style)]
    if top.content.kind == .navigation { details.append("in navigation") }
    let removed = before.presentations.count - after.presentations.count
    if removed > 1 { details.append("\(removed) presentations at once") }
    return details
  }
}
