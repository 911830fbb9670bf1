import Foundation
import LifecycleLab

/// Events a test writes as expected, one `<screen> <callback>` a line, as under `expect: |`
/// in a scenario file: blank lines and `#` comments are skipped.
enum ExpectedEvents {
  /// The events of `text`, each checked against the scenario's screens and the callbacks.
  ///
  /// - Throws: `DiagnosticList` at the test's call, naming the line of `text` that is not an
  ///   event, with a suggestion for a misspelt callback or screen.
  static func parse(_ text: String, for scenario: Scenario, at site: CallSite) throws(DiagnosticList) -> [EventPattern] {
    let screens = scenario.screenIDs
    var events: [EventPattern] = []
    var diagnostics: [Diagnostic] = []
    func error(_ offset: Int, _ message: String) {
      diagnostics.append(
        Diagnostic(
          .error, "the expected events, line \(offset + 1): \(message)", path: "\(site.filePath)",
          at: SourceLocation(line: Int(site.line), column: Int(site.column))))
    }
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.hasPrefix("#") ? "" : rawLine.components(separatedBy: " #")[0]
      let parts = line.split(separator: " ", omittingEmptySubsequences: true)
      if parts.isEmpty { continue }
      guard parts.count == 2 else {
        error(offset, "expected an event '<screen> <callback>', found '\(parts.joined(separator: " "))'")
        continue
      }
      let screen = String(parts[0])
      let name = String(parts[1])
      guard let callback = Callback(rawValue: name) else {
        error(offset, "unknown callback '\(name)'\(Suggestion.hint(for: name, in: Callback.allCases.map(\.rawValue)))")
        continue
      }
      // The app's scene and its delegate log their own callbacks and nothing else.
      let isScene = ScreenName.isAppParticipant(screen)
      guard isScene == callback.isSceneEvent, !isScene || screen == callback.appParticipant.name else {
        error(
          offset,
          isScene && !callback.isSceneEvent
            ? "'\(screen)' is the app's \(screen == ScreenName.sceneText ? "scene" : "delegate"); '\(name)' is a screen's callback"
            : "'\(name)' is logged by the app's \(callback.isAppDelegateEvent ? "delegate" : "scene"): write '\(callback.appParticipant.name) \(name)'"
        )
        continue
      }
      guard isScene || screens.containsScreenOrInstance(screen) else {
        let known = screens.sorted()
        error(
          offset,
          "unknown screen '\(screen)'\(Suggestion.hint(for: screen, in: known)); the scenario's screens are "
            + known.map { "'\($0)'" }.joined(separator: ", "))
        continue
      }
      events.append(EventPattern(screen: screen, callback: callback))
    }
    guard diagnostics.isEmpty else { throw DiagnosticList(diagnostics) }
    return events
  }
}
