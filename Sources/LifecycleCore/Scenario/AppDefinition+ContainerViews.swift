/// Which of the containers' own views (`observe-as:`) an app's host gives a view to.
extension AppDefinition {
  /// The containers' own views the app has in its host: in a SwiftUI app, its SwiftUI
  /// containers' (a `hosting:` there is a `UINavigationController` in a representable, which
  /// has no `onAppear`); in a UIKit app, the `NavigationStack`s its app-made hosting
  /// controllers hold (`observe-as:` beside `hosting:`), its other containers being UIKit's.
  /// `explore` runs an app in both hosts: the names of the other host mean nothing there.
  package var containerViewsInHost: ContainerViews {
    let swiftUI = host == .swiftui
    var views = ContainerViews()
    if let name = containerViews.root, Self.isHosting(root) != swiftUI { views.root = name }
    if case .tabs(let items) = root {
      for (index, name) in containerViews.tabs where index < items.count && Self.isHosting(items[index]) != swiftUI {
        views.tabs[index] = name
      }
    }
    for (id, name) in containerViews.flows where (declaration(of: id).hosting != nil) != swiftUI { views.flows[id] = name }
    // A split view's columns are SwiftUI's only in a SwiftUI app (UIKit's are navigation
    // controllers).
    if swiftUI { views.columns = containerViews.columns }
    return views
  }

  /// The views of the `NavigationStack`s the app-made hosting controllers of a UIKit app hold
  /// (`observe-as:` beside `hosting:`), by the hosting controller's id: a hosted tab's, the
  /// window's hosted root's, a presented flow's; empty in a SwiftUI app.
  package var hostedContainerViews: [String: String] {
    guard host == .uikit else { return [:] }
    var views: [String: String] = [:]
    if case .hosting(let id, _) = root, let name = containerViews.root { views[id] = name }
    if case .tabs(let items) = root {
      for (index, name) in containerViews.tabs where index < items.count {
        if case .hosting(let id, _) = items[index] { views[id] = name }
      }
    }
    for (id, name) in containerViews.flows where declaration(of: id).hosting != nil { views[id] = name }
    return views
  }

  private static func isHosting(_ layout: AppLayout) -> Bool {
    if case .hosting = layout { return true }
    return false
  }
}
