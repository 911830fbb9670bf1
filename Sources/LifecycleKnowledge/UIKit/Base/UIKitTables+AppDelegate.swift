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
      background.row(.scene, .action, .applicationWillResignActive, UIKitRules.appDelegateBackground, when: uikitApp),
      background.row(.scene, .action, .applicationDidEnterBackground, UIKitRules.appDelegateBackground, when: uikitApp),
      foreground.row(.scene, .action, .applicationWillEnterForeground, UIKitRules.appDelegateForeground, when: uikitApp),
      foreground.row(.scene, .action, .applicationDidBecomeActive, UIKitRules.appDelegateForeground, when: uikitApp),
    ]
  }()

  /// From iOS 13 only an app that declares no scenes: a scene-based app's scene delegate hears
  /// these instead.
  static let appDelegateFromIOS13: [Overlay.Change] = appDelegateBase.map { row in
    var row = row
    row.when = RowCondition(host: .uikit, sceneBased: false)
    return .replace(row)
  }

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
