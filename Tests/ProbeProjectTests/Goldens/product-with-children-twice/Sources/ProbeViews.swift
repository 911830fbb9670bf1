// A screen's SwiftUI content: its name, its children, and the conditional children that a
// `show` step shows (each in its own `if`). It logs onAppear, onDisappear, and the start and
// cancellation of a task that runs until the view goes or its id changes. A screen with UIKit content inside
// is a UIViewControllerRepresentable. A screen's list is ProbeListView (ProbeLists.swift).
import SwiftUI
import UIKit

/// The conditional children shown, and how.
@MainActor
final class ProbeShown: ObservableObject {
  static let shared = ProbeShown()
  @Published var ids: Set<String> = []
  @Published var identity: Set<String> = []
  /// The value each screen's content carries in `.id(_:)`, and the screens whose content
  /// changes identity with the identity transition.
  @Published var generations: [String: Int] = [:]
  @Published var identityOnIDChange: Set<String> = []
  /// The value each screen's content's `task(id:)` observes.
  @Published var taskIDs: [String: Int] = [:]
  /// The screens whose content an `opacity` step made transparent.
  @Published var transparent: Set<String> = []

  /// A `show` step: `screen` shown (in place of `replacing`), with SwiftUI's identity
  /// transition or its default one.
  func show(_ screen: String, replacing: String?, identity transition: Bool) {
    if let replacing { ids.remove(replacing) }
    if transition { identity.insert(screen) } else { identity.remove(screen) }
    ids.insert(screen)
  }

  /// A `switch-to` step: the branch beside `screen` that its parent shows, if any (a view,
  /// or a controller `isShown` finds).
  func shownBranch(beside screen: String, isShown: (String) -> Bool = { _ in false }) -> String? {
    guard let parent = ProbeScenario.parent[screen] else { return nil }
    return ProbeScenario.screen(parent).conditional.first { $0 != screen && (ids.contains($0) || isShown($0)) }
  }

  /// A `hide` step.
  func hide(_ screen: String) {
    ids.remove(screen)
  }

  /// A `view-id` step: the screen's content gets a new `.id(_:)` value.
  func changeID(_ screen: String, identity transition: Bool) {
    if transition { identityOnIDChange.insert(screen) } else { identityOnIDChange.remove(screen) }
    generations[screen, default: 0] += 1
  }

  /// An `opacity` step: the screen's content at opacity 0, or back at 1.
  func setOpacity(_ screen: String, visible: Bool) {
    if visible { transparent.remove(screen) } else { transparent.insert(screen) }
  }

  /// A `task-id` step: the value the screen's `task(id:)` observes changes.
  func changeTaskID(_ screen: String) {
    taskIDs[screen, default: 0] += 1
  }
}

struct ProbeContentView: View {
  let screen: String
  @ObservedObject private var shown = ProbeShown.shared
  @Environment(\.scenePhase) private var scenePhase

  init(screen: String) {
    self.screen = screen
  }

  var body: some View {
    let declaration = ProbeScenario.screen(screen)
    VStack(spacing: 12) {
      Text(screen).font(.title)
      ForEach(declaration.children, id: \.self) { child in
        ProbeChildView(screen: child)
      }
      ForEach(Array(declaration.conditional.enumerated()), id: \.offset) { _, child in
        if shown.ids.contains(child) {
          ProbeChildView(screen: child)
            .transition(shown.identity.contains(child) ? AnyTransition.identity : AnyTransition.opacity)
        }
      }
      // A screen's SwiftUI list ('list:'), below its children: its rows are the list's data.
      if let list = ProbeScenario.lists[screen], list.kind != .tableView, list.kind != .collectionView {
        ProbeListView(screen: screen, list: list).frame(maxHeight: .infinity)
      }
    }
    // An `opacity` step: the content stays in the hierarchy, drawn or not.
    .opacity(shown.transparent.contains(screen) ? 0 : 1)
    .onAppear { ProbeLog.event(screen, "onAppear") }
    .onDisappear { ProbeLog.event(screen, "onDisappear") }
    // A UIKit app's hosted content that observes scenePhase: one screen's logs it for the app.
    .onChange(of: scenePhase) { newPhase in
      guard ProbeScenario.scenePhaseObserver == screen else { return }
      switch newPhase {
      case .active: ProbeLog.event("Scene", "scenePhaseActive")
      case .inactive: ProbeLog.event("Scene", "scenePhaseInactive")
      case .background: ProbeLog.event("Scene", "scenePhaseBackground")
      @unknown default: break
      }
    }
    .task(id: shown.taskIDs[screen, default: 0]) {
      ProbeLog.event(screen, "taskStart")
      do {
        try await Task.sleep(nanoseconds: UInt64.max / 2)
      } catch {
        ProbeLog.event(screen, "taskCancel")
      }
    }
    // A `view-id` step changes this value: SwiftUI takes the content for a new view.
    .transition(shown.identityOnIDChange.contains(screen) ? AnyTransition.identity : AnyTransition.opacity)
    .id(shown.generations[screen, default: 0])
  }
}

/// A view's onAppear, onDisappear and task, logged under its name: a list's row, or a
/// container's own view ('observe-as:', under the name the scenario gives it); nothing
/// without a name.
struct ProbeViewLog: ViewModifier {
  let name: String?

  @ViewBuilder func body(content: Content) -> some View {
    if let name {
      content
        .onAppear { ProbeLog.event(name, "onAppear") }
        .onDisappear { ProbeLog.event(name, "onDisappear") }
        .task {
          ProbeLog.event(name, "taskStart")
          do {
            try await Task.sleep(nanoseconds: UInt64.max / 2)
          } catch {
            ProbeLog.event(name, "taskCancel")
          }
        }
    } else {
      content
    }
  }
}

/// A screen inside SwiftUI content: its SwiftUI view, or, for a screen with UIKit content, a
/// UIViewControllerRepresentable whose controller is the screen's (SwiftUI makes it a child
/// of the hosting controller that shows the content).
struct ProbeChildView: View {
  let screen: String

  var body: some View {
    if ProbeScenario.screen(screen).content == .uikit {
      ProbeRepresentedScreen(screen: screen).frame(minHeight: 120)
    } else {
      ProbeContentView(screen: screen)
    }
  }
}

/// A screen with UIKit content inside SwiftUI content: the app's controller for it.
struct ProbeRepresentedScreen: UIViewControllerRepresentable {
  let screen: String

  func makeUIViewController(context: Context) -> UIViewController {
    ProbeFactory.make(screen)
  }

  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}