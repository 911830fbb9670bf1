/// One user or app action, with its own expectations.
public struct Step: Hashable, Sendable {
  /// What happens.
  public var action: Action
  /// Where the step starts in the file.
  public var location: SourceLocation
  /// Expectations that concern only this step.
  public var checks: Checks

  /// Creates a step.
  public init(action: Action, location: SourceLocation, checks: Checks = Checks()) {
    self.action = action
    self.location = location
    self.checks = checks
  }
}

/// What a step does.
public enum Action: Hashable, Sendable {
  case launch
  case push(String, animated: Bool)
  /// A push with iOS 18's zoom transition (`preferredTransition = .zoom`); an interrupted one
  /// is turned into a pop by UIKit before it ends.
  case zoomPush(String, interrupted: Bool)
  case pop(animated: Bool)
  case popToRoot(animated: Bool)
  case swipeBack(completed: Bool)
  case present(String, style: PresentationStyle, inNavigation: Bool, animated: Bool)
  case dismiss(String?, animated: Bool)
  case swipeDown(completed: Bool)
  case selectTab(TabSelector)
  case background
  case foreground
  case show(String, replacing: String?, transition: ViewTransition, animated: Bool)
  case hide(String, animated: Bool)
  case rotate
  /// A SwiftUI app's root view switches to another screen (an `if` at the top of its content).
  case replaceRoot(String, inNavigation: Bool)

  /// The keyword a scenario file uses.
  public var keyword: String {
    switch self {
    case .launch: "launch"
    case .push, .zoomPush: "push"
    case .pop: "pop"
    case .popToRoot: "pop-to-root"
    case .swipeBack: "swipe-back"
    case .present: "present"
    case .dismiss: "dismiss"
    case .swipeDown: "swipe-down"
    case .selectTab: "select-tab"
    case .background: "background"
    case .foreground: "foreground"
    case .show: "show"
    case .hide: "hide"
    case .rotate: "rotate"
    case .replaceRoot: "replace-root"
    }
  }

  /// Every keyword, for suggestions.
  public static let keywords = [
    "launch", "push", "pop", "pop-to-root", "swipe-back", "present", "dismiss", "swipe-down",
    "select-tab", "background", "foreground", "show", "hide", "rotate", "replace-root",
  ]

  /// A one-line human description, e.g. `push 2` or `swipe-back cancel`.
  public var summary: String {
    switch self {
    case .launch, .background, .foreground, .rotate: keyword
    case .push(let screen, let animated): "push \(screen)" + (animated ? "" : " (not animated)")
    case .zoomPush(let screen, let interrupted): "push \(screen) (zoom\(interrupted ? ", interrupted" : ""))"
    case .pop(let animated): "pop" + (animated ? "" : " (not animated)")
    case .popToRoot(let animated): "pop-to-root" + (animated ? "" : " (not animated)")
    case .swipeBack(let completed): "swipe-back " + (completed ? "complete" : "cancel")
    case .present(let screen, let style, let inNavigation, _):
      "present \(screen) (\(style.rawValue)\(inNavigation ? ", in navigation" : ""))"
    case .dismiss(let screen, _): "dismiss" + (screen.map { " \($0)" } ?? "")
    case .swipeDown(let completed): "swipe-down " + (completed ? "complete" : "cancel")
    case .selectTab(let selector): "select-tab \(selector)"
    case .show(let screen, let replacing, let transition, _):
      "show \(screen)" + (replacing.map { " replacing \($0)" } ?? "")
        + (transition == .identity ? " (identity)" : "")
    case .hide(let screen, _): "hide \(screen)"
    case .replaceRoot(let screen, let inNavigation): "replace-root \(screen)" + (inNavigation ? " (in navigation)" : "")
    }
  }
}

/// A modal presentation style.
public enum PresentationStyle: String, CaseIterable, Hashable, Sendable {
  case automatic, pageSheet, formSheet, fullScreen, overFullScreen
}

/// How a conditional view is swapped in.
public enum ViewTransition: String, CaseIterable, Hashable, Sendable {
  /// The default opacity transition: the new view appears before the old disappears.
  case `default` = "default"
  /// `.transition(.identity)`: the old view disappears first.
  case identity
}

/// Which tab to select.
public enum TabSelector: Hashable, Sendable, CustomStringConvertible {
  case index(Int)
  case screen(String)

  public var description: String {
    switch self {
    case .index(let index): String(index)
    case .screen(let id): id
    }
  }
}
