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
      } else if declarations[name] != nil || placedNames.contains(name) {
        error("'\(name)' is a screen; 'observe-as' names the container's own view, which is no screen: give it a name of its own", at: location(node))
      } else if !seen.insert(name).inserted {
        error("'\(name)' names two containers' views; give each its own name", at: location(node))
      }
    }
  }
}
