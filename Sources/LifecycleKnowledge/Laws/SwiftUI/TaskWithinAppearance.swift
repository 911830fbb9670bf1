import LifecycleCore

/// A task starts in an appearance and is cancelled only after it started.
enum TaskWithinAppearance: ViewLaw {
  static let law = Law(
    id: "swiftui.task.cancelAfterStart",
    statement: "A view's task starts only while the view is shown and its last task is not "
      + "running, and taskCancel comes only after taskStart.",
    source: "\(Law.swiftUIRef) §0 rule 9, §8 (Apple .task doc; OpenSwiftUI _TaskModifier: created on appear, cancelled on disappear)",
    lane: .swiftui)

  static func constrains(_ callback: Callback) -> Bool { callback == .taskStart || callback == .taskCancel }

  static func check(_ callback: Callback, _ state: ViewState, _ broke: (String) -> Void) {
    if callback == .taskStart {
      if !state.hasAppeared { broke("while the view is not shown") }
      if state.isTaskRunning { broke("while its task is already running") }
    } else if !state.isTaskRunning {
      broke("without a running task (no taskStart)")
    }
  }
}
