import LifecycleCore

extension Scenario {
  /// Every screen the scenario names: in the app's structure, in its declarations (with their
  /// children and conditional views) and in its steps. A device log's events are kept when
  /// their screen is one of these.
  public var screenIDs: Set<String> {
    var ids: Set<String> = []
    var layouts = [app]
    while let layout = layouts.popLast() {
      switch layout {
      case .screen(let id): ids.insert(id)
      case .navigation(let stack): ids.formUnion(stack)
      case .tabs(let items): layouts.append(contentsOf: items)
      }
    }
    for declaration in screens.values {
      ids.insert(declaration.id)
      ids.formUnion(declaration.children)
      ids.formUnion(declaration.conditional)
    }
    for step in steps {
      switch step.action {
      case .push(let id, _), .zoomPush(let id, _), .present(let id, _, _, _), .hide(let id, _), .replaceRoot(let id, _):
        ids.insert(id)
      case .show(let id, let replacing, _, _):
        ids.insert(id)
        if let replacing { ids.insert(replacing) }
      case .dismiss(let id?, _): ids.insert(id)
      case .selectTab(.screen(let id)): ids.insert(id)
      default: break
      }
    }
    return ids
  }
}
