// Runs the scenario's steps one after the other. A step the app drives (a push, a pop, a
// presentation, a dismissal, a tab switch, a change of state) starts only once no view
// controller has a transition in flight and none is being presented or dismissed, for half
// a second. A step only a person can do (a swipe, a drag, the Home Screen, a rotation) is
// announced in a banner at the bottom of the screen; tap Done when it is over. The
// background and foreground steps go on by themselves when the app sees them.
import UIKit

@MainActor
final class ProbeRunner {
  static let shared = ProbeRunner()

  /// Performs a step the app drives; set by the app.
  var perform: (ProbeStep) -> Void = { _ in }
  /// Readies the app for a step the person performs, before the banner asks for it.
  var prepare: (ProbeStep) -> Void = { _ in }

  private var next = 1
  private var started = false
  private var quietPolls = 0
  private var timer: Timer?
  private var waiting = Waiting.nothing
  private lazy var banner = ProbeBanner()

  private enum Waiting {
    case nothing, done, background, foreground, inactive
  }

  /// Starts the run once the launch (step 1) is over.
  func start() {
    guard !started else { return }
    started = true
    let center = NotificationCenter.default
    center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { [weak self] _ in
      Task { @MainActor in self?.arrived(at: .background) }
    }
    center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in
      Task { @MainActor in self?.arrived(at: .foreground) }
    }
    center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { [weak self] _ in
      Task { @MainActor in self?.arrived(at: .inactive) }
    }
    ProbeLog.step(1, of: ProbeScenario.steps.count, ProbeScenario.summaries[0])
    waitForQuiet()
  }

  private func waitForQuiet() {
    timer?.invalidate()
    quietPolls = 0
    timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
      Task { @MainActor in self?.poll() }
    }
  }

  private func poll() {
    guard waiting == .nothing else { return }
    quietPolls = ProbeSettle.isSettled() ? quietPolls + 1 : 0
    guard quietPolls >= 5 else { return }
    timer?.invalidate()
    timer = nil
    runNext()
  }

  private func runNext() {
    let steps = ProbeScenario.steps
    guard next < steps.count else {
      ProbeLog.note("done: copy the console into console.txt and run: lifecycle check \(ProbeScenario.file) --log console.txt")
      banner?.show("Done. Copy the console into console.txt and run lifecycle check with --log.", button: nil) {}
      return
    }
    let step = steps[next]
    let number = next + 1
    next += 1
    ProbeLog.step(number, of: steps.count, ProbeScenario.summaries[number - 1])
    guard let instruction = step.instruction else {
      perform(step)
      waitForQuiet()
      return
    }
    let title = "Step \(number) of \(steps.count): "
    prepare(step)
    switch step {
    case .background:
      let comeBack = next < steps.count && { if case .foreground = steps[next] { return true } else { return false } }()
      let thenClose = next < steps.count && { if case .terminate = steps[next] { return true } else { return false } }()
      waiting = .background
      let after =
        comeBack
        ? " Wait a second, then come back to the app."
        : thenClose ? " Wait a few seconds (the app is suspended), then open the app switcher and swipe this app up to close it." : ""
      banner?.show(title + instruction + after, button: nil) {}
    case .foreground:
      if UIApplication.shared.applicationState == .active {
        banner?.hide()
        waitForQuiet()
      } else {
        waiting = .foreground
      }
    case .resignActive:
      // Control Center covers the app: the next step goes on once the app resigns.
      waiting = .inactive
      banner?.show(title + instruction, button: nil) {}
    case .becomeActive:
      waiting = .foreground
      banner?.show(title + instruction, button: nil) {}
    case .terminate:
      // The person closes the app: nothing follows, the process ends.
      waiting = .done
      ProbeLog.note("the last step: close the app in the app switcher; its callbacks end the console")
      banner?.show(title + instruction, button: nil) {}
    default:
      waiting = .done
      if case .overlap(_, let second, let landing) = step {
        let perform = self.perform
        ProbeGesture.arm(landing) { perform(second) }
      }
      if case .zoomPush = step {
        // An interrupted zoom push: the app pushes in slow motion when the person is ready,
        // and the person starts the pop while the screen still zooms in.
        banner?.show(title + instruction, button: "Start") { [weak self] in
          ProbeSlowMotion.set(0.1)
          self?.perform(step)
          self?.banner?.show(title + "Now, while it zooms in: drag it down or swipe back. When it is over, tap Done.", button: "Done") {
            self?.arrived(at: .done)
          }
        }
        return
      }
      banner?.show(title + instruction + " Then tap Done.", button: "Done") { [weak self] in
        self?.arrived(at: .done)
      }
    }
  }

  private func arrived(at point: Waiting) {
    guard waiting == point else { return }
    waiting = .nothing
    ProbeSlowMotion.set(1)
    banner?.hide()
    waitForQuiet()
  }
}

/// A step the app makes during the person's gesture (`during: previous` under a swipe): the
/// app watches for an interactive transition and makes its call where the step lands in it:
/// at once, a tenth of a second in, or from the transition's completion.
enum ProbeGesture {
  @MainActor private static var watch: Timer?

  @MainActor
  static func arm(_ landing: ProbeLanding, _ body: @escaping () -> Void) {
    watch?.invalidate()
    let timer = Timer(timeInterval: 1.0 / 60.0, repeats: true) { _ in
      Task { @MainActor in fire(landing, body) }
    }
    watch = timer
    // In the common modes, so that it fires while a touch is tracked.
    RunLoop.main.add(timer, forMode: .common)
  }

  @MainActor
  private static func fire(_ landing: ProbeLanding, _ body: @escaping () -> Void) {
    guard let timer = watch, let coordinator = interactiveCoordinator() else { return }
    timer.invalidate()
    watch = nil
    switch landing {
    case .sameTurn: body()
    case .midAnimation: DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, execute: body)
    case .completion: coordinator.animate(alongsideTransition: nil) { _ in body() }
    }
  }

  /// The coordinator of a transition the person's gesture drives, if one is under way.
  @MainActor
  static func interactiveCoordinator() -> UIViewControllerTransitionCoordinator? {
    let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
    var pending = scenes.flatMap(\.windows).compactMap(\.rootViewController)
    var seen = Set<ObjectIdentifier>()
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      if let coordinator = controller.transitionCoordinator, coordinator.isInteractive { return coordinator }
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
    return nil
  }
}

/// Slow motion for a step the person interrupts in the middle of a transition (an interrupted
/// zoom push): the app's windows but the banner's run their animations at a tenth of their
/// speed (CALayer.speed, which every layer in a window inherits, as UI tests set it to speed
/// animations up), so a push of a third of a second lasts three; full speed once it is over.
enum ProbeSlowMotion {
  @MainActor
  static func set(_ speed: Float) {
    for case let scene as UIWindowScene in UIApplication.shared.connectedScenes {
      for window in scene.windows where !(window is ProbeBannerWindow) { window.layer.speed = speed }
    }
  }
}

/// Whether every transition is over: no view controller in any window has a transition
/// coordinator or is being presented or dismissed.
enum ProbeSettle {
  @MainActor
  static func isSettled() -> Bool {
    let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
    var pending = scenes.flatMap(\.windows).compactMap(\.rootViewController)
    var seen = Set<ObjectIdentifier>()
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      if controller.transitionCoordinator != nil || controller.isBeingPresented || controller.isBeingDismissed {
        return false
      }
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
    return true
  }

  /// The key window's root view controller.
  @MainActor
  static var root: UIViewController? {
    let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
    let windows = scenes.flatMap(\.windows).filter { !($0 is ProbeBannerWindow) }
    return (windows.first(where: \.isKeyWindow) ?? windows.first)?.rootViewController
  }

  /// The view controller on top: the last one presented, or the root. A controller shown
  /// in the window (a tab bar's selected tab, a stack, a child) may present in its own
  /// context, so the walk looks through what each shows, not the root's chain alone: a
  /// tab's navigation controller presents over its tab, and the tab bar controller's
  /// presentedViewController stays nil.
  @MainActor
  static var top: UIViewController? {
    var top = root
    var pending = root.map { [$0] } ?? []
    while !pending.isEmpty {
      let controller = pending.removeFirst()
      if let presented = controller.presentedViewController, presented.presentingViewController === controller {
        top = presented
        pending = [presented]
        continue
      }
      let shown = (controller as? UITabBarController)?.selectedViewController.map { [$0] } ?? controller.children
      pending += shown.filter { $0.viewIfLoaded?.window != nil }
    }
    return top
  }
}

/// A window that lets touches through except on its banner.
final class ProbeBannerWindow: UIWindow {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === rootViewController?.view ? nil : hit
  }
}

/// The banner that tells the person what to do.
@MainActor
final class ProbeBanner {
  private let window: ProbeBannerWindow
  private let label = UILabel()
  private let button = UIButton(type: .system)
  private var action: () -> Void = {}

  init?() {
    guard let scene = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).first else { return nil }
    window = ProbeBannerWindow(windowScene: scene)
    window.windowLevel = .alert + 1
    window.backgroundColor = .clear
    let controller = UIViewController()
    controller.view.backgroundColor = .clear
    let panel = UIStackView(arrangedSubviews: [label, button])
    panel.axis = .vertical
    panel.spacing = 8
    panel.isLayoutMarginsRelativeArrangement = true
    panel.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    panel.backgroundColor = UIColor.systemYellow.withAlphaComponent(0.95)
    panel.layer.cornerRadius = 12
    panel.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.textColor = .black
    button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
    controller.view.addSubview(panel)
    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor, constant: 80),
      panel.trailingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      panel.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
    ])
    window.rootViewController = controller
  }

  func show(_ text: String, button title: String?, action: @escaping () -> Void) {
    label.text = text
    button.setTitle(title, for: .normal)
    button.isHidden = title == nil
    self.action = action
    window.isHidden = false
  }

  func hide() {
    window.isHidden = true
  }

  @objc private func tapped() {
    action()
  }
}