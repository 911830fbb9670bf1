import Foundation
import LifecycleCore
import LifecycleTestSupport
import ProbeProject
import ScenarioLanguage
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The probe's sources are valid Swift for every bundled scenario it writes, they log every
/// callback the rules know by the name `check --log` reads, and every scenario it does not
/// write is refused at its line.
@Suite struct ProbeSourcesTests {
  /// Every bundled scenario: its project, or its refusal (made once for the suite's tests).
  static func bundled() throws -> (projects: [(String, ProbeProject)], refusals: [ProbeRefusal]) { corpus }

  private static let corpus = makeCorpus()

  private static func makeCorpus() -> (projects: [(String, ProbeProject)], refusals: [ProbeRefusal]) {
    let root = repositoryRoot()
    var projects: [(String, ProbeProject)] = []
    var refusals: [ProbeRefusal] = []
    for path in ScenarioLoader.files(under: root + "/Scenarios", suffix: ".yaml").sorted() {
      guard let (scenario, _) = try? ScenarioLoader.load(path: path) else { continue }
      do {
        projects.append((path, try ProbeProject(scenario)))
      } catch {
        refusals.append(error)
      }
    }
    return (projects, refusals)
  }

  @Test func everyGeneratedSwiftFileParses() throws {
    let (projects, _) = try Self.bundled()
    #expect(projects.count >= 200)
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The runtime files are the same in every project: each once, and each scenario's own file
    // under a name of its own (swiftc wants distinct file names).
    var paths: [String] = []
    var runtime: [String: String] = [:]
    // Every runtime file of every project; the default run parses every third scenario's own
    // file (the full run, every one: `TestScale`).
    let parsedScenarios = Set(TestScale.sample(Array(projects.indices), every: 3))
    for (index, (_, project)) in projects.enumerated() {
      for name in project.swiftFiles {
        let text = project.files[name]!
        if name.hasSuffix("ProbeScenario.swift") {
          guard parsedScenarios.contains(index) else { continue }
          let path = folder + "/scenario\(index).swift"
          try writeFile(text, to: path)
          paths.append(path)
        } else if let earlier = runtime[name] {
          #expect(earlier == text, "\(name) differs between projects")
        } else {
          runtime[name] = text
          let path = folder + "/" + URL(fileURLWithPath: name).lastPathComponent
          try writeFile(text, to: path)
          paths.append(path)
        }
      }
    }
    #expect(runtime.keys.contains("Sources/ProbeApp.swift") && runtime.keys.contains("Sources/ProbeAppDelegate.swift"))
    let parsed = try swiftcParse(paths, in: folder)
    #expect(parsed.status == 0, "swiftc -parse: \(parsed.errors)")
  }

  @Test func everyLoggedNameIsACallbackAndEveryScreenCallbackIsLogged() throws {
    let (projects, _) = try Self.bundled()
    let uikit = try #require(projects.first { !$0.1.swiftUI }?.1)
    let swiftUI = try #require(projects.first { $0.1.swiftUI }?.1)
    let sources = [uikit, swiftUI].flatMap { project in project.swiftFiles.map { project.files[$0]! } }.joined()
    var logged: Set<String> = []
    var rest = Substring(sources)
    while let range = rest.range(of: "ProbeLog.event(") {
      rest = rest[range.upperBound...]
      // The callback is the call's last string literal: `ProbeLog.event(screen, "viewDidLoad")`,
      // `ProbeLog.event("Scene", "sceneDidBecomeActive")`.
      let arguments = rest.prefix { $0 != ")" }
      let literals = arguments.split(separator: "\"", omittingEmptySubsequences: false)
      guard literals.count >= 3 else { continue }
      logged.insert(String(literals[literals.count - 2]))
    }
    for name in logged { #expect(Callback(rawValue: name) != nil, "the probe logs '\(name)', which check --log does not read") }
    // A UIKit app logs every UIKit callback of a screen, and the scene's; an opt-in callback
    // (`Callback.optIn`) only an app that implements it logs: a presentation controller
    // delegate's (the probe sets one when the scenario observes it), the memory warning and the
    // size and trait callbacks (its UIKit controllers override them), the app delegate's
    // methods (its app delegate implements them).
    let screenCallbacks = Callback.allCases.filter { $0.lane == .uikit && $0.optIn == nil }
    for callback in screenCallbacks {
      #expect(logged.contains(callback.rawValue), "the UIKit probe does not log \(callback.rawValue)")
    }
    // The opt-in groups the probe implements (`ProbePlan`): every callback of theirs is logged.
    let implemented: [CallbackOptIn?] = [
      .presentationDelegate, .navigationDelegate, .dismissHandler, .memoryWarning, .scrollVisibility, .cellDisplay, .sizeAndTraits,
      .appDelegate,
    ]
    for callback in Callback.allCases where implemented.contains(callback.optIn) {
      #expect(logged.contains(callback.rawValue), "the probe does not log \(callback.rawValue), though it writes apps that observe it")
    }
    for callback in [Callback.onAppear, .onDisappear, .taskStart, .taskCancel] {
      #expect(logged.contains(callback.rawValue), "the probe's SwiftUI content does not log \(callback.rawValue)")
    }
  }

  /// `swiftc -parse` does not check names: a step spelled `.present("A", style: .alert, …)`
  /// compiles only if the probe's `ProbeStyle` has the case, and the SwiftUI app maps every
  /// case to a modifier. Every style a scenario can write is one.
  @Test func everyPresentationStyleIsAProbeStyle() throws {
    let (projects, _) = try Self.bundled()
    let sources = projects.flatMap { project in project.1.swiftFiles.map { project.1.files[$0]! } }
    let model = try #require(sources.first { $0.contains("enum ProbeStyle {") })
    let declaration = try #require(model.range(of: "enum ProbeStyle {")).upperBound
    let body = model[declaration...].prefix { $0 != "}" }
    let cases = Set(
      body.split(separator: "\n").flatMap { line -> [String] in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("case ") else { return [] }
        return trimmed.dropFirst(5).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      })
    for style in PresentationStyle.allCases {
      #expect(cases.contains(style.rawValue), "the probe's ProbeStyle has no case \(style.rawValue)")
    }
    let swiftUI = try #require(sources.first { $0.contains("enum ProbeModifier {") })
    for style in PresentationStyle.allCases {
      #expect(swiftUI.contains(".\(style.rawValue)"), "the SwiftUI probe does not map .\(style.rawValue) to a modifier")
    }
  }

  /// A screen with UIKit content inside SwiftUI content is a UIViewControllerRepresentable in
  /// both apps (whose controller is the app's own in the UIKit app, a logging one in the
  /// SwiftUI app), and a SwiftUI app's pushed UIKit screen is one too; an alert's screen is
  /// SwiftUI's own alert.
  @Test func aUIKitScreenInSwiftUIContentIsARepresentable() throws {
    let screens = [
      ScreenDeclaration(id: "A", children: ["Card"]), ScreenDeclaration(id: "Card", children: ["Map"]),
      ScreenDeclaration(id: "Map", content: .uikit), ScreenDeclaration(id: "Camera", content: .uikit),
      ScreenDeclaration(id: "Confirm", content: .uikit),
    ]
    let swiftUI = try ProbeProject(
      makeScenario(
        .navigation(["A"]), host: .swiftui, screens: screens,
        [
          .launch, .push("Camera", animated: true), .pop(animated: true),
          .present("Confirm", style: .alert, inNavigation: false, animated: true), .dismiss(nil, animated: true),
        ]))
    let hosted = try ProbeProject(
      makeScenario(
        .screen("A"), host: .uikit,
        screens: [ScreenDeclaration(id: "A", children: ["Card"], content: .swiftui)] + screens[1...2], [.launch]))
    for project in [swiftUI, hosted] {
      let text = project.files.values.joined(separator: "\n")
      #expect(text.contains("struct ProbeRepresentedScreen: UIViewControllerRepresentable"))
      #expect(text.contains("ProbeScenario.screen(screen).content == .uikit"))
      #expect(text.contains("enum ProbeFactory"))
    }
  }

  /// An overlap is performed by both apps: the second call in the first one's turn, a tenth
  /// of a second into its animation, or from its completion.
  @Test func anOverlapIsPerformedAtItsLandingPoint() throws {
    let pushes = Action.overlap(first: .push("B", animated: true), second: .push("C", animated: true), at: .midAnimation)
    let dismissal = Action.overlap(
      first: .dismiss(nil, animated: true), second: .present("D", style: .pageSheet, inNavigation: false, animated: true), at: .completion)
    for host in [LifecycleCore.Host.uikit, .swiftui] {
      let project = try ProbeProject(
        makeScenario(
          .navigation(["A"]), host: host,
          [.launch, pushes, .present("S", style: .pageSheet, inNavigation: false, animated: true), dismissal]))
      let text = project.files.values.joined(separator: "\n")
      #expect(text.contains(#".overlap(.push("B", animated: true), .push("C", animated: true), .midAnimation)"#), "\(host)")
      #expect(text.contains(".completion)"), "\(host)")
      #expect(text.contains("case .overlap(let first, let second, let landing):"), "\(host)")
    }
    let uikit = try ProbeProject(makeScenario(.navigation(["A"]), [.launch, pushes])).files.values.joined(separator: "\n")
    #expect(uikit.contains("coordinator.animate(alongsideTransition: nil) { _ in body() }"))
  }

  /// A tab's or the root's 'hosting:' is an app-made hosting controller holding SwiftUI's
  /// NavigationStack, whose path the steps change; a presented flow's too (#41), in the UIKit
  /// app (the SwiftUI app's presented flow: `ProbePresentedFlowTests`).
  @Test func aHostedTabIsAnAppMadeHostingControllerWithItsStack() throws {
    let tabs = AppLayout.tabs([.navigation(["Home"]), .hosting("ProfileTab", .navigation(["Profile"]))])
    let screens = ["Settings", "Privacy"].map { ScreenDeclaration(id: $0, content: .swiftui) }
    let project = try ProbeProject(
      makeScenario(
        tabs, screens: screens,
        [.launch, .selectTab(.index(1)), .pathAppend(["Settings", "Privacy"], animated: true), .pop(animated: true)]))
    let text = project.files.values.joined(separator: "\n")
    #expect(text.contains(#"static let hosting: [Int: String] = [1: "ProfileTab"]"#))
    #expect(text.contains(#".pathAppend(["Settings", "Privacy"], animated: true)"#))
    #expect(text.contains("final class ProbeHostedStackController"))
    #expect(text.contains("NavigationStack(path: $model.path)"))
    #expect(text.contains("iOS: \"16.0\""))
    let plain = try ProbeProject(makeScenario(.navigation(["A"]), [.launch])).files.values.joined(separator: "\n")
    #expect(plain.contains("static let hosting: [Int: String] = [:]"))
    #expect(plain.contains("iOS: \"15.0\""))
    var flow = ScreenDeclaration(id: "Login")
    flow.hosting = ["Welcome"]
    let signUp = ScreenDeclaration(id: "SignUp", content: .swiftui)
    let presented = try ProbeProject(
      makeScenario(
        .navigation(["A"]), screens: [flow, signUp],
        [
          .launch, .present("Login", style: .fullScreen, inNavigation: false, animated: true), .push("SignUp", animated: true),
          .pop(animated: true), .dismiss(nil, animated: true),
        ])
    ).files.values.joined(separator: "\n")
    #expect(presented.contains(#"static let flows: [String: [String]] = ["Login": ["Welcome"]]"#))
    #expect(presented.contains("if let stack = ProbeScenario.flows[screen], #available(iOS 16.0, *) {"))
    #expect(presented.contains("return ProbeHostedStackController(name: screen, layout: .navigation(stack))"))
    #expect(presented.contains("iOS: \"16.0\""))
    #expect(plain.contains("static let flows: [String: [String]] = [:]"))
  }

  @Test func refusalsNameTheirStepAndLine() throws {
    // The refusals made here, a step the app cannot drive (an overlap over a tap outside) and a
    // structure it does not build (a storyboard screen in a SwiftUI app), and the bundled ones.
    let tapOutside = Action.overlap(first: .tapOutside, second: .push("B", animated: true), at: .midAnimation)
    let made = [
      makeScenario(.navigation(["A"]), [.launch, .present("P", style: .popover, inNavigation: false, animated: true), tapOutside]),
      makeScenario(.screen("A"), host: .swiftui, screens: [ScreenDeclaration(id: "A", storyboard: true, content: .uikit)], [.launch]),
    ].compactMap { scenario -> ProbeRefusal? in
      do throws(ProbeRefusal) {
        _ = try ProbeProject(scenario)
        return nil
      } catch {
        return error
      }
    }
    #expect(made.count == 2)
    let (_, bundled) = try Self.bundled()
    for refusal in bundled + made {
      #expect(refusal.description.contains(": error: probe: "))
      // A refused step is named at its line; a refused structure (a presented flow's host,
      // instances) has no single line to point at.
      if refusal.message.hasPrefix("step '") { #expect(refusal.location != nil, "\(refusal)") }
    }
    #expect(made.contains { $0.location != nil && $0.message.hasPrefix("step '") })
    #expect(made.contains { $0.message.contains("is a storyboard screen in a SwiftUI app") })
    // A presented flow with a host of its own is written, as a hosted tab is (#41).
    #expect(!bundled.contains { $0.description.contains("hosted-login-flow.yaml") })
    #expect(!bundled.contains { $0.description.contains("swiftui-path-in-uikit-tab.yaml") })
  }

  @Test func everyStepTheCatalogKnowsHasAProbeSpelling() throws {
    // Every step has its probe spelling now (lists and trait changes were the last): a step
    // added without one would be refused by the probe, listing the verbs the records spell.
    let unspelled = ActionCatalog.records.filter { $0.probe == nil }.map(\.keyword)
    #expect(unspelled == [], "steps the probe cannot write")
  }

  /// A trait change is the app's own: it flips its windows' interface style; its controllers
  /// log the size and trait callbacks (and register an iOS 17 handler) when the scenario
  /// observes them, and only then.
  @Test func aTraitChangeFlipsTheInterfaceStyleAndTheControllersLogTheirTraitCallbacks() throws {
    for host in [LifecycleCore.Host.uikit, .swiftui] {
      let observing = try ProbeProject(
        makeScenario(.screen("A"), host: host, observe: [.viewWillTransition, .traitCollectionDidChange], [.launch, .rotate, .traitChange]))
      let text = observing.files.values.joined(separator: "\n")
      #expect(text.contains("    .traitChange,\n"), "\(host)")
      #expect(text.contains("case .traitChange:") && text.contains("ProbeTraits.toggle()"), "\(host)")
      #expect(text.contains("window.overrideUserInterfaceStyle = dark ? .light : .dark"), "\(host)")
      #expect(text.contains("static let logsTraits = true"), "\(host)")
      #expect(text.contains(#"if ProbeScenario.logsTraits { ProbeLog.event(screen, "traitCollectionDidChange") }"#), "\(host)")
      #expect(text.contains("registerForTraitChanges([UITraitUserInterfaceStyle.self])"), "\(host)")
    }
    let silent = try ProbeProject(makeScenario(.screen("A"), [.launch, .rotate])).files.values.joined(separator: "\n")
    #expect(silent.contains("static let logsTraits = false"))
  }

  /// The app delegate logs its methods under AppDelegate when the scenario observes one; an app
  /// without scenes has no scene manifest, and its app delegate makes the window.
  @Test func theAppDelegateLogsItsMethodsAndOwnsTheWindowWithoutScenes() throws {
    var scenario = makeScenario(
      .navigation(["A"]), observe: [.didFinishLaunchingWithOptions, .applicationDidBecomeActive], [.launch, .background, .foreground])
    scenario.sceneBased = false
    let project = try ProbeProject(scenario)
    let text = project.files.values.joined(separator: "\n")
    #expect(text.contains("static let sceneBased = false"))
    #expect(text.contains("static let logsAppDelegate = true"))
    #expect(text.contains(#"if ProbeScenario.logsAppDelegate { ProbeLog.event("AppDelegate", "applicationDidBecomeActive") }"#))
    #expect(text.contains("ProbeLaunch.show(window)"))
    #expect(!(project.files["project.yml"] ?? "").contains("UIApplicationSceneManifest"))
    let scened = try ProbeProject(makeScenario(.navigation(["A"]), [.launch]))
    #expect(
      scened.files["project.yml"]?.contains(
        "        UIApplicationSceneManifest:\n          UIApplicationSupportsMultipleScenes: false\n        UISupportedInterfaceOrientations:")
        == true)
    let swiftUI = try ProbeProject(makeScenario(.navigation(["A"]), host: .swiftui, observe: [.didFinishLaunchingWithOptions], [.launch]))
    #expect(swiftUI.files.values.joined().contains("@UIApplicationDelegateAdaptor(ProbeAppDelegate.self) private var appDelegate"))
  }

  /// A second instance is a screen of its own in the project, with its children's instances;
  /// the app names an arriving screen by the instances in the app.
  @Test func secondInstancesAreScreensWithTheirChildrensInstances() throws {
    var product = ScreenDeclaration(id: "Product", children: ["Gallery"], conditional: ["Reviews"])
    product.instances = 2
    let screens = [product]
    for host in [LifecycleCore.Host.uikit, .swiftui] {
      let project = try ProbeProject(
        makeScenario(
          .navigation(["List"]), host: host, screens: screens,
          [
            .launch, .push("Product", animated: true), .push("Product", animated: true),
            .show("Reviews#2", replacing: nil, transition: .default, animated: true),
          ]))
      let text = project.files.values.joined(separator: "\n")
      #expect(text.contains(#""Product#2": ProbeScreen(content: "#), "\(host)")
      #expect(text.contains(#"children: ["Gallery#2"], conditional: ["Reviews#2"]"#), "\(host)")
      #expect(text.contains(#""Reviews#2": "Product#2","#), "\(host)")
      #expect(text.contains("enum ProbeInstances"), "\(host)")
    }
  }

  /// A split view in a tab: the UIKit app's tab bar holds a UISplitViewController, the SwiftUI
  /// app's tab a NavigationSplitView, whose columns' stacks do not share the tabs' numbers.
  @Test func aSplitViewInATabIsTheTabsContent() throws {
    var scenario = makeScenario(
      .tabs([.tabs([.navigation(["Folders"]), .navigation(["Welcome"])]), .navigation(["Settings"])]),
      [.launch, .showDetail("Note", inNavigation: false, animated: true), .selectTab(.index(1))])
    scenario.split = SplitDefinition()
    for host in [LifecycleCore.Host.uikit, .swiftui] {
      scenario.host = host
      let text = try ProbeProject(scenario).files.values.joined(separator: "\n")
      #expect(text.contains("static let splitTabs: [Int] = [0]"), "\(host)")
    }
    scenario.host = .uikit
    let uikit = try ProbeProject(scenario).files.values.joined(separator: "\n")
    #expect(uikit.contains("ProbeSplit.shared.make(items.map { build($0) }, place: tab ?? -1)"))
    scenario.host = .swiftui
    let swiftUI = try ProbeProject(scenario).files.values.joined(separator: "\n")
    #expect(swiftUI.contains("static func splitBase(_ place: Int) -> Int { place < 0 ? 1 : 200 + 10 * place }"))
  }

  /// A SwiftUI app's tab 'hosting:' is a UINavigationController in a representable, on which
  /// the steps push and pop.
  @Test func aSwiftUITabsHostingIsANavigationControllerInARepresentable() throws {
    let tabs = AppLayout.tabs([.navigation(["Feed"]), .hosting("OrdersNav", .navigation(["Orders"]))])
    let project = try ProbeProject(
      makeScenario(
        tabs, host: .swiftui, screens: [ScreenDeclaration(id: "Detail", content: .uikit)],
        [.launch, .selectTab(.index(1)), .push("Detail", animated: true), .pop(animated: true)]))
    let text = project.files.values.joined(separator: "\n")
    #expect(text.contains(#"static let hosting: [Int: String] = [1: "OrdersNav"]"#))
    #expect(text.contains("struct ProbeRepresentedStack: UIViewControllerRepresentable"))
    #expect(text.contains("representedStack?.pushViewController(ProbeFactory.make(name), animated: animated)"))
  }

  #if canImport(FoundationXML) || os(macOS)
    @Test func storyboardsAreWellFormedXML() throws {
      let (projects, _) = try Self.bundled()
      let storyboards = projects.compactMap { $0.1.files["Sources/Screens.storyboard"] }
      #expect(!storyboards.isEmpty)
      for storyboard in storyboards {
        let parser = XMLParser(data: Data(storyboard.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
      }
    }
  #endif
}
