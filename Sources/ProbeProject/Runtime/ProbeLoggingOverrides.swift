// swift-format-ignore-file
// The literals below are parts of the probe apps' sources, byte for byte as the generated
// projects hold them (ProbeGoldenTests): the formatter would re-indent them.
/// The overrides that log a view controller's UIKit callbacks, written once and placed in
/// each of the probe apps' controllers that has them (ProbeUIKitSource, ProbeSwiftUISource).
enum ProbeLoggingOverrides {
  /// From viewDidLoad (which embeds the screen's children) on: the probe's view controller
  /// and its hosting controllers.
  static let fromViewDidLoad = #"""
    override func viewDidLoad() {
      super.viewDidLoad()
      ProbeLog.event(screen, "viewDidLoad")
      registerTraitLogging()
      ProbeFactory.embedChildren(of: self)
    }

  \#(ProbeLoggingOverrides.appearance)

    override func willMove(toParent parent: UIViewController?) {
      super.willMove(toParent: parent)
      ProbeLog.event(screen, "willMoveToParent")
    }

    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      ProbeLog.event(screen, "didMoveToParent")
    }
  """#

  /// `fromViewDidLoad` for the probe's view controller: as a container, it forwards its
  /// appearance to its children by hand when the scenario's container does (`ProbeHand`).
  static let fromViewDidLoadForwardingByHand = fromViewDidLoad
    .replacingOccurrences(
      of: "ProbeLog.event(screen, \"viewWillAppear\")\n",
      with: "ProbeLog.event(screen, \"viewWillAppear\")\n    ProbeHand.forward(self) { $0.beginAppearanceTransition(true, animated: animated) }\n")
    .replacingOccurrences(
      of: "ProbeLog.event(screen, \"viewDidAppear\")\n",
      with: "ProbeLog.event(screen, \"viewDidAppear\")\n    ProbeHand.forward(self) { $0.endAppearanceTransition() }\n    ProbeHand.settle(self)\n")
    .replacingOccurrences(
      of: "ProbeLog.event(screen, \"viewWillDisappear\")\n",
      with: "ProbeLog.event(screen, \"viewWillDisappear\")\n    ProbeHand.forward(self) { $0.beginAppearanceTransition(false, animated: animated) }\n")
    .replacingOccurrences(
      of: "ProbeLog.event(screen, \"viewDidDisappear\")\n",
      with: "ProbeLog.event(screen, \"viewDidDisappear\")\n    ProbeHand.forward(self) { $0.endAppearanceTransition() }\n")

  /// viewWillAppear to viewDidDisappear, the layout callbacks between.
  static let appearance = #"""
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      ProbeLog.event(screen, "viewWillAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
      super.viewIsAppearing(animated)
      ProbeLog.event(screen, "viewIsAppearing")
    }

    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      ProbeLog.event(screen, "viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      ProbeLog.event(screen, "viewDidLayoutSubviews")
    }

    override func didReceiveMemoryWarning() {
      super.didReceiveMemoryWarning()
      ProbeLog.event(screen, "didReceiveMemoryWarning")
    }

  \#(ProbeLoggingOverrides.fromDidAppear)

  \#(ProbeLoggingOverrides.traits)
  """#

  /// From init(coder:) on, for the SwiftUI app's controllers made in code (a represented
  /// screen's and a tab's navigation controller): their appearance and trait callbacks.
  static let fromInit = #"""
    required init?(coder: NSCoder) {
      fatalError("the probe creates its controllers in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      registerTraitLogging()
      // A represented screen's table or collection view ('list: UITableView').
      ProbeCellList.install(in: view, screen: screen)
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      ProbeLog.event(screen, "viewWillAppear")
    }

  \#(ProbeLoggingOverrides.fromDidAppear)

  \#(ProbeLoggingOverrides.traits)
  """#

  /// The size and trait callbacks, logged when the scenario's 'observe:' names one of them
  /// (`ProbeScenario.logsTraits`): viewWillTransition(to:with:), traitCollectionDidChange(_:)
  /// (deprecated by the iOS 17 SDK, still called), and on iOS 17 a handler registered with
  /// registerForTraitChanges(_:handler:) for the interface style, which `registerTraitLogging`
  /// registers once from viewDidLoad.
  static let traits = #"""
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
      super.viewWillTransition(to: size, with: coordinator)
      if ProbeScenario.logsTraits { ProbeLog.event(screen, "viewWillTransition") }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if ProbeScenario.logsTraits { ProbeLog.event(screen, "traitCollectionDidChange") }
    }

    func registerTraitLogging() {
      guard ProbeScenario.logsTraits, #available(iOS 17.0, *) else { return }
      let screen = self.screen
      registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIViewController, _: UITraitCollection) in
        ProbeLog.event(screen, "traitChangeHandler")
      }
    }
  """#

  /// viewDidAppear, viewWillDisappear and viewDidDisappear.
  static let fromDidAppear = #"""
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      ProbeLog.event(screen, "viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      ProbeLog.event(screen, "viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      ProbeLog.event(screen, "viewDidDisappear")
    }
  """#
}
