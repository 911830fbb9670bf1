import Foundation
import LifecycleCLI
import LifecycleTestSupport
import Testing

/// `explain --flags` and `run --format json --flags`: the flags of UIKit's appearance
/// callbacks, printed only when asked for.
@Suite struct FlagsOptionTests {
  let scenario = repositoryRoot() + "/Scenarios/uikit/flags-push-swipe-sheet-stack.yaml"

  @Test func explainPrintsEachFlagUnderItsCallbackWithItsRule() {
    let result = runTool(["explain", "--flags", scenario])
    #expect(result.status == .success)
    #expect(result.output.contains("    reads isMovingFromParent (flag.isMovingFromParent.cancelledSwipe, claimed)"), "\(result.output)")
    #expect(!runTool(["explain", scenario]).output.contains("reads isMovingFromParent"))
  }

  @Test func runAddsTheFlagsToJSONOnlyWhenAsked() throws {
    let with = runTool(["run", "--format", "json", "--flags", scenario])
    #expect(with.status == .success)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(with.output.utf8)) as? [String: Any])
    let runs = try #require(document["scenarios"] as? [[String: Any]])
    let steps = try #require(runs.first?["steps"] as? [[String: Any]])
    let third = try #require(steps[2]["flags"] as? [[String: Any]])
    #expect(third.count == 1)
    #expect(third.first?["flags"] as? [String] == ["isMovingFromParent"])
    #expect(third.first?["screen"] as? String == "Detail")
    #expect(!runTool(["run", "--format", "json", scenario]).output.contains("\"flags\""))
    #expect(runTool(["run", "--flags", scenario]).status == .usage)
  }
}
