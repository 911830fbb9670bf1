import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// `split:` in `app:`: a split view's columns and the column it shows collapsed, written back
/// as read, and its refusals at their place; the split steps read and written.
@Suite struct SplitDecodingTests {
  func file(_ app: String, steps: String = "") -> String {
    "name: Mail\nsource: test\nprofile: ios17-ipad\napp:\n\(app)steps:\n  - launch\n\(steps)"
  }

  @Test func columnsTheCollapsedColumnAndTheStepsAreReadAndWrittenBack() throws {
    let text = file(
      "  split: [Folders, Notes, Note]\n  collapsed: supplementary\n",
      steps:
        "  - show-detail: Other\n    in-navigation: true\n  - hide-column: primary\n  - show-column: primary\n  - hide-column: primary\n"
        + "  - show-column: primary\n    over: true\n  - resize: compact\n")
    let scenario = try ScenarioDecoder.decode(text, path: "s.yaml")
    #expect(scenario.split == SplitDefinition(collapsedTop: .supplementary))
    #expect(scenario.app == .tabs([.navigation(["Folders"]), .navigation(["Notes"]), .navigation(["Note"])]))
    #expect(
      scenario.steps.dropFirst().map(\.action) == [
        .showDetail("Other", inNavigation: true, animated: true), .setColumn(.primary, visible: false), .setColumn(.primary, visible: true),
        .setColumn(.primary, visible: false), .showColumnOver(.primary), .resize(.compact),
      ])
    let again = try ScenarioDecoder.decode(ScenarioWriter.text(of: scenario), path: "s.yaml")
    #expect(again.split == scenario.split)
    #expect(again.app == scenario.app)
    #expect(again.steps.map(\.action) == scenario.steps.map(\.action))
  }

  /// A column that starts with more than one screen is a block item of its stack, written
  /// back the same way.
  @Test func aColumnsStackAtLaunchIsReadAndWrittenBack() throws {
    let scenario = try ScenarioDecoder.decode(file("  split:\n    - Sidebar\n    - [List, Detail]\n"), path: "s.yaml")
    #expect(scenario.app == .tabs([.navigation(["Sidebar"]), .navigation(["List", "Detail"])]))
    let text = ScenarioWriter.text(of: scenario)
    #expect(text.contains("  split:\n    - Sidebar\n    - [List, Detail]\n"))
    #expect(try ScenarioDecoder.decode(text, path: "s.yaml").app == scenario.app)
  }

  /// A split view in a tab: its columns are the tab's items, its `collapsed:` the app's, and
  /// it is written back as read.
  @Test func aSplitViewInATabIsReadAndWrittenBack() throws {
    let text = file("  tabs:\n    - split: [Mailboxes, Inbox]\n      collapsed: primary\n    - navigation: [Settings]\n")
    let scenario = try ScenarioDecoder.decode(text, path: "s.yaml")
    #expect(scenario.split == SplitDefinition(collapsedTop: .primary))
    #expect(scenario.app == .tabs([.tabs([.navigation(["Mailboxes"]), .navigation(["Inbox"])]), .navigation(["Settings"])]))
    let written = ScenarioWriter.text(of: scenario)
    #expect(written.contains("  tabs:\n    - split: [Mailboxes, Inbox]\n      collapsed: primary\n    - navigation: [Settings]\n"), "\(written)")
    let again = try ScenarioDecoder.decode(written, path: "s.yaml")
    #expect(again.split == scenario.split)
    #expect(again.app == scenario.app)
  }

  /// Two tabs that each hold a split view: each its own `collapsed:` (the first's is the
  /// definition's, a later one's listed by its tab), written back as read.
  @Test func twoSplitViewsInTabsAreReadAndWrittenBack() throws {
    let text = file("  tabs:\n    - split: [A, B]\n    - navigation: [S]\n    - split: [C, D]\n      collapsed: primary\n")
    let scenario = try ScenarioDecoder.decode(text, path: "s.yaml")
    #expect(scenario.split == SplitDefinition(collapsedTop: nil, laterCollapsedTops: [2: .primary]))
    let written = ScenarioWriter.text(of: scenario)
    #expect(written.contains("    - split: [A, B]\n    - navigation: [S]\n    - split: [C, D]\n      collapsed: primary\n"), "\(written)")
    let again = try ScenarioDecoder.decode(written, path: "s.yaml")
    #expect(again.split == scenario.split)
    #expect(again.app == scenario.app)
  }

  /// A split view in a page of a page view controller (uikit.split.inPage), written back as read.
  @Test func aSplitViewInAPageIsReadAndWrittenBack() throws {
    let text = file("  style: pageCurl\n  pages:\n    - split: [A, B]\n      collapsed: primary\n    - screen: S\n")
    let scenario = try ScenarioDecoder.decode(text, path: "s.yaml")
    #expect(scenario.split == SplitDefinition(collapsedTop: .primary))
    #expect(scenario.pageStyle == .pageCurl)
    let written = ScenarioWriter.text(of: scenario)
    #expect(written.contains("  pages:\n    - split: [A, B]\n      collapsed: primary\n    - S\n"), "\(written)")
    let again = try ScenarioDecoder.decode(written, path: "s.yaml")
    #expect(again.split == scenario.split)
    #expect(again.app == scenario.app)
    #expect(again.pageStyle == .pageCurl)
  }

  @Test func wrongColumnsAndWordsAreRefusedWhereTheyAreWritten() {
    for (text, expected) in [
      (file("  split: [A]\n"), "s.yaml:5:3: error: a split view has two columns"),
      (file("  split: [A, B]\n  collapsed: supplementary\n"), "s.yaml:6:3: error: a split view of two columns has no supplementary column"),
      (file("  split: [A, B]\n  collapsed: middle\n"), "s.yaml:6:14: error: unknown collapsed 'middle'"),
      (file("  split: [A, B]\n", steps: "  - hide-column: sidebar\n"), "s.yaml:8:18: error: 'hide-column' names a column"),
      (file("  split: [A, B]\n", steps: "  - resize: narrow\n"), "s.yaml:8:13: error: 'resize' names a width class"),
      (file("  split: [A, B]\n", steps: "  - hide-column: primary\n    over: true\n"), "s.yaml:9:5: error:"),
    ] {
      #expect {
        try ScenarioDecoder.decode(text, path: "s.yaml")
      } throws: { error in
        "\(error)".contains(expected)
      }
    }
  }
}
