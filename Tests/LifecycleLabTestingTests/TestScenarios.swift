import LifecycleLabTesting

/// A UIKit app that pushes a detail screen and pops it, observing the four appearance callbacks.
func pushScenario() throws -> LifecycleScenario {
  try LifecycleScenario(
    yaml: """
      name: Push a detail screen
      source: our app
      app:
        navigation: [List]
      observe: [viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear]
      steps:
        - launch
        - push: Detail
        - pop
      """, path: "push.yaml")
}

/// What `lifecycle run --flat` prints for `pushScenario()`, step by step.
let pushSteps = [
  ["List viewWillAppear", "List viewDidAppear"],
  ["List viewWillDisappear", "Detail viewWillAppear", "List viewDidDisappear", "Detail viewDidAppear"],
  ["Detail viewWillDisappear", "List viewWillAppear", "Detail viewDidDisappear", "List viewDidAppear"],
]
