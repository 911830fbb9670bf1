import LifecycleCore

/// What decoding a step needs beside the step itself.
struct StepContext {
  let declarations: ScreenDeclarations
  /// Every conditional child, built when a `show` step first needs it.
  var conditional: Set<String>?

  init(declarations: ScreenDeclarations) {
    self.declarations = declarations
  }
}

/// Decoding `steps:` items: an action keyword, its argument, its options and its checks.
extension SchemaReader {
  /// The valid screen a step names, if any, without reporting anything (to learn the
  /// screens of a file: every screen a step names is one, declared or not).
  mutating func stepTarget(_ node: Int) -> ScreenName? {
    guard isMapping(node), tree[node].a > 0, SchemaKeys.screenActions.contains(word(ofKey: node + 1)),
      isScalar(node + 2)
    else { return nil }
    let id: Int
    if let bytes = tree.bytes(node + 2) {
      id = tree.interner.intern(bytes)
    } else {
      id = tree.interner.intern(tree.text(node + 2) ?? "")
    }
    return isValidScreenID(id) ? ScreenName(id: id, string: tree.interner.string(id)) : nil
  }

  mutating func step(_ node: Int, _ context: inout StepContext) -> Step? {
    let keyword: Word
    var argument: Int?
    var keys = Fields.none
    if isScalar(node) {
      guard let word = word(ofScalar: node), SchemaKeys.step[Int(word.rawValue)] != nil else {
        return unknownAction(tree.text(node) ?? "", at: location(node))
      }
      keyword = word
      guard SchemaKeys.bareActions.contains(keyword) else {
        error("'\(keyword.spelling)' needs an argument: write '- \(keyword.spelling): …'", at: location(node))
        return nil
      }
    } else if isMapping(node) {
      guard tree[node].a > 0 else { return nil }
      guard let word = word(ofKey: node + 1), let stepKeys = SchemaKeys.step[Int(word.rawValue)] else {
        return unknownAction(key(node + 1), at: location(node + 1))
      }
      keyword = word
      argument = node + 2
      keys = fields(node, stepKeys, in: "a '\(keyword.spelling)' step", from: 1)
    } else {
      error("expected a step such as '- launch' or '- push: X', found \(describe(node))", at: location(node))
      return nil
    }
    let animated = field(.animated, keys).flatMap { bool($0.value, key: "animated") } ?? true
    guard let action = self.action(keyword, argument, keys: keys, animated: animated, at: location(node), context: &context) else { return nil }
    return Step(action: action, location: location(node), checks: checks(keys))
  }

  /// Reports an unknown action; `push Detail` is read as `push: Detail` with a space
  /// instead of the colon.
  private mutating func unknownAction(_ keyword: String, at location: SourceLocation) -> Step? {
    if let space = keyword.firstIndex(of: " ") {
      let word = String(keyword[..<space])
      let rest = keyword[space...].trimmingSpaces()
      let action = SchemaKeys.actions.first { $0.action.spelling == word }?.action
      if let action, !SchemaKeys.bareActions.contains(action) || action == .dismiss, !rest.isEmpty {
        error("unknown action '\(keyword)'; did you mean '\(word): \(rest)'?", at: location)
        return nil
      }
    }
    error("unknown action '\(keyword)'\(hint(for: keyword, in: Action.keywords)) (actions: \(Action.keywords.joined(separator: ", ")))", at: location)
    return nil
  }

  private mutating func target(_ node: Int?, _ keyword: String) -> String? {
    guard let node, !isEmptyValue(node) else {
      error("'\(keyword)' needs a screen: write '- \(keyword): X'", at: node.map { location($0) })
      return nil
    }
    guard let name = screenName(node) else { return nil }
    return name.string
  }

  private mutating func outcome(_ node: Int?, _ keyword: String) -> Bool? {
    switch node.flatMap({ word(ofScalar: $0) }) {
    case .complete, .completed: return true
    case .cancel, .cancelled, .canceled: return false
    default: break
    }
    guard let node, let text = scalar(node, "complete or cancel") else { return nil }
    switch text {
    case "complete", "completed": return true
    case "cancel", "cancelled", "canceled": return false
    default:
      error("'\(keyword)' takes complete or cancel, found '\(text)'\(hint(for: text, in: ["complete", "cancel"]))", at: location(node))
      return nil
    }
  }

  private mutating func action(
    _ action: Word, _ argument: Int?, keys: Fields, animated: Bool, at location: SourceLocation,
    context: inout StepContext
  ) -> Action? {
    let keyword = action.spelling
    if SchemaKeys.bareActions.contains(action), action != .dismiss, let argument, !isEmptyValue(argument) {
      error("'\(keyword)' takes no argument", at: self.location(argument))
      return nil
    }
    switch action {
    case .launch: return .launch
    case .pop: return .pop(animated: animated)
    case .popToRoot: return .popToRoot(animated: animated)
    case .background: return .background
    case .foreground: return .foreground
    case .rotate: return .rotate
    case .push:
      guard let id = target(argument, keyword) else { return nil }
      let zoom = field(.zoom, keys).flatMap { bool($0.value, key: "zoom") } ?? false
      let interrupted = field(.interrupted, keys).flatMap { bool($0.value, key: "interrupted") } ?? false
      if interrupted, !zoom, let pair = field(.interrupted, keys) {
        error("only a zoom push can be interrupted (iOS 18 turns it into a pop); add 'zoom: true'", at: self.location(pair.value))
        return nil
      }
      if zoom, !animated, let pair = field(.animated, keys) {
        error("a zoom push is animated; remove 'animated: false'", at: self.location(pair.value))
        return nil
      }
      return zoom ? .zoomPush(id, interrupted: interrupted) : .push(id, animated: animated)
    case .replaceRoot:
      guard let id = target(argument, keyword) else { return nil }
      let inNavigation = field(.inNavigation, keys).flatMap { bool($0.value, key: "in-navigation") } ?? false
      return .replaceRoot(id, inNavigation: inNavigation)
    case .swipeBack: return outcome(argument, keyword).map { .swipeBack(completed: $0) }
    case .swipeDown: return outcome(argument, keyword).map { .swipeDown(completed: $0) }
    case .present:
      guard let id = target(argument, keyword) else { return nil }
      let style = field(.style, keys).map { presentationStyle($0.value) } ?? .automatic
      let inNavigation = field(.inNavigation, keys).flatMap { bool($0.value, key: "in-navigation") } ?? false
      return style.map { .present(id, style: $0, inNavigation: inNavigation, animated: animated) }
    case .dismiss:
      if let argument, !isEmptyValue(argument) {
        return target(argument, keyword).map { .dismiss($0, animated: animated) }
      }
      return .dismiss(nil, animated: animated)
    case .selectTab:
      guard let argument, let text = scalar(argument, "a tab index or screen") else {
        error("'select-tab' needs a tab: write '- select-tab: 1' or '- select-tab: X'", at: argument.map { self.location($0) } ?? location)
        return nil
      }
      if let index = Int(text) { return .selectTab(.index(index)) }
      return screenID(argument).map { .selectTab(.screen($0)) }
    case .show:
      guard let argument, let id = target(argument, keyword) else { return nil }
      if context.conditional == nil {
        context.conditional = Set(context.declarations.values.flatMap(\.conditional))
      }
      if !context.conditional!.contains(id) {
        error("'\(id)' is not a conditional child of any screen; list it under a screen's 'conditional:'", at: self.location(argument))
        return nil
      }
      let replacing = field(.replacing, keys).flatMap { screenID($0.value) }
      let transition = field(.transition, keys).map { oneOf($0.value, key: "transition", ViewTransition.self) } ?? .default
      return transition.map { .show(id, replacing: replacing, transition: $0, animated: field(.animated, keys) == nil ? false : animated) }
    case .hide:
      guard let id = target(argument, keyword) else { return nil }
      return .hide(id, animated: field(.animated, keys) == nil ? false : animated)
    default:
      return nil
    }
  }

  /// SwiftUI's names are accepted too: `sheet` is a page sheet, `fullScreenCover` full screen.
  mutating func presentationStyle(_ node: Int) -> PresentationStyle? {
    switch word(ofScalar: node) {
    case .sheet: .pageSheet
    case .fullScreenCover: .fullScreen
    default: oneOf(node, key: "style", PresentationStyle.self)
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces (tabs stay).
  func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
