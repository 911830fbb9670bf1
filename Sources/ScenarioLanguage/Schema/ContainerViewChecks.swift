import LifecycleCore

/// The checks of `observe-as:`, the name of a container's own view.
extension SchemaReader {
  /// A container's own view is SwiftUI's (a UIKit container has no `onAppear`), and its name is
  /// no screen's and no other container view's.
  mutating func checkContainerViews(host: Host, _ declarations: ScreenDeclarations, placed: [Placement]) {
    var seen: Set<String> = []
    let placedNames = Set(placed.map { tree.interner.string(Int($0.id)) })
    for (name, node) in zip(containerViewNames, containerViewNodes) {
      let hosted = hostedContainerViewNodes.contains(node)
      if hosted, host == .swiftui {
        error(
          "'observe-as' beside 'hosting:' names the NavigationStack a UIKit app's UIHostingController holds; in a SwiftUI app "
            + "'hosting:' is a UINavigationController in a representable, a UIKit container, which has no onAppear",
          at: location(node))
      } else if !hosted, host != .swiftui {
        error(
          "'observe-as' names the SwiftUI view of a NavigationStack, a TabView, a NavigationSplitView or a tab's content; "
            + "in a UIKit app 'navigation:', 'tabs:', 'pages:', 'split:' and a presentation's 'in-navigation: true' are UIKit containers, which have no onAppear "
            + "(beside 'hosting:' it names the NavigationStack the hosting controller holds)",
          at: location(node))
      } else if placedNames.contains(name) || declarations[name].map({ !$0.declaresOnlyEffects }) == true {
        error(
          "'\(name)' is a screen; 'observe-as' names the container's own view, which is no screen: give it a name of its own"
            + (placedNames.contains(name) ? "" : " (its declaration may hold its code, 'effects:', and nothing else)"),
          at: location(node))
      } else if !seen.insert(name).inserted {
        error("'\(name)' names two containers' views; give each its own name", at: location(node))
      } else if let declaration = declarations[name] {
        checkContainerViewEffects(declaration)
      }
    }
  }

  /// A container's own view's code (`effects:` in a declaration of its name) runs on its
  /// modifiers: `onAppear`, `onDisappear` and `task` (its start and its cancellation).
  private mutating func checkContainerViewEffects(_ declaration: ScreenDeclaration) {
    let modifiers: [Callback] = [.onAppear, .onDisappear, .taskStart, .taskCancel]
    for placement in declaration.effects where !modifiers.contains(placement.callback) {
      error(
        "'\(declaration.id)' is a container's own view (observe-as:), a SwiftUI view: its code runs on "
          + modifiers.map(\.rawValue).joined(separator: ", ") + ", not on \(placement.callback.rawValue)",
        at: placement.location ?? declaration.location)
    }
  }
}
