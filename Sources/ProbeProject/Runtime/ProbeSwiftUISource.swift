// swift-format-ignore-file
// The literal below is the probe app's source, byte for byte as the generated project holds
// it (ProbeGoldenTests): the formatter would re-indent it.
/// The probe app of a SwiftUI scenario (`host: swiftui`): the app, its state (paths, the tab,
/// the presentations, the root), its views, and the code of each step.
enum ProbeSwiftUISource {
  static let text = #"""
  // A SwiftUI app: NavigationStack(path:), TabView(selection:), sheet and fullScreenCover,
  // driven by one observable state that each step changes. Each screen is ProbeContentView,
  // which logs onAppear, onDisappear and its task; a screen declared `probe: true` carries a
  // UIViewControllerRepresentable in its background that logs its hosting controller's
  // appearance callbacks under the screen's name, as seed 003's app does.
  import SwiftUI
  import UIKit

  @main
  struct ProbeApp: App {
    @StateObject private var state = ProbeState.shared
    @Environment(\.scenePhase) private var phase

    init() {
      ProbeLog.header()
    }

    var body: some Scene {
      WindowGroup {
        ProbeRootView()
          .environmentObject(state)
          .onAppear {
            ProbeRunner.shared.perform = { ProbeState.shared.perform($0) }
            ProbeRunner.shared.start()
          }
      }
      .onChange(of: phase) { newPhase in
        switch newPhase {
        case .active: ProbeLog.event("Scene", "scenePhaseActive")
        case .inactive: ProbeLog.event("Scene", "scenePhaseInactive")
        case .background: ProbeLog.event("Scene", "scenePhaseBackground")
        @unknown default: break
        }
      }
    }
  }

  /// A presentation: a sheet or a full-screen cover, with or without its own stack.
  struct ProbePresentation {
    var screen: String
    var cover: Bool
    var inNavigation: Bool
  }

  /// Everything the steps change.
  @MainActor
  final class ProbeState: ObservableObject {
    static let shared = ProbeState()

    /// The root's structure (a `replace-root` step switches it, as an `if` at the top would).
    @Published var root: ProbeLayout = ProbeScenario.layout
    /// Each navigation stack's path, by stack: 0 the root's, 1... the tabs', 100... the
    /// presentations'.
    @Published var paths: [Int: [String]] = ProbeState.initialPaths(ProbeScenario.layout)
    @Published var tab = 0
    @Published var presented: [ProbePresentation] = []

    static func initialPaths(_ layout: ProbeLayout) -> [Int: [String]] {
      switch layout {
      case .screen: return [:]
      case .navigation(let screens): return [0: Array(screens.dropFirst())]
      case .tabs(let items):
        var paths: [Int: [String]] = [:]
        for (index, item) in items.enumerated() {
          if case .navigation(let screens) = item { paths[index + 1] = Array(screens.dropFirst()) }
        }
        return paths
      }
    }

    func path(_ stack: Int) -> Binding<[String]> {
      Binding(get: { self.paths[stack] ?? [] }, set: { self.paths[stack] = $0 })
    }

    func isPresented(level: Int, cover: Bool) -> Binding<Bool> {
      Binding(
        get: { self.presented.count > level && self.presented[level].cover == cover },
        set: { shown in
          if !shown, self.presented.count > level { self.presented.removeSubrange(level...) }
        })
    }

    /// The stack a push or a pop changes.
    var visibleStack: Int? {
      if let top = presented.last { return top.inNavigation ? 100 + presented.count - 1 : nil }
      switch root {
      case .screen: return nil
      case .navigation: return 0
      case .tabs(let items):
        guard items.indices.contains(tab), case .navigation = items[tab] else { return nil }
        return tab + 1
      }
    }

    func perform(_ step: ProbeStep) {
      switch step {
      case .push(let screen, let animated):
        guard let stack = visibleStack else { return }
        change(animated) { self.paths[stack, default: []].append(screen) }
      case .pop(let animated):
        guard let stack = visibleStack else { return }
        change(animated) { _ = self.paths[stack]?.popLast() }
      case .popToRoot(let animated):
        guard let stack = visibleStack else { return }
        change(animated) { self.paths[stack] = [] }
      case .present(let screen, let style, let inNavigation, let animated):
        let cover = style == .fullScreen || style == .overFullScreen
        change(animated) {
          self.presented.append(ProbePresentation(screen: screen, cover: cover, inNavigation: inNavigation))
        }
      case .dismiss(let screen, let animated):
        let level = screen.flatMap { name in self.presented.firstIndex { $0.screen == name } } ?? (presented.count - 1)
        guard level >= 0, level < presented.count else { return }
        change(animated) {
          self.presented.removeSubrange(level...)
          for stack in (100 + level)..<(100 + level + 16) { self.paths[stack] = nil }
        }
      case .selectTab(let index):
        tab = index
      case .show(let screen, let replacing, let identity, let animated):
        change(animated) { ProbeShown.shared.show(screen, replacing: replacing, identity: identity) }
      case .hide(let screen, let animated):
        change(animated) { ProbeShown.shared.hide(screen) }
      case .replaceRoot(let screen, let inNavigation):
        root = inNavigation ? .navigation([screen]) : .screen(screen)
        paths[0] = []
      case .launch, .zoomPush, .swipeBack, .swipeDown, .background, .foreground, .rotate:
        ProbeLog.note("this step is not the app's to do")
      }
    }

    /// Runs a change with SwiftUI's default animation, or with animations disabled.
    private func change(_ animated: Bool, _ body: @escaping () -> Void) {
      if animated {
        withAnimation(body)
      } else {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction, body)
      }
    }
  }

  struct ProbeRootView: View {
    @EnvironmentObject private var state: ProbeState

    var body: some View {
      ProbeLayoutView(layout: state.root, stack: 0)
        .modifier(ProbePresentations(level: 0))
    }
  }

  struct ProbeLayoutView: View {
    let layout: ProbeLayout
    let stack: Int
    @EnvironmentObject private var state: ProbeState

    var body: some View {
      switch layout {
      case .screen(let screen):
        ProbeScreenView(screen: screen)
      case .navigation(let screens):
        ProbeStackView(root: screens.first ?? "", stack: stack)
      case .tabs(let items):
        TabView(selection: $state.tab) {
          ForEach(Array(items.enumerated()), id: \.offset) { index, item in
            ProbeLayoutView(layout: item, stack: index + 1)
              .tabItem { Text(ProbeState.title(of: item)) }
              .tag(index)
          }
        }
      }
    }
  }

  extension ProbeState {
    static func title(of layout: ProbeLayout) -> String {
      switch layout {
      case .screen(let screen): return screen
      case .navigation(let screens): return screens.first ?? ""
      case .tabs: return ""
      }
    }
  }

  struct ProbeStackView: View {
    let root: String
    let stack: Int
    @EnvironmentObject private var state: ProbeState

    var body: some View {
      NavigationStack(path: state.path(stack)) {
        ProbeScreenView(screen: root)
          .navigationDestination(for: String.self) { screen in
            ProbeScreenView(screen: screen)
          }
      }
    }
  }

  struct ProbePresentations: ViewModifier {
    let level: Int
    @EnvironmentObject private var state: ProbeState

    func body(content: Content) -> some View {
      content
        .sheet(isPresented: state.isPresented(level: level, cover: false)) {
          ProbePresentedView(level: level).environmentObject(state)
        }
        .fullScreenCover(isPresented: state.isPresented(level: level, cover: true)) {
          ProbePresentedView(level: level).environmentObject(state)
        }
    }
  }

  struct ProbePresentedView: View {
    let level: Int
    @EnvironmentObject private var state: ProbeState

    var body: some View {
      Group {
        if state.presented.indices.contains(level) {
          let presentation = state.presented[level]
          if presentation.inNavigation {
            ProbeStackView(root: presentation.screen, stack: 100 + level)
          } else {
            ProbeScreenView(screen: presentation.screen)
          }
        }
      }
      .modifier(ProbePresentations(level: level + 1))
    }
  }

  /// A screen: its content, and the representable probe when it is declared.
  struct ProbeScreenView: View {
    let screen: String

    var body: some View {
      if ProbeScenario.screen(screen).probe {
        ProbeContentView(screen: screen).background(ProbeHostingProbe(screen: screen))
      } else {
        ProbeContentView(screen: screen)
      }
    }
  }

  /// A representable whose controller receives its hosting controller's appearance callbacks.
  struct ProbeHostingProbe: UIViewControllerRepresentable {
    let screen: String

    func makeUIViewController(context: Context) -> ProbeAppearanceController {
      ProbeAppearanceController(screen: screen)
    }

    func updateUIViewController(_ controller: ProbeAppearanceController, context: Context) {}
  }

  final class ProbeAppearanceController: UIViewController {
    let screen: String

    init(screen: String) {
      self.screen = screen
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("the probe creates its controllers in code")
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      ProbeLog.event(screen, "viewWillAppear")
    }

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
  }
  """#
}
