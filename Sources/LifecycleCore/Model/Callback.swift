/// A lifecycle callback a screen can log, named exactly as the scenario files write it.
public enum Callback: String, CaseIterable, Hashable, Sendable, Comparable {
  case `init` = "init"
  case awakeFromNib
  case loadView
  case viewDidLoad
  case viewWillAppear
  case viewIsAppearing
  case viewWillLayoutSubviews
  case viewDidLayoutSubviews
  case viewDidAppear
  case viewWillDisappear
  case viewDidDisappear
  case willMoveToParent
  case didMoveToParent
  case `deinit` = "deinit"
  case onAppear
  case onDisappear
  case taskStart
  case taskCancel

  /// The framework that calls it: UIKit callbacks are the imperative lane, SwiftUI's the declarative.
  public var lane: Lane {
    switch self {
    case .onAppear, .onDisappear, .taskStart, .taskCancel: .declarative
    default: .imperative
    }
  }

  public static func < (lhs: Callback, rhs: Callback) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// Which simulator speaks: UIKit view controllers or SwiftUI views.
public enum Lane: String, CaseIterable, Hashable, Sendable {
  /// UIKit `UIViewController` callbacks.
  case imperative
  /// SwiftUI `onAppear`, `onDisappear` and `task`.
  case declarative

  /// The framework's name, for column headings.
  public var framework: String {
    switch self {
    case .imperative: "UIKit"
    case .declarative: "SwiftUI"
    }
  }
}
