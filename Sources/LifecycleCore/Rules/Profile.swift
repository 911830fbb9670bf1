/// A named set of platform behaviours for one generation of iOS.
///
/// Simulators ask the profile the questions on which the reference shows versions
/// differ; each answer is a `Rule`, so reports can cite it.
public struct Profile: Hashable, Sendable, Identifiable {
  /// `ios12`, `ios13`, `ios17`.
  public var id: String
  /// The major iOS version it stands for.
  public var version: Int
  /// A one-line description for `lifecycle explain --profiles`.
  public var summary: String

  /// Whether SwiftUI exists (iOS 13 and later).
  public var hasSwiftUI: Bool { version >= 13 }

  /// Whether apps can override and log `viewIsAppearing` (public in the iOS 17 SDK).
  public var logsViewIsAppearing: Bool { version >= 17 }

  /// Whether page and form sheets adapt to full screen on iPhone (before iOS 13).
  public var sheetsAdaptToFullScreen: Bool { version < 13 }

  /// Whether the user can dismiss a sheet by swiping it down (iOS 13 and later).
  public var hasSwipeDownToDismiss: Bool { version >= 13 }

  /// All bundled profiles, oldest first.
  public static let all: [Profile] = [ios12, ios13, ios17]

  /// The profile used when a scenario names none.
  public static let standard = ios17

  /// iOS 12: full-screen sheets on iPhone, no SwiftUI, no `viewIsAppearing`.
  public static let ios12 = Profile(
    id: "ios12", version: 12,
    summary: "iOS 12: sheets adapt to full screen on iPhone; no SwiftUI; no viewIsAppearing")
  /// iOS 13–16: card sheets keep the presenter in the window; SwiftUI; `viewIsAppearing` private.
  public static let ios13 = Profile(
    id: "ios13", version: 13,
    summary: "iOS 13-16: card sheets keep the presenter in the window; SwiftUI arrives")
  /// iOS 17 and later: `viewIsAppearing` is public.
  public static let ios17 = Profile(
    id: "ios17", version: 17,
    summary: "iOS 17+: as iOS 13, and apps can override viewIsAppearing")

  /// The profile with this id, if bundled.
  public static func named(_ id: String) -> Profile? { all.first { $0.id == id } }

  /// The rule that says whether a presentation style takes the presenter out of the window.
  public func presenterLeavesWindow(_ style: PresentationStyle) -> (Bool, Rule) {
    switch style {
    case .fullScreen:
      return (true, ProfileRules.fullScreenRemovesPresenter)
    case .overFullScreen:
      return (false, ProfileRules.overFullScreenKeepsPresenter)
    case .automatic, .pageSheet, .formSheet:
      return sheetsAdaptToFullScreen
        ? (true, ProfileRules.sheetsAdaptBeforeIOS13) : (false, ProfileRules.cardSheetsKeepPresenter)
    }
  }

  /// Which lane speaks first when both have events in one phase of one step.
  public func laneOrder(in phase: Phase) -> (first: Lane, rule: Rule) {
    switch phase {
    case .afterCommit:
      return (.declarative, ProfileRules.disappearBeforeRelease)
    default:
      return (.imperative, ProfileRules.controllersBeforeQueuedActions)
    }
  }
}

/// The rules a profile answers with.
public enum ProfileRules {
  /// Full screen removes the presenter's views once the presentation finishes.
  public static let fullScreenRemovesPresenter = Rule(
    id: "profile.presentation.fullScreen",
    statement: "A full-screen presentation removes the presenter's views from the window "
      + "when it finishes, so the presenter disappears.",
    source: "uikit-ground-truth §5a (Apple UIModalPresentationStyle.fullScreen doc; betterhee, velog rudin_ logs)",
    confidence: .documented)
  /// Over-full-screen never removes the presenter.
  public static let overFullScreenKeepsPresenter = Rule(
    id: "profile.presentation.overFullScreen",
    statement: "An over-full-screen presentation leaves the presenter's views in the window, "
      + "so the presenter gets no appearance callbacks.",
    source: "uikit-ground-truth §5b (Apple UIModalPresentationStyle.overFullScreen doc; betterhee log)",
    confidence: .documented)
  /// Card sheets keep the presenter in the window since iOS 13.
  public static let cardSheetsKeepPresenter = Rule(
    id: "profile.presentation.cardSheet",
    statement: "Since iOS 13, automatic, page and form sheets on iPhone are cards that leave "
      + "the presenter in the window: the presenter gets no appearance callbacks.",
    source: "uikit-ground-truth §5b, R1 (WWDC19 224; ReSwift #412; betterhee, velog rudin_ logs)",
    confidence: .observed)
  /// Before iOS 13 sheets adapt to full screen on iPhone.
  public static let sheetsAdaptBeforeIOS13 = Rule(
    id: "profile.presentation.sheetAdaptsToFullScreen",
    statement: "Before iOS 13, page and form sheets adapt to full screen on iPhone (compact "
      + "width), so the presenter disappears as with .fullScreen.",
    source: "uikit-ground-truth §5b notes (Livefront table 2019; Hackworth 2019)",
    confidence: .observed)
  /// Inside one phase UIKit's calls come before SwiftUI's queued actions.
  public static let controllersBeforeQueuedActions = Rule(
    id: "clock.tiebreak.imperativeFirst",
    statement: "Inside one phase UIKit's synchronous calls come before the SwiftUI actions "
      + "queued in the same pass, which run when the update ends.",
    source: "swiftui-ground-truth §1 (Update.enqueueAction / dispatchActions)",
    confidence: .inferred,
    alternative: "SwiftUI actions could interleave with UIKit calls made from inside the update.")
  /// After the commit, views are torn down before their controllers are released.
  public static let disappearBeforeRelease = Rule(
    id: "clock.tiebreak.disappearBeforeDeinit",
    statement: "After the Core Animation commit, SwiftUI marks removed hosting views (onDisappear) "
      + "before the released controllers deinit.",
    source: "swiftui-ground-truth §1 (_performBlockAfterCATransactionCommits); uikit-ground-truth §3 (deinit has no ordering guarantee)",
    confidence: .inferred,
    alternative: "deinit depends on the retain graph and could come first.")
}
