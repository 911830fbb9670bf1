import LifecycleCore

extension SwiftUITables {
  /// iOS 18.0 to 18.4: a NavigationStack replaced by another view calls its view's
  /// onAppear, onDisappear and task again.
  package static let ios18Bug = Overlay(
    id: "ios18.0-18.4.swiftui", title: "iOS 18.0-18.4: a NavigationStack replaced by another view repeats its view's callbacks",
    applies: .device(IOSVersion(18)..<IOSVersion(18, 5)),
    changes: {
      let make = RowBuilder(.swiftui, .replaceRoot)
      let bug = KnownBug(
        summary: "the replaced NavigationStack's view gets onAppear, task and onDisappear again after it disappeared",
        waives: [])
      let rule = SwiftUIRules.stackReplacementRepeats
      let rows =
        [
          make.appear(.stackTops, .afterCommit, rule, name: "onAppear.again", knownBug: bug),
          make.taskStart(.stackTops, .afterCommit, name: "taskStart.again", rule: rule, knownBug: bug),
        ] + make.disappear(.stackTops, .afterCommit, rule, name: ".again", knownBug: bug)
      var after = make.id(.outgoing, "taskCancel")
      return rows.map { row in
        defer { after = row.key }
        return .insert(row, after: after)
      }
    }())
}
