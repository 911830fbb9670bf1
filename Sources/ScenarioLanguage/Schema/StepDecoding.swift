import LifecycleCore

/// Decoding `steps:` items: an action keyword, its argument, its options and its checks.
extension SchemaReader {
  static let checkKeys = ["expect", "expect-contains", "assert"]

  static let optionKeys: [String: [String]] = [
    "launch": [], "push": ["animated", "zoom", "interrupted"], "pop": ["animated"], "pop-to-root": ["animated"],
    "swipe-back": [], "present": ["style", "in-navigation", "animated"], "dismiss": ["animated"],
    "swipe-down": [], "select-tab": [], "background": [], "foreground": [], "rotate": [],
    "show": ["replacing", "transition", "animated"], "hide": ["animated"], "replace-root": ["in-navigation"],
  ]

  /// Actions written without an argument.
  static let bareActions: Set<String> = ["launch", "pop", "pop-to-root", "dismiss", "background", "foreground", "rotate"]

  /// The screen a step names, if any, before validation (to learn implicit screens).
  func stepTarget(_ node: YAMLNode) -> String? {
    guard case .mapping(let pairs) = node.kind, let first = pairs.first,
      ["push", "present", "show", "replace-root"].contains(first.key), case .scalar(let value, _) = first.value.kind
    else { return nil }
    return value
  }

  mutating func step(
    _ node: YAMLNode, screens: Set<String>, declarations: [String: ScreenDeclaration], strict: Bool
  ) -> Step? {
    let keyword: String
    var argument: YAMLNode?
    var keys: [String: YAMLPair] = [:]
    switch node.kind {
    case .scalar(let text, _):
      keyword = text
      guard Self.optionKeys[keyword] != nil else { return unknownAction(keyword, at: node.location) }
      guard Self.bareActions.contains(keyword) else {
        error("'\(keyword)' needs an argument: write '- \(keyword): …'", at: node.location)
        return nil
      }
    case .mapping(let pairs):
      guard let first = pairs.first else { return nil }
      keyword = first.key
      guard let options = Self.optionKeys[keyword] else { return unknownAction(keyword, at: first.keyLocation) }
      argument = first.value
      keys = self.pairs(Array(pairs.dropFirst()), allowed: options + Self.checkKeys, in: "a '\(keyword)' step")
    default:
      error("expected a step such as '- launch' or '- push: X', found \(Self.describe(node))", at: node.location)
      return nil
    }
    let animated = keys["animated"].flatMap { bool($0.value, key: "animated") } ?? true
    guard let action = action(keyword, argument, keys: keys, animated: animated, at: node.location, screens: screens, declarations: declarations, strict: strict) else { return nil }
    return Step(action: action, location: node.location, checks: checks(keys, screens: screens))
  }

  private mutating func unknownAction(_ keyword: String, at location: SourceLocation) -> Step? {
    error("unknown action '\(keyword)'\(Suggestion.hint(for: keyword, in: Action.keywords)) (actions: \(Action.keywords.joined(separator: ", ")))", at: location)
    return nil
  }

  private mutating func target(_ node: YAMLNode?, _ keyword: String, screens: Set<String>, strict: Bool) -> String? {
    guard let node, !node.isEmptyValue else {
      error("'\(keyword)' needs a screen: write '- \(keyword): X'", at: node?.location)
      return nil
    }
    guard let id = screenID(node) else { return nil }
    if strict, !screens.contains(id) {
      error("unknown screen '\(id)'\(Suggestion.hint(for: id, in: screens.sorted())); declare it under 'screens:'", at: node.location)
      return nil
    }
    return id
  }

  private mutating func outcome(_ node: YAMLNode?, _ keyword: String) -> Bool? {
    guard let node, let text = scalar(node, "complete or cancel") else { return nil }
    switch text {
    case "complete", "completed": return true
    case "cancel", "cancelled", "canceled": return false
    default:
      error("'\(keyword)' takes complete or cancel, found '\(text)'\(Suggestion.hint(for: text, in: ["complete", "cancel"]))", at: node.location)
      return nil
    }
  }

  private mutating func action(
    _ keyword: String, _ argument: YAMLNode?, keys: [String: YAMLPair], animated: Bool,
    at location: SourceLocation, screens: Set<String>, declarations: [String: ScreenDeclaration], strict: Bool
  ) -> Action? {
    if Self.bareActions.contains(keyword), keyword != "dismiss", let argument, !argument.isEmptyValue {
      error("'\(keyword)' takes no argument", at: argument.location)
      return nil
    }
    switch keyword {
    case "launch": return .launch
    case "pop": return .pop(animated: animated)
    case "pop-to-root": return .popToRoot(animated: animated)
    case "background": return .background
    case "foreground": return .foreground
    case "rotate": return .rotate
    case "push":
      guard let id = target(argument, keyword, screens: screens, strict: strict) else { return nil }
      let zoom = keys["zoom"].flatMap { bool($0.value, key: "zoom") } ?? false
      let interrupted = keys["interrupted"].flatMap { bool($0.value, key: "interrupted") } ?? false
      if interrupted, !zoom, let pair = keys["interrupted"] {
        error("only a zoom push can be interrupted (iOS 18 turns it into a pop); add 'zoom: true'", at: pair.value.location)
        return nil
      }
      if zoom, let pair = keys["animated"], !animated {
        error("a zoom push is animated; remove 'animated: false'", at: pair.value.location)
        return nil
      }
      return zoom ? .zoomPush(id, interrupted: interrupted) : .push(id, animated: animated)
    case "replace-root":
      guard let id = target(argument, keyword, screens: screens, strict: strict) else { return nil }
      let inNavigation = keys["in-navigation"].flatMap { bool($0.value, key: "in-navigation") } ?? false
      return .replaceRoot(id, inNavigation: inNavigation)
    case "swipe-back": return outcome(argument, keyword).map { .swipeBack(completed: $0) }
    case "swipe-down": return outcome(argument, keyword).map { .swipeDown(completed: $0) }
    case "present":
      guard let id = target(argument, keyword, screens: screens, strict: strict) else { return nil }
      let style = keys["style"].map { presentationStyle($0.value) } ?? .automatic
      let inNavigation = keys["in-navigation"].flatMap { bool($0.value, key: "in-navigation") } ?? false
      return style.map { .present(id, style: $0, inNavigation: inNavigation, animated: animated) }
    case "dismiss":
      if let argument, !argument.isEmptyValue {
        return target(argument, keyword, screens: screens, strict: strict).map { .dismiss($0, animated: animated) }
      }
      return .dismiss(nil, animated: animated)
    case "select-tab":
      guard let argument, let text = scalar(argument, "a tab index or screen") else {
        error("'select-tab' needs a tab: write '- select-tab: 1' or '- select-tab: X'", at: argument?.location ?? location)
        return nil
      }
      if let index = Int(text) { return .selectTab(.index(index)) }
      return screenID(argument).map { .selectTab(.screen($0)) }
    case "show":
      guard let id = target(argument, keyword, screens: screens, strict: strict) else { return nil }
      if !declarations.values.contains(where: { $0.conditional.contains(id) }) {
        error("'\(id)' is not a conditional child of any screen; list it under a screen's 'conditional:'", at: argument!.location)
        return nil
      }
      let replacing = keys["replacing"].flatMap { screenID($0.value) }
      let transition = keys["transition"].map { oneOf($0.value, key: "transition", ViewTransition.self) } ?? .default
      return transition.map { .show(id, replacing: replacing, transition: $0, animated: keys["animated"] == nil ? false : animated) }
    case "hide":
      guard let id = target(argument, keyword, screens: screens, strict: strict) else { return nil }
      return .hide(id, animated: keys["animated"] == nil ? false : animated)
    default:
      return nil
    }
  }
}

extension SchemaReader {
  /// SwiftUI's names are accepted too: `sheet` is a page sheet, `fullScreenCover` full screen.
  mutating func presentationStyle(_ node: YAMLNode) -> PresentationStyle? {
    switch node.scalar {
    case "sheet": .pageSheet
    case "fullScreenCover": .fullScreen
    default: oneOf(node, key: "style", PresentationStyle.self)
    }
  }
}

extension YAMLNode {
  /// Whether the node is a key with no value.
  var isEmptyValue: Bool {
    if case .empty = kind { return true }
    return false
  }
}
