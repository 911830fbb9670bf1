import LifecycleCore

extension SwiftUITables {
  /// The iOS 18.4 SDK and later on an 18.4 or later device: a custom path Binding makes a
  /// push fire onAppear for the screen under its source.
  package static let sdk18_4Bug = Overlay(
    id: "sdk18.4.swiftui",
    title:
      "iOS 18.4 SDK and later: a custom path Binding fires onAppear for the screen under a push's source (applied from device 18.4 too, which no source gives: devices before 18.4 were not tried)",
    applies: Applicability(device: IOSVersion(18, 4)..<IOSVersion(999), sdk: IOSVersion(18, 4)..<IOSVersion(999)),
    changes: {
      let make = RowBuilder(.swiftui, .push)
      let bug = KnownBug(
        summary: "the screen under the source gets onAppear though it stays covered, and none when it is shown",
        waives: [.swiftUIWindow])
      let custom = RowCondition(host: .swiftui, pathBinding: .custom)
      let appear = make.appear(.underSource, .update, SwiftUIRules.customPathBinding, when: custom, name: "onAppear.bug", knownBug: bug)
      // A task is an appearance action too (§1, §8): it starts with the spurious onAppear.
      var animated = custom
      animated.animated = true
      var still = custom
      still.animated = false
      return [
        .insert(appear, after: make.id(.incoming, "onAppear.inUpdate")),
        .insert(
          make.taskStart(
            .underSource, .interaction, when: animated, name: "taskStart.bug.animated", rule: SwiftUIRules.customPathBindingTask, knownBug: bug),
          after: make.id(.incoming, "taskStart.animated")),
        .insert(
          make.taskStart(
            .underSource, .async, when: still, name: "taskStart.bug.notAnimated", rule: SwiftUIRules.customPathBindingTask, knownBug: bug),
          after: make.id(.incoming, "taskStart.notAnimated")),
      ]
    }())
}
