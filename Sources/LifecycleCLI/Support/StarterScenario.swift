import LifecycleCore
import LifecycleKnowledge

/// The commented starter scenarios `lifecycle new` writes: one per kind of app, each a
/// valid scenario (`lifecycle lint` passes it) whose comments say what each key does and
/// what to change. Nothing in them is an expected order: a user's `check` records the
/// golden from the simulation, and the `expect:` shown is commented out.
enum StarterScenario: String, CaseIterable, ArgumentValue {
  /// A UIKit app: UIKit navigation, UIKit screens.
  case uikit
  /// A SwiftUI app: SwiftUI navigation and views, the hosting controllers probed.
  case swiftui
  /// A UIKit app with a SwiftUI screen in a `UIHostingController`.
  case mixed

  /// The file's text.
  var text: String {
    Self.header(self) + body + Self.footer
  }

  private static func header(_ kind: StarterScenario) -> String {
    """
    # A starter scenario for \(kind.appDescription), written by `lifecycle new`.
    # Change the names and steps to your app's, then:
    #   lifecycle lint FILE     checks the file (every error at its line and column)
    #   lifecycle run FILE      prints the predicted order, UIKit and SwiftUI side by side
    #   lifecycle check FILE    records the golden beside it the first time, compares after
    # Every key is described in Scenarios/FORMAT.md of the LifecycleLab repository.

    """
  }

  private var appDescription: String {
    switch self {
    case .uikit: "a UIKit app"
    case .swiftui: "a SwiftUI app"
    case .mixed: "a UIKit app with a SwiftUI screen (a UIHostingController)"
    }
  }

  private var body: String {
    switch self {
    case .uikit:
      """
      name: Open the detail and come back           # required: what the scenario shows
      about: |                                      # optional, free text
        The user opens Detail from Home, starts the edge swipe back and lets go, then goes back.
      source: our app                               # required: where the expected order comes from
      host: uikit                                   # UIKit owns navigation; screens are view controllers
      profile: ios17                                # the device: \(Profile.runs()), or a version such as ios18.4
      app:                                          # the window: screen: X | navigation: [X] | tabs: [...]
        navigation: [Home]
      screens:                                      # optional; describes only the screens it lists
        - id: Home
        - id: Detail
          # effects:                                # what the screen's code does; 'lifecycle audit FILE' checks it
          #   viewDidAppear: [start timer]          # on every path (see "Effects" in FORMAT.md)
          #   viewWillDisappear: [stop timer]
      observe: [viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear, deinit]
      steps:
        - launch
        - push: Detail
        - swipe-back: cancel                        # the swipe starts and is abandoned: Detail stays
        - pop:
          # expect: |                               # optional: the exact events of this step
          #   Detail viewWillDisappear
      """
    case .swiftui:
      """
      name: Open the detail and come back           # required: what the scenario shows
      about: |                                      # optional, free text
        The user opens Detail from Home in a NavigationStack, then goes back.
      source: our app                               # required: where the expected order comes from
      host: swiftui                                 # SwiftUI owns navigation; screens are views
      profile: ios17                                # the device: \(Profile.runs(from: 13)), or a version such as ios18.4
      # probe: a UIViewControllerRepresentable in .background logs the hosting controllers' UIKit
      # callbacks; without it only onAppear, onDisappear and task are seen.
      probe: true
      app:                                          # the window: screen: X | navigation: [X] | tabs: [...]
        navigation: [Home]
      screens:                                      # optional; describes only the screens it lists
        - id: Home
        - id: Detail
          # effects:                                # what the view's code does; 'lifecycle audit FILE' checks it
          #   onAppear: [start timer]               # on every path (see "Effects" in FORMAT.md)
          #   onDisappear: [stop timer]
      observe: [onAppear, onDisappear, taskStart, taskCancel, viewWillAppear, viewWillDisappear]
      steps:
        - launch
        - push: Detail
        - pop:
          # expect: |                               # optional: the exact events of this step
          #   Detail onDisappear
      """
    case .mixed:
      """
      name: Open a SwiftUI detail from a UIKit list and come back   # required: what the scenario shows
      about: |                                      # optional, free text
        Home is a UIKit view controller; Detail is a SwiftUI view in a UIHostingController.
      source: our app                               # required: where the expected order comes from
      host: uikit                                   # UIKit owns navigation
      profile: ios17                                # the device: \(Profile.runs(from: 13)), or a version such as ios18.4
      app:                                          # the window: screen: X | navigation: [X] | tabs: [...]
        navigation: [Home]
      screens:                                      # optional; describes only the screens it lists
        - id: Home                                  # content: uikit, the default in a UIKit app
        - id: Detail
          content: swiftui                          # a UIHostingController: UIKit and SwiftUI callbacks
        - id: Settings                              # UIKit, presented over Detail
      observe: [viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear, onAppear, onDisappear]
      steps:
        - launch
        - push: Detail
        - present: Settings                         # style: automatic, pageSheet, formSheet, fullScreen, overFullScreen
          style: fullScreen
        - dismiss
        - pop
      """
    }
  }

  private static let footer = "\n"

  static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
