import LifecycleCore

/// Writes a step as a scenario file does, in one of the spellings the format accepts, with
/// the checks given.
enum StepText {
  /// The step's lines, each starting with two spaces.
  static func lines(_ action: Action, checks: [String], _ input: inout FuzzBytes) -> [String] {
    var options: [String] = []
    var value: String?
    func animated(_ flag: Bool, default defaultValue: Bool) {
      if flag != defaultValue || input.chance(10) { options.append("animated: \(flag)") }
    }
    switch action {
    case .launch, .background, .foreground, .rotate: break
    case .push(let screen, let flag):
      value = ScreenText.name(screen, &input)
      animated(flag, default: true)
    case .zoomPush(let screen, let interrupted):
      value = ScreenText.name(screen, &input)
      options.append("zoom: true")
      if interrupted || input.chance(10) { options.append("interrupted: \(interrupted)") }
    case .replaceRoot(let screen, let inNavigation):
      value = ScreenText.name(screen, &input)
      if inNavigation || input.chance(10) { options.append("in-navigation: \(inNavigation)") }
    case .pop(let flag), .popToRoot(let flag): animated(flag, default: true)
    case .swipeBack(let completed), .swipeDown(let completed):
      value = completed ? input.pick(["complete", "completed"]) : input.pick(["cancel", "cancelled", "canceled"])
    case .present(let screen, let style, let inNavigation, let flag):
      value = ScreenText.name(screen, &input)
      if style != .automatic || input.chance(20) { options.append("style: \(spelling(style, &input))") }
      if inNavigation || input.chance(10) { options.append("in-navigation: \(inNavigation)") }
      animated(flag, default: true)
    case .dismiss(let screen, let flag):
      value = screen.map { ScreenText.name($0, &input) }
      animated(flag, default: true)
    case .selectTab(let selector):
      switch selector {
      case .index(let index): value = String(index)
      case .screen(let screen): value = ScreenText.name(screen, &input)
      }
    case .show(let screen, let replacing, let transition, let flag):
      value = ScreenText.name(screen, &input)
      if let replacing { options.append("replacing: \(ScreenText.name(replacing, &input))") }
      if transition != .default || input.chance(10) { options.append("transition: \(transition.rawValue)") }
      animated(flag, default: false)
    case .hide(let screen, let flag):
      value = ScreenText.name(screen, &input)
      animated(flag, default: false)
    }
    let more = options + checks
    let head: String
    if let value {
      head = "  - \(action.keyword): \(value)"
    } else {
      head = more.isEmpty ? "  - \(action.keyword)" : "  - \(action.keyword):"
    }
    return [head] + more.map { "    " + $0 }
  }

  /// A style's UIKit name, or SwiftUI's where it has one.
  static func spelling(_ style: PresentationStyle, _ input: inout FuzzBytes) -> String {
    switch style {
    case .pageSheet where input.chance(30): "sheet"
    case .fullScreen where input.chance(30): "fullScreenCover"
    default: style.rawValue
    }
  }
}

/// Screen names as a file writes them: plain, or quoted now and then.
enum ScreenText {
  static func name(_ name: String, _ input: inout FuzzBytes) -> String {
    input.chance(8) ? "\"\(name)\"" : name
  }

  static func list(_ names: [String], _ input: inout FuzzBytes) -> String {
    "[" + names.map { name($0, &input) }.joined(separator: ", ") + "]"
  }
}
