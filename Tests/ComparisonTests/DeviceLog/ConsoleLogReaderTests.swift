import Comparison
import Foundation
import LifecycleCore
import LifecycleTestSupport
import Testing

/// The fixtures folder beside this file.
func deviceLogFixture(_ name: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
}

/// Seed 003 part 1's console log, one event a line.
let seed003Part1Log = [
  "1 onAppear", "1 viewWillAppear", "2 onAppear", "1 viewWillDisappear", "2 viewWillAppear",
  "1 onDisappear", "2 viewWillDisappear", "1 viewWillAppear", "1 onAppear", "2 onDisappear",
]

/// Seed 003 part 2's console log, one event a line.
let seed003Part2Log = [
  "2 viewWillDisappear", "1 viewWillAppear", "1 onAppear", "1 viewWillDisappear", "2 viewWillAppear",
  "1 onDisappear",
]

@Suite struct ConsoleLogReaderTests {
  let reader = ConsoleLogReader(screens: ["1", "2"])

  func read(_ fixture: String) throws -> ConsoleLog {
    try reader.read(path: deviceLogFixture(fixture))
  }

  @Test func seed003LogsReadLineForLine() throws {
    let part1 = try read("seed003-part1.txt")
    #expect(part1.events.map(\.event) == seed003Part1Log)
    #expect(part1.events.map(\.line) == Array(1...10))
    #expect(part1.lineCount == 10)
    let part2 = try read("seed003-part2.txt")
    #expect(part2.events.map(\.event) == seed003Part2Log)
    #expect(part2.callbacks == [.viewWillAppear, .viewWillDisappear, .onAppear, .onDisappear])
  }

  /// The whole article: both logs are read, and the code that prints them is not.
  @Test func theSeedArticleYieldsBothLogsButNotItsCode() throws {
    let log = try read("seed003-article.txt")
    #expect(log.events.map(\.event) == seed003Part1Log + seed003Part2Log)
    let text = try String(contentsOfFile: deviceLogFixture("seed003-article.txt"), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    for event in log.events {
      #expect(lines[event.line - 1] == event.event)
    }
    #expect(text.contains(#".onAppear { print("1 onAppear") }"#))
    #expect(log.otherScreens.isEmpty)
  }

  /// Every format reads as the same ten events of seed 003 part 1, at the lines they are on.
  @Test(arguments: [
    ("print-plain.txt", [2, 3, 6, 7, 8, 9, 11, 12, 13, 14]),
    ("xcode-nslog.txt", [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]),
    ("xcode-oslog.txt", [1, 2, 3, 5, 6, 7, 8, 9, 10, 11]),
    ("log-stream-default.txt", [3, 4, 5, 6, 7, 8, 9, 11, 12, 13]),
    ("log-stream-compact.txt", [2, 4, 5, 6, 7, 8, 9, 10, 11, 13]),
    ("log-show-syslog.txt", [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    ("console-app.txt", [1, 2, 3, 4, 6, 7, 8, 9, 10, 11]),
    ("probe-tags.txt", [1, 2, 4, 5, 6, 8, 9, 10, 12, 14]),
  ])
  func eachPrefixFormatReadsTheSameEvents(fixture: String, lines: [Int]) throws {
    let log = try read(fixture)
    #expect(log.events.map(\.event) == seed003Part1Log)
    #expect(log.events.map(\.line) == lines)
  }

  @Test func theWholeLineIsKeptForTheRenderer() throws {
    let log = try read("log-stream-compact.txt")
    #expect(log.events[0].text == "2024-03-01 10:23:45.123 Df Lifecycle Demo[4242:12d687] [com.example.lifecycle:probe] 1 onAppear")
  }

  @Test func eventShapedLinesOfOtherScreensAreKeptApart() throws {
    let log = try read("probe-tags.txt")
    #expect(log.otherScreens.map(\.event) == ["Settings onAppear"])
    #expect(log.otherScreens.map(\.line) == [13])
  }

  @Test func proseAroundAnEventIsNotAnEvent() {
    for line in [
      "Calling 2 viewWillAppear directly is not supported",
      "2 viewWillAppear took 3 ms",
      "expected 1 onAppear",
      "1 onAppear, then 2 onAppear",
      "the 1 onAppear",
      "10:23:45.123 LifecycleDemo[1:2] nw_path 1 onAppear",
      "2 viewWillAppear animated",
      "1 viewWillAppear(animated: true) again",
      ".onAppear { print(\"1 onAppear\") }",
      "viewWillAppear: { print(\"1 viewWillAppear\") },",
      "1onAppear",
      "1.2.3 2 onAppear",
      "10:23:4 2 onAppear",
      "2024-13 2 onAppear",
      "10:23:45+1 2 onAppear",
      "",
    ] {
      #expect(reader.content(of: Substring(line)) == .unrelated, "\(line)")
    }
    // Not events either, but a screen of the scenario and a misspelt callback: reported.
    #expect(reader.content(of: "2 onAppeared") == .misspelt(screen: "2", written: "onAppeared", suggestion: .onAppear))
    #expect(reader.content(of: "2 onappear") == .misspelt(screen: "2", written: "onappear", suggestion: .onAppear))
    #expect(reader.content(of: "9 onappear") == .unrelated, "not a screen of the scenario")
  }

  @Test func callbackSuffixesAndAliases() {
    let cases: [(String, Callback)] = [
      ("1 viewWillAppear(_:)", .viewWillAppear),
      ("1 viewWillAppear(true)", .viewWillAppear),
      ("1 viewWillAppear (animated: true)", .viewWillAppear),
      ("1 viewWillAppear:", .viewWillAppear),
      ("1 viewDidLoad()", .viewDidLoad),
      ("1 init(coder:)", .`init`),
      ("1 init(nibName:bundle:)", .`init`),
      ("1 willMove(toParent:)", .willMoveToParent),
      ("1 didMove(toParent:)", .didMoveToParent),
      ("1 willMoveToParentViewController:", .willMoveToParent),
      ("1 dealloc", .deinit),
      ("1 deinit", .deinit),
      ("1 taskStart", .taskStart),
      ("\"1 taskCancel\"", .taskCancel),
    ]
    for (line, callback) in cases {
      #expect(reader.content(of: Substring(line)) == .event(screen: "1", callback: callback), "\(line)")
    }
  }

  @Test func timestampShapes() {
    for prefix in [
      "2024-01-15 10:23:45.123456+0100 ", "2024-01-15T10:23:45.123Z ", "2024-01-15T10:23:45+01:00 ",
      "10:23:45.123 ", "10:23:45,123 ", "Jan 15 10:23:45 ", "[10:23:45.123] ", "01/15/2024 10:23:45 ",
      "2024-01-15 10:23:45.123 -0700 ",
    ] {
      #expect(reader.content(of: Substring(prefix + "2 onAppear")) == .event(screen: "2", callback: .onAppear), "\(prefix)")
    }
  }

  @Test func linesEndAtEveryTerminatorAndColoursAreIgnored() {
    let text = "\u{FEFF}1 onAppear\r\n\u{1B}[32m2 onAppear\u{1B}[0m\rnoise\n1 onDisappear"
    let log = reader.read(text, path: "crlf.txt")
    #expect(log.events.map(\.event) == ["1 onAppear", "2 onAppear", "1 onDisappear"])
    #expect(log.events.map(\.line) == [1, 2, 4])
    #expect(log.lineCount == 4)
  }

  @Test func anUnclosedBracketDoesNotSwallowTheLine() {
    #expect(reader.content(of: "(oops 1 onAppear") == .unrelated)
    #expect(reader.content(of: "[tag 1 onAppear") == .unrelated)
    #expect(reader.content(of: ":) 1 onAppear") == .event(screen: "1", callback: .onAppear))
  }

  @Test func screensAreMatchedExactly() {
    let reader = ConsoleLogReader(screens: ["Inbox", "Thread"])
    #expect(reader.content(of: "🟢 Inbox viewDidAppear") == .event(screen: "Inbox", callback: .viewDidAppear))
    #expect(reader.content(of: "inbox viewDidAppear") == .otherScreen(screen: "inbox", callback: .viewDidAppear))
    #expect(reader.content(of: "[Inbox] viewDidAppear") == .unrelated)
  }

  @Test func anUnreadableLogIsAnErrorNamingIt() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: Diagnostic(.error, "cannot read the log '\(folder)/none.txt': no such file", path: "\(folder)/none.txt")) {
      try reader.read(path: folder + "/none.txt")
    }
    #expect(throws: Diagnostic(.error, "cannot read the log '\(folder)': it is a folder", path: folder)) {
      try reader.read(path: folder)
    }
  }

  @Test func bytesThatAreNotUTF8AreReplacedNotRefused() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/latin1.txt"
    var data = Data("1 onAppear\n".utf8)
    data.append(contentsOf: [0xE9, 0x0A])
    data.append(contentsOf: Data("2 onAppear\n".utf8))
    #expect(FileManager.default.createFile(atPath: path, contents: data))
    #expect(try reader.read(path: path).events.map(\.line) == [1, 3])
  }

  @Test func theScenarioNamesItsScreensEverywhere() {
    var scenario = makeScenario(
      .tabs([.navigation(["Home"]), .screen("Settings")]),
      screens: [ScreenDeclaration(id: "Home", children: ["Header"], conditional: ["Banner"])],
      [
        .launch, .push("Detail", animated: true), .present("Sheet", style: .pageSheet, inNavigation: false, animated: true),
        .show("Promo", replacing: "Old", transition: .default, animated: true),
      ])
    scenario.steps.append(Step(action: .selectTab(.screen("Settings")), location: SourceLocation(line: 1, column: 1)))
    #expect(scenario.screenIDs == ["Home", "Settings", "Header", "Banner", "Detail", "Sheet", "Promo", "Old"])
  }
}
