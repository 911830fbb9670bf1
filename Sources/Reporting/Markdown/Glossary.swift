import LifecycleCore
import LifecycleKnowledge

/// The words the rule tables are written in, for the "Terms" section of `rules.md` that the
/// other pages link: each transition kind, role and phase in a sentence. A kind's sentence is
/// its traits' (`TransitionTraits.meaning`), declared with them; the switches over roles and
/// phases are exhaustive, so nothing new reaches a report unexplained.
package enum Glossary {
  /// A transition kind in words: its traits' sentence.
  package static func meaning(of kind: TransitionKind) -> String {
    TransitionTraits.of(kind).meaning
  }

  /// A role in words.
  package static func meaning(of role: Role) -> String {
    switch role {
    case .created: "controllers the step creates"
    case .addedToParent: "controllers added to a container (`willMove`/`didMove(toParent:)`)"
    case .removedFromParent: "controllers removed from a container, the top one first"
    case .incoming: "screens whose views enter the window, parent first"
    case .outgoing: "screens whose views leave the window (or start to, for a cancelled gesture)"
    case .released: "screens that leave the app's structure, parent first"
    case .silentlyRemoved: "screens that leave the structure without appearance callbacks: their views were not in the window"
    case .intermediate: "presentations between a dismissed one and the top whose views are still in the window"
    case .bystanders: "screens that stay in the window and whose state does not change (a sheet's presenter)"
    case .onScreen: "screens in the window after the step"
    case .child: "in `childOnLoad` rows: the child being added while its parent's view loads"
    case .offscreen: "screens in the app's structure whose views the window does not show"
    case .hiddenTabs: "the screens the tabs that are not selected show"
    case .stackRoots: "the roots of navigation stacks with screens pushed over them, leaving with a root"
    case .stackTops: "the screens on top of the navigation stacks the window shows, leaving with a root"
    case .underSource: "on a push, the destination under the one the push covers (not the stack's root)"
    case .scene: "the app's scene, printed `Scene`: the scene delegate's callbacks and `scenePhase` changes"
    case .presentedController: "the screen on top of the presentation a user's gesture acts on: its presentation controller's delegate callbacks"
    case .everyLayer: "what every presentation layer shows, covered or not, lowest first: where a size change is forwarded"
    case .everyController:
      "every controller in the app's structure, on screen or not, lowest layer first, a stack bottom first: where an app-wide message (a memory warning) goes"
    case .presenters: "the screens that presented what a dismissal removes, the top presentation's first: where SwiftUI runs `onDismiss`"
    case .collapsedColumns:
      "going to the background with an expanded split view (an iPad): what the columns it hides while it collapses for the snapshot show"
    case .betweenCovers:
      "a full-screen cover given another item: what its presenter's layer shows, back in the window between the two covers"
    case .remade:
      "a view given a new `.id(_:)`: the controllers inside it (representables) made anew under the old ones' names, parent first"
    case .leaked:
      "a window's root swapped with a presentation up: the controllers UIKit leaves alive out of the app's structure, with no callback"
    case .uncovered:
      "an iPad's window widened under a presentation adapted to full screen in the narrow window (iOS 12): what the layer it covered shows, back in the window"
    case .handAppearedBack:
      "a container back in the window: its child hosting controllers that the app's beginAppearanceTransition(true, animated:) reached while it was out of the window, whose SwiftUI content appears now"
    }
  }

  /// A phase in words.
  package static func meaning(of phase: Phase) -> String {
    switch phase {
    case .action: "the app's code runs the action: a state change, a `push` call, a controller's `init`"
    case .update: "the end of SwiftUI's graph update: queued appear actions of views SwiftUI navigation just inserted"
    case .transitionBegin: "UIKit's transition starts on the next layout pass: view loading, will-callbacks, `viewIsAppearing`"
    case .attach: "the first layout of hosting views that just joined the window: their `onAppear`"
    case .interaction: "an interactive gesture or the animation is in flight"
    case .transitionEnd: "the transition finishes or is cancelled: did-callbacks, or the cancellation sequence"
    case .afterCommit: "after the Core Animation commit: `onDisappear` of views that left the window, `deinit`"
    case .secondAction: "a chained second transition (a `sheet(item:)` given another item, a call UIKit held until the first ended): its action"
    case .secondUpdate: "the chained transition's graph update"
    case .secondBegin: "the chained transition starts: view loading, will-callbacks"
    case .secondAttach: "the chained transition's hosting views' first layout: their `onAppear`"
    case .secondInteraction: "the chained transition's animation in flight"
    case .secondEnd: "the chained transition finishes: did-callbacks"
    case .secondCommit: "after the chained transition's commit"
    case .thirdAction: "a third chained transition (a call queued behind a `sheet(item:)`'s switch): its action"
    case .thirdUpdate: "the third chained transition's graph update"
    case .thirdBegin: "the third chained transition starts: view loading, will-callbacks"
    case .thirdAttach: "the third chained transition's hosting views' first layout: their `onAppear`"
    case .thirdInteraction: "the third chained transition's animation in flight"
    case .thirdEnd: "the third chained transition finishes: did-callbacks"
    case .thirdCommit: "after the third chained transition's commit"
    case .fourthAction: "a fourth chained transition (a `sheet(item:)`'s switch queued behind another): its action"
    case .fourthUpdate: "the fourth chained transition's graph update"
    case .fourthBegin: "the fourth chained transition starts: view loading, will-callbacks"
    case .fourthAttach: "the fourth chained transition's hosting views' first layout: their `onAppear`"
    case .fourthInteraction: "the fourth chained transition's animation in flight"
    case .fourthEnd: "the fourth chained transition finishes: did-callbacks"
    case .fourthCommit: "after the fourth chained transition's commit"
    case .async: "later run-loop turns: `task` bodies start"
    }
  }

  /// The "Terms" section: a row id reads `lane.kind.role.callback`; the kinds, roles and
  /// phases in tables.
  package static func section() -> String {
    var out = "## Terms\n\n"
    out += "A row's id reads `lane.kind.role.callback` (`uikit.presentCovering.outgoing.viewWillDisappear`: in UIKit, "
    out += "when a presentation covers its presenter, the screen leaving gets `viewWillDisappear`). The kinds of step:\n\n"
    out += MarkdownText.table(["kind", "what happens"], TransitionKind.allCases.map { ["`\($0.rawValue)`", meaning(of: $0)] })
    out += "\nThe roles a screen plays in a step:\n\n"
    out += MarkdownText.table(["role", "who"], Role.allCases.map { ["`\($0.rawValue)`", meaning(of: $0)] })
    out += "\nThe phases of a step, in the order they run on the shared clock:\n\n"
    out += MarkdownText.table(["phase", "what runs"], Phase.allCases.map { ["`\($0.description)`", meaning(of: $0)] })
    return out + "\n"
  }
}
