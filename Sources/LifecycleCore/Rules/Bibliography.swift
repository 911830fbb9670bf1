/// The public sources behind the citations that rules, claims and scenarios give.
///
/// Rows cite the project's two reference catalogues by section (`uikit-ground-truth §4b`)
/// and the seed articles by number (`seed 003`): documents a reader of the repository cannot
/// open. Each such key has an entry here that names the public material the section rests on
/// (its addresses, dates where known, and what it shows, in our own words), and every page
/// `lifecycle report` writes turns the keys into links to `bibliography.md` (see
/// `CitationLinks` in Reporting).
package enum Bibliography {
  /// One entry: a section of a reference catalogue or a seed article, and its public sources.
  package struct Entry: Hashable, Sendable {
    /// The anchor in `bibliography.md`: `uikit-4b`, `swiftui-10`, `seed-003`.
    package var anchor: String
    /// The key as the sources write it: `uikit-ground-truth §4b`, `seed 003`.
    package var key: String
    /// The public name shown in place of the key: `cancelled swipe-back: wangling.me 2014, CSDN 2015, Apple`.
    package var name: String
    /// What the sources show, in our words.
    package var shows: String
    /// The public addresses, each with its date when known.
    package var addresses: [String]
  }

  /// The reference catalogues' prefixes as the sources write them, and the anchor prefix.
  package static let documents: [(key: String, anchor: String, name: String)] = [
    ("uikit-ground-truth", "uikit", "UIKit sources"),
    ("swiftui-ground-truth", "swiftui", "SwiftUI sources"),
  ]

  /// Every entry, documents first, then the UIKit sections, the SwiftUI sections and the seeds.
  package static let entries: [Entry] = documentEntries + uikit + swiftUI + seeds

  /// The entry for an anchor.
  package static func entry(anchor: String) -> Entry? { byAnchor[anchor] }

  private static let byAnchor: [String: Entry] = Dictionary(entries.map { ($0.anchor, $0) }, uniquingKeysWith: { a, _ in a })

  /// The entry of a section of a document (`uikit`, `4b`), falling back to its parent
  /// section (`12.6` → `12`, `5c` → `5`) and then to the document.
  package static func entry(document anchor: String, section: String) -> Entry? {
    var section = section
    while !section.isEmpty {
      if let entry = byAnchor["\(anchor)-\(section)"] { return entry }
      if let dot = section.lastIndex(of: ".") {
        section = String(section[..<dot])
      } else if section.last?.isLetter == true {
        section.removeLast()
      } else {
        break
      }
    }
    return byAnchor[anchor]
  }

  /// The entry of a seed article by its number (`003`).
  package static func seed(_ number: String) -> Entry? { byAnchor["seed-\(number)"] }

  private static func uikitEntry(_ section: String, _ name: String, _ shows: String, _ addresses: [String]) -> Entry {
    Entry(anchor: "uikit-\(section)", key: "uikit-ground-truth §\(section)", name: name, shows: shows, addresses: addresses)
  }

  private static func swiftUIEntry(_ section: String, _ name: String, _ shows: String, _ addresses: [String]) -> Entry {
    Entry(anchor: "swiftui-\(section)", key: "swiftui-ground-truth §\(section)", name: name, shows: shows, addresses: addresses)
  }

  static let documentEntries: [Entry] = [
    Entry(
      anchor: "uikit", key: "uikit-ground-truth",
      name: "UIKit sources",
      shows:
        "Our catalogue of what published logs, Apple's documentation and articles say about the order of UIViewController callbacks; its rules (R1-R10), test cases (T1-T17) and conflicts each name the sources listed under the sections below.",
      addresses: [
        "https://developer.apple.com/documentation/uikit/uiviewcontroller (Apple, UIViewController reference)",
        "https://developer.apple.com/documentation/uikit/displaying-and-managing-views-with-a-view-controller (Apple article)",
      ]),
    Entry(
      anchor: "swiftui", key: "swiftui-ground-truth",
      name: "SwiftUI sources",
      shows:
        "Our catalogue of what published logs, Apple's documentation, issue threads and the OpenSwiftUI reimplementation say about onAppear, onDisappear and task and how they interleave with UIKit; its rules (§0) and conflicts name the sources listed under the sections below.",
      addresses: [
        "https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (Apple)",
        "https://github.com/OpenSwiftUIProject/OpenSwiftUI (an open reimplementation with compatibility tests run against SwiftUI)",
      ]),
  ]

  static let uikit: [Entry] = [
    uikitEntry(
      "0", "appearance means joining the window: Apple docs, wangling.me 2014",
      "Cross-cutting rules: appearance callbacks follow a view joining or leaving the window, not what the user sees; a will precedes its did; the order differs by kind of transition; the documented order of a new screen's appearance.",
      [
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) (Apple)",
        "https://developer.apple.com/documentation/uikit/displaying-and-managing-views-with-a-view-controller (Apple, steps 1-10)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:) (Apple)",
        "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html (2014)",
      ]),
    uikitEntry(
      "1a", "launch logs: readke, remkoh, prashuk, UIKitTestable",
      "Logs and a UI test of a root controller's launch: init, loadView, viewDidLoad, viewWillAppear, layout, viewDidAppear; one or two layout passes.",
      [
        "https://readke.com/c/0Z41505102021.html (log, iOS 9 or later)",
        "https://remkoh.dev/?p=4214 (log)",
        "https://github.com/prashuk/iOS-Tutorials (ViewAppLifeCycle/README.md; log, about iOS 14)",
        "https://github.com/Kuniwak/UIKitTestable (UI test, about iOS 12)",
        "https://stackoverflow.com/questions/48653763 (log)",
      ]),
    uikitEntry(
      "1b", "a navigation root loads lazily: backtraces",
      "A navigation controller's root loads its view in the first layout pass, not when it is set.",
      ["https://readke.com/c/0Z41505102021.html (log)", "https://github.com/prashuk/iOS-Tutorials (ViewAppLifeCycle/README.md; log)"]),
    uikitEntry(
      "1c", "scene delegate at launch: Lemonbrush, prashuk (they disagree)",
      "Two sources order the scene delegate's callbacks against the root controller's differently at launch; the order is disputed.",
      [
        "https://github.com/Lemonbrush/My-iOS-Dev-Learning-Tracker (notes)",
        "https://github.com/prashuk/iOS-Tutorials (ViewAppLifeCycle/README.md; log, about iOS 14)",
      ]),
    uikitEntry(
      "2", "push logs: vastdevblog 2012, readke, wlgusdn700 2021, Neuburg",
      "Logs of a push from 2012 to about 2023: the pushed controller loads, the source's viewWillDisappear, the pushed viewWillAppear, then the dids; containment calls around them.",
      [
        "http://vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle/ ('UIViewController Life Cycle', 2012-04-08, iOS 5; no stored copy could be retrieved on 2026-12-06, kept as first cited)",
        "https://readke.com/c/0Z41505102021.html (iOS 9 or later)",
        "https://wlgusdn700.tistory.com/27 (2021)",
        "https://sy-catbutler.tistory.com/70 (no stored copy could be retrieved on 2026-12-06, kept as first cited)",
        "https://www.oreilly.com/library/view/programming-ios-6/9781449365783/ch19s10.html (Matt Neuburg, Programming iOS 6)",
      ]),
    uikitEntry(
      "3", "pop logs: readke, wangling.me 2014",
      "Logs of a pop: the top's viewWillDisappear, the revealed viewWillAppear, the dids, then the popped controller's release last.",
      ["https://readke.com/c/0Z41505102021.html", "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html (2014)"]),
    uikitEntry(
      "4a", "completed edge swipe: Stack Overflow 18927878, wangling.me 2014",
      "A completed swipe-back gives the pop's order, the wills when the gesture begins and the dids when it ends.",
      [
        "https://stackoverflow.com/questions/18927878", "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html (2014)",
        "https://www.cnblogs.com/Jacue/p/4826564 (about 2015)",
      ]),
    uikitEntry(
      "4b", "cancelled swipe-back: wangling.me 2014, CSDN 2015, Apple",
      "Logs of a cancelled swipe-back on iOS 7-8 (the revealed controller gets a will/did disappear pair, the top appears again), Apple's description of a cancelled interactive transition, and Apple's iOS 18 text on interrupted zoom transitions.",
      [
        "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html (2014-02, iOS 7)",
        "https://blog.csdn.net/wf96390/article/details/51045165 (2015-04, about iOS 8)",
        "https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:) (Apple)",
        "https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions (Apple, iOS 18)",
        "https://rldd.tistory.com/617 (2024-08)",
      ]),
    uikitEntry(
      "4c", "sheet swipe-down: velog rudin_ (iOS 17), Apple delegate docs",
      "A log of a sheet dragged down and released (iOS 17): only the sheet gets callbacks; the presentation controller delegate's documented order.",
      [
        "https://velog.io/@rudin_/iOS-LifeCycle-in-Modal (log, iOS 17)",
        "https://qiita.com/hirothings/items/554288583d581a8a929c",
        "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:) (Apple)",
      ]),
    uikitEntry(
      "5a", "full-screen present and dismiss: betterhee 2022, velog rudin_, Apple",
      "Logs of full-screen presentation and dismissal (iOS 16 and 17) and Apple's statement that the presenter's views leave the window.",
      [
        "https://betterhee.tistory.com/75 (2022-10-28, about iOS 16; no stored copy could be retrieved on 2026-12-06, kept as first cited)",
        "https://velog.io/@rudin_/iOS-LifeCycle-in-Modal (iOS 17)",
        "https://wlgusdn700.tistory.com/27 (2021)",
        "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen (Apple)",
      ]),
    uikitEntry(
      "5b", "card sheets and over-full-screen: betterhee 2022, ReSwift #412, Apple, Livefront 2019",
      "From iOS 13 a card sheet (and always an over-full-screen presentation) leaves the presenter in the window, so it gets no appearance callbacks; an older table of which styles call them; apps built with the iOS 12 SDK keep full-screen sheets.",
      [
        "https://betterhee.tistory.com/75 (2022-10, log; no stored copy could be retrieved on 2026-12-06)",
        "https://github.com/ReSwift/ReSwift/issues/412 (2019-06)",
        "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen (Apple)",
        "https://regularberry.github.io/2019/02/22/why-isnt-viewwillappear-getting-called.html (Livefront, 2019-02)",
        "https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e ('View Controller Presentation Changes in iOS 13', G. Hackworth, 2019-06-07)",
      ]),
    uikitEntry(
      "6", "tab switches: pgzxc, lxweimin logs",
      "Logs of tab switches: only the first tab loads at launch; the new tab's will comes before the old tab's will.",
      ["https://pgzxc.github.io/posts/efa3afd7.html", "https://www.lxweimin.com/p/ad61bbba5ac8 (about iOS 6-8)"]),
    uikitEntry(
      "7", "child containment: Apple willMove/didMove docs, Stack Overflow 48653763",
      "Apple's containment API: addChild calls willMove(toParent:), the container calls didMove(toParent:); appearance is forwarded to children; a log of a child added in viewDidLoad.",
      [
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:) (Apple)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:) (Apple)",
        "https://stackoverflow.com/questions/48653763",
        "https://github.com/IvanChan/IvanChan.github.io (2016)",
      ]),
    uikitEntry(
      "8", "background and foreground: prashuk log, bunnyhero",
      "Going to the background and back gives no appearance callbacks; one scene-based log shows a layout pass on the way out.",
      ["https://github.com/prashuk/iOS-Tutorials (ViewAppLifeCycle/README.md; log, about iOS 14)", "http://old.bunnyhero.org/tag/multitasking"]),
    uikitEntry(
      "9", "pop-to-root and chain dismissal: Stack Overflow 30117083, Apple dismiss doc",
      "Only the top of a stack is in the window; dismissing a chain animates only the top presentation and removes the others; setViewControllers skips containment calls on the top.",
      [
        "https://stackoverflow.com/questions/30117083",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:) (Apple)",
        "https://github.com/lionheart/openradar-mirror/issues/3350 (radar, iOS 8)",
      ]),
    uikitEntry(
      "10", "version differences: viewIsAppearing (Apple, WWDC23 10055, liamnichols.eu 2023)",
      "What changed across versions: containment in iOS 5, card sheets in iOS 13, viewIsAppearing public with the iOS 17 SDK and called from iOS 13, zoom transitions in iOS 18.",
      [
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:) (Apple)",
        "https://developer.apple.com/videos/play/wwdc2023/10055/ (WWDC23)",
        "https://liamnichols.eu/2023/06/12/view-is-appearing.html (2023-06-12)",
        "https://developer.apple.com/videos/play/wwdc2019/224/ (WWDC19)",
      ]),
    uikitEntry(
      "11", "claims in articles found wrong: colinch4, greatytc, ohmyswift",
      "Statements in public articles that the logs contradict, each with the log that does.",
      [
        "https://colinch4.github.io/2023-12-18/10-10-52-345458-%EB%B7%B0%EC%99%80-%EB%B7%B0-%EC%BB%A8%ED%8A%B8%EB%A1%A4%EB%9F%AC%EC%9D%98-%EC%83%9D%EB%AA%85%EC%A3%BC%EA%B8%B0%EB%8A%94-%EB%AC%B4%EC%97%87%EC%9D%B8%EA%B0%80%EC%9A%94/ ('[swift] 뷰와 뷰 컨트롤러의 생명주기는 무엇인가요?', 2023-12-18: viewWillDisappear also when the user quits the app)",
        "https://greatytc.com/p/9e85a9d8aa29 ('viewWillAppear被执行的原理': no viewWillAppear below a dismissed presentation)",
        "https://ohmyswift.com/blog/2023/12/01/from-viewwillappear-to-viewisappearing-perfecting-your-ios-view-transitions/",
      ]),
    uikitEntry(
      "12", "conflicts between the UIKit sources",
      "Where the sources above disagree: push loading order, the cancelled swipe's did-callbacks, the zoom pop, the scene's launch order, layout passes, cancellation timing.",
      [
        "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html (2014)",
        "https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions (Apple)",
      ]),
    uikitEntry(
      "13", "test cases drawn from the UIKit sources",
      "Expected orders (T1-T17) for the simulator, each taken from the logs and documents of the sections above.",
      [
        "https://readke.com/c/0Z41505102021.html", "https://betterhee.tistory.com/75 (no stored copy could be retrieved on 2026-12-06)",
        "https://velog.io/@rudin_/iOS-LifeCycle-in-Modal",
      ]),
  ]

  static let swiftUI: [Entry] = [
    swiftUIEntry(
      "0", "SwiftUI appearance rules: Apple docs, OpenSwiftUI",
      "Summary rules: onAppear before the first frame, onDisappear after the view left, task tied to them; graph order within an update; OpenSwiftUI's compatibility tests run against SwiftUI.",
      [
        "https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (Apple)",
        "https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (Apple)",
        "https://github.com/OpenSwiftUIProject/OpenSwiftUI",
      ]),
    swiftUIEntry(
      "1", "the mechanism, from OpenSwiftUI's source",
      "How appear and disappear actions are queued and run (after the hosting view joins the window, after the Core Animation commit), read from the open reimplementation.",
      ["https://github.com/OpenSwiftUIProject/OpenSwiftUI"]),
    swiftUIEntry(
      "2", "NavigationView and NavigationStack push and pop",
      "Push and pop logs of SwiftUI navigation with the hosting controllers' UIKit callbacks.",
      ["https://imgur.com/a/DyYbqHB (seed 003's demonstration)", "https://github.com/pEEcor/core-swiftui (2022-08)"]),
    swiftUIEntry(
      "2.1", "push and back, logged: the seed 003 article",
      "A printed log of push 1→2 and back: the new screen's onAppear before the UIKit callbacks, onDisappear last.",
      ["https://imgur.com/a/DyYbqHB (the article's demonstration)"]),
    swiftUIEntry(
      "2.2", "pEEcor/core-swiftui (2022)",
      "A library whose view life-cycle modifier logs will-disappear, did-disappear, then onDisappear.",
      ["https://github.com/pEEcor/core-swiftui (2022-08, iOS 15-16)"]),
    swiftUIEntry(
      "2.3", "Ole Begemann's app (iOS 16)",
      "onAppear and onDisappear on navigation in an iOS 16 app.",
      ["https://oleb.net/2022/swiftui-view-lifecycle/ ('Understanding SwiftUI view lifecycles', 2022-12-15)"]),
    swiftUIEntry(
      "2.4", "the predicted full interleaving (inferred)",
      "Our predicted full order for NavigationStack on iOS 16-18, inferred from the logs of §2.1-2.3.",
      ["https://imgur.com/a/DyYbqHB", "https://github.com/pEEcor/core-swiftui"]),
    swiftUIEntry(
      "3", "interactive swipe-back in SwiftUI",
      "Completed and cancelled swipes: the UIKit timing of Stack Overflow 18927878 and the seed 003 log of a cancelled swipe.",
      ["https://stackoverflow.com/questions/18927878", "https://imgur.com/a/DyYbqHB"]),
    swiftUIEntry(
      "3.1", "completed swipe (inferred from UIKit's timing)",
      "The completed swipe's SwiftUI order, inferred from UIKit's swipe timing and the pop log.",
      ["https://stackoverflow.com/questions/18927878"]),
    swiftUIEntry(
      "3.2", "cancelled swipe, logged: the seed 003 article",
      "A printed log of a cancelled swipe-back on screen 2: the revealed screen's will-callbacks and onAppear, the top's viewWillDisappear and viewWillAppear, and the revealed screen's onDisappear.",
      ["https://imgur.com/a/DyYbqHB (the article's demonstration)"]),
    swiftUIEntry(
      "4", "sheets and full-screen covers: greatytc, swiftyn",
      "Presented content appears after the presentation starts and disappears after the dismissal.",
      [
        "https://greatytc.com/p/9e85a9d8aa29 ('viewWillAppear被执行的原理': a presentation covers the presenter's view and does not take it out of the window; UIKit, no SwiftUI log)",
        "https://www.swiftyn.com/learn/swiftui/swiftui-fullscreen-cover-mastery ('Mastering SwiftUI's FullScreenCover': presented with the .fullScreen style)",
      ]),
    swiftUIEntry(
      "5", "TabView: zenn.dev/dazy, FB13103224, swiftyplace",
      "Tabs appear when selected; iOS 17 removing a TabView fires its tabs' onAppear (a feedback report and a log); whether iOS 17 and 18 build unselected tabs at launch.",
      [
        "https://zenn.dev/dazy/articles/e484c87ca2f59d (log, iOS 18)",
        "https://github.com/feedback-assistant/reports/issues/417 (FB13103224, iOS 17 beta 8)",
        "https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear",
      ]),
    swiftUIEntry(
      "6", "conditional views: capibara1969, Tokamak PR #426",
      "A view swapped by if/else or .id disappears and the new one appears in the same update.",
      ["https://capibara1969.com/3529", "https://github.com/TokamakUI/Tokamak/pull/426"]),
    swiftUIEntry(
      "7", "nesting and lazy containers: benigumo 2024",
      "Parents and children: onAppear order between a container and its content; lazy containers appear on scroll.",
      ["https://android.benigumo.com/20240328/onappear-onchange-task/ (2024-03-28)"]),
    swiftUIEntry(
      "8", "task: Apple docs, OpenSwiftUI, faganello.dev",
      "A task starts with its view's appearance and is cancelled at its disappearance.",
      [
        "https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (Apple)",
        "https://github.com/OpenSwiftUIProject/OpenSwiftUI",
        "https://stackoverflow.com/questions/76949404",
      ]),
    swiftUIEntry(
      "9", "a UIHostingController in UIKit navigation (inferred)",
      "A hosted root pushed by UIKit appears after its controller's viewWillAppear; no printed log of it was found.",
      ["https://developer.apple.com/documentation/swiftui/uihostingcontroller (Apple)", "https://github.com/OpenSwiftUIProject/OpenSwiftUI"]),
    swiftUIEntry(
      "10", "version bugs: nalexn #14, fatbobman, VAndrJ, dev.classmethod.jp 2025",
      "Known SwiftUI bugs by version: iOS 13.0-13.3 replaced views keep their appearance; iOS 16-17 stack root onAppear; iOS 17 TabView removal; iOS 18.0-18.4 NavigationStack replacement; the iOS 18.4 SDK's custom path Binding.",
      [
        "https://github.com/nalexn/clean-architecture-swiftui/issues/14 (2020-03)",
        "https://fatbobman.com/en/posts/traps-and-countermeasures-for-abnormal-onappear-calls-in-swiftui ('Traps and Countermeasures for Abnormal onAppear Calls')",
        "https://github.com/VAndrJ/awesome-apple-bugs",
        "https://dev.classmethod.jp/articles/xcode-16-3-navigationstack-onappear-issue/ (2025-07-02, iOS 18.5)",
        "https://github.com/RobertDresler/SwiftUINavigation (#36)",
        "https://developer.apple.com/forums/thread/690143",
      ]),
    swiftUIEntry(
      "11", "background and scenePhase: Apple ScenePhase, Qiita idylwork",
      "onAppear and onDisappear do not follow the app to the background; scenePhase does (active, inactive, background).",
      [
        "https://developer.apple.com/documentation/swiftui/scenephase (Apple)",
        "https://qiita.com/idylwork/items/b2dda8083a12212e3d29",
      ]),
    swiftUIEntry(
      "12", "conflicts and open questions in the SwiftUI sources",
      "Where the SwiftUI sources disagree or say nothing, with the readings left open.",
      ["https://github.com/OpenSwiftUIProject/OpenSwiftUI", "https://imgur.com/a/DyYbqHB"]),
  ]

  static let seeds: [Entry] = [
    Entry(
      anchor: "seed-000", key: "seed 000", name: "ViewController Lifecycle article (Greek)",
      shows:
        "An article on the UIViewController life cycle, the Greek version of seeds 001 and 002: its statements are the claims of Scenarios/claims/seed000-*, each quoted in full on its page. We know no public address for it.",
      addresses: []),
    Entry(
      anchor: "seed-001", key: "seed 001", name: "ViewController Lifecycle article (Arabic)",
      shows:
        "The Arabic version of the same article as seeds 000 and 002; its statements are quoted on the claims' pages. We know no public address for it.",
      addresses: []),
    Entry(
      anchor: "seed-002", key: "seed 002", name: "ViewController Lifecycle article (French)",
      shows:
        "The French version ('ViewController Lifecycle dans iOS : concepts clés, étapes et méthodes'), whose sentences the claims quote. We know no public address for it.",
      addresses: []),
    Entry(
      anchor: "seed-003", key: "seed 003", name: "“Исследуем onAppear/onDisappear” (Russian article with a video)",
      shows:
        "An article comparing onAppear/onDisappear with UIKit's appearance callbacks in a NavigationView app: printed logs of a push and back and of a cancelled swipe-back, with a screen recording.",
      addresses: ["https://imgur.com/a/DyYbqHB (the article's demonstration video)"]),
    Entry(
      anchor: "seed-004", key: "seed 004", name: "“viewcontroller生命周期” (Chinese article)",
      shows:
        "An article on the UIViewController life cycle (init, loadView, viewDidLoad, the appearance and layout callbacks); its statements are quoted on the claims' pages. We know no public address for it.",
      addresses: []),
  ]
}
