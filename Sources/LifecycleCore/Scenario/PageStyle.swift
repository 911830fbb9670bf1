/// How a `UIPageViewController` turns its pages (its `transitionStyle`): the order of the
/// pages' callbacks differs between the two (wangling.me 2014).
public enum PageStyle: String, CaseIterable, Hashable, Sendable {
  /// `.scroll`: the pages slide side by side.
  case scroll
  /// `.pageCurl`: the page curls over the next.
  case pageCurl
}
