#if canImport(Testing)
  import LifecycleLab
  import Testing

  // What Swift Testing prints for a value in a failed expectation: the command line's text
  // rather than a dump of the struct (an audit's is thousands of characters of hash slots).

  extension AuditResult: CustomTestStringConvertible {
    /// What `lifecycle audit` prints.
    ///
    /// ```swift
    /// #expect(result.isClean(strict: false))  // on failure, prints each broken guarantee
    /// ```
    public var testDescription: String {
      AuditRenderer(result: self, paths: [], strict: false).text()
    }
  }

  extension ScenarioResult: CustomTestStringConvertible {
    /// What `lifecycle check -v` prints for the file: PASS, or FAIL with each failure.
    public var testDescription: String {
      let renderer = CheckRenderer(verbose: true)
      return renderer.render(self) + renderer.notes([self])
    }
  }

  extension ScenarioRun: CustomTestStringConvertible {
    /// The observed events, one `<screen> <callback>` a line, as `lifecycle run --flat` prints.
    public var testDescription: String { observed.lines.joined(separator: "\n") }
  }

  extension Timeline: CustomTestStringConvertible {
    /// The events, one `<screen> <callback>` a line.
    public var testDescription: String { lines.joined(separator: "\n") }
  }

  extension Scenario: CustomTestStringConvertible {
    /// `path: name`.
    public var testDescription: String { "\(path): \(name)" }
  }

  extension LifecycleRun: CustomTestStringConvertible {
    /// The observed events, one `<screen> <callback>` a line, as `lifecycle run --flat` prints.
    public var testDescription: String { lines.joined(separator: "\n") }
  }

  extension LifecycleScenario: CustomTestStringConvertible {
    /// `path: name`.
    public var testDescription: String { "\(path): \(scenario.name)" }
  }
#endif
