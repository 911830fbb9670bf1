import LifecycleCore

extension Scenario {
  /// Every screen the scenario names: in the app's structure, in its declarations (with their
  /// children, conditional views and list rows) and in its steps. A device log's events are kept when
  /// their screen is one of these.
  public var screenIDs: Set<String> {
    var ids: Set<String> = []
    var layouts = [app]
    while let layout = layouts.popLast() {
      switch layout {
      case .screen(let id): ids.insert(id)
      case .navigation(let stack): ids.formUnion(stack)
      case .tabs(let items): layouts.append(contentsOf: items)
      case .hosting(let id, let inner):
        ids.insert(id)
        layouts.append(inner)
      }
    }
    for declaration in screens.values {
      ids.insert(declaration.id)
      ids.formUnion(declaration.children)
      ids.formUnion(declaration.conditional)
      // A list's rows log as screens do (`row-6 onAppear`, `row-6 willDisplay`).
      if let list = declaration.list { ids.formUnion(list.rows) }
    }
    for step in steps {
      ActionCatalog.forEachScreen(in: step.action) { ids.insert($0) }
    }
    return ids
  }
}

extension Set<String> {
  /// Whether a logged screen is one of these screens, or an instance of one after the
  /// first (`ProductDetail#2`, see `InstanceName`).
  package func containsScreenOrInstance(_ screen: String) -> Bool {
    contains(screen) || InstanceName.split(screen).map { contains($0.type) } == true
  }
}
