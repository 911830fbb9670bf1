/// Constant-time positions of enum cases, for tables indexed by case (rule segments by
/// transition kind, rendered names by callback) instead of dictionaries hashed per event.
///
/// A case-only enum is stored as its declaration index, which a synthesized `allCases`
/// follows; each table that relies on it checks `ordinalsFollowAllCases` once when built.
extension TransitionKind {
  /// The kind's position in `allCases`.
  @inlinable
  package var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

  /// Whether `ordinal` is each kind's position in `allCases`.
  package static var ordinalsFollowAllCases: Bool {
    MemoryLayout<Self>.size == 1 && allCases.indices.allSatisfy { allCases[$0].ordinal == $0 }
  }
}

extension Callback {
  /// The callback's position in `allCases`.
  @inlinable
  package var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

  /// Whether `ordinal` is each callback's position in `allCases`.
  package static var ordinalsFollowAllCases: Bool {
    MemoryLayout<Self>.size == 1 && allCases.indices.allSatisfy { allCases[$0].ordinal == $0 }
  }
}

extension Role {
  /// The role's position in `allCases`.
  @inlinable
  package var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

  /// The role as one bit of a set of roles held in a word (there are fewer than 64 roles).
  @inlinable
  package var bit: UInt64 { 1 << UInt64(ordinal) }

  /// Whether `ordinal` is each role's position in `allCases`.
  package static var ordinalsFollowAllCases: Bool {
    MemoryLayout<Self>.size == 1 && allCases.count <= 64 && allCases.indices.allSatisfy { allCases[$0].ordinal == $0 }
  }
}
