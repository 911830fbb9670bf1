import LifecycleCore

/// The app delegate's rows (`AppDelegate` in timelines): its lifecycle methods in an app that
/// declares no scenes, and its memory warning. They are opt-in (`CallbackOptIn.appDelegate`):
/// an app logs them only where its `observe:` names one, so no other scenario reads differently.
extension UIKitTables {
  /// Before iOS 13 every UIKit app is an app delegate alone.
  static let appDelegateBase: [RuleRow] = {
    let background = RowBuilder(.uikit, .background)
    let foreground = RowBuilder(.uikit, .foreground)
    let uikitApp = RowCondition(host: .uikit)
    return [
      // Appended to the launch's rows: after the root's viewDidAppear and didMoveToParent.
      RowBuilder(.uikit, .launch).row(
        .scene, .transitionEnd, .applicationDidBecomeActive, UIKitRules.appDelegateLaunchActive,
        when: RowCondition(host: .uikit, launchInBackground: false)),
      // A launch made in the background (an app that makes its window at launch) does not
      // become active.
      RowBuilder(.uikit, .launch).row(
        .scene, .transitionEnd, nil, UIKitRules.backgroundLaunchWithoutScenes, when: RowCondition(launchInBackground: true),
        name: "nothing.inBackground"),
      background.row(
        .scene, .action, .applicationWillResignActive, UIKitRules.appDelegateBackground, when: RowCondition(host: .uikit, fromActive: true)),
      background.row(.scene, .action, .applicationDidEnterBackground, UIKitRules.appDelegateBackground, when: uikitApp),
      foreground.row(.scene, .action, .applicationWillEnterForeground, UIKitRules.appDelegateForeground, when: uikitApp),
      foreground.row(.scene, .action, .applicationDidBecomeActive, UIKitRules.appDelegateForeground, when: uikitApp),
      RowBuilder(.uikit, .resignActive).row(
        .scene, .action, .applicationWillResignActive, UIKitRules.appDelegateInterruption, when: uikitApp),
      RowBuilder(.uikit, .becomeActive).row(
        .scene, .action, .applicationDidBecomeActive, UIKitRules.appDelegateInterruption, when: uikitApp),
    ] + terminationAppDelegate
  }()

  /// From iOS 13 only an app that declares no scenes: a scene-based app's scene delegate hears
  /// these instead.
  static let appDelegateFromIOS13: [Overlay.Change] = appDelegateBase.map { row in
    var row = row
    row.when = RowCondition(
      host: .uikit, sceneBased: false, fromActive: row.when.fromActive, launchInBackground: row.when.launchInBackground)
    return .replace(row)
  }

  /// The app delegate's didFinishLaunchingWithOptions, first in the launch's table (so first of
  /// its `action` phase), in every app: a scene-based app's app delegate hears it too.
  static let appDelegateLaunch: [RuleRow] = [
    // A foreground that shows the window of a launch into the background heard it at that launch.
    RowBuilder(.uikit, .launch).row(
      .scene, .action, .didFinishLaunchingWithOptions, UIKitRules.appDelegateDidFinishLaunching, when: RowCondition(deferredLaunch: false))
  ]

  /// The other reading of the launch's applicationDidBecomeActive (iOS 12, where every app is
  /// an app delegate alone): after the root's first layout pass, before its viewDidAppear, as
  /// a scene becomes active on iOS 13.4. The row keeps its place and moves to the
  /// `transitionBegin` phase, whose events all come before viewDidAppear.
  static let appDelegateLaunchActiveBeforeDidAppear = Overlay(
    id: "alt.uikit.appDelegate.launchActiveBeforeDidAppear",
    title: "Without scenes the app delegate becomes active at launch before the root's viewDidAppear",
    applies: Applicability(device: IOSVersion(12)..<IOSVersion(13)),
    alternativeOf: .rule(UIKitRules.appDelegateLaunchActive),
    changes: [
      .replace(
        RowBuilder(.uikit, .launch).row(
          .scene, .transitionBegin, .applicationDidBecomeActive, UIKitRules.appDelegateLaunchActive,
          when: RowCondition(host: .uikit, launchInBackground: false)))
    ])

  /// The app delegate's memory warning, before the controllers'.
  static let appDelegateMemoryWarning =
    RowBuilder(.uikit, .memoryWarning).row(.scene, .action, .applicationDidReceiveMemoryWarning, UIKitRules.appDelegateMemoryWarning)

  /// The other reading: the app delegate hears it after the controllers.
  static let appDelegateMemoryWarningLast = Overlay(
    id: "alt.uikit.appDelegate.memoryWarningLast",
    title: "A memory warning reaches the app delegate after the view controllers",
    alternativeOf: .rule(UIKitRules.appDelegateMemoryWarning),
    changes: [.remove(appDelegateMemoryWarning.key), .add(appDelegateMemoryWarning)])
}
