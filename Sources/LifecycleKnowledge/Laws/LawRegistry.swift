import LifecycleCore

/// Every lifecycle law, one type each, UIKit's first: `Law.all` is this list's statements,
/// and `LawChecker` runs the checks of the same types. A new law is a new type here.
package enum LawRegistry {
  /// The laws about a UIKit controller's callbacks, in the order their violations are reported.
  static let controller: [any ControllerLaw.Type] = [
    LoadOnce.self, LoadBeforeAppearance.self, DidAfterWill.self, AppearanceAlternates.self, NothingAfterDeinit.self,
    NoDeinitWhileAppeared.self, PresentationDelegateTiming.self, SizeAndTraitsSettled.self,
  ]
  /// The law about UIKit controllers against the window.
  package static let controllerWindow = UIKitWindow.self
  /// The law about UIKit controllers the step takes out of the structure.
  package static let controllerRelease = ReleasedWithStep.self
  /// The laws about a SwiftUI view's callbacks.
  static let view: [any ViewLaw.Type] = [ViewAppearanceAlternates.self, TaskWithinAppearance.self]
  /// The law about SwiftUI views against the window.
  package static let viewWindow = SwiftUIWindow.self
  /// The laws about the SwiftUI callbacks of one kind of step.
  package static let step: [any StepLaw.Type] = [TaskRestartKeepsAppearance.self, ItemSwitchDismissesFirst.self]

  /// Every law, UIKit's first.
  static let all: [any LifecycleLaw.Type] =
    controller.map { $0 as any LifecycleLaw.Type } + [controllerWindow, controllerRelease]
    + view.map { $0 as any LifecycleLaw.Type } + [viewWindow] + step.map { $0 as any LifecycleLaw.Type }

  /// The controller laws that constrain each callback, by the callback's ordinal.
  package static let controllerByCallback: [[any ControllerLaw.Type]] = Callback.allCases.map { callback in
    controller.filter { $0.constrains(callback) }
  }

  /// The view laws that constrain each callback, by the callback's ordinal.
  package static let viewByCallback: [[any ViewLaw.Type]] = Callback.allCases.map { callback in
    view.filter { $0.constrains(callback) }
  }

  /// Whether some controller law can be broken by a callback from a state, by
  /// `callback.ordinal * ControllerState.count + state.code`: the laws' own checks, run
  /// once on every state with no jump allowed. A jump only ever excuses (the registry's test
  /// checks it), so where nothing breaks without jumps nothing breaks with them, and the
  /// checker runs the laws only where this says they may break.
  package static let controllerMayBreak: [Bool] = Callback.allCases.flatMap { callback in
    (0..<ControllerState.count).map { code in
      controllerByCallback[callback.ordinal].contains { law in
        var broken = false
        law.check(callback, ControllerState(code: code), []) { _ in broken = true }
        return broken
      }
    }
  }

  /// Whether some view law can be broken by a callback from a state, by
  /// `callback.ordinal * ViewState.count + state.code`.
  package static let viewMayBreak: [Bool] = Callback.allCases.flatMap { callback in
    (0..<ViewState.count).map { code in
      viewByCallback[callback.ordinal].contains { law in
        var broken = false
        law.check(callback, ViewState(code: code)) { _ in broken = true }
        return broken
      }
    }
  }
}
