/// When a UIKit app sets its navigation controllers' delegate (`navigation-delegate:`), which
/// decides whether the delegate hears of the stack the window shows at launch.
public enum NavigationDelegateTiming: String, CaseIterable, Hashable, Sendable {
  /// Once the app is running, before its first step (the default, and `lifecycle probe`'s).
  case afterLaunch = "after-launch"
  /// Before the window shows (a coordinator that makes its navigation controller and sets
  /// its delegate at once): the launch's stack is announced to it.
  case atLaunch = "at-launch"
}
