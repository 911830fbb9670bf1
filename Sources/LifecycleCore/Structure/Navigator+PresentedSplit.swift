/// A split view the app presents (`split:` in a screen's declaration): a `UISplitViewController`
/// presented as a sheet or full screen, or a SwiftUI sheet's or cover's `NavigationSplitView`.
extension Navigator {
  /// Presents the split view `host` names, whose columns' roots are `columns`, primary first.
  /// Where its container is of compact width (an iPhone, an iPad's page or form sheet) it is
  /// collapsed: one navigation stack of the columns' roots up to the column it shows, whose
  /// top gets the presentation's rows as a presented stack's top does (uikit.split.presented).
  func presentSplit(
    _ host: Int, columns: [Int], style: PresentationStyle, inNavigation: Bool, animated: Bool, context: Int,
    _ state: inout Structure, _ transition: inout Transition
  ) throws(ActionError) {
    if inNavigation {
      throw ActionError(
        "'\(name(host))' is a split view ('split:'), whose columns are navigation stacks of their own; it is presented as it is: remove 'in-navigation: true'"
      )
    }
    if style.isUIKitOnly, app.definition.host == .swiftui {
      throw ActionError(
        "style \(style.rawValue) is UIKit's: SwiftUI presents a NavigationSplitView with sheet, fullScreenCover or popover")
    }
    if style.isAlert {
      throw ActionError("'\(name(host))' is a split view ('split:'); style \(style.rawValue) presents a UIAlertController, not a split view")
    }
    // In a context of the app's (a tab's, a child's that defines it) it takes the window's
    // size class, which children inherit (uikit.split.presentedInContext), unless the fact
    // says a compact one.
    let compactContext =
      style.isContextStyle && (context >= 0 || state.rootKind == .tabs) && !rules.holds(.contextSplitTakesWindowWidth)
    let expanded = !compactContext && presentsSplitExpanded(style, state)
    // In a narrowed iPad window it is the expanded form collapsed (uikit.split.presentedNarrowWindow).
    let narrowed = !compactContext && !expanded && presentsSplitCollapsedInNarrowWindow(style, state)
    for screen in columns where state.isLive(screen) {
      throw ActionError("'\(name(screen))' is already in the app; the columns of '\(name(host))' are its own")
    }
    if expanded || narrowed {
      return presentExpandedSplit(
        host, columns: columns, style: style, collapsed: narrowed, animated: animated, context: context, &state, &transition)
    }
    let top = presentedSplitTop(among: columns.count)
    let stack = Array(columns[...top])
    let styleCode = Structure.code(style)
    let covering = covering(styleCode, state)
    for screen in stack { state.insert(screen, in: app) }
    transition.reset(kind: covering.covers ? .presentCovering : .presentOver, animated: animated)
    leaveOrStay(covers: covering.covers, context: context, state, &transition)
    state.present(split: host, stack: stack, style: styleCode, covers: covering.covers, decidedBy: covering.factCode, context: context)
    transition.decidedBy = context >= 0 ? .childDefinesContext : covering.fact
    state.appendVisibleScreens(layer: state.layerCount - 1, to: &transition.incoming)
    for screen in stack { transition.created.append(ScreenRef(screen)) }
  }

  /// Presents the split view `host` names expanded, every column on screen in a navigation
  /// stack of its own (uikit.split.presentedExpanded): its columns' roots appear with the
  /// presentation, leading column first as the window's split view's at launch, unless the
  /// fact `presentedSplitTrailingFirst` holds. `collapsed`, in an iPad's window of compact
  /// width: the same split view collapsed into the column it shows collapsed, as the window's
  /// in a narrowed window, whose columns' roots are created and only that column's appear
  /// (uikit.split.presentedNarrowWindow); `resize: regular` expands it.
  private func presentExpandedSplit(
    _ host: Int, columns: [Int], style: PresentationStyle, collapsed: Bool, animated: Bool, context: Int,
    _ state: inout Structure, _ transition: inout Transition
  ) {
    let styleCode = Structure.code(style)
    let covering = covering(styleCode, state)
    let trailingFirst = rules.holds(.presentedSplitTrailingFirst)
    transition.reset(kind: covering.covers ? .presentCovering : .presentOver, animated: animated)
    leaveOrStay(covers: covering.covers, context: context, state, &transition)
    state.present(
      expandedSplit: host, columns: columns, trailingFirst: trailingFirst, style: styleCode, covers: covering.covers,
      decidedBy: covering.factCode, context: context, in: app)
    if collapsed { state.collapseSplit(state.boxes.count - 1, showing: presentedSplitTop(among: columns.count)) }
    transition.decidedBy = context >= 0 ? .childDefinesContext : covering.fact
    state.appendVisibleScreens(layer: state.layerCount - 1, to: &transition.incoming)
    for screen in columns { transition.created.append(ScreenRef(screen)) }
  }

  /// The box of the presented split view the split steps act on when it is expanded (full
  /// screen on an iPad; collapsed or not by the window's width), or nil.
  func presentedExpandedSplit(_ state: Structure) throws(ActionError) -> Int? {
    guard let layer = try presentedSplitLayer(state) else { return nil }
    return state.expandedSplitBox(presentation: layer)
  }

  /// Whether a split view presented with `style` fills a window of regular width (an iPad's
  /// full-screen presentation), where it would show its columns expanded.
  func presentsSplitExpanded(_ style: PresentationStyle, _ state: Structure) -> Bool {
    guard rules.holds(.regularWidth), !state.compactWindow else { return false }
    return fillsWindow(style)
  }

  /// Whether a split view presented with `style` fills an iPad's window narrowed to compact
  /// width (Split View's narrow part, Slide Over), where it is the expanded form collapsed,
  /// unless the fact `narrowPresentedSplitExpandsOnWiden` does not hold (then one stack, as
  /// in a sheet, which stays collapsed).
  func presentsSplitCollapsedInNarrowWindow(_ style: PresentationStyle, _ state: Structure) -> Bool {
    guard rules.holds(.regularWidth), state.compactWindow, rules.holds(.narrowPresentedSplitExpandsOnWiden) else { return false }
    return fillsWindow(style)
  }

  /// Whether a presentation with `style` on an iPad takes the window's size class: full
  /// screen, a context style (a context's controller, a tab's or a child's, inherits the
  /// window's traits), or `automatic` before card sheets (iOS 13).
  private func fillsWindow(_ style: PresentationStyle) -> Bool {
    switch style {
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return true
    case .automatic: return !rules.holds(.cardSheets)
    default: return false
    }
  }

  /// The place of the column a presented split view of `count` columns shows collapsed: the
  /// sidebar in SwiftUI; in UIKit the secondary, as at the window's root, unless the fact
  /// `presentedSplitShowsSecondary` does not hold (the primary).
  func presentedSplitTop(among count: Int) -> Int {
    guard app.definition.host == .uikit, rules.holds(.presentedSplitShowsSecondary) else { return 0 }
    return count - 1
  }

  /// The layer of the presented split view the split steps act on: the top presentation's,
  /// when it is one; nil when no presentation is a split view. The refusal when another
  /// presentation is over it.
  func presentedSplitLayer(_ state: Structure) throws(ActionError) -> Int? {
    let count = state.presentationCount
    guard let index = (0..<count).last(where: { state.presentedSplit($0) >= 0 }) else { return nil }
    guard index == count - 1 else {
      throw ActionError(
        "'\(name(state.presentedScreen(count - 1)))' is presented over the split view '\(name(state.presentedSplit(index)))'; dismiss it first")
    }
    return index
  }
}
