/// Whole values built from the flat structure, for callers that read it rather than step it
/// (diagnostics, claims, audits, tests): each call builds new arrays.
extension Structure {
  /// The window's root container.
  package var root: Container { container(0) }

  /// Modal presentations, lowest first.
  package var presentations: [Presentation] {
    (0..<presentationCount).map { index in
      let box = boxes[rootBoxes + index]
      return Presentation(
        content: container(rootBoxes + index), style: Self.styles[Int(box.style)], covers: box.covers,
        decidedBy: Self.facts[Int(box.decidedBy)])
    }
  }

  /// Whether each screen is in the app's structure.
  package var live: [Bool] { (0..<screenCount).map(isLive) }

  /// Marks in `result` (one flag per screen) the containers' own views (`observe-as:`,
  /// `Box.containerView`) of the containers in the app: the root's until a branch replaces
  /// it, a tab's or a page's always, a presented stack's while its presentation is, a split
  /// view's column's while the split view is. A view
  /// is no screen of the structure (`isLive` says no), but the audit judges the code on its
  /// modifiers as a screen's, in the app while its container is.
  package func markContainerViews(in result: inout [Bool]) {
    for box in boxes {
      if box.containerView >= 0 && Int(box.containerView) < result.count { result[Int(box.containerView)] = true }
      if box.columnView >= 0 && Int(box.columnView) < result.count { result[Int(box.columnView)] = true }
    }
  }

  /// The screens each screen embeds, in order.
  package var children: [[Int]] { (0..<screenCount).map(children(of:)) }

  /// The screen each screen is embedded in, or -1.
  package var embeddedIn: [Int] { (0..<screenCount).map(parent(of:)) }

  /// Whether each screen was pushed with iOS 18's zoom transition.
  package var zoomPushed: [Bool] { (0..<screenCount).map(isZoomPushed) }

  /// Layer `index`: 0 is the root, then each presentation's content.
  package func layer(_ index: Int) -> Container { container(layerBox(index)) }

  /// Box `index` as a container value.
  func container(_ index: Int) -> Container {
    let box = boxes[index]
    guard box.kind == .tabs || box.kind == .split else {
      return Container(kind: box.kind, stack: stack(index), hostedBy: Int(box.hostedBy))
    }
    var result = Container(
      kind: box.kind, tabs: (0..<Int(box.tabCount)).map { container(Int(box.firstTab) + $0) }, selected: Int(box.selected))
    result.hiddenColumns = Int(box.hiddenColumns)
    return result
  }

  /// The screens on screen when a container is in the window, parent first.
  package func visibleScreens(_ container: Container) -> [ScreenRef] {
    switch container.kind {
    case .screen, .navigation:
      let top = container.stack.last.map { flatten($0) } ?? []
      return container.hostedBy >= 0 ? flatten(container.hostedBy) + top : top
    case .tabs:
      guard container.tabs.indices.contains(container.selected) else { return [] }
      return visibleScreens(container.tabs[container.selected])
    case .split:
      return container.tabs.indices.filter { !container.hidesColumn($0) }.flatMap { visibleScreens(container.tabs[$0]) }
    }
  }

  /// The screens a container holds directly (stack members, tab roots…), in structure order.
  package func heldScreens(_ container: Container) -> [Int] {
    container.kind == .tabs || container.kind == .split
      ? container.tabs.flatMap(heldScreens) : (container.hostedBy >= 0 ? [container.hostedBy] : []) + container.stack
  }

  /// The navigation stack a push or pop acts on in a container: itself, or the selected
  /// tab's stack.
  package func activeStack(_ container: Container) -> [Int]? {
    switch container.kind {
    case .screen: nil
    case .navigation: container.stack
    case .tabs, .split:
      container.tabs.indices.contains(container.selected) ? activeStack(container.tabs[container.selected]) : nil
    }
  }

  /// Every screen a container holds that the window does not show, with what it embeds:
  /// the tabs not selected, and the screens under the top of each stack.
  package func offscreenScreens(_ container: Container) -> [ScreenRef] {
    switch container.kind {
    case .screen: []
    case .navigation: container.stack.dropLast().flatMap { flatten($0) }
    case .tabs:
      container.tabs.indices.flatMap { index in
        index == container.selected
          ? offscreenScreens(container.tabs[index]) : heldScreens(container.tabs[index]).flatMap { flatten($0) }
      }
    case .split:
      container.tabs.indices.flatMap { index in
        container.hidesColumn(index)
          ? heldScreens(container.tabs[index]).flatMap { flatten($0) } : offscreenScreens(container.tabs[index])
      }
    }
  }

  /// The screens the tabs that are not selected show, tab by tab.
  package func hiddenTabScreens(_ container: Container) -> [ScreenRef] {
    guard container.kind == .tabs else { return [] }
    return container.tabs.indices.filter { $0 != container.selected }.flatMap { visibleScreens(container.tabs[$0]) }
  }

  /// The roots of the container's navigation stacks that have screens pushed over them.
  package func coveredStackRoots(_ container: Container) -> [ScreenRef] {
    switch container.kind {
    case .screen: []
    case .navigation: container.stack.count > 1 ? flatten(container.stack[0]) : []
    case .tabs, .split: container.tabs.flatMap(coveredStackRoots)
    }
  }

  /// The screens on top of the navigation stacks the window shows in a container.
  package func visibleStackTops(_ container: Container) -> [ScreenRef] {
    switch container.kind {
    case .screen: []
    case .navigation: container.stack.last.map { flatten($0) } ?? []
    case .tabs:
      container.tabs.indices.contains(container.selected) ? visibleStackTops(container.tabs[container.selected]) : []
    case .split:
      container.tabs.indices.filter { !container.hidesColumn($0) }.flatMap { visibleStackTops(container.tabs[$0]) }
    }
  }

  /// The root screen of a container (a tab's identity when selecting by name).
  package func rootScreen(_ container: Container) -> Int? {
    switch container.kind {
    case .tabs: nil
    // A split view (in a tab) is named by its primary column's root.
    case .split: container.tabs.first?.stack.first
    case .screen, .navigation: container.stack.first
    }
  }
}

extension Structure.Container {
  /// Whether a split view hides its column `index`.
  package func hidesColumn(_ index: Int) -> Bool { hiddenColumns & (1 << index) != 0 }
}
