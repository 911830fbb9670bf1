import LifecycleCore
import LifecycleKnowledge

/// What a walk found: the findings merged from every worker, the waived laws, and the
/// path of each finding from launch.
extension Walk {
  /// The findings of every worker, merged: the smallest position of each law and kind,
  /// with its path from launch.
  func findings() -> [ExploreFinding] {
    var merged: [String: FindingSeed] = [:]
    for worker in workers {
      worker.withLock { worker in
        for (key, seed) in worker.seeds {
          if var known = merged[key] {
            known.count += seed.count
            if seed.position < known.position {
              known.level = seed.level
              known.index = seed.index
              known.action = seed.action
              known.violation = seed.violation
            }
            merged[key] = known
          } else {
            merged[key] = seed
          }
        }
      }
    }
    let seeds = merged.sorted { lhs, rhs in
      (lhs.value.level, lhs.value.index, lhs.value.action, lhs.key) < (rhs.value.level, rhs.value.index, rhs.value.action, rhs.key)
    }.map(\.value)
    return seeds.map { seed in
      ExploreFinding(violation: seed.violation, kind: seed.kind, path: path(to: seed), occurrences: seed.count)
    }
  }

  /// The laws broken but waived, with how many steps broke each and the first waiver, by law.
  func waived() -> [WaivedLaw] {
    var merged: [String: (count: Int, waiver: LawWaiver)] = [:]
    for worker in workers {
      worker.withLock { worker in
        for (law, entry) in worker.waived { merged[law, default: (0, entry.waiver)].count += entry.count }
      }
    }
    return Law.all.compactMap { law in
      merged[law.id].map { WaivedLaw(law: law, occurrences: $0.count, waiver: $0.waiver) }
    }
  }

  /// The actions from launch to a finding's step, replayed along the recorded edges.
  private func path(to seed: FindingSeed) -> [Action] {
    guard seed.level >= 0 else { return [.launch] }
    let edges = state.withLock { $0.edges }
    var indices: [Int32] = []
    var index = Int32(seed.index)
    for level in stride(from: seed.level, through: 1, by: -1) {
      let edge = edges[level][Int(index)]
      indices.append(edge.action)
      index = edge.parent
    }
    var world = engine.initialWorld
    var buffer = StepBuffer()
    var path: [Action] = [.launch]
    try? engine.step(&world, .launch, number: 1, into: &buffer)
    for actionIndex in indices.reversed() + [Int32(seed.action)] {
      let action = actions(in: world)[Int(actionIndex)]
      path.append(action)
      try? engine.step(&world, action, number: path.count, into: &buffer)
    }
    return path
  }
}
