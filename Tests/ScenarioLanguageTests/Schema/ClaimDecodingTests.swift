import LifecycleCore
import ScenarioLanguage
import Testing

/// `claim:` with its law: every form and scope key is read, and mistakes are errors at
/// their line, never a claim that silently checks nothing.
@Suite struct ClaimDecodingTests {
  func decode(_ claim: String) throws(DiagnosticList) -> Scenario {
    let text = "name: n\nsource: s\napp:\n  navigation: [A]\nsteps:\n  - launch\nclaim:\n  seed: \"000\"\n  quote: q\n  statement: s\n" + claim
    return try ScenarioDecoder.decode(text, path: "s.yaml")
  }

  func errors(_ claim: String) -> [String] {
    do {
      _ = try decode(claim)
      return []
    } catch {
      return error.diagnostics.map(\.headline)
    }
  }

  @Test func readsEveryFormAndTheScope() throws {
    let scenario = try decode(
      """
        verdict: partly
        law:
          order:
            - init
            - [loadView, viewDidLoad]
          once: [viewDidLoad]
          response:
            each: [viewWillAppear]
            then: viewDidAppear
            before: [viewWillDisappear]
          in-step: [onAppear, viewWillAppear]
          only: [viewWillAppear, viewDidAppear]
          repeats: [viewWillAppear]
          last: [viewDidDisappear]
          gets: [leaving viewWillDisappear]
          gets-none: [below onDisappear]
          sequences:
            - [leaving viewWillDisappear, arriving viewWillAppear]
          all-or-nothing: true
          apps: [self, ../explore/navigation.yaml]
          hosts: [uikit, swiftui]
          profiles: [ios13, ios17]
          actions: [present, swipeBackCancel]
          screens: code
          depth: 2

      """)
    let claim = try #require(scenario.claim)
    #expect(claim.verdict == .partly)
    let law = try #require(claim.law)
    #expect(law.order == [[Callback.`init`], [.loadView, .viewDidLoad]])
    #expect(law.once == [.viewDidLoad])
    #expect(law.response == .init(each: [.viewWillAppear], then: .viewDidAppear, before: [.viewWillDisappear]))
    #expect(law.inStep == [.onAppear, .viewWillAppear])
    #expect(law.only == [.viewWillAppear, .viewDidAppear])
    #expect(law.repeats == [.viewWillAppear])
    #expect(law.last == [.viewDidDisappear])
    #expect(law.gets == [RoleEvent(.leaving, .viewWillDisappear)])
    #expect(law.getsNone == [RoleEvent(.below, .onDisappear)])
    #expect(law.sequences == [[RoleEvent(.leaving, .viewWillDisappear), RoleEvent(.arriving, .viewWillAppear)]])
    #expect(law.allOrNothing && !law.canBreak && !law.ownSteps)
    #expect(law.scope.apps.map(\.path) == ["self", "../explore/navigation.yaml"])
    #expect(law.scope.hosts == [.uikit, .swiftui])
    #expect(law.scope.profiles == [.ios13, .ios17])
    #expect(law.scope.kinds == [.presentCovering, .presentOver, .swipeBackCancel])
    #expect(law.scope.screens == .code)
    #expect(law.scope.depth == 2)
  }

  @Test func aClaimTheToolCannotCheckSaysWhyAndHasNoLaw() throws {
    let claim = try #require(try decode("  verdict: not-checkable\n  why: pixels\n").claim)
    #expect(claim.verdict == .notCheckable && claim.why == "pixels" && claim.law == nil)
    #expect(errors("  verdict: not-checkable\n") == ["s.yaml:11:12: error: a claim that is not checkable says why ('why:')"])
    #expect(errors("  verdict: not-checkable\n  why: w\n  law:\n    once: [init]\n").contains { $0.contains("has no law") })
  }

  @Test func aCheckableClaimStatesItsLaw() {
    #expect(errors("  verdict: holds\n").contains { $0.contains("states its law") })
    #expect(errors("  verdict: supported\n").contains { $0.contains("unknown verdict 'supported'") })
    #expect(errors("  verdict: holds\n  law:\n    actions: [push]\n").contains { $0.contains("at least one form") })
  }

  @Test func mistakesInALawAreErrorsAtTheirLine() {
    let found = errors(
      """
        verdict: holds
        law:
          gets: [leavin viewWillDisappear, leaving viewWillDisapear]
          in-step: [onAppear]
          actions: [teleport]
          depth: 9
          hosts: [appkit]

      """)
    #expect(found.contains { $0.hasPrefix("s.yaml:13:") && $0.contains("expected a part") })
    #expect(found.contains { $0.contains("unknown callback 'viewWillDisapear'") })
    #expect(found.contains { $0.hasPrefix("s.yaml:14:") && $0.contains("names two callbacks") })
    #expect(found.contains { $0.contains("unknown action 'teleport'") })
    #expect(found.contains { $0.contains("depth is a number from 1 to 5") })
    #expect(found.contains { $0.contains("unknown host 'appkit'") })
  }
}
