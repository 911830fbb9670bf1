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

/// Decoding `steps:` items: an action keyword, its argument, its options and its checks, as
/// the action's record in `ActionCatalog` declares them.
extension SchemaReader {
  /// The action keyword a key node is, if it is one.
  func actionKeyword(ofKey node: Int) -> ActionKeyword? { ActionKeyword(id: Int(tree[node].a)) }

  /// The action keyword a scalar is, if it is one.
  func actionKeyword(ofScalar node: Int) -> ActionKeyword? {
    if let bytes = tree.bytes(node) { return tree.interner.lookup(bytes).flatMap(ActionKeyword.init(id:)) }
    guard isScalar(node), var text = tree.text(node) else { return nil }
    return text.withUTF8 { tree.interner.lookup($0) }.flatMap(ActionKeyword.init(id:))
  }

  /// The valid screen a step names, if any, without reporting anything (to learn the
  /// screens of a file: every screen a step names is one, declared or not).
  mutating func stepTarget(_ node: Int) -> ScreenName? {
    guard isMapping(node), tree[node].a > 0, let keyword = actionKeyword(ofKey: node + 1) else { return nil }
    // `launch`'s `pushing: X` brings X in as a push's argument does.
    if keyword.record.phase == .beforeLaunch {
      guard let pushing = keyNodes(node).first(where: { key($0) == ActionOption.pushing.key }), isScalar(pushing + 1) else { return nil }
      return screenName(atScalar: pushing + 1)
    }
    guard keyword.record.bringsIn, isScalar(node + 2) else { return nil }
    return screenName(atScalar: node + 2)
  }

  /// The valid screen id a scalar holds, interned, without reporting anything.
  private mutating func screenName(atScalar node: Int) -> ScreenName? {
    let id: Int
    if let bytes = tree.bytes(node) {
      id = tree.interner.intern(bytes)
    } else {
      id = tree.interner.intern(tree.text(node) ?? "")
    }
    return isValidScreenID(id) ? ScreenName(id: id, string: tree.interner.string(id)) : nil
  }

  /// The valid screens a step's list argument names (`- path-append: [X, Y]`), without
  /// reporting anything.
  mutating func stepListTargets(_ node: Int) -> [ScreenName] {
    guard isMapping(node), tree[node].a > 0, let keyword = actionKeyword(ofKey: node + 1),
      keyword.record.argument == .screens || keyword.record.argument == .someScreens
    else { return [] }
    switch tree[node + 2].kind {
    case .blockSequence, .dashlessSequence, .flowSequence: break
    default: return []
    }
    var result: [ScreenName] = []
    var items = items(node + 2)
    while let item = next(&items) {
      guard isScalar(item) else { continue }
      let id: Int
      if let bytes = tree.bytes(item) {
        id = tree.interner.intern(bytes)
      } else {
        id = tree.interner.intern(tree.text(item) ?? "")
      }
      if isValidScreenID(id) { result.append(ScreenName(id: id, string: tree.interner.string(id))) }
    }
    return result
  }

  /// A step, and where it lands in the step above it when it is written with
  /// `during: previous` (`landing`; nil otherwise).
  mutating func step(_ node: Int, _ context: inout StepContext, landing: inout OverlapLanding?) -> Step? {
    let keyword: ActionKeyword
    var argument: Int?
    var keys = Fields.none
    if isScalar(node) {
      guard let found = actionKeyword(ofScalar: node) else {
        return unknownAction(tree.text(node) ?? "", at: location(node))
      }
      keyword = found
      guard keyword.record.isBare else {
        error("'\(keyword.spelling)' needs an argument: write '- \(keyword.spelling): …'", at: location(node))
        return nil
      }
    } else if isMapping(node) {
      guard tree[node].a > 0 else { return nil }
      guard let found = actionKeyword(ofKey: node + 1) else {
        return unknownAction(key(node + 1), at: location(node + 1))
      }
      keyword = found
      argument = node + 2
      keys = fields(node, SchemaKeys.step[keyword.index], in: "a '\(keyword.spelling)' step", from: 1)
    } else {
      error("expected a step such as '- launch' or '- push: X', found \(describe(node))", at: location(node))
      return nil
    }
    landing = overlapLanding(keys)
    guard let action = self.action(keyword, argument, keys: keys, at: location(node), context: &context) else { return nil }
    return Step(action: action, location: location(node), checks: checks(keys))
  }

  /// A step's `during: previous` and `at:`: where it lands in the step above it, or nil.
  private mutating func overlapLanding(_ keys: Fields) -> OverlapLanding? {
    let at = field(.at, keys)
    guard let during = field(.during, keys) else {
      if let at { error("'at' says where a step written with 'during: previous' starts; add 'during: previous'", at: location(at.key)) }
      return nil
    }
    guard word(ofScalar: during.value) == .previous else {
      let found = tree.text(during.value) ?? describe(during.value)
      error("'during' takes 'previous' (the step above this one), found '\(found)'", at: location(during.value))
      return nil
    }
    guard let at else { return .sameTurn }
    guard let text = scalar(at.value, "a landing point") else { return nil }
    guard let landing = OverlapLanding(rawValue: text) else {
      let points = OverlapLanding.allCases.map(\.keyword)
      error(
        "'at' takes \(points.joined(separator: ", ")), found '\(text)'\(hint(for: text, in: points))", at: location(at.value))
      return nil
    }
    return landing
  }

  /// Reports an unknown action; `push Detail` is read as `push: Detail` with a space
  /// instead of the colon.
  private mutating func unknownAction(_ keyword: String, at location: SourceLocation) -> Step? {
    if let space = keyword.firstIndex(of: " ") {
      var word = String(keyword[..<space])
      let rest = keyword[space...].trimmingSpaces()
      let found = word.withUTF8 { tree.interner.lookup($0) }.flatMap(ActionKeyword.init(id:))
      if let found, found.record.argument != .none, !rest.isEmpty {
        error("unknown action '\(keyword)'; did you mean '\(word): \(rest)'?", at: location)
        return nil
      }
    }
    if let refusal = UnmodelledOperations.step(keyword) {
      error(refusal, at: location)
      return nil
    }
    let keywords = ActionCatalog.keywords
    error("unknown action '\(keyword)'\(hint(for: keyword, in: keywords)) (actions: \(keywords.joined(separator: ", ")))", at: location)
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

  /// A step's argument once read: absent, a value, or refused (with the error reported).
  private enum ReadArgument {
    case absent
    case value(ArgumentValue)
    case refused

    init(_ value: ArgumentValue?) { self = value.map(ReadArgument.value) ?? .refused }
  }

  /// The step's argument as its record declares it.
  private mutating func argument(
    _ record: ActionRecord, _ argument: Int?, at location: SourceLocation, context: inout StepContext
  ) -> ReadArgument {
    let keyword = record.keyword
    switch record.argument {
    case .none:
      if let argument, !isEmptyValue(argument) {
        error("'\(keyword)' takes no argument", at: self.location(argument))
        return .refused
      }
      return .absent
    case .screen:
      // A verb that names a screen already in the app may name an instance after the first
      // (`hide: Badge#2`, the child of `Parent#2`).
      if record.namesScreenInApp, let argument, let text = tree.text(argument), InstanceName.split(text) != nil {
        return .value(.screen(text))
      }
      return ReadArgument(target(argument, keyword).map(ArgumentValue.screen))
    case .optionalScreen:
      guard let argument, !isEmptyValue(argument) else { return .absent }
      // A presented instance after the first (`dismiss: X#2`).
      if let text = tree.text(argument), InstanceName.split(text) != nil { return .value(.screen(text)) }
      return ReadArgument(target(argument, keyword).map(ArgumentValue.screen))
    case .conditionalChild:
      // An instance after the first (`show: Badge#2`) is the child of the parent's instance.
      let instance = argument.flatMap { tree.text($0) }.flatMap { text in InstanceName.split(text).map { (text, $0.type) } }
      guard let argument, let id = instance?.1 ?? target(argument, keyword) else { return .refused }
      if context.conditional == nil {
        context.conditional = Set(context.declarations.values.flatMap(\.conditional))
      }
      if !context.conditional!.contains(id) {
        // A child declared under 'children:' is there from its parent's start: one that goes and
        // comes back is a conditional child, the first one shown by the step after the launch.
        let always = context.declarations.values.filter { $0.children.contains(id) }.map(\.id).min()
        let message =
          always.map {
            "'\(id)' is a child '\($0)' always shows ('children:'); a child that leaves and comes back is declared under "
              + "'conditional:', and the one shown first is shown by a step after the launch ('- show: \(id)')"
          } ?? "'\(id)' is not a conditional child of any screen; list it under a screen's 'conditional:'"
        error(message, at: self.location(argument))
        return .refused
      }
      return .value(.screen(instance?.0 ?? id))
    case .outcome:
      return ReadArgument(outcome(argument, keyword).map(ArgumentValue.outcome))
    case .tab:
      guard let argument, let text = scalar(argument, "a tab index or screen") else {
        error("'\(keyword)' needs a tab: write '- \(keyword): 1' or '- \(keyword): X'", at: argument.map { self.location($0) } ?? location)
        return .refused
      }
      if let index = Int(text) { return .value(.tab(.index(index))) }
      return ReadArgument(screenID(argument).map { ArgumentValue.tab(.screen($0)) })
    case .screens, .someScreens:
      guard let argument, !isEmptyValue(argument) else {
        error("'\(keyword)' needs a list of screens: write '- \(keyword): [X, Y]'", at: argument.map { self.location($0) } ?? location)
        return .refused
      }
      guard var items = sequence(argument, "the screens of '\(keyword)'") else { return .refused }
      var ids: [String] = []
      // A set beside the list: a duplicate is found in constant time, so a list of n screens
      // reads in linear time (#43, item 4: 30,000 screens took 78 s).
      var seen: Set<String> = []
      while let item = next(&items) {
        guard let id = screenID(item) else { return .refused }
        guard seen.insert(id).inserted else {
          error("'\(id)' is listed twice; \(Self.onceRule(keyword))", at: self.location(item))
          return .refused
        }
        ids.append(id)
      }
      if ids.isEmpty, record.argument == .someScreens {
        error("'\(keyword)' needs at least one screen: write '- \(keyword): [X]'", at: self.location(argument))
        return .refused
      }
      return .value(.screens(ids))
    case .count:
      guard let argument, let text = scalar(argument, "a count") else {
        error("'\(keyword)' needs a count: write '- \(keyword): 2'", at: argument.map { self.location($0) } ?? location)
        return .refused
      }
      guard let count = Int(text), count >= 1, count <= 1_000_000 else {
        error("'\(keyword)' takes a count of 1 or more, found '\(text)'", at: self.location(argument))
        return .refused
      }
      return .value(.count(count))
    }
  }

  private mutating func action(
    _ keyword: ActionKeyword, _ argument: Int?, keys: Fields, at location: SourceLocation, context: inout StepContext
  ) -> Action? {
    let record = keyword.record
    var fields = StepFields()
    switch self.argument(record, argument, at: location, context: &context) {
    case .refused: return nil
    case .absent: break
    case .value(let value): fields.argument = value
    }
    for option in SchemaKeys.stepOptions[keyword.index] {
      guard let pair = field(Word(option: option), keys) else { continue }
      switch option.value {
      case .bool:
        fields[option] = bool(pair.value, key: option.key).map(OptionValue.bool)
      case .style:
        // A style or transition the reader refuses makes no step.
        guard let style = presentationStyle(pair.value) else { return nil }
        fields[option] = .style(style)
      case .transition:
        guard let transition = oneOf(pair.value, key: option.key, ViewTransition.self) else { return nil }
        fields[option] = .transition(transition)
      case .screen:
        // `replacing: Badge#2`: a shown child of a parent's instance after the first.
        if option == .replacing, let text = tree.text(pair.value), InstanceName.split(text) != nil {
          fields[option] = .screen(text)
        } else {
          fields[option] = screenID(pair.value).map(OptionValue.screen)
        }
      }
    }
    switch record.decode?(fields) {
    case .success(let action)?: return action
    case .failure(let failure)?:
      // At the option whose value is wrong (or at the step when it is absent), or at the
      // argument when the argument is what is wrong.
      let at =
        if let option = failure.option {
          field(Word(option: option), keys).map { self.location($0.value) } ?? location
        } else {
          argument.map(self.location) ?? location
        }
      error(failure.message, at: at)
      return nil
    case nil: return nil
    }
  }

  /// SwiftUI's names are accepted too: `sheet` is a page sheet, `fullScreenCover` full screen,
  /// `confirmationDialog` an action sheet (`popover` and `alert` are the same word in both).
  mutating func presentationStyle(_ node: Int) -> PresentationStyle? {
    switch word(ofScalar: node) {
    case .sheet: .pageSheet
    case .fullScreenCover: .fullScreen
    case .confirmationDialog: .actionSheet
    default: oneOf(node, key: "style", PresentationStyle.self)
    }
  }

  /// Why a screen list refuses a screen listed twice, in the words of what the list fills: a
  /// tab bar (`set-tabs`), a navigation stack (`set-stack`), else a path.
  static func onceRule(_ keyword: String) -> String {
    switch keyword {
    case "set-tabs": "a tab bar holds a screen once"
    case "set-stack": "a screen can be in a stack only once"
    default: "a screen can be on a path only once"
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces (tabs stay).
  func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
