extension RuleBook {
  /// Hashes the overlays' ids and sizes only, not every row's text: a book is a dictionary
  /// key for each claim's path trees, looked up once per app, host and profile a claim
  /// walks, and hashing every rule's strings was over half of `check`'s time on claims.
  /// Books that differ only inside a row (a test's planted rule) share a hash and are told
  /// apart by `==`, as any hash collision is.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(overlays.count)
    for overlay in overlays {
      hasher.combine(overlay.id)
      hasher.combine(overlay.changes.count)
    }
  }
}
