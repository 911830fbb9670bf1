/// A scenario's app compiled for simulation: every screen it can name gets a small index,
/// and what each screen is (its content, its children, whether it logs UIKit callbacks) is
/// worked out once. Shared by every world of the app; never changes.
package final class AppModel: Sendable {
  /// The scenario it was compiled from.
  package let scenario: Scenario
  /// Each screen's interned name, by index.
  package let names: [ScreenName]
  /// The texts of the names, by index.
  package let texts: [String]
  /// How many of the screens the scenario names; the rest are fresh screens for `explore`.
  package let declaredCount: Int
  /// The index of each name.
  package let index: ScreenIndex
  /// Screens embedded in each screen from its creation, in declaration order.
  package let alwaysChildren: [[Int]]
  /// The screens that declare each screen as a conditional child, in declaration order.
  package let conditionalParents: [[Int]]
  /// The screen that declares each screen among its children (always or conditional), or -1.
  package let declaredParent: [Int]
  /// Whether a screen is made from a storyboard.
  package let storyboard: [Bool]
  /// Each screen's content, children inheriting their parent's unless they declare their own.
  package let content: [Content]
  /// Whether a screen is a SwiftUI view inside another screen's SwiftUI content, rather than
  /// a view controller.
  package let isView: [Bool]
  /// Whether a screen's UIKit callbacks reach the app's code: a controller with UIKit
  /// content, a `UIHostingController` the app made, or a hosting controller of SwiftUI's
  /// whose screen carries a representable probe.
  package let logsUIKit: [Bool]
  /// Whether a screen has SwiftUI content that logs `onAppear`, `onDisappear` and `task`.
  package let hasSwiftUI: [Bool]
  /// The window's root structure, by index.
  package let layout: Layout

  /// The window's root structure with screen indices.
  package indirect enum Layout: Hashable, Sendable {
    /// One screen.
    case screen(Int)
    /// A navigation stack, root first.
    case navigation([Int])
    /// A tab bar whose items are screens or navigation stacks.
    case tabs([Layout])
  }

  /// Compiles a scenario; `freshScreens` adds that many undeclared screens (`New1`, `New2`…)
  /// that `explore` can push or present.
  package init(_ scenario: Scenario, freshScreens: Int = 0) {
    self.scenario = scenario
    // The declarations are visited in order of their ids, so that a screen's index does not
    // depend on where the file declares it (the order `explore` tries screens in follows the
    // indices). They are read once, in file order, into arrays; one sort of (id, position)
    // pairs orders them; after that no id is looked up in them again. A declared screen's
    // index is given by its position, without hashing its name; other names cost one probe
    // of a small table. The names are interned in the process's table under one lock: an app
    // of a million screens is compiled in linear work and a sort.
    let declarations = AppDeclarations(scenario.screens)
    var index = ScreenIndex(scenario.screens)
    for name in Self.layoutScreens(scenario.app) { _ = index.add(name) }
    // Each declared screen's index, in id order, then the indices of its children and its
    // conditional children one after the other, in the same order.
    var declaredIndex: [Int32] = []
    declaredIndex.reserveCapacity(declarations.count)
    var listed: [Int32] = []
    for slot in declarations.order {
      let position = Int(slot)
      declaredIndex.append(Int32(index.addDeclared(at: position)))
      for name in declarations.children[position] { listed.append(Int32(index.add(name))) }
      for name in declarations.conditional[position] { listed.append(Int32(index.add(name))) }
    }
    for step in scenario.steps {
      ActionCatalog.forEachScreen(in: step.action) { _ = index.add($0) }
    }
    declaredCount = index.count
    var fresh = 0
    var suffix = 1
    while fresh < freshScreens {
      let name = "New\(suffix)"
      suffix += 1
      if index[name] == nil {
        _ = index.add(name)
        fresh += 1
      }
    }
    let texts = index.texts
    self.texts = texts
    self.index = index
    names = ScreenName.interning(texts)
    let count = texts.count
    var alwaysChildren = [[Int]](repeating: [], count: count)
    var conditionalParents = [[Int]](repeating: [], count: count)
    var declaredParent = [Int](repeating: -1, count: count)
    var storyboard = [Bool](repeating: false, count: count)
    // Each screen's declared content and probe, by index.
    var declaredContent = [Content?](repeating: nil, count: count)
    var declaredProbe = [Bool?](repeating: nil, count: count)
    var next = 0
    for (rank, slot) in declarations.order.enumerated() {
      let position = Int(slot)
      let parent = Int(declaredIndex[rank])
      declaredContent[parent] = declarations.content[position]
      declaredProbe[parent] = declarations.probe[position]
      storyboard[parent] = declarations.storyboard[position]
      for _ in declarations.children[position].indices {
        let child = Int(listed[next])
        next += 1
        alwaysChildren[parent].append(child)
        if declaredParent[child] < 0 { declaredParent[child] = parent }
      }
      for _ in declarations.conditional[position].indices {
        let child = Int(listed[next])
        next += 1
        conditionalParents[child].append(parent)
        if declaredParent[child] < 0 { declaredParent[child] = parent }
      }
    }
    self.alwaysChildren = alwaysChildren
    self.conditionalParents = conditionalParents
    self.declaredParent = declaredParent
    self.storyboard = storyboard

    // Content: declared, else inherited from the parent, else the scenario's or host's default.
    // Walk each screen's chain of parents iteratively; a cycle (refused by the schema) stops it.
    let hostDefault = scenario.content ?? (scenario.host == .swiftui ? .swiftui : .uikit)
    var content = [Content?](repeating: nil, count: count)
    var chain: [Int] = []
    // The screen whose chain last passed through each screen: meeting it again is a cycle.
    var walkedBy = [Int](repeating: -1, count: count)
    for screen in 0..<count where content[screen] == nil {
      chain.removeAll(keepingCapacity: true)
      var current = screen
      while content[current] == nil, walkedBy[current] != screen {
        walkedBy[current] = screen
        chain.append(current)
        if let declared = declaredContent[current] {
          content[current] = declared
          break
        }
        guard declaredParent[current] >= 0 else { break }
        current = declaredParent[current]
      }
      var inherited = content[current] ?? hostDefault
      for link in chain.reversed() {
        if let own = content[link] { inherited = own } else { content[link] = inherited }
      }
    }
    let resolved = content.map { $0 ?? hostDefault }
    self.content = resolved
    var isView = [Bool](repeating: false, count: count)
    var logsUIKit = [Bool](repeating: false, count: count)
    for screen in 0..<count {
      let parent = declaredParent[screen]
      isView[screen] = parent >= 0 && resolved[parent] == .swiftui && resolved[screen] == .swiftui
      let probe = declaredProbe[screen] ?? scenario.probe
      let ownedBySwiftUI = scenario.host == .swiftui && parent < 0 && resolved[screen] == .swiftui
      logsUIKit[screen] = !isView[screen] && (!ownedBySwiftUI || probe)
    }
    self.isView = isView
    self.logsUIKit = logsUIKit
    hasSwiftUI = resolved.map { $0 == .swiftui }
    layout = Self.compile(scenario.app, index)
  }

  /// The number of screens.
  package var count: Int { texts.count }

  /// The fresh screens, in order.
  package var freshScreens: Range<Int> { declaredCount..<count }

  /// Whether the scenario declares the screen a child of another.
  package func isChild(_ screen: Int) -> Bool { declaredParent[screen] >= 0 }

  private static func compile(_ layout: AppLayout, _ index: ScreenIndex) -> Layout {
    switch layout {
    case .screen(let id): .screen(index[id]!)
    case .navigation(let ids): .navigation(ids.map { index[$0]! })
    case .tabs(let items): .tabs(items.map { compile($0, index) })
    }
  }

  static func layoutScreens(_ layout: AppLayout) -> [String] {
    switch layout {
    case .screen(let id): [id]
    case .navigation(let ids): ids
    case .tabs(let items): items.flatMap(layoutScreens)
    }
  }
}
