import LifecycleCore
import Testing

/// Tables indexed by case (rule segments by transition kind, rendered names by callback) rely
/// on a case's ordinal being its position in `allCases`.
@Suite struct CaseOrdinalTests {
  @Test func ordinalsArePositionsInAllCases() {
    #expect(TransitionKind.ordinalsFollowAllCases)
    #expect(Callback.ordinalsFollowAllCases)
    #expect(Role.ordinalsFollowAllCases)
    #expect(Set(Role.allCases.map(\.bit)).count == Role.allCases.count)
    #expect(TransitionKind.allCases.map(\.ordinal) == Array(TransitionKind.allCases.indices))
    #expect(Callback.allCases.map(\.ordinal) == Array(Callback.allCases.indices))
  }
}
