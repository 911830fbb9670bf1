// The probe's model and log. Every line the app prints about the scenario goes through
// ProbeLog: one `<screen> <callback>` line per callback, which `lifecycle check --log` reads,
// and `lifecycle-probe:` lines (the device, the steps), which it reads as notes.
import Foundation
import UIKit

/// The structure of the window's root, as the scenario declares it.
indirect enum ProbeLayout {
  case screen(String)
  case navigation([String])
  case tabs([ProbeLayout])

  /// The first screen it shows, a tab's title: a tab that holds a split view is named by
  /// its first column's first screen.
  var firstScreen: String {
    switch self {
    case .screen(let screen): return screen
    case .navigation(let screens): return screens.first ?? ""
    case .tabs(let items):
      switch items.first {
      case .screen(let screen)?: return screen
      case .navigation(let screens)?: return screens.first ?? ""
      case .tabs?, nil: return ""
      }
    }
  }
}

/// What a screen's view is made of.
enum ProbeContent {
  case uikit
  case swiftui
}

/// A declared screen.
struct ProbeScreen {
  var content: ProbeContent
  var storyboard = false
  var children: [String] = []
  var conditional: [String] = []
  var probe = false
}

/// A screen's list ('list:'): its container, its declared rows (top first), the rows not in
/// its data at first ('absent:'), and how many rows it shows at once ('viewport:').
struct ProbeList {
  var kind: ProbeListKind
  var rows: [String]
  var absent: [String] = []
  var viewport: Int
}

/// The container of a list's rows: SwiftUI's (a List, or a stack or grid in a ScrollView),
/// or UIKit's (a table or collection view, whose rows are cells).
enum ProbeListKind {
  case list, lazyVStack, lazyHStack, lazyVGrid, vStack, tableView, collectionView
}

/// A root page view controller's transition style.
enum ProbePageStyle {
  case scroll, pageCurl
}

/// A split view's column.
enum ProbeColumn {
  case primary, supplementary, secondary
}

/// A modal presentation style.
enum ProbeStyle {
  case automatic, pageSheet, formSheet, fullScreen, overFullScreen, currentContext, overCurrentContext
  case popover, unadaptedPopover, alert, actionSheet
}

/// Where an overlapping step lands in the transition of the step before it.
enum ProbeLanding {
  /// In the same run-loop turn (for SwiftUI, the same state update).
  case sameTurn
  /// While the transition animates.
  case midAnimation
  /// From the transition's completion.
  case completion
}

extension ProbeLanding {
  /// Runs an overlapping step's second call where it lands: at once, a tenth of a second
  /// into the first call's animation (which starts at the next layout pass and lasts 0.35 s
  /// for a push, 0.5 s for a presentation), or from its completion (`afterCompletion`).
  @MainActor
  func run(_ body: @escaping () -> Void, afterCompletion: (@escaping () -> Void) -> Void) {
    switch self {
    case .sameTurn: body()
    case .midAnimation: DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, execute: body)
    case .completion: afterCompletion(body)
    }
  }
}

/// One step of the scenario.
enum ProbeStep {
  case launch
  case push(String, animated: Bool)
  /// A push with iOS 18's zoom transition; interrupted, pushed in slow motion while the person starts a pop.
  case zoomPush(String, interrupted: Bool)
  case pop(animated: Bool)
  case popToRoot(animated: Bool)
  case swipeBack(completed: Bool)
  case present(String, style: ProbeStyle, inNavigation: Bool, animated: Bool)
  case dismiss(String?, animated: Bool)
  case swipeDown(completed: Bool)
  case selectTab(Int)
  case background
  case foreground
  case show(String, replacing: String?, identity: Bool, animated: Bool)
  case hide(String, animated: Bool)
  case rotate
  case replaceRoot(String, inNavigation: Bool)
  case pathAppend([String], animated: Bool)
  case pathRemoveLast(Int, animated: Bool)
  case pathReplace([String], animated: Bool)
  /// The value a screen's content's `task(id:)` observes changes.
  case taskID(String)
  /// A switch taking a branch: the branch beside it that its parent shows, if any, replaced
  /// (as a show step with replacing: does).
  case switchTo(String, identity: Bool, animated: Bool)
  /// A presented sheet given another item (`sheet(item:)`; from a UIKit controller, a
  /// dismissal presenting the new screen from its completion).
  case switchItem(String)
  /// The person swipes down a sheet that refuses to go: the app makes it modal in its
  /// presentation (isModalInPresentation, SwiftUI's interactiveDismissDisabled) for the step.
  case swipeDownRefused
  /// The person drags a sheet to its other detent: in a scenario with this step the probe's
  /// sheets have the medium and large detents and a grabber.
  case changeDetent
  /// The app scrolls a list until the row is in view (ProbeLists).
  case scroll(String, to: String)
  /// A screen's SwiftUI content given .opacity(0), or .opacity(1) back, without animation.
  case opacity(String, visible: Bool)
  /// popToViewController(_:animated:) on the visible navigation controller.
  case popTo(String, animated: Bool)
  /// An unwind to a screen, as UIKit's unwind(for:towards:) walks to it: the presentations
  /// above its controller dismissed, then (from the dismissal's completion) its stack popped
  /// to it.
  case unwind(String, animated: Bool)
  /// setViewControllers(_:animated:) on the visible navigation controller: the screens
  /// already in the stack keep their controllers, the others are made.
  case setStack([String], animated: Bool)
  /// A UIKit app's window.rootViewController set to a new controller, inside
  /// UIView.transition when animated, dismissing nothing that is presented.
  case swapRoot(String, inNavigation: Bool, animated: Bool)
  /// loadViewIfNeeded() on the named controller, in the app but not on screen.
  case loadView(String)
  /// The app switches its windows between light and dark (overrideUserInterfaceStyle).
  case traitChange
  /// The system's memory warning, which the person sends from the Simulator's menu (a
  /// device has no control for it).
  case memoryWarning
  case tapOutside
  case transitionChildren(String, replacing: String, animated: Bool)
  case turnPage(Int, completed: Bool)
  case turnNestedPage(item: Int, page: Int, completed: Bool)
  case showDetail(String, inNavigation: Bool, animated: Bool)
  case setColumn(ProbeColumn, visible: Bool)
  case showColumnOver(ProbeColumn)
  case launchPushing(String)
  /// `.id(_:)` on a screen's content given a new value, with the identity transition or
  /// SwiftUI's default one.
  case viewID(String, identity: Bool, animated: Bool)
  case resize(compact: Bool)
  /// The container calls beginAppearanceTransition(_:animated:) on its child itself.
  case beginAppearance(String, appearing: Bool, animated: Bool)
  /// The container calls endAppearanceTransition() on its child itself.
  case endAppearance(String)
  /// A step made while the one before it is under way (`during: previous`), landing at a
  /// point of its transition.
  indirect case overlap(ProbeStep, ProbeStep, ProbeLanding)
  /// The app inserts a row into its list's data, animated (ProbeLists).
  case insertRow(String)
  /// The app deletes a row from its list's data, animated (ProbeLists).
  case deleteRow(String)
  /// The app moves a row to another row's place in its list's data, animated (ProbeLists).
  case moveRow(String, to: String)
  case presentInContext(String, from: String, style: ProbeStyle, inNavigation: Bool, animated: Bool)
  /// An interruption the person brings: Control Center pulled down over the app.
  case resignActive
  /// The interruption ends: Control Center closed.
  case becomeActive
  /// UITabBarController.setViewControllers(_:animated:) on the root tab bar: a tab still in
  /// the bar keeps its controller, a declared tab is made as at launch, any other screen alone.
  case setTabs([String])
  /// The person swipes the app away in the app switcher.
  case terminate
  /// The system launches the app into the background: the person runs the scheme with
  /// "Launch due to a background fetch event" (Edit Scheme > Run > Options).
  case launchInBackground

  /// What the person must do, or nil when the app does the step itself.
  var instruction: String? {
    switch self {
    case .swipeBack(let completed):
      return completed
        ? "Swipe back from the left edge and let go past the middle: the screen is popped."
        : "Start a swipe back from the left edge, move back towards the edge and let go: the screen stays."
    case .swipeDown(let completed):
      return completed
        ? "Drag the sheet down and let go: the sheet is dismissed."
        : "Drag the sheet down a little and let go: the sheet springs back."
    case .tapOutside:
      return "Tap outside the popover, away from it: it is dismissed."
    case .swipeDownRefused:
      return "Drag the sheet down and let go: the app refuses, and the sheet springs back."
    case .memoryWarning:
      return "Run the app in the Simulator and choose Debug > Simulate Memory Warning (a device has no control for it)."
    case .changeDetent:
      return "Drag the sheet's grabber to its other height and let go: the sheet is resized."
    case .turnPage(let page, let completed):
      // A completed turn is the app's (setViewControllers); a swipe let go is the person's.
      return completed ? nil : "Start a swipe towards page \(page), then let it spring back: the page stays."
    case .turnNestedPage(let item, let page, let completed):
      // The pager nested in a tab or a page: the same swipe, on that pager.
      return completed
        ? nil
        : "Start a swipe towards page \(page) of the pager in \(item < 0 ? "the tab shown" : "item \(item)"), then let it spring back: the page stays."
    case .rotate:
      return "Rotate the device (unlock the orientation first)."
    case .resize(let compact):
      return compact
        ? "Make the app's window narrow: on an iPad, open another app beside it in Split View and drag the divider until this app takes a third of the screen (or, in Stage Manager, make its window narrowest); on a large iPhone in landscape, rotate it back to portrait."
        : "Make the app's window wide again: drag the divider until this app takes the whole screen (or, in Stage Manager, widen its window); on a large iPhone (a Plus or Pro Max), rotate it to landscape."
    case .background:
      return "Go to the Home Screen (swipe up from the bottom edge)."
    case .foreground:
      return "Come back to the app."
    case .zoomPush(let screen, true):
      // The app's push, in slow motion once the person taps Start (ProbeRunner); the pop is the person's.
      return "Tap Start: the app pushes \(screen) with the zoom transition, ten times slower than usual. While it still zooms in, drag it down (or swipe back from the left edge) and let go: iOS 18 turns the push into a pop."
    case .overlap(let first, _, _):
      // The app's call during the person's gesture: the app makes it once the gesture starts.
      return first.instruction.map { $0 + " The app makes its own call while you swipe." }
    case .resignActive:
      return "Pull down Control Center (swipe down from the top-right corner) and leave it open."
    case .becomeActive:
      return "Close Control Center (swipe up, or tap outside it): the app is active again."
    case .terminate:
      return "Open the app switcher (swipe up from the bottom edge and pause, or double-press Home) and swipe this app up to close it. Then copy the console into console.txt and run lifecycle check with --log."
    default:
      return nil
    }
  }
}

/// Prints the probe's lines.
enum ProbeLog {
  /// One callback: `<screen> <callback>`, the line `lifecycle check --log` compares.
  static func event(_ screen: String, _ callback: String) {
    print("\(screen) \(callback)")
  }

  /// The first line: the device, so that `lifecycle check --log` picks the matching profile.
  static func header() {
    let device = UIDevice.current
    let idiom = device.userInterfaceIdiom == .pad ? "pad" : "phone"
    print("lifecycle-probe: ios \(device.systemVersion); sdk \(sdk); model \(model); idiom \(idiom); scenario \(ProbeScenario.name)")
  }

  /// A note before each step; `lifecycle check --log` ignores it.
  static func step(_ number: Int, of count: Int, _ text: String) {
    print("lifecycle-probe: step \(number) of \(count): \(text)")
  }

  /// Any other note.
  static func note(_ text: String) {
    print("lifecycle-probe: \(text)")
  }

  /// The SDK the app was built with, read from the Swift compiler that ships with it:
  /// Swift 6.2 with Xcode 26, 6.1 with Xcode 16.3 (the iOS 18.4 SDK), 6.0 with Xcode 16,
  /// 5.9 and 5.10 with Xcode 15 (the iOS 17 SDK).
  static var sdk: String {
    #if compiler(>=6.2)
    return "26"
    #elseif compiler(>=6.1)
    return "18.4"
    #elseif compiler(>=6.0)
    return "18"
    #else
    return "17"
    #endif
  }

  /// The hardware model (`iPhone15,2`), or the simulated one on a simulator.
  static var model: String {
    if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] {
      return simulated + "-simulator"
    }
    var system = utsname()
    uname(&system)
    return withUnsafeBytes(of: &system.machine) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}

/// Second instances of a screen (`X#2`): a push or presentation of X brings X itself when X
/// is not in the app, else its lowest-numbered instance that is not, as the model names them;
/// an instance's children are the ones `ProbeScenario.screens` lists for it (`Gallery#2` in
/// `ProductDetail#2`), so the names the app logs are the model's.
enum ProbeInstances {
  static func arriving(_ screen: String, isLive: (String) -> Bool) -> String {
    guard isLive(screen) else { return screen }
    var number = 2
    while ProbeScenario.screens["\(screen)#\(number)"] != nil {
      if !isLive("\(screen)#\(number)") { return "\(screen)#\(number)" }
      number += 1
    }
    return screen
  }
}

/// The trait change a 'trait-change' step makes: every window of the app switches between
/// light and dark (overrideUserInterfaceStyle, iOS 13), so the change comes from above every
/// controller, presented ones included, as Dark Mode's switch brings it, and the app stays
/// active (Control Center would add the scene's resign-active and become-active).
@MainActor
enum ProbeTraits {
  static func toggle() {
    for case let scene as UIWindowScene in UIApplication.shared.connectedScenes {
      for window in scene.windows {
        let dark = window.traitCollection.userInterfaceStyle == .dark
        window.overrideUserInterfaceStyle = dark ? .light : .dark
      }
    }
  }
}

/// How a screen's controller places its subviews: with Auto Layout constraints where the
/// scenario says so ('constraints: true'), else by frames and autoresizing masks, with no
/// constraint. The two give a root different layout passes at launch (uikit.layout.pass,
/// uikit.launch.constraintsSecondPass).
@MainActor
enum ProbeSubviewPlacement {
  /// Adds `subview` to `view`, `top` points below the top: `height` tall, or down to the
  /// bottom when nil.
  static func place(_ subview: UIView, in view: UIView, screen: String, top: CGFloat, height: CGFloat?) {
    view.addSubview(subview)
    guard ProbeScenario.constrained.contains(screen) else {
      let bounds = view.bounds
      subview.frame = CGRect(x: 0, y: top + 44, width: bounds.width, height: height ?? max(0, bounds.height - top - 44))
      subview.autoresizingMask = height == nil ? [.flexibleWidth, .flexibleHeight] : [.flexibleWidth, .flexibleBottomMargin]
      return
    }
    subview.translatesAutoresizingMaskIntoConstraints = false
    var constraints = [
      subview.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      subview.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      subview.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: top),
    ]
    if let height {
      constraints.append(subview.heightAnchor.constraint(equalToConstant: height))
    } else {
      constraints.append(subview.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor))
    }
    NSLayoutConstraint.activate(constraints)
  }
}