/// A window's horizontal size class, as `resize:` names it: UIKit's
/// `UIUserInterfaceSizeClass`, SwiftUI's `UserInterfaceSizeClass`.
public enum WidthClass: String, CaseIterable, Hashable, Sendable {
  /// A narrow window (an iPhone in portrait, an iPad app in a third of the screen or in Stage
  /// Manager's narrowest window): a split view collapses into one column.
  case compact
  /// A wide window (an iPad app in full screen, a large iPhone in landscape): a split view
  /// shows its columns beside each other.
  case regular
}
