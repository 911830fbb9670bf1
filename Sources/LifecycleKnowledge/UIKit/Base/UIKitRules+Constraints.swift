import LifecycleCore

extension UIKitRules {
  /// At launch a root laid out by Auto Layout constraints gets a second layout pass.
  package static let launchConstraintsSecondPass = Rule(
    id: "uikit.launch.constraintsSecondPass",
    statement: "At launch a root controller whose view lays its subviews out with Auto Layout constraints "
      + "(`constraints: true`) gets a second layout pass (viewWillLayoutSubviews, viewDidLayoutSubviews) after "
      + "the first and before viewDidAppear; a root whose views are placed by frames or autoresizing masks gets "
      + "one (uikit.layout.pass).",
    source: "yagamo-style on iOS 12.2 (https://yagamo-style.com/2019/05/21/viewcontrollerlifecycle) logs two passes "
      + "at launch, and its author says layout runs once when the views' constraints come from autoresizing masks. "
      + "The launches logged with one pass agree: prashuk's root (Main.storyboard at "
      + "https://github.com/prashuk/iOS-Tutorials/blob/ba98dd6bf310a063a68e3c93770ebb055f791107/ViewAppLifeCycle/ViewAppLifeCycle/Base.lproj/Main.storyboard) "
      + "holds one button with a fixed frame and no constraint, and PPAbner's root "
      + "(https://github.com/AbnerPei/PPStudyExamples/blob/6f93cb2ecd7925fa9b10454db5a21a5baf846d15/APIExamples/API_UIViewControllerExample/API_UIViewControllerExample/ViewController.m) "
      + "only sets its background colour. The two-pass launches of readke (http://readke.com/c/0Z41505102021.html) "
      + "and seeking-star (https://seeking-star.com/prog/swift/lifecycle_uiviewcontroller/) do not show their "
      + "views: they are written with `constraints: true`, the condition under which their logs hold. A pushed "
      + "view laid out by constraints has its second pass after the animation "
      + "(uikit.push.constraintsLayoutAfterAnimation); readke's pushed B, laid out once, is not shown either",
    confidence: .observed,
    alternative: "the constraints could make no difference: one pass at launch, as a root laid out by frames "
      + "(alt.uikit.launch.constraintsOnePass).")

  /// A pushed controller laid out by constraints lays out again after the animation.
  package static let pushConstraintsLayoutAfterAnimation = Rule(
    id: "uikit.push.constraintsLayoutAfterAnimation",
    statement: "A pushed controller whose view lays out with Auto Layout constraints (`constraints: true`) "
      + "gets a second layout pass (viewWillLayoutSubviews, viewDidLayoutSubviews) after the animation, after "
      + "its viewDidAppear and didMove(toParent:); one laid out by frames gets the one pass before viewDidAppear "
      + "(uikit.layout.pass). A push without animation is our reading: the same pass after didMove(toParent:).",
    source: "arm1.ru's cheat sheet of a storyboard push (https://arm1.ru/blog/zhiznennyj-tsikl-uiviewcontroller, "
      + "in English https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller): B's updateViewConstraints "
      + "runs before each of its two layout passes, so B's view is laid out by constraints, and 'layout is "
      + "called twice - before and after the animation'. The push logs with one pass (readke, hdk2200) do not "
      + "show their pushed views. The cheat sheet shows the same second pass on a pop back to B; readke's pop "
      + "(its A laid out twice at launch, so by constraints) shows none, and a cheat sheet is not a log, so "
      + "pops keep readke's reading",
    confidence: .observed,
    alternative: "the constraints could make no difference to a push: one pass before viewDidAppear "
      + "(alt.uikit.push.constraintsOnePass).")
}
