/// A decoded scenario file: an app (`AppDefinition`) and a test of it (`TestDefinition`),
/// with the profile the test runs on and what the file says about itself.
///
/// The engine takes the app (`Engine(app:profile:vocabulary:)`), never the test; the
/// properties of both read and write through the scenario as they always did
/// (`scenario.screens` is `scenario.appDefinition.screens`, `scenario.steps` is
/// `scenario.test.steps`).
public struct Scenario: Hashable, Sendable {
  /// The file it came from, as given on the command line.
  public var path: String
  /// A short title.
  public var name: String
  /// Free text describing it.
  public var about: String?
  /// Where the expected order comes from; empty for a user's own app, which cites nothing
  /// (every bundled scenario cites one).
  public var source: String
  /// The platform generation.
  public var profile: Profile
  /// The app: its structure, screens, content, effects, routes and what it logs.
  public var appDefinition: AppDefinition
  /// The test: its steps, expectations and claims.
  public var test: TestDefinition

  /// Creates a scenario.
  package init(
    path: String, name: String, about: String? = nil, source: String, host: Host = .uikit,
    profile: Profile = .standard, app: AppLayout, screens: ScreenDeclarations = [:],
    observe: Set<Callback>? = nil, steps: [Step], checks: Checks = Checks(), claim: Claim? = nil,
    content: Content? = nil, probe: Bool = false
  ) {
    self.init(
      path: path, name: name, about: about, source: source, profile: profile,
      app: AppDefinition(host: host, root: app, screens: screens, content: content, probe: probe, observe: observe),
      test: TestDefinition(steps: steps, checks: checks, claim: claim))
  }

  /// A scenario of an app and a test.
  public init(
    path: String, name: String, about: String? = nil, source: String, profile: Profile = .standard,
    app: AppDefinition, test: TestDefinition
  ) {
    self.path = path
    self.name = name
    self.about = about
    self.source = source
    self.profile = profile
    appDefinition = app
    self.test = test
  }

  /// What the steps tell the engine about the app: the screens they name and the verbs they use.
  public var vocabulary: StepVocabulary { test.vocabulary }

  /// The declaration of a screen, or a plain one when the file declares none.
  package func declaration(of id: String) -> ScreenDeclaration {
    appDefinition.declaration(of: id)
  }

  /// Whether the app logs this callback.
  public func observes(_ callback: Callback) -> Bool {
    appDefinition.observes(callback)
  }

  // The app's parts, read and written in place (`_modify`: a change to one declaration of a
  // million does not copy the others).

  /// Who owns navigation (`appDefinition.host`).
  public var host: Host {
    get { appDefinition.host }
    _modify { yield &appDefinition.host }
  }
  /// How the root `UIPageViewController` turns its pages, for an app with `pages:`
  /// (`appDefinition.pageStyle`).
  package var pageStyle: PageStyle? {
    get { appDefinition.pageStyle }
    _modify { yield &appDefinition.pageStyle }
  }
  /// The root split view's definition, for an app with `split:` (`appDefinition.split`).
  package var split: SplitDefinition? {
    get { appDefinition.split }
    _modify { yield &appDefinition.split }
  }
  /// The window's structure at launch (`appDefinition.root`).
  package var app: AppLayout {
    get { appDefinition.root }
    _modify { yield &appDefinition.root }
  }
  /// Declared screens, by id (`appDefinition.screens`).
  package var screens: ScreenDeclarations {
    get { appDefinition.screens }
    _modify { yield &appDefinition.screens }
  }
  /// The callbacks the app logs; `nil` means all (`appDefinition.observe`).
  public var observe: Set<Callback>? {
    get { appDefinition.observe }
    _modify { yield &appDefinition.observe }
  }
  /// Where each callback of `observe:` is written (its first mention), for warnings.
  package var observeLocations: [Callback: SourceLocation] {
    get { appDefinition.observeLocations }
    _modify { yield &appDefinition.observeLocations }
  }
  /// The content of screens that do not declare theirs; nil means the host's default
  /// (UIKit views in a UIKit app, SwiftUI in a SwiftUI app).
  package var content: Content? {
    get { appDefinition.content }
    _modify { yield &appDefinition.content }
  }
  /// Whether screens that do not say otherwise carry a `UIViewControllerRepresentable`
  /// probe that logs their hosting controller's UIKit callbacks (SwiftUI apps).
  package var probe: Bool {
    get { appDefinition.probe }
    _modify { yield &appDefinition.probe }
  }
  /// How a SwiftUI app binds its NavigationStack's path.
  package var pathBinding: PathBinding {
    get { appDefinition.pathBinding }
    _modify { yield &appDefinition.pathBinding }
  }

  /// When the app sets its navigation controllers' delegate (`navigation-delegate:`).
  package var navigationDelegate: NavigationDelegateTiming {
    get { appDefinition.navigationDelegate }
    _modify { yield &appDefinition.navigationDelegate }
  }

  /// Whether the app declares scenes (`scenes:`; true by default).
  package var sceneBased: Bool {
    get { appDefinition.sceneBased }
    _modify { yield &appDefinition.sceneBased }
  }
  /// Where each screen can go (`routes:`); nil when the file declares none, and every action
  /// is then tried on every screen.
  package var routes: Routes? {
    get { appDefinition.routes }
    _modify { yield &appDefinition.routes }
  }

  // The test's parts.

  /// What the user does (`test.steps`).
  public var steps: [Step] {
    get { test.steps }
    _modify { yield &test.steps }
  }
  /// Where the second step of each overlap starts, by step index (`TestDefinition.secondLocations`).
  package var secondLocations: [Int: SourceLocation] {
    get { test.secondLocations }
    _modify { yield &test.secondLocations }
  }
  /// Expectations over the whole run.
  package var checks: Checks {
    get { test.checks }
    _modify { yield &test.checks }
  }
  /// The article statement this scenario tests, if any.
  package var claim: Claim? {
    get { test.claim }
    _modify { yield &test.claim }
  }
  /// The audit verdict the scenario expects (`expect-audit:`), if any.
  package var expectAudit: AuditExpectation? {
    get { test.expectAudit }
    _modify { yield &test.expectAudit }
  }
  /// The flags the scenario's UIKit appearance callbacks read (`expect-flags:`), if given.
  package var expectFlags: FlagExpectation? {
    get { test.expectFlags }
    _modify { yield &test.expectFlags }
  }
  /// The rule an observation disagrees with (`known-disagreement:`), if it does: `check`
  /// expects its checks to fail, and fails the scenario when they all hold.
  package var knownDisagreement: KnownDisagreement? {
    get { test.knownDisagreement }
    _modify { yield &test.knownDisagreement }
  }
  /// Why `check` should skip the scenario's checks, if it should (it still runs).
  package var skip: String? {
    get { test.skip }
    _modify { yield &test.skip }
  }
  /// A device's console log to compare the prediction with (`expect-log:`), relative to the
  /// scenario file's folder.
  package var expectLog: String? {
    get { test.expectLog }
    _modify { yield &test.expectLog }
  }
}

/// How a SwiftUI app binds `NavigationStack(path:)`: straight to its state, or through a
/// custom `Binding(get:set:)`, which the iOS 18.4 SDK handles differently.
public enum PathBinding: String, CaseIterable, Hashable, Sendable {
  /// `$router.path`, or no path at all.
  case direct
  /// A `Binding(get:set:)` built by the app.
  case custom
}

/// Who owns navigation in the app.
public enum Host: String, CaseIterable, Hashable, Sendable {
  /// UIKit containers; a screen with SwiftUI content is a `UIHostingController`.
  case uikit
  /// SwiftUI `NavigationStack`, `TabView`, `sheet`; each screen lives in a hosting
  /// controller of SwiftUI's, whose UIKit callbacks only a representable probe logs.
  case swiftui
}

/// What a screen's view is made of.
package enum Content: String, CaseIterable, Hashable, Sendable {
  /// UIKit views in a `UIViewController`: UIKit callbacks only.
  case uikit
  /// SwiftUI content: `onAppear`, `onDisappear` and `task`; in a UIKit app the screen is a
  /// `UIHostingController` whose UIKit callbacks the app can log too.
  case swiftui
}

/// The structure of the window's root.
package indirect enum AppLayout: Hashable, Sendable {
  /// One screen.
  case screen(String)
  /// A navigation stack with its initial screens, root first.
  case navigation([String])
  /// A tab bar whose items are screens or navigation stacks.
  case tabs([AppLayout])
  /// A `UIHostingController` the app made (its screen id) whose root view is SwiftUI content
  /// holding the layout inside it (a `NavigationStack`, or one view): a tab of a UIKit app
  /// whose screens SwiftUI owns (`hosting:` in the file).
  case hosting(String, AppLayout)

  /// The layout inside a hosting controller, or the layout itself.
  package var hosted: AppLayout {
    if case .hosting(_, let inner) = self { return inner }
    return self
  }
}
