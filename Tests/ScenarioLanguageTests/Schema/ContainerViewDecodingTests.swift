import LifecycleCore
import LifecycleTestSupport
import ScenarioLanguage
import Testing

/// `observe-as:` beside a page-style TabView's `pages:`, a page's `navigation:`, a
/// NavigationSplitView's `split:`, beside a split view's column's `navigation:` and in a presented
/// screen's declaration: read, written back
/// as read, and refused where no SwiftUI container holds the view or the name is ambiguous;
/// beside `hosting:` in a UIKit app, the NavigationStack the hosting controller holds.
@Suite struct ContainerViewDecodingTests {
  func file(_ app: String, screens: String = "", host: String = "swiftui") -> String {
    "name: Views\nsource: test\nhost: \(host)\napp:\n\(app)\(screens)steps:\n  - launch\n"
  }

  func readAndWrittenBack(_ text: String) throws -> ContainerViews {
    let scenario = try ScenarioDecoder.decode(text, path: "s.yaml")
    let again = try ScenarioDecoder.decode(ScenarioWriter.text(of: scenario), path: "s.yaml")
    #expect(again.appDefinition.containerViews == scenario.appDefinition.containerViews)
    return scenario.appDefinition.containerViews
  }

  @Test func aPageStyleTabViewAndAPagesStackAreRead() throws {
    let views = try readAndWrittenBack(
      file("  pages:\n    - navigation: [Inbox]\n      observe-as: InboxStack\n    - screen: Settings\n  style: scroll\n  observe-as: Pager\n"))
    #expect(views == ContainerViews(root: "Pager", tabs: [0: "InboxStack"]))
  }

  @Test func aSplitViewAtTheRootAndInATabAreRead() throws {
    #expect(try readAndWrittenBack(file("  split: [Folders, Notes]\n  observe-as: Split\n")) == ContainerViews(root: "Split"))
    let inTab = try readAndWrittenBack(file("  tabs:\n    - split: [Folders, Notes]\n      observe-as: Split\n    - Settings\n"))
    #expect(inTab == ContainerViews(tabs: [0: "Split"]))
  }

  @Test func aSplitViewsColumnsAreReadAtTheRootAndInATab() throws {
    let root = try readAndWrittenBack(
      file("  split:\n    - Folders\n    - navigation: [Notes, Note]\n      observe-as: DetailStack\n  observe-as: Split\n"))
    #expect(root == ContainerViews(root: "Split", columns: [ContainerViews.columnKey(item: nil, column: 1): "DetailStack"]))
    let inTab = try readAndWrittenBack(
      file("  tabs:\n    - Settings\n    - split:\n        - navigation: [Folders]\n          observe-as: SidebarStack\n        - Notes\n"))
    #expect(inTab == ContainerViews(columns: [ContainerViews.columnKey(item: 1, column: 0): "SidebarStack"]))
  }

  @Test func aPresentedStackIsNamedInItsScreensDeclaration() throws {
    let views = try readAndWrittenBack(file("  navigation: [Inbox]\n", screens: "screens:\n  - id: Compose\n    observe-as: ComposeStack\n"))
    #expect(views == ContainerViews(flows: ["Compose": "ComposeStack"]))
  }

  @Test func aHostedStackIsNamedBesideHostingInAUIKitApp() throws {
    let tab = try readAndWrittenBack(
      file("  tabs:\n    - navigation: [Home]\n    - hosting: Host\n      navigation: [Feed]\n      observe-as: FeedStack\n", host: "uikit"))
    #expect(tab == ContainerViews(tabs: [1: "FeedStack"]))
    let root = try readAndWrittenBack(file("  hosting: Host\n  navigation: [Feed]\n  observe-as: FeedStack\n", host: "uikit"))
    #expect(root == ContainerViews(root: "FeedStack"))
    let flow = try readAndWrittenBack(
      file("  navigation: [Home]\n", screens: "screens:\n  - id: LoginFlow\n    hosting: [Login]\n    observe-as: LoginStack\n", host: "uikit"))
    #expect(flow == ContainerViews(flows: ["LoginFlow": "LoginStack"]))
  }

  @Test func aContainersViewsCodeIsDeclaredUnderItsName() throws {
    let text = file(
      "  navigation: [Inbox]\n  observe-as: InboxStack\n",
      screens: "screens:\n  - id: InboxStack\n    effects:\n      taskStart: [start sync]\n      taskCancel: [stop sync]\n")
    let scenario = try ScenarioDecoder.decode(text, path: "s.yaml")
    #expect(scenario.appDefinition.declaration(of: "InboxStack").effects.map(\.callback) == [.taskStart, .taskCancel])
    #expect(scenario.appDefinition.containerViews == ContainerViews(root: "InboxStack"))
  }

  @Test func refusalsAreReportedWhereWritten() {
    let refused = [
      (file("  navigation: [Inbox]\n", screens: "screens:\n  - id: Compose\n    observe-as: ComposeStack\n", host: "uikit"), "UIKit containers"),
      (file("  navigation: [Inbox]\n", screens: "screens:\n  - id: Compose\n    instances: 2\n    observe-as: ComposeStack\n"), "instances"),
      (file("  navigation: [Inbox]\n", screens: "screens:\n  - id: Compose\n    observe-as: Inbox\n"), "is a screen"),
      (
        file("  navigation: [Inbox]\n  observe-as: InboxStack\n", screens: "screens:\n  - id: InboxStack\n    content: swiftui\n"),
        "'effects:', and nothing else"
      ),
      (
        file(
          "  navigation: [Inbox]\n  observe-as: InboxStack\n",
          screens: "screens:\n  - id: InboxStack\n    effects:\n      viewWillAppear: [refresh inbox]\n"),
        "not on viewWillAppear"
      ),
      (file("  tabs:\n    - hosting: Host\n      navigation: [Feed]\n      observe-as: FeedStack\n"), "in a SwiftUI app 'hosting:'"),
      (file("  tabs:\n    - hosting: Host\n      screen: Feed\n      observe-as: FeedStack\n", host: "uikit"), "the screen itself"),
      (file("  split:\n    - navigation: [Folders]\n      observe-as: SidebarStack\n    - Notes\n", host: "uikit"), "UIKit containers"),
      (file("  split:\n    - screen: Folders\n    - Notes\n"), "unknown key 'screen' in a split view's column"),
      (file("  split:\n    - observe-as: SidebarStack\n    - Notes\n"), "holds 'navigation: [...]'"),
    ]
    for (text, message) in refused {
      #expect {
        try ScenarioDecoder.decode(text, path: "s.yaml")
      } throws: { error in
        "\(error)".contains(message)
      }
    }
  }
}
