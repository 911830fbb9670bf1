#if canImport(XCTest)
  import LifecycleLab
  import LifecycleLabTesting
  import XCTest

  /// Under XCTest, a check that does not hold is an `XCTFail` at the call, with the text
  /// `lifecycle check` prints.
  final class XCTestReportingTests: XCTestCase {
    private var captured: [(description: String, line: Int)] = []
    private var capturing = false

    #if canImport(Darwin)
      override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        captured.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
      }
    #else
      override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
          return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, lineNumber))
      }
    #endif

    func testAMatchingStepRecordsNoFailure() throws {
      let scenario = try pushScenario()
      XCTAssertTrue(try LifecycleExpect.step(2, of: scenario, is: pushSteps[1].joined(separator: "\n")))
      XCTAssertEqual(try scenario.run().step(3).lines, pushSteps[2])
    }

    func testAStepThatDiffersFailsAtTheCallWithTheCheckText() throws {
      let scenario = try pushScenario()
      capturing = true
      let line = #line + 1
      let passed = try LifecycleExpect.step(
        2, of: scenario, is: "Detail viewWillAppear\nList viewWillDisappear\nList viewDidDisappear\nDetail viewDidAppear")
      capturing = false
      XCTAssertFalse(passed)
      XCTAssertEqual(captured.count, 1)
      XCTAssertEqual(captured.first?.line, line)
      let description = captured.first?.description ?? ""
      XCTAssertTrue(
        description.contains(
          """
          FAIL  push.yaml  Push a detail screen
            push.yaml:8:5: error: expect: step 2 (push Detail): the events differ from the expectation
              - push: Detail
                ^
              @@ -1,4 +1,4 @@
              -Detail viewWillAppear
               List viewWillDisappear
              +Detail viewWillAppear
          """), description)
    }

    func testAThrownErrorReadsAsTheCommandLinePrintsIt() throws {
      XCTAssertThrowsError(try LifecycleScenario(yaml: "name: x\n", path: "x.yaml")) { error in
        XCTAssertTrue(String(describing: error).hasPrefix("x.yaml:1:1: error: missing required key"), "\(error)")
        XCTAssertEqual(error.localizedDescription, String(describing: error))
      }
    }
  }
#endif
