import LifecycleCore

/// A push made right after the window is shown, while the launch is under way (issue 40's
/// first overlap): the root starts to appear and is covered at once.
extension UIKitRules {
  static let launchPushSource =
    "VAndrJ/awesome-apple-bugs, Bugs/LifeCyclePushedViewController "
    + "(https://github.com/VAndrJ/awesome-apple-bugs/tree/main/Bugs/LifeCyclePushedViewController): a push made "
    + "synchronously after makeKeyAndVisible() in scene(_:willConnectTo:options:), logged on iOS 17.4 and 18.2"

  /// Up to iOS 17 the root starts to appear and is covered without viewDidAppear.
  package static let launchPushBeforeIOS18 = Rule(
    id: "uikit.launchPush.rootUnbalanced",
    statement: "A push made right after the window is shown: the root loads and gets viewWillAppear (and "
      + "viewIsAppearing), the pushed controller loads, the root gets viewWillDisappear, the pushed one "
      + "viewWillAppear, the root viewDidDisappear, then the pushed one viewIsAppearing and viewDidAppear. The root "
      + "never gets viewDidAppear: its appearance is unbalanced.",
    source: launchPushSource + ": the iOS 17.4 console, 'Root loadView, viewDidLoad, viewWillAppear, viewIsAppearing, "
      + "Pushed loadView, viewDidLoad, Root viewWillDisappear, Pushed viewWillAppear, Root viewDidDisappear, Pushed "
      + "viewIsAppearing, viewDidAppear'. Versions before 17.4 are read as 17.4: no log of them.",
    confidence: .observed)

  /// From iOS 18 the root gets nothing: it is not even loaded.
  package static let launchPushFromIOS18 = Rule(
    id: "uikit.launchPush.rootSkipped",
    statement: "From iOS 18 a push made right after the window is shown skips the root: it is not loaded and gets no "
      + "callback (it loads when the user goes back to it); the pushed controller loads and appears alone.",
    source: launchPushSource + ": the iOS 18.2 console, 'Pushed loadView, viewDidLoad, viewWillAppear, "
      + "viewIsAppearing, viewDidAppear', nothing of the root though a Back button shows; the README names iOS 18.0 "
      + "to 18.2 and calls it possibly 'an additional optimization in iOS 18.0'. iOS 26 is read as 18.2: no log.",
    confidence: .observed)
}

extension UIKitTables {
  /// Up to iOS 17: the root's unbalanced appearance, then the push.
  static let launchPush: [RuleRow] = {
    let make = RowBuilder(.uikit, .launchPush)
    let rule = UIKitRules.launchPushBeforeIOS18
    // An expanded split view's other columns (bystanders) load and appear in the window's
    // first layout, leading first, before the secondary column's root (uikit.split.launchPush).
    let columns = UIKitRules.splitLaunchPush
    return make.create(.created, .action)
      + [make.row(.addedToParent, .action, .willMoveToParent, UIKitRules.launchContainment)]
      + make.load(.bystanders, .update, columns, suffix: ".column")
      + make.willAppear(.bystanders, .update, columns)
      + make.load(.outgoing, .update, rule, suffix: ".root")
      + [
        make.row(.outgoing, .update, .viewWillAppear, rule, nested: UIKitRules.forwardToChildren, name: "viewWillAppear.root"),
        make.row(
          .outgoing, .update, .viewIsAppearing, rule, when: RowCondition(fact: .viewIsAppearing), name: "viewIsAppearing.root"),
      ]
      + make.load(.incoming, .transitionBegin, rule)
      + [
        make.row(.outgoing, .transitionBegin, .viewWillDisappear, rule, nested: UIKitRules.forwardToChildren),
        make.row(.incoming, .transitionBegin, .viewWillAppear, rule, nested: UIKitRules.forwardToChildren),
        make.row(.outgoing, .transitionBegin, .viewDidDisappear, rule, nested: UIKitRules.forwardToChildren),
      ]
      + [make.row(.bystanders, .transitionEnd, .viewDidAppear, columns, nested: UIKitRules.forwardToChildren, name: "viewDidAppear.column")]
      + make.isAppearing(.incoming, .transitionEnd)
      + [
        make.row(.incoming, .transitionEnd, .viewDidAppear, rule, nested: UIKitRules.forwardToChildren),
        make.row(.addedToParent, .transitionEnd, .didMoveToParent, UIKitRules.launchContainmentDidMove),
        make.nothing(.offscreen, UIKitRules.launchHidden),
      ]
  }()

  /// From iOS 18: the root is skipped; the pushed controller loads and appears alone.
  package static let launchPushSkipsRootFromIOS18 = Overlay(
    id: "ios18.uikit.launchPush",
    title: "UIKit from iOS 18: a push right after the window is shown skips the root",
    applies: Applicability(device: IOSVersion(18)..<IOSVersion(999)),
    changes: {
      let make = RowBuilder(.uikit, .launchPush)
      let rule = UIKitRules.launchPushFromIOS18
      let removed = ["loadView.root", "viewDidLoad.root", "viewWillAppear.root", "viewIsAppearing.root", "viewWillDisappear", "viewDidDisappear"]
      return removed.map { .remove(make.id(.outgoing, $0)) }
        + [
          .add(make.nothing(.outgoing, rule)),
          .replace(make.row(.incoming, .transitionBegin, .viewWillAppear, rule, nested: UIKitRules.forwardToChildren)),
        ]
    }())
}

extension SwiftUITables {
  /// Hosted content pushed during the launch appears at its first layout; the root's content
  /// gets nothing (its hosting view never lays out in the window before it is covered).
  static let launchPush: [RuleRow] = {
    let make = RowBuilder(.swiftui, .launchPush)
    return [
      make.appear(.bystanders, .attach, SwiftUIRules.hostedAppearAfterWillAppear),
      make.appear(.incoming, .attach, SwiftUIRules.hostedAppearAfterWillAppear),
    ]
      + make.taskStarts(.bystanders) + make.taskStarts(.incoming)
      + [make.nothing(.outgoing, UIKitRules.launchPushBeforeIOS18)]
  }()
}
