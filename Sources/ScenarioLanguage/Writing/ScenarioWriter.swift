import LifecycleCore

/// Writes a scenario as a file in the format `ScenarioDecoder` reads (`Scenarios/FORMAT.md`):
/// its header, app, declarations, observed callbacks and steps with their options. Checks
/// (`expect`, `assert`, claims) are not written, except the assertions a tool passes in: the
/// writer is for scenarios a tool made, such as the counterexamples of `lifecycle explore`
/// and the claims' counterexamples of `lifecycle report`.
///
/// Scalars are written plain when the reader takes them back as they are, and double-quoted
/// otherwise. When the scenario declares screens, every screen its steps or structure name
/// is declared too, since the reader then refuses undeclared names.
public enum ScenarioWriter {
  /// The file's text, ending with a newline; `header` lines (comments, without `#`) come first.
  ///
  /// - Parameter assertions: `assert:` items (`never: A viewWillAppear`, `A before B`,
  ///   `count: A onAppear = 1`) by step, counted from 1; those under 0 are the whole run's.
  public static func text(of scenario: Scenario, header: [String] = [], assertions: [Int: [String]] = [:]) -> String {
    var lines = header.map { $0.isEmpty ? "#" : "# " + $0 }
    lines.append("name: " + scalar(scenario.name))
    if let about = scenario.about, !about.isEmpty {
      lines.append("about: |")
      for line in about.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append(line.isEmpty ? "" : "  " + line)
      }
      while lines.last == "" { lines.removeLast() }
    }
    if !scenario.source.isEmpty { lines.append("source: " + scalar(scenario.source)) }
    if scenario.host != .uikit { lines.append("host: " + scenario.host.rawValue) }
    // An iPad keeps its idiom (`ios17-ipad`): the device decides how sheets, popovers and split
    // views look.
    lines.append("profile: " + scenario.profile.device.description + scenario.profile.idiom.suffix)
    if scenario.profile.sdk != scenario.profile.device { lines.append("sdk: " + scenario.profile.sdk.description) }
    if let content = scenario.content { lines.append("content: " + content.rawValue) }
    if scenario.probe { lines.append("probe: true") }
    if scenario.pathBinding != .direct { lines.append("path-binding: " + scenario.pathBinding.rawValue) }
    if !scenario.sceneBased { lines.append("scenes: false") }
    if scenario.navigationDelegate != .afterLaunch { lines.append("navigation-delegate: " + scenario.navigationDelegate.rawValue) }
    lines.append("app:")
    lines +=
      scenario.split.map { splitApp(scenario.app, $0, pages: scenario.pageStyle, views: scenario.appDefinition.containerViews) }
      ?? app(
        scenario.app, pages: scenario.pageStyle, views: scenario.appDefinition.containerViews,
        curls: scenario.appDefinition.nestedPageCurls)
    lines += screens(scenario)
    lines += sharedResources(scenario.appDefinition)
    if let routes = scenario.routes { lines += self.routes(routes) }
    if let observe = scenario.observe {
      lines.append("observe: " + flow(observe.sorted().map(\.rawValue)))
    }
    lines.append("steps:")
    for (index, step) in scenario.steps.enumerated() {
      var stepLines = self.step(step.action)
      if let items = assertions[index + 1], !items.isEmpty {
        // `- launch` becomes `- launch:` so that the step can carry its checks.
        stepLines = mappingForm(stepLines)
        stepLines.append("    assert:")
        stepLines += items.map { "      - " + assertion($0) }
      }
      lines += stepLines
    }
    if let items = assertions[0], !items.isEmpty {
      lines.append("assert:")
      lines += items.map { "  - " + assertion($0) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// An assertion item as the reader takes it back: `never: A`, `count: A = N` and
  /// `phase: A = P` as
  /// mappings, `A before B` plain; single-quoted when it quotes a screen's name.
  static func assertion(_ text: String) -> String {
    func quotedIfNeeded(_ text: String) -> String {
      text.contains("\"") || text.contains("'") ? "'" + String(text.flatMap { $0 == "'" ? ["'", "'"] : [$0] }) + "'" : text
    }
    for key in ["never: ", "count: ", "phase: "] where text.hasPrefix(key) {
      return key + quotedIfNeeded(String(text.dropFirst(key.count)))
    }
    return quotedIfNeeded(text)
  }

  /// A scalar as the reader takes it back: plain when it is a simple word, else quoted.
  package static func scalar(_ text: String) -> String {
    isPlain(text) ? text : quoted(text)
  }

  /// Whether a text can be written plain: a word of letters, digits, `_`, `-` and `.` that
  /// starts with a letter, digit or `_`.
  static func isPlain(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first.isNumber || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
  }

  /// A double-quoted scalar with `\` escapes.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out +=
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16, uppercase: true)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// `[a, b]`.
  static func flow(_ items: [String]) -> String {
    "[" + items.map(scalar).joined(separator: ", ") + "]"
  }

  /// A root split view: its columns' roots, and the column it shows collapsed when one is set;
  /// or a tab bar one of whose tabs is the split view (`split:` in a tab).
  static func splitApp(
    _ layout: AppLayout, _ split: SplitDefinition, pages: PageStyle? = nil, views: ContainerViews = ContainerViews()
  ) -> [String] {
    guard case .tabs(let columns) = layout else { return app(layout, views: views) }
    if columns.contains(where: { if case .tabs = $0 { true } else { false } }) {
      return app(layout, pages: pages, split: split, views: views)
    }
    return splitLines(columns, split.collapsedTop, indent: "  ", columnViews: columnViews(views, item: nil))
      + (views.root.map { ["  observe-as: " + scalar($0)] } ?? [])
  }

  /// The views of the columns of the split view at the root (`item` nil) or in root tab or
  /// page `item`, by column.
  static func columnViews(_ views: ContainerViews, item: Int?) -> [Int: String] {
    var result: [Int: String] = [:]
    for (key, name) in views.columns {
      let place = ContainerViews.column(ofKey: key)
      if place.item == item { result[place.column] = name }
    }
    return result
  }

  /// The lines of a split view of `columns` (`split:` and `collapsed:`), each after `indent`
  /// (the first one's in a tab after the item's dash).
  /// A column that holds a view of its own (`columnViews`, by column) is a mapping of its
  /// stack and the view's name (`- navigation: [...]`, `observe-as:`).
  static func splitLines(_ columns: [AppLayout], _ collapsed: SplitColumn?, indent: String, columnViews: [Int: String] = [:]) -> [String] {
    let stacks = columns.map { column -> [String] in
      if case .navigation(let ids) = column, !ids.isEmpty { return ids }
      return ["?"]  // the decoder refuses this
    }
    // A column of more than one screen is a block item of its stack.
    let written =
      stacks.allSatisfy { $0.count == 1 } && columnViews.isEmpty
      ? [indent + "split: " + flow(stacks.map { $0[0] })]
      : [indent + "split:"]
        + stacks.enumerated().map { column, stack in
          guard let view = columnViews[column] else { return indent + "  - " + (stack.count == 1 ? scalar(stack[0]) : flow(stack)) }
          return indent + "  - navigation: " + flow(stack) + "\n" + indent + "    observe-as: " + scalar(view)
        }
    return written + (collapsed.map { [indent + "collapsed: " + $0.rawValue] } ?? [])
  }

  static func app(
    _ layout: AppLayout, pages: PageStyle? = nil, split: SplitDefinition? = nil, views: ContainerViews = ContainerViews(),
    curls: Set<String> = []
  ) -> [String] {
    let observed = views.root.map { ["  observe-as: " + scalar($0)] } ?? []
    // The first item that holds a split view has the definition's `collapsed:`, a later one its own.
    var firstSplit: Int?
    if case .tabs(let items) = layout { firstSplit = items.firstIndex { if case .tabs = $0 { true } else { false } } }
    switch layout {
    case .screen(let id): return ["  screen: " + scalar(id)]
    case .navigation(let ids): return ["  navigation: " + flow(ids)] + observed
    case .tabs(let tabs):
      return (pages.map { ["  style: " + $0.rawValue, "  pages:"] } ?? ["  tabs:"])
        + tabs.enumerated().map { index, tab in
          switch tab {
          case .screen(let id): "    - " + scalar(id)
          case .navigation(let ids):
            "    - navigation: " + flow(ids) + (views.tabs[index].map { "\n      observe-as: " + scalar($0) } ?? "")
          case .hosting(let id, .navigation(let ids)):
            "    - hosting: " + scalar(id) + "\n      navigation: " + flow(ids)
              + (views.tabs[index].map { "\n      observe-as: " + scalar($0) } ?? "")
          case .hosting(let id, .screen(let inner)): "    - hosting: " + scalar(id) + "\n      screen: " + scalar(inner)
          case .tabs(let columns):
            // A split view in a tab or a page: its lines under the item's dash (the decoder
            // refuses others), with its own view's name (`observe-as:`).
            if let split {
              "    - "
                + (splitLines(
                  columns, split.collapsedTop(tab: index, firstTab: firstSplit), indent: "      ",
                  columnViews: columnViews(views, item: index))
                + (views.tabs[index].map { ["      observe-as: " + scalar($0)] } ?? []))
                .joined(separator: "\n").dropFirst(6)
            } else {
              // Without a split view, a pager nested in the tab or page (`- pages: [...]`).
              // In the page-curl style, `style: pageCurl` (AppDefinition.nestedPageCurls).
              "    - pages:" + columns.map { "\n        - " + nestedPage($0) }.joined()
                + (columns.first.flatMap(AppDefinition.pageRoot).map { curls.contains($0) } == true ? "\n      style: pageCurl" : "")
            }
          case .hosting: "    - " + scalar("?")  // the decoder refuses these
          }
        } + observed
    case .hosting(let id, let inner): return ["  hosting: " + scalar(id)] + app(inner) + observed
    }
  }

  /// A page of a pager nested in a tab or a page, after its dash: a screen, a navigation
  /// stack, or a hosting controller with what it holds (the decoder refuses others).
  static func nestedPage(_ page: AppLayout) -> String {
    switch page {
    case .screen(let id): scalar(id)
    case .navigation(let ids): "navigation: " + flow(ids)
    case .hosting(let id, .navigation(let ids)): "hosting: " + scalar(id) + "\n          navigation: " + flow(ids)
    case .hosting(let id, .screen(let inner)): "hosting: " + scalar(id) + "\n          screen: " + scalar(inner)
    default: scalar("?")
    }
  }

  /// The declarations, sorted by id, and every other screen the scenario names when it
  /// declares any.
  static func screens(_ scenario: Scenario) -> [String] {
    guard !scenario.screens.isEmpty else { return [] }
    var declarations = scenario.screens
    var known = Set(declarations.keys).union(declarations.values.flatMap { $0.children + $0.conditional + ($0.list?.rows ?? []) })
    known.formUnion(AppModel.layoutScreens(scenario.app))
    for step in scenario.steps {
      for id in ActionCatalog.screens(of: step.action) where !known.contains(id) {
        declarations[id] = ScreenDeclaration(id: id)
        known.insert(id)
      }
    }
    var lines = ["screens:"]
    for id in declarations.keys.sorted() {
      let declaration = declarations[id]!
      lines.append("  - id: " + scalar(id))
      if let title = declaration.title { lines.append("    title: " + scalar(title)) }
      if declaration.storyboard { lines.append("    storyboard: true") }
      if declaration.definesContext { lines.append("    defines-context: true") }
      if declaration.constraints { lines.append("    constraints: true") }
      if !declaration.forwardsAppearance { lines.append("    forwards-appearance: false") }
      if !declaration.children.isEmpty { lines.append("    children: " + flow(declaration.children)) }
      if !declaration.conditional.isEmpty { lines.append("    conditional: " + flow(declaration.conditional)) }
      if let content = declaration.content { lines.append("    content: " + content.rawValue) }
      if let probe = declaration.probe { lines.append("    probe: \(probe)") }
      if let instances = declaration.instances { lines.append("    instances: \(instances)") }
      if let hosting = declaration.hosting { lines.append("    hosting: " + flow(hosting)) }
      if let split = declaration.split { lines.append("    split: " + flow(split)) }
      if let view = scenario.appDefinition.containerViews.flows[id] { lines.append("    observe-as: " + scalar(view)) }
      if let list = declaration.list {
        lines.append("    list: " + list.kind.rawValue)
        lines.append("    rows: " + (list.counted ? String(list.rows.count) : flow(list.rows)))
        lines.append("    viewport: \(list.viewport)")
        if !list.absent.isEmpty { lines.append("    absent: " + flow(list.absent)) }
      }
      lines += effects(declaration.effects)
      lines += effects(declaration.rowEffects).enumerated().map { $0.offset == 0 ? "    row-effects:" : $0.element }
      if let model = declaration.model { lines.append("    model: " + model.rawValue) }
      lines += effects(declaration.modelEffects).enumerated().map { $0.offset == 0 ? "    model-effects:" : $0.element }
    }
    return lines
  }

  /// A declaration's `effects:`, a callback a line; an effect with `while:` as a mapping.
  static func effects(_ placements: [EffectPlacement]) -> [String] {
    guard !placements.isEmpty else { return [] }
    var lines = ["    effects:"]
    for placement in placements {
      if placement.effects.allSatisfy({ $0.whileCondition == nil && $0.visit == .appearance && $0.unless == nil }) {
        lines.append(
          "      \(placement.callback.rawValue): "
            + flow(placement.effects.map { "\($0.kind.rawValue) \($0.name)" + ($0.guarded.map { " " + $0.label } ?? "") }))
        continue
      }
      lines.append("      \(placement.callback.rawValue):")
      for effect in placement.effects {
        lines.append("        - \(effect.kind.rawValue): " + scalar(effect.name))
        if let condition = effect.whileCondition { lines.append("          while: " + condition.rawValue) }
        if effect.visit != .appearance { lines.append("          visit: " + effect.visit.rawValue) }
        if let guarded = effect.guarded { lines.append("          guard: " + guarded.label) }
        if let unless = effect.unless { lines.append("          unless: " + unless.rawValue) }
      }
    }
    return lines
  }

  /// `resources:` and `app-effects:`, sorted by name and written in the file's order.
  static func sharedResources(_ app: AppDefinition) -> [String] {
    var lines: [String] = []
    if !app.resources.isEmpty {
      lines.append("resources:")
      lines += app.resources.sorted { $0.key < $1.key }.map { "  \(scalar($0.key)): \($0.value.rawValue)" }
    }
    // The screens' `effects:` writer, four spaces to the left.
    lines += effects(app.appEffects).map { String($0.dropFirst(4)) }.enumerated().map { $0.offset == 0 ? "app-effects:" : $0.element }
    return lines
  }

  /// `routes:`, each screen's steps as `steps:` writes them, a gesture or a tab left open
  /// written bare.
  static func routes(_ routes: Routes) -> [String] {
    var lines = ["routes:"]
    for id in routes.order {
      let list = routes.byScreen[id] ?? []
      guard !list.isEmpty else {
        lines.append("  \(scalar(id)): []")
        continue
      }
      lines.append("  \(scalar(id)):")
      for route in list {
        if route.isBare {
          lines.append("    - \(route.action.keyword)")
        } else {
          lines += step(route.action).map { "  " + $0 }
        }
      }
    }
    return lines
  }

  /// One step: the action's key and argument, then its options, as its record writes them
  /// (an option at its default is left out unless the record always writes it).
  /// A step's lines in the form that takes more keys under it: `- launch` becomes `- launch:`.
  static func mappingForm(_ lines: [String]) -> [String] {
    guard lines.count == 1, !lines[0].hasSuffix(":"), !lines[0].contains(": ") else { return lines }
    return [lines[0] + ":"]
  }

  static func step(_ action: Action) -> [String] {
    if case .overlap(let first, let second, let landing) = action {
      // Two steps, the second written with `during: previous`.
      var lines = mappingForm(step(second))
      lines.append("    during: previous")
      if landing != .sameTurn { lines.append("    at: " + landing.keyword) }
      return step(first) + lines
    }
    let record = action.record
    let fields = record.fields(action)
    let argument: String? = fields.argument.map { value in
      switch value {
      case .screen(let id): scalar(id)
      case .outcome(let completed): completed ? "complete" : "cancel"
      case .tab(let selector): scalar(selector.description)
      case .screens(let ids): "[" + ids.map(scalar).joined(separator: ", ") + "]"
      case .count(let count): String(count)
      }
    }
    var options: [String] = []
    for spec in record.options {
      guard let value = fields[spec.option], spec.alwaysWritten || value != spec.defaultValue else { continue }
      options.append(spec.option.key + ": " + text(of: value))
    }
    guard argument != nil || !options.isEmpty else { return ["  - " + record.keyword] }
    return ["  - \(record.keyword):" + (argument.map { " " + $0 } ?? "")] + options.map { "    " + $0 }
  }

  /// An option's value as the reader takes it back.
  static func text(of value: OptionValue) -> String {
    switch value {
    case .bool(let flag): flag ? "true" : "false"
    case .style(let style): style.rawValue
    case .screen(let id): scalar(id)
    case .transition(let transition): transition.rawValue
    }
  }
}
