/// A lifecycle callback a screen can log, named exactly as the scenario files write it.
public enum Callback: String, CaseIterable, Hashable, Sendable, Comparable {
  /// The view controller's initializer: `init(nibName:bundle:)`, or `init(coder:)` for a
  /// storyboard screen.
  case `init` = "init"
  /// `awakeFromNib()`, after `init(coder:)` for a screen a storyboard creates.
  case awakeFromNib
  /// `loadView()`, when the view is first needed.
  case loadView
  /// `viewDidLoad()`, once, after the view is loaded.
  case viewDidLoad
  /// `viewWillAppear(_:)`.
  case viewWillAppear
  /// `viewIsAppearing(_:)` (iOS 13 and later devices, apps built with the iOS 17 SDK).
  case viewIsAppearing
  /// `viewWillLayoutSubviews()`.
  case viewWillLayoutSubviews
  /// `viewDidLayoutSubviews()`.
  case viewDidLayoutSubviews
  /// `viewDidAppear(_:)`.
  case viewDidAppear
  /// `viewWillDisappear(_:)`.
  case viewWillDisappear
  /// `viewDidDisappear(_:)`.
  case viewDidDisappear
  /// `willMove(toParent:)`, with a parent on insertion and `nil` on removal.
  case willMoveToParent
  /// `didMove(toParent:)`, with a parent on insertion and `nil` on removal.
  case didMoveToParent
  /// The view controller's `deinit`, when the last reference goes.
  case `deinit` = "deinit"
  /// `UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:)`, as
  /// the user starts to swipe a sheet down: logged under the presented screen's name, and
  /// only by an app whose `observe:` names a delegate callback (it implements the delegate).
  case presentationControllerShouldDismiss
  /// `presentationControllerWillDismiss(_:)`: a dismissal by the user starts (never after
  /// `dismiss(animated:)`).
  case presentationControllerWillDismiss
  /// `presentationControllerDidDismiss(_:)`: a dismissal by the user finished (never after
  /// `dismiss(animated:)`).
  case presentationControllerDidDismiss
  /// `presentationControllerDidAttemptToDismiss(_:)`: the user tried to dismiss a sheet that
  /// refuses (`isModalInPresentation`, or `presentationControllerShouldDismiss` said no).
  case presentationControllerDidAttemptToDismiss
  /// `UISheetPresentationControllerDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`:
  /// the user dragged the sheet to another detent (iOS 15 and later).
  case sheetPresentationControllerDidChangeSelectedDetentIdentifier
  /// `viewWillTransition(to:with:)` (`UIContentContainer`): the window is about to change size
  /// (a rotation). Logged only by an app whose `observe:` names a size or trait callback (it
  /// overrides them).
  case viewWillTransition
  /// `traitCollectionDidChange(_:)` (`UITraitEnvironment`): the controller's traits changed
  /// (dark mode, a size class); deprecated in the iOS 17 SDK, still called.
  case traitCollectionDidChange
  /// The handler the controller registered with iOS 17's `registerForTraitChanges(_:handler:)`
  /// (`UITraitChangeObservable`), called when one of the traits it names changes.
  case traitChangeHandler
  /// `didReceiveMemoryWarning()`: the app received a memory warning. Logged only by an app
  /// whose `observe:` names it (it overrides it).
  case didReceiveMemoryWarning
  /// `UINavigationControllerDelegate.navigationController(_:willShow:animated:)`: a navigation
  /// controller is about to show a controller as its top, logged under that controller's name
  /// and only by an app whose `observe:` names a navigation delegate callback (it sets one).
  case navigationControllerWillShow
  /// `navigationController(_:didShow:animated:)`: the navigation controller shows it.
  case navigationControllerDidShow
  /// `UITableViewDelegate.tableView(_:willDisplay:forRowAt:)` (or
  /// `UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)`): a cell of a list in
  /// UIKit content (`list: UITableView`) is about to be drawn. Logged under the row's name, and
  /// only by an app whose `observe:` names it (its table view's delegate implements it).
  case willDisplay
  /// `tableView(_:didEndDisplaying:forRowAt:)` (or the collection view's): the cell was removed
  /// from the table view. Logged under the row's name, opt-in as `willDisplay`.
  case didEndDisplaying
  /// SwiftUI's `onAppear`.
  case onAppear
  /// SwiftUI's `onDisappear`.
  case onDisappear
  /// The start of the body of a SwiftUI `task`.
  case taskStart
  /// The cancellation of a SwiftUI `task`, when its view disappears.
  case taskCancel
  /// The `onDismiss` closure of SwiftUI's `sheet(isPresented:onDismiss:content:)`,
  /// `sheet(item:onDismiss:content:)` or `fullScreenCover(…onDismiss:…)`, when the
  /// presentation is gone: logged under the presenter's name, and only by an app whose
  /// `observe:` names it (it passes the closure).
  case onDismiss
  /// The action of SwiftUI's `onScrollVisibilityChange(threshold:_:)` (iOS 18) on a list's row,
  /// called with `true` when a scroll brings the row into view and `false` when it takes it
  /// out: logged under the row's name, and only by an app whose `observe:` names it (it
  /// attaches the modifier to its rows).
  case onScrollVisibilityChange
  /// The scene delegate's `sceneWillResignActive(_:)`: the app's scene stops being
  /// interactive. An app-level event, logged by the `Scene` participant (`ScreenName.scene`).
  case sceneWillResignActive
  /// The scene delegate's `sceneDidEnterBackground(_:)`.
  case sceneDidEnterBackground
  /// The scene delegate's `sceneWillEnterForeground(_:)`.
  case sceneWillEnterForeground
  /// The scene delegate's `sceneDidBecomeActive(_:)`.
  case sceneDidBecomeActive
  /// The scene delegate's `sceneDidDisconnect(_:)`: UIKit removes the scene, as when the user
  /// closes it in the app switcher (`terminate`).
  case sceneDidDisconnect
  /// SwiftUI's `scenePhase` changing to `.inactive` (what `onChange(of: scenePhase)` sees).
  case scenePhaseInactive
  /// SwiftUI's `scenePhase` changing to `.background`.
  case scenePhaseBackground
  /// SwiftUI's `scenePhase` changing to `.active`.
  case scenePhaseActive
  /// The app delegate's `application(_:didFinishLaunchingWithOptions:)`, at launch, in any
  /// UIKit app (with scenes or without): an app-level event, logged by the `AppDelegate`
  /// participant (`ScreenName.appDelegate`), and only by an app whose `observe:` names one of
  /// the app delegate's callbacks (it implements them).
  case didFinishLaunchingWithOptions
  /// The app delegate's `applicationWillResignActive(_:)`: an app that declares no scenes
  /// (every app before iOS 13) stops being interactive. An app-level event, logged by the
  /// `AppDelegate` participant (`ScreenName.appDelegate`), and only by an app whose `observe:`
  /// names one of the app delegate's callbacks (it implements them).
  case applicationWillResignActive
  /// The app delegate's `applicationDidEnterBackground(_:)`.
  case applicationDidEnterBackground
  /// The app delegate's `applicationWillEnterForeground(_:)`.
  case applicationWillEnterForeground
  /// The app delegate's `applicationDidBecomeActive(_:)`.
  case applicationDidBecomeActive
  /// The app delegate's `applicationDidReceiveMemoryWarning(_:)`, in any UIKit app.
  case applicationDidReceiveMemoryWarning
  /// The app delegate's `application(_:didDiscardSceneSessions:)`: the scene sessions the
  /// user closed in the app switcher are discarded (`terminate`, a scene-based app).
  case didDiscardSceneSessions
  /// The app delegate's `applicationWillTerminate(_:)`: the app, running in the foreground or
  /// in the background but not suspended, is about to end (`terminate`).
  case applicationWillTerminate

  /// The framework that calls it: UIKit callbacks are the UIKit lane, SwiftUI's the SwiftUI.
  public var lane: Lane {
    switch self {
    case .onAppear, .onDisappear, .taskStart, .taskCancel, .onDismiss, .onScrollVisibilityChange, .scenePhaseInactive,
      .scenePhaseBackground, .scenePhaseActive:
      .swiftui
    default: .uikit
    }
  }

  /// The group of callbacks an app logs only where it implements them, which its `observe:`
  /// says (naming one of the group), or nil for a callback every app logs. The switch names
  /// every opt-in callback; a new callback is logged by every app unless it joins a group here.
  public var optIn: CallbackOptIn? {
    switch self {
    case .presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
      .presentationControllerDidAttemptToDismiss, .sheetPresentationControllerDidChangeSelectedDetentIdentifier:
      .presentationDelegate
    case .viewWillTransition, .traitCollectionDidChange, .traitChangeHandler: .sizeAndTraits
    case .didReceiveMemoryWarning: .memoryWarning
    case .onDismiss: .dismissHandler
    case .onScrollVisibilityChange: .scrollVisibility
    case .willDisplay, .didEndDisplaying: .cellDisplay
    case .navigationControllerWillShow, .navigationControllerDidShow: .navigationDelegate
    case .didFinishLaunchingWithOptions, .applicationWillResignActive, .applicationDidEnterBackground, .applicationWillEnterForeground,
      .applicationDidBecomeActive, .applicationDidReceiveMemoryWarning, .didDiscardSceneSessions, .applicationWillTerminate:
      .appDelegate
    default: nil
    }
  }

  /// Whether the callback is a presentation controller delegate's, not the controller's own.
  package var isPresentationDelegate: Bool { optIn == .presentationDelegate }

  /// Whether the callback tells a controller of a size or trait change (`viewWillTransition`,
  /// `traitCollectionDidChange`, a trait change handler): an app logs them only where it
  /// overrides them, which its `observe:` says.
  package var isSizeOrTrait: Bool { optIn == .sizeAndTraits }

  /// Whether the callback is a list cell's (`willDisplay`, `didEndDisplaying`): a table or
  /// collection view's delegate hears it for a cell, which is no view controller.
  @inlinable package var isCellDisplay: Bool { self == .willDisplay || self == .didEndDisplaying }

  /// Whether the callback is one of a controller's appearance callbacks (`viewWillAppear`,
  /// `viewIsAppearing`, `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`), which UIKit
  /// sends as the controller's view joins or leaves the window.
  package var isAppearance: Bool {
    switch self {
    case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: true
    default: false
    }
  }

  /// Whether the callback belongs to the app's scene rather than to a screen.
  @inlinable package var isSceneEvent: Bool { ordinal >= Callback.sceneWillResignActive.ordinal }

  /// Whether the callback is the app delegate's: an app-level event (`isSceneEvent`) that the
  /// `AppDelegate` participant logs rather than the scene.
  @inlinable package var isAppDelegateEvent: Bool { ordinal >= Callback.didFinishLaunchingWithOptions.ordinal }

  /// The participant that logs an app-level event (`isSceneEvent`): the app delegate or the scene.
  package var appParticipant: ScreenName { isAppDelegateEvent ? .appDelegate : .scene }

  /// Whether `lhs` is listed before `rhs`: callbacks sort in declaration order, UIKit's
  /// roughly in the order a screen's life calls them, then SwiftUI's, then the scene's.
  public static func < (lhs: Callback, rhs: Callback) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// A group of callbacks an app logs only where it implements them: a scenario's `observe:`
/// that names one of the group says the app does, so that a file written before the group was
/// modelled reads as it did.
public enum CallbackOptIn: UInt8, CaseIterable, Hashable, Sendable {
  /// A presentation controller's delegate (`UIAdaptivePresentationControllerDelegate`,
  /// `UISheetPresentationControllerDelegate`): the app sets one.
  case presentationDelegate
  /// The size and trait callbacks: the app's controllers override them.
  case sizeAndTraits
  /// `didReceiveMemoryWarning()`: the app's controllers override it.
  case memoryWarning
  /// SwiftUI's `onDismiss` closure: the app passes one to its sheets and full-screen covers.
  case dismissHandler
  /// A navigation controller's delegate (`UINavigationControllerDelegate`): the app sets one.
  case navigationDelegate
  /// The app delegate's lifecycle methods (`applicationDidEnterBackground(_:)` and the rest):
  /// the app implements them.
  case appDelegate
  /// SwiftUI's `onScrollVisibilityChange(threshold:_:)` (iOS 18): the app attaches it to its
  /// list's rows.
  case scrollVisibility
  /// A table or collection view delegate's `willDisplay` and `didEndDisplaying`: the app
  /// implements them for its list's cells.
  case cellDisplay

  /// The group's bit in a set of groups.
  public var bit: UInt8 { 1 << rawValue }

  /// What an app implements to hear the group, for a message.
  public var implemented: String {
    switch self {
    case .presentationDelegate: "a presentation controller delegate"
    case .sizeAndTraits: "viewWillTransition(to:with:), traitCollectionDidChange(_:) or a trait change handler"
    case .memoryWarning: "didReceiveMemoryWarning()"
    case .dismissHandler: "an onDismiss closure"
    case .navigationDelegate: "a navigation controller delegate"
    case .appDelegate: "the app delegate's lifecycle methods"
    case .scrollVisibility: "an onScrollVisibilityChange action on its list's rows"
    case .cellDisplay: "tableView(_:willDisplay:forRowAt:) and tableView(_:didEndDisplaying:forRowAt:) in its table view's delegate"
    }
  }
}

/// Which simulator speaks: UIKit view controllers or SwiftUI views.
///
/// The raw values are the JSON output's spelling of the lane (`"lane": "imperative"`), kept
/// as version 1 of the output schema wrote them; everything else says UIKit and SwiftUI.
public enum Lane: String, CaseIterable, Hashable, Sendable {
  /// UIKit `UIViewController` callbacks.
  case uikit = "imperative"
  /// SwiftUI `onAppear`, `onDisappear` and `task`.
  case swiftui = "declarative"

  /// The UIKit lane, under its name before the simulators took their frameworks' names.
  @available(*, deprecated, renamed: "uikit")
  public static var imperative: Lane { .uikit }
  /// The SwiftUI lane, under its name before the simulators took their frameworks' names.
  @available(*, deprecated, renamed: "swiftui")
  public static var declarative: Lane { .swiftui }

  /// The framework's name, for column headings.
  public var framework: String {
    switch self {
    case .uikit: "UIKit"
    case .swiftui: "SwiftUI"
    }
  }
}
