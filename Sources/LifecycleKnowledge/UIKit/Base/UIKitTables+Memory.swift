import LifecycleCore

/// The memory warning row: `didReceiveMemoryWarning()`, logged by an app that overrides it
/// (`Callback.optIn`, `CallbackOptIn.memoryWarning`).
extension UIKitTables {
  /// A memory warning: every controller of the app hears it, parent first; nothing else.
  static let memoryWarning: [RuleRow] = [
    appDelegateMemoryWarning,
    RowBuilder(.uikit, .memoryWarning).row(
      .everyController, .action, .didReceiveMemoryWarning, UIKitRules.memoryWarning, nested: UIKitRules.forwardToChildren),
  ]
}
