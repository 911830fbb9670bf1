import Comparison
import Foundation
import LifecycleCore
import ProbeProject
import Reporting
import ScenarioLanguage

/// The writers as a fuzz surface (#43): the probe generator (a scenario's name and path into
/// Swift, `project.yml`, a storyboard and a README) and the report's writers (name, source and
/// about into a scenario page, the index and `run --format markdown`). Each input chooses a
/// hostile string from fragments that have broken writers (line and paragraph separators,
/// fences, tags, quotes, interpolations, comment ends) and puts it in one field of a small
/// scenario.
///
/// The property: each output has the shape of the same writer's output for a plain value,
/// line for line. The same number of lines (a name never adds one), and on each line that
/// differs, the difference starts inside a comment or a quoted literal that ends as the plain
/// one does (Swift, YAML, XML), or the line keeps its Markdown block (heading, fence, table
/// row with as many cells, list item) with no HTML tag outside a code span. So the output
/// parses as its template does and carries no instruction that was not in it.
public enum WriterProperties {
  static let fragments = [
    "\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "\t", "`", "```", "~~~", "\"", "\"\"\"", "\\",
    "\\(", "\\(x)", "#", "# ", "\n# H", "*/", "/*", "//", "-->", "<!--", "<script>", "</details>", "<", ">", "&", "&lt;", "|",
    "||", ":", ": ", "- ", "* ", "1. ", "> ", "[", "](x)", "{", "}", "'", "${", "%@", "fatalError()", "injected: true",
    "targets: {}", "]]>", "<![CDATA[", "é", "🙂", " ", "a", "Name",
  ]

  /// Which field of the scenario the hostile string goes in.
  enum Field: CaseIterable { case name, path, source, about }

  /// The hostile string an input makes, and the field it goes in.
  public static func hostile(from bytes: [UInt8]) -> (text: String, field: String) {
    var choices = FuzzBytes(bytes)
    let field = choices.pick(Field.allCases)
    var text = ""
    for _ in 0..<choices.number(in: 1...8) { text += choices.pick(fragments) }
    return (text, "\(field)")
  }

  /// The properties the input breaks.
  public static func check(_ bytes: [UInt8]) -> [Violation] {
    let (text, field) = hostile(from: bytes)
    return check(text: text, field: field)
  }

  /// The fragments a hostile string is made of.
  public static var allFragments: [String] { fragments }

  /// The fields a hostile string goes in: `name`, `path`, `source`, `about`.
  public static var fields: [String] { Field.allCases.map { "\($0)" } }

  /// The properties `text` breaks in `field` (one of `fields`).
  public static func check(text: String, field: String) -> [Violation] {
    var found = Violations()
    guard let plain = outputs(field: field, value: "Plain"), let hostile = outputs(field: field, value: text) else {
      found.add("writers: fixture", "the small scenario does not run")
      return found.all
    }
    for (writer, plainText) in plain {
      guard let hostileText = hostile[writer] else {
        found.add("writers: \(writer)", "written for a plain \(field) and not for \(text.debugDescription)")
        continue
      }
      if let problem = sameShape(writer: writer, plainText, hostileText, prose: field == "about") {
        found.add("writers: \(writer)", "\(field) \(text.debugDescription): \(problem)")
      }
    }
    return found.all
  }

  /// Every writer's output for a scenario whose `field` is `value`, by writer name.
  public static func outputs(field: String, value: String) -> [String: String]? {
    let base = """
      name: Probe
      source: fuzz
      host: uikit
      app:
        navigation: [Home]
      screens:
        - id: Detail
          storyboard: true
      steps:
        - launch
        - push: Detail
        - pop

      """
    guard var scenario = try? ScenarioDecoder.decode(base, path: "Scenarios/probe.yaml") else { return nil }
    switch field {
    case "name": scenario.name = value
    case "path": scenario.path = "Scenarios/" + value + ".yaml"
    case "source": scenario.source = value
    default: scenario.about = value
    }
    var written: [String: String] = [:]
    if let project = try? ProbeProject(scenario) {
      for (file, text) in project.files { written["probe " + file] = text }
    }
    guard let run = try? ScenarioRun(scenario) else { return nil }
    let result = ScenarioResult(path: scenario.path, run: run, outcomes: ExpectationChecker.check(run))
    written["report page"] = ScenarioPageRenderer.render(result, comparison: nil, linkToRoot: "../", sourceLink: { _ in nil })
    var profiles: [String: [(Profile, ScenarioRun)]] = [:]
    profiles[scenario.path] = Variants.profiles(of: scenario)
    written["report index"] = IndexRenderer.render(
      [result], matrix: [], profiles: profiles, pagePath: { ReportSet.pagePath($0, roots: ["Scenarios"]) },
      context: IndexRenderer.Context(sourceFolders: ["Scenarios"], pages: []))
    written["run markdown"] = PullRequestRenderer.markdown(run, events: run.observed.events)
    return written
  }

  /// Why `hostile` does not have the shape of `plain` for a writer, or nil.
  ///
  /// `prose` says the value is Markdown prose by design (`about:`): its lines may differ in
  /// number, but it leaves no fence open and adds no HTML tag the plain value's output lacks.
  public static func sameShape(writer: String, _ plain: String, _ hostile: String, prose: Bool = false) -> String? {
    let plainLines = lines(plain)
    let hostileLines = lines(hostile)
    let language: Language =
      writer.hasSuffix(".swift") ? .swift : writer.hasSuffix(".yml") ? .yaml : writer.hasSuffix(".storyboard") ? .xml : .markdown
    if prose, language == .markdown { return Language.proseShape(plain, hostile) }
    guard plainLines.count == hostileLines.count else {
      return "\(hostileLines.count) lines where the plain value gives \(plainLines.count)"
    }
    var inFence = false
    for (number, (plainLine, hostileLine)) in zip(plainLines, hostileLines).enumerated() {
      let fenceLine = Language.block(plainLine) == "fence"
      defer { if fenceLine { inFence.toggle() } }
      guard plainLine != hostileLine else { continue }
      if let problem = language.sameShape(plainLine, hostileLine, inCode: inFence) {
        return "line \(number + 1): \(problem): \(hostileLine.debugDescription)"
      }
    }
    return nil
  }

  /// The lines of a text, split where any of Swift's, YAML's or a Markdown renderer's line
  /// breaks falls (a writer that leaves one in has added a line).
  static func lines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0.isNewline }
  }

  enum Language {
    case swift, yaml, xml, markdown

    /// Why a line that differs from the plain one breaks its template, or nil; `inCode`: the
    /// line is inside a Markdown fence.
    func sameShape(_ plain: Substring, _ hostile: Substring, inCode: Bool) -> String? {
      switch self {
      case .swift: return Self.literalOrComment(plain, hostile, comment: "//", escape: "\\", interpolation: "(")
      case .yaml: return Self.literalOrComment(plain, hostile, comment: "#", escape: "\\", interpolation: nil)
      case .xml: return Self.xmlCommentOrValue(plain, hostile)
      case .markdown: return Self.markdownBlock(plain, hostile, inCode: inCode)
      }
    }

    /// A difference inside an XML comment that holds no `--` and closes as the plain one
    /// does, or inside an attribute value with no `<`.
    static func xmlCommentOrValue(_ plain: Substring, _ hostile: Substring) -> String? {
      let p = Array(plain)
      let h = Array(hostile)
      var start = 0
      while start < p.count, start < h.count, p[start] == h[start] { start += 1 }
      let prefix = String(h[..<start])
      if let open = prefix.range(of: "<!--", options: .backwards), !prefix[open.upperBound...].contains("-->") {
        let hostileRest = String(h[start...])
        let plainRest = String(p[start...])
        guard let hostileClose = hostileRest.range(of: "-->"), let plainClose = plainRest.range(of: "-->") else {
          return "a comment that does not close"
        }
        let body = String(prefix[open.upperBound...]) + hostileRest[..<hostileClose.lowerBound]
        if body.contains("--") { return "'--' inside a comment" }
        if hostileRest[hostileClose.upperBound...] != plainRest[plainClose.upperBound...] { return "the text after the comment changed" }
        return nil
      }
      return literalOrComment(plain, hostile, comment: nil, escape: nil, interpolation: nil, forbidden: "<")
    }

    /// A difference that starts in a comment, or inside a double-quoted literal that closes
    /// where the plain one does (the same text after it) and holds none of `forbidden`.
    static func literalOrComment(
      _ plain: Substring, _ hostile: Substring, comment: String?, escape: Character?, interpolation: Character?,
      forbidden: Character? = nil
    ) -> String? {
      let p = Array(plain)
      let h = Array(hostile)
      var start = 0
      while start < p.count, start < h.count, p[start] == h[start] { start += 1 }
      // The lexical state where they part: in a string literal, or in a comment.
      var inString = false
      var index = 0
      while index < start {
        if let escape, inString, h[index] == escape {
          index += 2
          continue
        }
        if h[index] == "\"" {
          inString.toggle()
        } else if !inString, let comment, String(h[index..<min(index + comment.count, h.count)]) == comment,
          comment != "#" || index == 0 || h[index - 1] == " "
        {
          return nil
        }
        index += 1
      }
      // An escape may have started just before the parting point: back up into the literal.
      guard inString || (start < h.count && start < p.count && h[start] == "\"" && p[start] == "\"") else {
        return "differs outside a literal or comment"
      }
      func close(_ chars: [Character], from: Int) -> Int? {
        var index = from
        while index < chars.count {
          if let escape, chars[index] == escape {
            index += 2
            continue
          }
          if chars[index] == "\"" { return index }
          index += 1
        }
        return nil
      }
      let from = inString ? start : start + 1
      guard let hostileEnd = close(h, from: max(from, 0)), let plainEnd = close(p, from: max(from, 0)) else {
        return "a literal that does not close"
      }
      guard h[(hostileEnd + 1)...] == p[(plainEnd + 1)...] else { return "the text after the literal changed" }
      // Inside the literal: no escape that starts an interpolation, none of `forbidden`.
      var at = from
      while at < hostileEnd {
        if let escape, h[at] == escape {
          if let interpolation, at + 1 < hostileEnd, h[at + 1] == interpolation { return "an interpolation inside a literal" }
          at += 2
          continue
        }
        if let forbidden, h[at] == forbidden { return "\(forbidden.debugDescription) inside a literal" }
        at += 1
      }
      return nil
    }

    /// The line keeps its Markdown block and adds no HTML tag outside code spans.
    static func markdownBlock(_ plain: Substring, _ hostile: Substring, inCode: Bool) -> String? {
      if inCode { return block(hostile) == "fence" ? "a fence closed inside code" : nil }
      if block(plain) != block(hostile) { return "the line's block changed from \(block(plain)) to \(block(hostile))" }
      if block(hostile) == "code" { return nil }
      return tag(in: hostile, absentFrom: plain)
    }

    /// An HTML tag of `line` outside code spans that `plain` does not have, as a problem.
    static func tag(in hostile: Substring, absentFrom plain: Substring) -> String? {
      let chars = Array(outsideCodeSpans(hostile))
      for index in chars.indices.dropLast() where chars[index] == "<" {
        let next = chars[index + 1]
        if next.isLetter || next == "/" || next == "!" || next == "?" {
          // The writers' own tags (details, summary, br, sub) are in the plain line too.
          let tag = String(chars[index...].prefix { $0 != ">" && $0 != " " })
          if !plain.contains(tag) { return "an HTML tag \(tag.debugDescription) outside code" }
        }
      }
      return nil
    }

    /// A prose value's output (the user's own Markdown: headings, lists and tables are theirs
    /// to write): no fence left open to swallow the page after it, and no tag the plain
    /// value's output lacks. The page is read as CommonMark reads it, split only at its line
    /// endings (a NEL or U+2029 ends no Markdown line), and each line of the template after
    /// the prose (the lines both outputs end with) must be inside code in the hostile output
    /// exactly when it is in the plain one.
    static func proseShape(_ plain: String, _ hostile: String) -> String? {
      let plainLines = markdownLines(plain)
      let hostileLines = markdownLines(hostile)
      let (plainCode, plainOpen) = insideFences(plainLines)
      let (hostileCode, hostileOpen) = insideFences(hostileLines)
      if hostileOpen, !plainOpen { return "a fence left open at the end" }
      var shared = 0
      while shared < min(plainLines.count, hostileLines.count),
        plainLines[plainLines.count - 1 - shared] == hostileLines[hostileLines.count - 1 - shared]
      {
        shared += 1
      }
      for back in 1..<(shared + 1) where plainCode[plainCode.count - back] != hostileCode[hostileCode.count - back] {
        let line = hostileLines[hostileLines.count - back]
        return "a fence left open: the template's line \(line.debugDescription) is \(hostileCode[hostileCode.count - back] ? "inside" : "outside") code"
      }
      for line in lines(hostile) where block(line) != "code" {
        if let problem = tag(in: line, absentFrom: plain[...]) { return problem + ": \(line.debugDescription)" }
      }
      return nil
    }

    /// The lines of Markdown text, split at CommonMark's line endings: a line feed, a
    /// carriage return, or both.
    static func markdownLines(_ text: String) -> [Substring] {
      text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    }

    /// For each line, whether it is part of a fenced code block (its fences included), as
    /// CommonMark reads fences: at most three spaces of indent, a run of three or more
    /// backticks (with no backtick after it) or tildes opens; a run of the same character at
    /// least as long, with nothing but spaces after it, closes. `open`: a fence is still
    /// open after the last line.
    static func insideFences(_ lines: [Substring]) -> (lines: [Bool], open: Bool) {
      var open: (character: Character, length: Int)? = nil
      var result: [Bool] = []
      result.reserveCapacity(lines.count)
      for line in lines {
        let trimmed = line.drop { $0 == " " }
        let indent = line.count - trimmed.count
        let first = trimmed.first
        let run = first.map { character in trimmed.prefix { $0 == character }.count } ?? 0
        let rest = trimmed.dropFirst(run)
        let fenceCharacter = indent < 4 && run >= 3 && (first == "`" || first == "~")
        if let opener = open {
          result.append(true)
          if fenceCharacter, first == opener.character, run >= opener.length, rest.allSatisfy({ $0 == " " || $0 == "\t" }) {
            open = nil
          }
        } else if fenceCharacter, let first, first == "~" || !rest.contains("`") {
          open = (first, run)
          result.append(true)
        } else {
          result.append(false)
        }
      }
      return (result, open != nil)
    }

    /// A line without its code spans (each replaced by a space): a run of n backticks opens
    /// a span that the next run of exactly n closes; a run that nothing closes is text.
    static func outsideCodeSpans(_ line: Substring) -> String {
      let chars = Array(line)
      var out = ""
      var index = 0
      while index < chars.count {
        guard chars[index] == "`" else {
          out.append(chars[index])
          index += 1
          continue
        }
        var end = index
        while end < chars.count, chars[end] == "`" { end += 1 }
        let length = end - index
        // Look for the closing run of the same length.
        var search = end
        var closing: Int? = nil
        while search < chars.count {
          if chars[search] == "`" {
            var runEnd = search
            while runEnd < chars.count, chars[runEnd] == "`" { runEnd += 1 }
            if runEnd - search == length {
              closing = runEnd
              break
            }
            search = runEnd
          } else {
            search += 1
          }
        }
        if let closing {
          out.append(" ")
          index = closing
        } else {
          out += String(chars[index..<end])
          index = end
        }
      }
      return out
    }

    /// What kind of Markdown block a line opens or continues.
    static func block(_ line: Substring) -> String {
      let trimmed = line.drop { $0 == " " }
      let indent = line.count - trimmed.count
      if indent >= 4 { return "code" }
      // A backtick fence's info string holds no backtick (CommonMark): "```a`" is text.
      if trimmed.hasPrefix("```"), !trimmed.drop(while: { $0 == "`" }).contains("`") { return "fence" }
      if trimmed.hasPrefix("~~~") { return "fence" }
      if trimmed.hasPrefix("#") { return "heading \(trimmed.prefix { $0 == "#" }.count)" }
      if trimmed.hasPrefix("|") { return "row of \(cells(trimmed)) cells" }
      if trimmed.hasPrefix(">") { return "quote" }
      if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") { return "item" }
      if trimmed.first?.isNumber == true, trimmed.drop(while: \.isNumber).hasPrefix(". ") { return "numbered item" }
      if trimmed.isEmpty { return "blank" }
      return "paragraph"
    }

    /// The cells of a table row: its pipes not escaped and not in a code span.
    static func cells(_ row: Substring) -> Int {
      var count = 0
      var previous: Character = " "
      for char in outsideCodeSpans(row) {
        if char == "|", previous != "\\" { count += 1 }
        previous = char
      }
      return count
    }
  }
}
