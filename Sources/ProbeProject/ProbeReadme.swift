/// The project's README: how to build and run it, what the person does, how to compare the log,
/// and what each step's code is.
enum ProbeReadme {
  static func text(_ plan: ProbePlan) -> String {
    let path = plan.scenario.path
    let manual = plan.steps.enumerated().filter {
      [
        "swipe-back", "swipe-down", "change-detent", "memory-warning", "background", "foreground", "rotate", "resize", "resign-active",
        "become-active", "launch in-background",
      ].contains(
        where: $0.element.summary.hasPrefix)
    }
    let manualList =
      manual.isEmpty
      ? "None: the app does every step itself.\n"
      : manual.map { "- step \($0.offset + 1), \($0.element.summary)\n" }.joined()
    let lists = plan.scenario.screens.values.filter { $0.list != nil }.sorted { $0.id < $1.id }.compactMap { declaration in
      declaration.list.map { "\(ProbeSwift.code(declaration.id))'s `\($0.kind.rawValue)` (\($0.viewport) rows in view)" }
    }
    let listText =
      lists.isEmpty
      ? ""
      : "- The lists, " + lists.joined(separator: ", ")
        + ", are built over an array of their rows, each row a viewport's share of the list's height (its width across), "
        + "so that the list shows as many rows as the scenario's `viewport:`. The app scrolls them itself "
        + "(`ScrollViewReader`'s `scrollTo`, `scrollToRow`, `scrollToItem`), putting at the top the row the prediction puts there, "
        + "and changes their rows with an animation. Let the app scroll: a scroll of yours moves the rows the prediction does not.\n"
    let backgroundLaunch =
      plan.steps.first?.summary == "launch in-background"
      ? """
      The first step is a launch into the background, which only the system makes. Before you
      run: Product > Scheme > Edit Scheme > Run > Options, check "Launch due to a background
      fetch event" (the project declares the background fetch mode). The app starts without
      showing itself: the console shows the app
      delegate's didFinishLaunching. Then open the app from the Home Screen for the next
      `foreground` step.


      """
      : ""
    return """
      <!-- Written by lifecycle probe from \(ProbeSwift.htmlComment(path)): run it again to rewrite this folder. -->
      # Lifecycle probe: \(ProbeSwift.markdown(plan.scenario.name))

      A small \(plan.swiftUI ? "SwiftUI" : "UIKit") app that builds the structure of \(ProbeSwift.code(path)), runs its
      steps, and prints one `<screen> <callback>` line per callback, so that your device settles
      what the rules predict.

      ## Run it

      1. `brew install xcodegen` (once), then `xcodegen generate` in this folder.
      2. Open `LifecycleProbe.xcodeproj`, choose your team under Signing, and run it on a device
         (or a simulator) running iOS \(ProbeProjectFile.deploymentTarget(plan)) or later.
      3. The app drives each step itself once the previous transition is over. When a step is
         yours, a yellow banner says what to do; tap Done when it is over. Your steps:

      \(manualList)
      \(backgroundLaunch)4. When the banner says Done, copy the whole console into `console.txt` and run:

             lifecycle check \(ProbeSwift.shellWord(path)) --log console.txt

         The log's first line names the device's iOS version, the SDK (read from the Swift
         compiler's version), the model and the idiom; `check --log` compares the log with the
         prediction of the profile of that version.

      ## What the app's code does

      - Each UIKit screen is a `UIViewController` (a `UIHostingController` for SwiftUI content)
        that overrides every callback and prints it; SwiftUI content prints `onAppear`,
        `onDisappear`, and the start and cancellation of a `task` that runs until it goes.
      - \(plan.swiftUI
        ? "Navigation is `NavigationStack(path:)`, tabs `TabView(selection:)`, presentations `sheet(isPresented:)`, `fullScreenCover(isPresented:)`, `popover(isPresented:)`, `alert(_:isPresented:)` and `confirmationDialog(_:isPresented:)`, each driven by one `ObservableObject`; a push appends to the path, a pop removes its last element, a dismissal sets the presentation's flag to false."
        : "Navigation is `UINavigationController` (`pushViewController`, `popViewController`, `popToRootViewController`), tabs `UITabBarController.selectedIndex`, presentations `present(_:animated:)` with the step's `modalPresentationStyle`, and a dismissal `presentingViewController?.dismiss(animated:)`.")
      \(listText)- A step the app drives starts when no view controller has a transition coordinator or is
        being presented or dismissed, for half a second.

      ## What was not checked

      These sources were checked with `swiftc -parse` only. UIKit and SwiftUI exist only on
      Apple's systems, and the project that wrote them builds on Linux too, so they were
      never type-checked against UIKit or SwiftUI: if Xcode reports an error, please report it.

      """
  }
}
