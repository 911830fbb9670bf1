import LifecycleCore

/// The provenance of the flags a controller reads in its appearance callbacks
/// (`AppearanceFlags`): what each says, its public source, and how sure we are.
package enum FlagRules {
  static let apple = "https://developer.apple.com/documentation/uikit/uiviewcontroller/"
  static let bindings =
    "Microsoft's bindings of the same API: 'true only if called during the execution of ViewWillAppear or ViewDidAppear' "
    + "(https://learn.microsoft.com/en-us/dotnet/api/uikit.uiviewcontroller.ismovingtoparentviewcontroller)"

  /// A pushed (or added) controller is moving to its parent in its appearing callbacks.
  package static let movingToParent = Rule(
    id: "flag.isMovingToParent",
    statement: "A controller being added to a container (pushed, or a child added) reads isMovingToParent true in "
      + "its viewWillAppear and viewDidAppear of that step; the controllers a root container holds at launch, "
      + "added when it is made, read it false.",
    source: "Apple, isMovingToParent (\(apple)ismovingtoparent): 'whether the view controller is moving to a parent "
      + "view controller'; \(bindings)",
    confidence: .documented)
  /// A popped (or removed) controller is moving from its parent in its disappearing callbacks.
  package static let movingFromParent = Rule(
    id: "flag.isMovingFromParent",
    statement: "A controller being removed from its container (popped, or a child removed) reads isMovingFromParent "
      + "true in its viewWillDisappear and viewDidDisappear of that step.",
    source: "Apple, isMovingFromParent (\(apple)ismovingfromparent): 'whether the view controller is being removed "
      + "from a parent view controller'; Microsoft's bindings (https://learn.microsoft.com/en-us/dotnet/api/uikit.uiviewcontroller.ismovingfromparentviewcontroller)",
    confidence: .documented)
  /// A presented controller is being presented in its appearing callbacks.
  package static let beingPresented = Rule(
    id: "flag.isBeingPresented",
    statement: "A controller being presented reads isBeingPresented true in its viewWillAppear and viewDidAppear of "
      + "that step.",
    source: "Apple, isBeingPresented (\(apple)isbeingpresented): 'whether the view controller is being presented'",
    confidence: .documented)
  /// A dismissed controller is being dismissed in its disappearing callbacks.
  package static let beingDismissed = Rule(
    id: "flag.isBeingDismissed",
    statement: "A presented controller being dismissed reads isBeingDismissed true in its viewWillDisappear and "
      + "viewDidDisappear of that step.",
    source: "Apple, isBeingDismissed (\(apple)isbeingdismissed): 'whether the view controller is in the process of "
      + "being dismissed by one of its ancestors'",
    confidence: .documented)
  /// A screen inside a presented container reads the container's flags, not its own.
  package static let container = Rule(
    id: "flag.container",
    statement: "A screen inside a presented navigation (or tab bar) controller is not itself presented or dismissed: "
      + "its own isBeingPresented and isBeingDismissed stay false, and the container's are true "
      + "(navigationController?.isBeingDismissed).",
    source: "Apple, isBeingDismissed (\(apple)isbeingdismissed) names the controller being dismissed by an ancestor; "
      + "that the child's own flag stays false is widely claimed (uikit-ground-truth §3 cites the pattern)",
    confidence: .inferred,
    alternative: "UIKit could set the child's isBeingDismissed too; no public log shows it either way.")
  /// The top controller of a cancelled swipe-back read isMovingFromParent true as the gesture began.
  package static let cancelledSwipe = Rule(
    id: "flag.isMovingFromParent.cancelledSwipe",
    statement: "In a swipe-back that is then cancelled, the top controller's viewWillDisappear runs as the gesture "
      + "begins and reads isMovingFromParent true, though the controller stays; its viewWillAppear and viewDidAppear "
      + "after the cancellation read no flag.",
    source: "AlphaWallet, pull request 5146 (https://github.com/AlphaWallet/alpha-wallet-ios/pull/5146): code behind "
      + "'if isMovingFromParent || isBeingDismissed' in viewWillDisappear ran on a swipe that was then cancelled; "
      + "Stack Overflow 18927878 (https://stackoverflow.com/questions/18927878): viewWillDisappear is called whether "
      + "or not the swipe completes",
    confidence: .claimed,
    alternative: "the flag false in a swipe that UIKit later cancels: no published log shows the flag's value.")
  /// The sheet of a cancelled drag is modelled like the swipe-back.
  package static let cancelledDrag = Rule(
    id: "flag.isBeingDismissed.cancelledDrag",
    statement: "In a sheet drag that is then cancelled, the sheet's controller's viewWillDisappear reads "
      + "isBeingDismissed (or its container's) true, like the cancelled swipe-back.",
    source: "no source gives the flag's value; modelled by analogy with flag.isMovingFromParent.cancelledSwipe",
    confidence: .inferred,
    alternative: "the flag false until the drag passes its threshold.")

  /// Every flag rule, for the rule tables.
  package static let all: [Rule] = [movingToParent, movingFromParent, beingPresented, beingDismissed, container, cancelledSwipe, cancelledDrag]
}
