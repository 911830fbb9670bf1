// swift-format-ignore-file
// The literal below is the probe app's source, byte for byte as the generated project holds
// it (ProbeGoldenTests): the formatter would re-indent it.
/// The probe app of a UIKit scenario (`host: uikit`): its delegates, a view controller and a
/// hosting controller that log every callback, and the code of each step.
enum ProbeUIKitSource {
  static let text = #"""
  // A UIKit app: the scene delegate builds the scenario's structure (tab bar, navigation
  // controllers, screens), each screen a view controller (or, for SwiftUI content, a
  // UIHostingController) that logs every UIKit callback under the screen's name.
  import SwiftUI
  import UIKit

  /// The app delegate: it logs its lifecycle methods under AppDelegate when the scenario
  /// observes one of them (`ProbeScenario.logsAppDelegate`); in an app without scenes
  /// ('scenes: false', no scene manifest) it builds the window, as every app before iOS 13 did,
  /// and UIKit calls its applicationDidBecomeActive(_:) and the rest instead of a scene delegate's.
  @main
  final class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      ProbeLog.header()
      if ProbeScenario.logsAppDelegate { ProbeLog.event("AppDelegate", "didFinishLaunchingWithOptions") }
      if !ProbeScenario.sceneBased {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        ProbeLaunch.show(window)
      }
      return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
      if ProbeScenario.logsAppDelegate { ProbeLog.event("AppDelegate", "applicationWillResignActive") }
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
      if ProbeScenario.logsAppDelegate { ProbeLog.event("AppDelegate", "applicationDidEnterBackground") }
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
      if ProbeScenario.logsAppDelegate { ProbeLog.event("AppDelegate", "applicationWillEnterForeground") }
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
      if ProbeScenario.logsAppDelegate { ProbeLog.event("AppDelegate", "applicationDidBecomeActive") }
    }

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
      if ProbeScenario.logsAppDelegate { ProbeLog.event("AppDelegate", "applicationDidReceiveMemoryWarning") }
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
      if ProbeScenario.logsAppDelegate { ProbeLog.event("AppDelegate", "didDiscardSceneSessions") }
    }

    func applicationWillTerminate(_ application: UIApplication) {
      if ProbeScenario.logsAppDelegate { ProbeLog.event("AppDelegate", "applicationWillTerminate") }
      // The process ends after this call: what the console was given must reach it.
      fflush(stdout)
    }

    func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
      configuration.delegateClass = ProbeSceneDelegate.self
      return configuration
    }
  }

  final class ProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
      guard let scene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: scene)
      self.window = window
      ProbeLaunch.show(window)
    }

    func sceneWillResignActive(_ scene: UIScene) { ProbeLog.event("Scene", "sceneWillResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { ProbeLog.event("Scene", "sceneDidEnterBackground") }
    func sceneWillEnterForeground(_ scene: UIScene) { ProbeLog.event("Scene", "sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { ProbeLog.event("Scene", "sceneDidBecomeActive") }
    func sceneDidDisconnect(_ scene: UIScene) { ProbeLog.event("Scene", "sceneDidDisconnect") }
  }

  /// The launch's structure in the window, the scene's or (without scenes) the app delegate's.
  @MainActor
  enum ProbeLaunch {
    static func show(_ window: UIWindow) {
      window.rootViewController = ProbeFactory.build(ProbeScenario.layout, hosting: ProbeScenario.hosting[-1])
      if ProbeScenario.logsNavigationDelegate, ProbeScenario.navigationDelegateAtLaunch {
        ProbeNavigationDelegate.attach(from: window.rootViewController)
      }
      window.makeKeyAndVisible()
      // 'launch' with 'pushing: X': the push right after the window is shown, synchronously;
      // with a step written 'during: previous' under it, that step where it lands (a deep
      // link's second screen).
      switch ProbeScenario.steps.first {
      case .launchPushing(let screen)?:
        ProbeSteps.navigation()?.pushViewController(ProbeFactory.make(screen), animated: true)
      case .overlap(.launchPushing(let screen), let second, let landing)?:
        ProbeSteps.navigation()?.pushViewController(ProbeFactory.make(screen), animated: true)
        landing.run({ ProbeSteps.perform(second) }, afterCompletion: ProbeSteps.afterTransition)
      default: break
      }
      ProbeRunner.shared.perform = ProbeSteps.perform
      ProbeRunner.shared.prepare = ProbeSteps.prepare
      ProbeRunner.shared.start()
    }
  }

  /// A controller that knows which screen it is.
  protocol ProbeNamed: UIViewController {
    var screen: String { get }
  }

  /// A screen with UIKit content; from the storyboard `Screens` when it is declared
  /// `storyboard: true` (its storyboard ID and restoration ID are the screen's name).
  final class ProbeViewController: UIViewController, ProbeNamed {
    private(set) var screen: String

    init(screen: String) {
      self.screen = screen
      super.init(nibName: nil, bundle: nil)
      ProbeLog.event(screen, "init")
    }

    required init?(coder: NSCoder) {
      screen = "?"
      super.init(coder: coder)
      screen = restorationIdentifier ?? "?"
      ProbeLog.event(screen, "init")
    }

    deinit { ProbeLog.event(screen, "deinit") }

    override func awakeFromNib() {
      super.awakeFromNib()
      ProbeLog.event(screen, "awakeFromNib")
    }

    override func loadView() {
      ProbeLog.event(screen, "loadView")
      super.loadView()
      view.backgroundColor = .systemBackground
      let label = UILabel()
      label.text = screen
      label.font = .preferredFont(forTextStyle: .title1)
      label.textAlignment = .center
      ProbeSubviewPlacement.place(label, in: view, screen: screen, top: 24, height: 44)
      // A table or collection view ('list: UITableView'), under the label.
      ProbeCellList.install(in: view, screen: screen)
    }

    /// False in a scenario whose container forwards appearance by hand (a begin-appearance
    /// step): the container then forwards its own appearance to its children itself. False
    /// too for a container that forwards nothing ('forwards-appearance: false').
    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
      !ProbeHand.used && !ProbeScenario.forwardsNoAppearance.contains(screen)
    }

  \#(ProbeLoggingOverrides.fromViewDidLoadForwardingByHand)
  }

  /// A container that forwards its children's appearance by hand
  /// (shouldAutomaticallyForwardAppearanceMethods false, Apple's page): it forwards its own
  /// appearance, and a child's arrival and removal, to each child but those the scenario's
  /// begin-appearance steps moved by hand and have not brought back (`moved`).
  @MainActor
  enum ProbeHand {
    static let used = ProbeScenario.steps.contains { step in
      if case .beginAppearance = step { return true }
      return false
    }
    static var moved: Set<String> = []
    static var returning: Set<String> = []
    /// The children that appeared by hand while their container was out of the window: still
    /// moved by hand until their container has appeared again (`settle`).
    static var appearedOut: Set<String> = []

    static func forward(_ container: UIViewController, _ call: (UIViewController) -> Void) {
      guard used, let named = container as? ProbeViewController, !ProbeScenario.forwardsNoAppearance.contains(named.screen)
      else { return }
      for child in container.children where !moved.contains((child as? ProbeNamed)?.screen ?? "") { call(child) }
    }

    /// Whether the probe forwards a child's arrival or removal in `parent` by hand.
    static func forwards(_ child: UIViewController, in parent: UIViewController) -> Bool {
      used && parent is ProbeViewController && parent.view.window != nil
        && !ProbeScenario.forwardsNoAppearance.contains((parent as? ProbeNamed)?.screen ?? "")
        && !moved.contains((child as? ProbeNamed)?.screen ?? "")
    }

    static func begin(_ screen: String, appearing: Bool) {
      moved.insert(screen)
      appearedOut.remove(screen)
      if appearing { returning.insert(screen) } else { returning.remove(screen) }
    }

    static func end(_ screen: String, leaving: Bool = false, inWindow: Bool = true) {
      guard returning.remove(screen) != nil || leaving else { return }
      if leaving || inWindow {
        moved.remove(screen)
        appearedOut.remove(screen)
      } else {
        appearedOut.insert(screen)
      }
    }

    /// After a container's viewDidAppear: its children that appeared by hand out of the window
    /// follow it again.
    static func settle(_ container: UIViewController) {
      for child in container.children {
        guard let screen = (child as? ProbeNamed)?.screen, appearedOut.remove(screen) != nil else { continue }
        moved.remove(screen)
      }
    }
  }

  /// A hosting controller that logs its UIKit callbacks under a screen's name.
  class ProbeLoggingHostingController<Content: View>: UIHostingController<Content>, ProbeNamed {
    let screen: String

    init(screen: String, rootView: Content) {
      self.screen = screen
      super.init(rootView: rootView)
      ProbeLog.event(screen, "init")
    }

    @MainActor required dynamic init?(coder: NSCoder) {
      fatalError("the probe creates its hosting controllers in code")
    }

    deinit { ProbeLog.event(screen, "deinit") }

    override func loadView() {
      ProbeLog.event(screen, "loadView")
      super.loadView()
    }

  \#(ProbeLoggingOverrides.fromViewDidLoad)
  }

  /// A screen with SwiftUI content: a hosting controller that logs its UIKit callbacks, whose
  /// view logs SwiftUI's.
  final class ProbeHostingController: ProbeLoggingHostingController<ProbeContentView> {
    init(screen: String) {
      super.init(screen: screen, rootView: ProbeContentView(screen: screen))
    }

    @MainActor required dynamic init?(coder: NSCoder) {
      fatalError("the probe creates its hosting controllers in code")
    }
  }

  /// What the steps change of a stack that SwiftUI holds in an app-made hosting controller.
  @MainActor
  protocol ProbeHostedStack: AnyObject {
    /// Changes the stack's path (the values above its root), animated or not.
    func change(_ animated: Bool, _ body: (inout [String]) -> Void)
  }

  /// The path of a hosted stack: the values above its root.
  final class ProbeHostedPath: ObservableObject {
    @Published var path: [String] = []
  }

  /// An app-made hosting controller's content ('hosting:' of a tab, of the root or of a presented flow): a screen,
  /// or a NavigationStack driven by its path, each screen a ProbeChildView.
  @available(iOS 16.0, *)
  struct ProbeHostedStackView: View {
    let host: String
    let layout: ProbeLayout
    @ObservedObject var model: ProbeHostedPath

    var body: some View {
      switch layout {
      case .navigation(let screens):
        // 'observe-as:' beside 'hosting:' logs the NavigationStack's own modifiers.
        NavigationStack(path: $model.path) {
          ProbeChildView(screen: screens.first ?? "")
            .navigationDestination(for: String.self) { screen in ProbeChildView(screen: screen) }
        }
        .modifier(ProbeViewLog(name: ProbeScenario.hostedContainerViews[host]))
      case .screen(let screen):
        ProbeChildView(screen: screen)
      case .tabs:
        EmptyView()
      }
    }
  }

  /// An app-made hosting controller ('hosting: X'): it logs its UIKit callbacks under its
  /// name; SwiftUI holds the stack inside it, whose path the steps change.
  @available(iOS 16.0, *)
  final class ProbeHostedStackController: ProbeLoggingHostingController<ProbeHostedStackView>, ProbeHostedStack {
    private let model: ProbeHostedPath

    init(name: String, layout: ProbeLayout) {
      let model = ProbeHostedPath()
      if case .navigation(let screens) = layout { model.path = Array(screens.dropFirst()) }
      self.model = model
      super.init(screen: name, rootView: ProbeHostedStackView(host: name, layout: layout, model: model))
    }

    @MainActor required dynamic init?(coder: NSCoder) {
      fatalError("the probe creates its hosting controllers in code")
    }

    func change(_ animated: Bool, _ body: (inout [String]) -> Void) {
      var path = model.path
      body(&path)
      if animated {
        withAnimation { model.path = path }
      } else {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { model.path = path }
      }
    }
  }

  /// A screen presented as an alert or an action sheet: a UIAlertController titled with the
  /// screen's name, with one button. Apple documents the class as used as it is; this subclass
  /// adds no behaviour, it only logs the callbacks UIKit gives every presented controller.
  final class ProbeAlertController: UIAlertController, ProbeNamed {
    private(set) var screen = "?"

    static func make(_ screen: String, _ style: UIAlertController.Style) -> ProbeAlertController {
      let alert = ProbeAlertController(title: screen, message: nil, preferredStyle: style)
      alert.screen = screen
      alert.addAction(UIAlertAction(title: "OK", style: .cancel))
      ProbeLog.event(screen, "init")
      return alert
    }

    deinit { ProbeLog.event(screen, "deinit") }

    override func loadView() {
      ProbeLog.event(screen, "loadView")
      super.loadView()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      ProbeLog.event(screen, "viewDidLoad")
      registerTraitLogging()
    }

  \#(ProbeLoggingOverrides.appearance)
  }

  /// The delegate of every navigation controller, when the scenario observes its callbacks:
  /// logs willShow and didShow under the shown controller's name. It is set before each step
  /// the app performs, so after launch: the stacks shown at launch are not announced to it,
  /// unless the scenario says 'navigation-delegate: at-launch' (set before the window shows).
  final class ProbeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    static let shared = ProbeNavigationDelegate()

    @MainActor
    static func attach(from start: UIViewController? = ProbeSettle.root) {
      var pending = [start].compactMap { $0 }
      while let controller = pending.popLast() {
        if let navigation = controller as? UINavigationController, navigation.delegate == nil {
          navigation.delegate = shared
        }
        pending.append(contentsOf: controller.children)
        if let presented = controller.presentedViewController { pending.append(presented) }
      }
    }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      let screen = (viewController as? ProbeNamed)?.screen ?? "?"
      ProbeLog.event(screen, "navigationControllerWillShow")
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      let screen = (viewController as? ProbeNamed)?.screen ?? "?"
      ProbeLog.event(screen, "navigationControllerDidShow")
    }
  }

  /// The presentation controllers' delegate, when the scenario observes its callbacks (it
  /// logs them under the name of the screen on top of the presentation) or keeps a popover
  /// from adapting on an iPhone (`kept`).
  final class ProbePresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate,
    UISheetPresentationControllerDelegate, UIPopoverPresentationControllerDelegate
  {
    static let shared = ProbePresentationDelegate()
    /// The presented controllers whose popover stays a popover on an iPhone.
    var kept: Set<ObjectIdentifier> = []

    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      kept.contains(ObjectIdentifier(controller.presentedViewController)) ? .none : controller.presentationStyle
    }

    private func shownScreen(of presentationController: UIPresentationController) -> String {
      var shown = presentationController.presentedViewController
      if let navigation = shown as? UINavigationController, let top = navigation.topViewController { shown = top }
      return (shown as? ProbeNamed)?.screen ?? "?"
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      let screen = shownScreen(of: presentationController)
      if ProbeScenario.logsPresentationDelegate { ProbeLog.event(screen, "presentationControllerShouldDismiss") }
      return true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      let screen = shownScreen(of: presentationController)
      if ProbeScenario.logsPresentationDelegate { ProbeLog.event(screen, "presentationControllerWillDismiss") }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      let screen = shownScreen(of: presentationController)
      if ProbeScenario.logsPresentationDelegate { ProbeLog.event(screen, "presentationControllerDidDismiss") }
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      let screen = shownScreen(of: presentationController)
      if ProbeScenario.logsPresentationDelegate { ProbeLog.event(screen, "presentationControllerDidAttemptToDismiss") }
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      let screen = shownScreen(of: sheetPresentationController)
      if ProbeScenario.logsPresentationDelegate { ProbeLog.event(screen, "sheetPresentationControllerDidChangeSelectedDetentIdentifier") }
    }
  }

  /// The split views of a 'split:' app, in the column style: every column on screen on an iPad
  /// in landscape, collapsed to the column the scenario names on an iPhone. One at the window's
  /// root, or one in each tab or page that 'split:' names, each with its own columns.
  final class ProbeSplit: NSObject, UISplitViewControllerDelegate {
    static let shared = ProbeSplit()
    /// The column each split view shows collapsed ('collapsed:'), by split view.
    private var collapsedTops: [ObjectIdentifier: ProbeColumn] = [:]
    /// The delegate of the split views the app presents ('split:' on a screen): none of them
    /// has a column of its own to collapse to, so it leaves the collapse to UIKit.
    static let presented = ProbeSplit()

    /// The split view at a place: -1 for the window's root, else its tab's or page's index.
    func make(_ columns: [UIViewController], place: Int) -> UIViewController {
      let split = UISplitViewController(style: columns.count == 3 ? .tripleColumn : .doubleColumn)
      split.preferredDisplayMode = columns.count == 3 ? .twoBesideSecondary : .oneBesideSecondary
      split.delegate = self
      collapsedTops[ObjectIdentifier(split)] = ProbeScenario.collapsedTops[place]
      for (index, column) in columns.enumerated() {
        split.setViewController(column, for: index == 0 ? .primary : (index == columns.count - 1 ? .secondary : .supplementary))
      }
      return split
    }

    /// The split view the split steps act on: the top presentation when it is one ('split:' on
    /// a screen), else the window's root, or the content of the selected
    /// tab or of the page shown ('split:' in a tab or a page), else the first tab's that holds one.
    @MainActor
    static var shown: UISplitViewController? {
      if let split = ProbeSettle.top as? ProbePresentedSplit { return split }
      let root = ProbeSettle.root
      if let split = root as? UISplitViewController { return split }
      if let pages = root as? UIPageViewController { return pages.viewControllers?.first as? UISplitViewController }
      guard let tabs = root as? UITabBarController else { return nil }
      return tabs.selectedViewController as? UISplitViewController
        ?? tabs.viewControllers?.lazy.compactMap { $0 as? UISplitViewController }.first
    }

    static func column(_ column: ProbeColumn) -> UISplitViewController.Column {
      switch column {
      case .primary: return .primary
      case .supplementary: return .supplementary
      case .secondary: return .secondary
      }
    }

    func splitViewController(
      _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      collapsedTops[ObjectIdentifier(svc)].map(Self.column) ?? proposedTopColumn
    }
  }

  /// A split view the app presents ('split:' on a screen), in the column style, each column's
  /// root in a navigation controller: named for the steps that dismiss it, it logs nothing.
  final class ProbePresentedSplit: UISplitViewController, ProbeNamed {
    let screen: String

    init(screen: String, columns: [UIViewController]) {
      self.screen = screen
      super.init(style: columns.count == 3 ? .tripleColumn : .doubleColumn)
      delegate = ProbeSplit.presented
      for (index, column) in columns.enumerated() {
        let navigation = UINavigationController(rootViewController: column)
        setViewController(navigation, for: index == 0 ? .primary : (index == columns.count - 1 ? .secondary : .supplementary))
      }
    }

    required init?(coder: NSCoder) { nil }
  }

  /// The root page view controller of a 'pages:' app, its pages made once, as an app that
  /// keeps them in an array does.
  final class ProbePages: NSObject, UIPageViewControllerDataSource {
    static let shared = ProbePages()
    /// The page view controllers nested in the root's tabs or pages ('- pages: [...]'), by item.
    @MainActor static var nested: [Int: ProbePages] = [:]
    private var pages: [UIViewController] = []
    private weak var controller: UIPageViewController?

    func make(_ pages: [UIViewController], curl: Bool) -> UIViewController {
      let controller = UIPageViewController(
        transitionStyle: curl ? .pageCurl : .scroll, navigationOrientation: .horizontal)
      self.pages = pages
      self.controller = controller
      controller.dataSource = self
      if let first = pages.first { controller.setViewControllers([first], direction: .forward, animated: false) }
      return controller
    }

    /// A turn by code: setViewControllers(_:direction:animated:).
    func turn(to page: Int) {
      guard let controller, pages.indices.contains(page), let shown = controller.viewControllers?.first,
        let current = pages.firstIndex(of: shown)
      else { return }
      controller.setViewControllers([pages[page]], direction: page > current ? .forward : .reverse, animated: true)
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
      return pages[index - 1]
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
      return pages[index + 1]
    }
  }

  /// Makes screens and the structure.
  @MainActor
  enum ProbeFactory {
    static func make(_ name: String) -> UIViewController {
      // A screen already in the window arrives as its next instance (X#2).
      let screen = ProbeInstances.arriving(name) { ProbeSteps.named($0) != nil }
      // A presented split view ('split:' on the screen): a UISplitViewController of its columns.
      if let columns = ProbeScenario.splits[screen] {
        return ProbePresentedSplit(screen: screen, columns: columns.map { make($0) })
      }
      // A presented flow's app-made hosting controller ('hosting:' on the screen): SwiftUI holds its stack.
      if let stack = ProbeScenario.flows[screen], #available(iOS 16.0, *) {
        return ProbeHostedStackController(name: screen, layout: .navigation(stack))
      }
      let declaration = ProbeScenario.screen(screen)
      if declaration.storyboard {
        return UIStoryboard(name: "Screens", bundle: nil).instantiateViewController(withIdentifier: screen)
      }
      switch declaration.content {
      case .uikit: return ProbeViewController(screen: screen)
      case .swiftui: return ProbeHostingController(screen: screen)
      }
    }

    /// The structure's controllers; with `hosting`, an app-made hosting controller of that
    /// name whose SwiftUI content holds the layout ('hosting:').
    /// `tab` is the layout's index in the root tab bar or page view controller, nil for the root:
    /// a split view is the root's, or the content of each tab or page 'split:' names
    /// (`ProbeScenario.splitTabs`).
    static func build(_ layout: ProbeLayout, hosting: String? = nil, tab: Int? = nil) -> UIViewController {
      if let hosting, #available(iOS 16.0, *) {
        return titled(ProbeHostedStackController(name: hosting, layout: layout), hosting)
      }
      switch layout {
      case .screen(let screen):
        return titled(make(screen), screen)
      case .navigation(let screens):
        let navigation = UINavigationController()
        navigation.setViewControllers(screens.map(make), animated: false)
        return titled(navigation, screens.first ?? "")
      case .tabs(let items) where ProbeScenario.isSplit && (tab.map { ProbeScenario.splitTabs.contains($0) } ?? ProbeScenario.splitTabs.isEmpty):
        return titled(ProbeSplit.shared.make(items.map { build($0) }, place: tab ?? -1), items.first?.firstScreen ?? "")
      case .tabs(let items) where tab != nil && !ProbeScenario.isSplit:
        // A page view controller nested in a tab or a page ('- pages: [...]'): one of its own.
        let pager = ProbePages()
        ProbePages.nested[tab ?? 0] = pager
        let first = items.first?.firstScreen ?? ""
        // A page may be an app-made hosting controller ('- hosting: H'), by its content's root screen.
        let pages = items.map { build($0, hosting: ProbeScenario.nestedHosting[$0.firstScreen]) }
        return titled(pager.make(pages, curl: ProbeScenario.nestedPageCurls.contains(first)), first)
      case .tabs(let items) where ProbeScenario.pageStyle != nil:
        let pages = items.enumerated().map { index, item in build(item, tab: index) }
        return ProbePages.shared.make(pages, curl: ProbeScenario.pageStyle == .pageCurl)
      case .tabs(let items):
        let tabs = UITabBarController()
        let controllers = items.enumerated().map { index, item in build(item, hosting: ProbeScenario.hosting[index], tab: index) }
        tabs.setViewControllers(controllers, animated: false)
        return tabs
      }
    }

    private static func titled(_ controller: UIViewController, _ title: String) -> UIViewController {
      controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: "circle"), tag: 0)
      return controller
    }

    /// Embeds a screen's UIKit children (SwiftUI children of SwiftUI content are views).
    static func embedChildren(of parent: UIViewController & ProbeNamed) {
      let declaration = ProbeScenario.screen(parent.screen)
      for child in declaration.children where embedsController(child, in: parent.screen) {
        add(make(child), to: parent)
      }
    }

    /// Whether a child of `parent` is a child view controller rather than a SwiftUI view.
    static func embedsController(_ child: String, in parent: String) -> Bool {
      ProbeScenario.screen(parent).content == .uikit
    }

    static func add(_ child: UIViewController, to parent: UIViewController) {
      let byHand = ProbeHand.forwards(child, in: parent)
      parent.addChild(child)
      child.view.frame = parent.view.bounds.insetBy(dx: 24, dy: 120)
      if byHand { child.beginAppearanceTransition(true, animated: false) }
      parent.view.addSubview(child.view)
      if byHand { child.endAppearanceTransition() }
      child.didMove(toParent: parent)
    }

    static func remove(_ child: UIViewController) {
      let byHand = child.parent.map { ProbeHand.forwards(child, in: $0) } ?? false
      child.willMove(toParent: nil)
      if byHand { child.beginAppearanceTransition(false, animated: false) }
      child.view.removeFromSuperview()
      if byHand { child.endAppearanceTransition() }
      child.removeFromParent()
      // Shown again, a child the scenario hid by hand is a new arrival.
      if let screen = (child as? ProbeNamed)?.screen { ProbeHand.end(screen, leaving: true) }
    }
  }

  /// The code of each step the app drives.
  @MainActor
  enum ProbeSteps {
    /// Whether a step drags a sheet to another detent: then every sheet has two.
    static let changesDetent = ProbeScenario.steps.contains { step in
      if case .changeDetent = step { return true }
      return false
    }
    /// The sheet made modal in its presentation for a refused swipe down, until the next step.
    static var refusing: UIViewController?
    /// A call to make from the completion of a swap's second half (`switch-item` with a step
    /// `during` it `at: completion`): the swap's presentation, not its dismissal, ends it.
    static var afterSwap: (() -> Void)?

    /// Readies a step the person performs: a sheet that refuses a swipe down is modal in its
    /// presentation (isModalInPresentation) until the next step.
    static func prepare(_ step: ProbeStep) {
      refusing?.isModalInPresentation = false
      refusing = nil
      if case .swipeDownRefused = step, let sheet = ProbeSettle.top {
        sheet.isModalInPresentation = true
        refusing = sheet
      }
    }

    static func perform(_ step: ProbeStep) {
      prepare(step)
      if ProbeScenario.logsNavigationDelegate { ProbeNavigationDelegate.attach() }
      switch step {
      case .push(let screen, let animated):
        if let hosted = hostedStack() {
          hosted.change(animated) { $0.append(screen) }
        } else {
          navigation()?.pushViewController(ProbeFactory.make(screen), animated: animated)
        }
      case .zoomPush(let screen, _):
        let controller = ProbeFactory.make(screen)
        if #available(iOS 18.0, *), let source = navigation()?.topViewController?.view {
          controller.preferredTransition = .zoom(sourceViewProvider: { _ in source })
        }
        navigation()?.pushViewController(controller, animated: true)
      case .pop(let animated):
        if let hosted = hostedStack() {
          hosted.change(animated) { path in _ = path.popLast() }
        } else {
          navigation()?.popViewController(animated: animated)
        }
      case .popToRoot(let animated):
        if let hosted = hostedStack() {
          hosted.change(animated) { $0.removeAll() }
        } else {
          navigation()?.popToRootViewController(animated: animated)
        }
      case .pathAppend(let screens, let animated):
        hostedStack()?.change(animated) { $0 += screens }
      case .pathRemoveLast(let count, let animated):
        hostedStack()?.change(animated) { $0.removeLast(min(count, $0.count)) }
      case .pathReplace(let screens, let animated):
        hostedStack()?.change(animated) { $0 = screens }
      case .viewID(let screen, let identity, let animated):
        let change = { ProbeShown.shared.changeID(screen, identity: identity) }
        if animated { withAnimation(change) } else { change() }
      case .taskID(let screen):
        ProbeShown.shared.changeTaskID(screen)
      case .opacity(let screen, let visible):
        ProbeShown.shared.setOpacity(screen, visible: visible)
      case .switchTo(let screen, let identity, let animated):
        let replacing = ProbeShown.shared.shownBranch(beside: screen) { named($0) != nil }
        show(screen, replacing: replacing, identity: identity, animated: animated)
      case .switchItem(let screen):
        // The presentation swapped in code: dismissed, the new screen presented from the
        // dismissal's completion with the same style.
        guard let old = ProbeSettle.top, let presenter = old.presentingViewController else { return }
        let style = old.modalPresentationStyle
        let inNavigation = old is UINavigationController
        presenter.dismiss(animated: true) {
          let controller = ProbeFactory.make(screen)
          let presented = inNavigation ? UINavigationController(rootViewController: controller) : controller
          presented.modalPresentationStyle = style
          presenter.present(presented, animated: true) {
            let call = afterSwap
            afterSwap = nil
            call?()
          }
        }
      case .present(let screen, let style, let inNavigation, let animated):
        let presented: UIViewController
        switch style {
        case .alert, .actionSheet:
          presented = ProbeAlertController.make(screen, style == .alert ? .alert : .actionSheet)
        default:
          let controller = ProbeFactory.make(screen)
          presented = inNavigation ? UINavigationController(rootViewController: controller) : controller
          presented.modalPresentationStyle = modalStyle(style)
        }
        let presenter = ProbeSettle.top
        // A popover, and an action sheet on iPad, needs a place to point at.
        if let popover = presented.popoverPresentationController, let source = presenter?.view {
          popover.sourceView = source
          popover.sourceRect = CGRect(x: source.bounds.midX, y: source.bounds.midY, width: 1, height: 1)
        }
        // A popover kept on an iPhone: the delegate returns .none from adaptivePresentationStyle.
        if style == .unadaptedPopover { ProbePresentationDelegate.shared.kept.insert(ObjectIdentifier(presented)) }
        // A scenario that drags a sheet to another detent: a medium and a large one, shown large.
        if changesDetent, let sheet = presented.sheetPresentationController {
          sheet.detents = [.medium(), .large()]
          sheet.selectedDetentIdentifier = .large
          sheet.prefersGrabberVisible = true
        }
        if ProbeScenario.logsPresentationDelegate || style == .unadaptedPopover {
          presented.presentationController?.delegate = ProbePresentationDelegate.shared
        }
        presenter?.present(presented, animated: animated)
      case .presentInContext(let screen, let presenter, let style, let inNavigation, let animated):
        // The controllers declared so define the presentation context (as an app sets it in
        // viewDidLoad); the 'from:' controller presents, and UIKit walks up from it.
        for name in ProbeScenario.definesContext { named(name)?.definesPresentationContext = true }
        let controller = ProbeFactory.make(screen)
        let presented = inNavigation ? UINavigationController(rootViewController: controller) : controller
        presented.modalPresentationStyle = modalStyle(style)
        named(presenter)?.present(presented, animated: animated)
      case .dismiss(let screen, let animated):
        let presented = screen.flatMap(presentation(showing:)) ?? ProbeSettle.top
        presented?.presentingViewController?.dismiss(animated: animated)
      case .selectTab(let index):
        guard let tabs = ProbeSettle.root as? UITabBarController else { return }
        // The selected tab again is a tap on it: the tab bar controller pops the tab's
        // navigation controller to its root, under a presentation made in its context too
        // (setting selectedIndex to its own value pops nothing).
        if tabs.selectedIndex == index, let stack = tabs.selectedViewController as? UINavigationController {
          stack.popToRootViewController(animated: true)
        } else {
          tabs.selectedIndex = index
        }
      case .show(let screen, let replacing, let identity, let animated):
        show(screen, replacing: replacing, identity: identity, animated: animated)
      case .hide(let screen, let animated):
        hide(screen, animated: animated)
      case .transitionChildren(let screen, let replacing, let animated):
        transitionChildren(screen, replacing: replacing, animated: animated)
      case .beginAppearance(let screen, let appearing, let animated):
        // A container forwarding appearance by hand calls it on its child (Apple's
        // beginAppearanceTransition(_:animated:) page); the child's view stays where it is.
        ProbeHand.begin(screen, appearing: appearing)
        named(screen)?.beginAppearanceTransition(appearing, animated: animated)
      case .endAppearance(let screen):
        named(screen)?.endAppearanceTransition()
        ProbeHand.end(screen, inWindow: named(screen)?.parent?.view.window != nil)
      case .showDetail(let screen, let inNavigation, _):
        let controller = ProbeFactory.make(screen)
        ProbeSplit.shown?.showDetailViewController(
          inNavigation ? UINavigationController(rootViewController: controller) : controller, sender: nil)
      case .setColumn(let column, let visible):
        guard let split = ProbeSplit.shown else { return }
        if visible { split.show(ProbeSplit.column(column)) } else { split.hide(ProbeSplit.column(column)) }
      case .showColumnOver(let column):
        // Over the secondary: the overlay behaviour (oneOverSecondary, twoOverSecondary).
        guard let split = ProbeSplit.shown else { return }
        split.preferredSplitBehavior = .overlay
        split.show(ProbeSplit.column(column))
      case .swapRoot(let screen, let inNavigation, let animated):
        // window.rootViewController set without dismissing what the old root presents (a
        // log-out), inside UIView.transition when animated.
        let controller = ProbeFactory.make(screen)
        let root = inNavigation ? UINavigationController(rootViewController: controller) : controller
        guard let window = ProbeSettle.root?.view.window else { return }
        if animated {
          UIView.transition(
            with: window, duration: 0.3, options: .transitionCrossDissolve, animations: { window.rootViewController = root })
        } else {
          window.rootViewController = root
        }
      case .replaceRoot(let screen, let inNavigation):
        // A UIKit app's replace-root: window.rootViewController set without animation.
        perform(.swapRoot(screen, inNavigation: inNavigation, animated: false))
      case .popTo(let screen, let animated):
        guard let navigation = navigation(),
          let target = navigation.viewControllers.first(where: { ($0 as? ProbeNamed)?.screen == screen })
        else { return }
        navigation.popToViewController(target, animated: animated)
      case .unwind(let screen, let animated):
        unwind(to: screen, animated: animated)
      case .setStack(let screens, let animated):
        // The screens already in the stack keep their controllers; the others are made.
        guard let navigation = navigation() else { return }
        let kept = navigation.viewControllers
        let controllers = screens.map { screen in
          kept.first { ($0 as? ProbeNamed)?.screen == screen } ?? ProbeFactory.make(screen)
        }
        navigation.setViewControllers(controllers, animated: animated)
      case .setTabs(let screens):
        // UITabBarController.setViewControllers: a tab still in the bar keeps its controller, a
        // tab declared in the app is built as at launch, any other screen is a tab alone.
        guard let tabs = ProbeSettle.root as? UITabBarController else { return }
        let kept = tabs.viewControllers ?? []
        var declared: [ProbeLayout] = []
        if case .tabs(let items) = ProbeScenario.layout { declared = items }
        let controllers = screens.map { screen -> UIViewController in
          if let tab = kept.first(where: { ($0.tabBarItem.title ?? "") == screen }) { return tab }
          if let index = declared.firstIndex(where: { $0.firstScreen == screen }) {
            return ProbeFactory.build(declared[index], hosting: ProbeScenario.hosting[index], tab: index)
          }
          return ProbeFactory.build(.screen(screen))
        }
        tabs.setViewControllers(controllers, animated: false)
      case .loadView(let screen):
        // A controller the app holds but does not show: an unselected tab's, or one under the
        // top of a stack.
        named(screen)?.loadViewIfNeeded()
      case .turnPage(let page, true):
        ProbePages.shared.turn(to: page)
      case .turnPage(_, false):
        ProbeLog.note("this step is not the app's to do")
      case .turnNestedPage(let item, let page, true):
        // The pager nested in a tab or a page; item -1 is the tab shown's.
        let shown = (ProbeSettle.root as? UITabBarController)?.selectedIndex ?? 0
        ProbePages.nested[item < 0 ? shown : item]?.turn(to: page)
      case .turnNestedPage(_, _, false):
        ProbeLog.note("this step is not the app's to do")
      case .overlap(let first, let second, let landing):
        if case .switchItem = first, case .completion = landing {
          // The swap ends with its second half: the call waits for the new presentation.
          afterSwap = { perform(second) }
          perform(first)
          return
        }
        perform(first)
        landing.run({ perform(second) }, afterCompletion: afterTransition)
      case .scroll, .insertRow, .deleteRow, .moveRow:
        ProbeLists.shared.perform(step)
      case .traitChange:
        ProbeTraits.toggle()
      case .launch, .launchPushing, .swipeBack, .swipeDown, .background, .foreground, .rotate, .resize, .tapOutside,
        .swipeDownRefused, .changeDetent, .memoryWarning, .resignActive, .becomeActive, .terminate, .launchInBackground:
        ProbeLog.note("this step is not the app's to do")
      }
    }

    /// Runs `body` from the completion of the transition the last call started, as a
    /// completion handler would: its coordinator's, once the transition has begun.
    static func afterTransition(_ body: @escaping () -> Void) {
      DispatchQueue.main.async {
        let candidates = [navigation(), ProbeSettle.top, ProbeSettle.root].compactMap { $0 }
        if let coordinator = candidates.lazy.compactMap(\.transitionCoordinator).first {
          coordinator.animate(alongsideTransition: nil) { _ in body() }
        } else {
          body()
        }
      }
    }

    /// The stack SwiftUI holds in an app-made hosting controller, when the window shows one:
    /// the top presentation's (a presented flow's 'hosting:'), or the root's, or the selected
    /// tab's ('hosting:') under no presentation.
    static func hostedStack() -> ProbeHostedStack? {
      var controller = ProbeSettle.top
      if let tabs = controller as? UITabBarController { controller = tabs.selectedViewController }
      return controller as? ProbeHostedStack
    }

    /// The navigation controller of what is shown: the top presentation's, or the selected
    /// tab's, or the root's; over a presentation in a child's context that has none, the
    /// stack of the child that presented it, whose navigation bar stays on screen.
    static func navigation() -> UINavigationController? {
      var controller = ProbeSettle.top
      if let tabs = controller as? UITabBarController { controller = tabs.selectedViewController }
      if let pages = controller as? UIPageViewController { controller = pages.viewControllers?.first }
      if let split = controller as? UISplitViewController {
        // Collapsed, the primary's navigation controller holds every column; expanded, a push
        // acts on the secondary's.
        controller = split.viewController(for: split.isCollapsed ? .primary : .secondary)
      }
      if let navigation = controller as? UINavigationController { return navigation }
      return controller?.navigationController ?? controller?.presentingViewController?.navigationController
    }

    static func modalStyle(_ style: ProbeStyle) -> UIModalPresentationStyle {
      switch style {
      case .automatic: return .automatic
      case .pageSheet: return .pageSheet
      case .formSheet: return .formSheet
      case .fullScreen: return .fullScreen
      case .overFullScreen: return .overFullScreen
      case .currentContext: return .currentContext
      case .overCurrentContext: return .overCurrentContext
      case .popover, .unadaptedPopover: return .popover
      case .alert, .actionSheet: return .automatic  // a UIAlertController chooses its own
      }
    }

    /// The presented controller that shows `screen` (itself, or a navigation controller
    /// holding it).
    static func presentation(showing screen: String) -> UIViewController? {
      var controller = ProbeSettle.root?.presentedViewController
      while let current = controller {
        let shown = (current as? UINavigationController)?.viewControllers ?? [current]
        if shown.contains(where: { ($0 as? ProbeNamed)?.screen == screen }) { return current }
        controller = current.presentedViewController
      }
      return nil
    }

    /// Every named controller in the window, presentations included.
    static func controllers() -> [UIViewController] {
      var found: [UIViewController] = []
      var pending = [ProbeSettle.root].compactMap { $0 }
      var seen = Set<ObjectIdentifier>()
      while let controller = pending.popLast() {
        guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
        found.append(controller)
        pending.append(contentsOf: controller.children)
        if let presented = controller.presentedViewController { pending.append(presented) }
      }
      return found
    }

    static func named(_ screen: String) -> UIViewController? {
      controllers().first { ($0 as? ProbeNamed)?.screen == screen }
    }

    static func show(_ screen: String, replacing: String?, identity: Bool, animated: Bool) {
      guard let parent = ProbeScenario.parent[screen] else { return }
      if ProbeFactory.embedsController(screen, in: parent) {
        if let replacing, let old = named(replacing) { ProbeFactory.remove(old) }
        if let host = named(parent) { ProbeFactory.add(ProbeFactory.make(screen), to: host) }
      } else {
        let change = { ProbeShown.shared.show(screen, replacing: replacing, identity: identity) }
        if animated { withAnimation(change) } else { change() }
      }
    }

    /// The container's transition(from:to:duration:options:animations:completion:), with the
    /// containment calls Apple's container guide makes around it.
    static func transitionChildren(_ screen: String, replacing: String, animated: Bool) {
      guard let old = named(replacing), let container = old.parent else { return }
      let new = ProbeFactory.make(screen)
      old.willMove(toParent: nil)
      container.addChild(new)
      new.view.frame = old.view.frame
      container.transition(
        from: old, to: new, duration: animated ? 0.3 : 0, options: [.transitionCrossDissolve], animations: nil
      ) { _ in
        old.removeFromParent()
        new.didMove(toParent: container)
      }
    }

    /// An unwind to `screen`, as unwind(for:towards:) walks to it: the presentations above the
    /// controller that shows it dismissed, then, from the dismissal's completion, its stack
    /// popped to it (uikit.unwind.dismissThenPop); in the visible stack, the pop alone.
    static func unwind(to screen: String, animated: Bool) {
      guard let target = named(screen) else { return }
      let pop = {
        guard let navigation = target.navigationController, navigation.topViewController !== target else { return }
        navigation.popToViewController(target, animated: animated)
      }
      // The first controller from the target up its containers with a presentation above it
      // (a current-context presentation is its container's, a full-screen one its root's).
      var holder: UIViewController? = target
      while let current = holder, current.presentedViewController == nil { holder = current.parent }
      if let holder {
        holder.dismiss(animated: animated, completion: pop)
      } else {
        pop()
      }
    }

    static func hide(_ screen: String, animated: Bool) {
      guard let parent = ProbeScenario.parent[screen] else { return }
      if ProbeFactory.embedsController(screen, in: parent) {
        if let old = named(screen) { ProbeFactory.remove(old) }
      } else {
        let change = { ProbeShown.shared.hide(screen) }
        if animated { withAnimation(change) } else { change() }
      }
    }
  }
  """#
}
