/// A lifecycle law that the resolved rules are allowed to break, and why: a row models a
/// known bug of the profile's iOS version, or an applied alternative reading drops a call
/// that the law wants (a will-callback without its did, R2).
public struct LawWaiver: Hashable, Sendable {
  /// The law's id, e.g. `uikit.window`.
  public var law: String
  /// The row or overlay that waives it.
  public var by: String
  /// Why, in one sentence: the known bug's summary or the alternative's title.
  public var reason: String
  /// Whether it waives the law only for the content of a tab bar's items.
  public var onlyTabContent: Bool = false
  /// Whether it waives the law only for the rows of lists.
  public var onlyListRows: Bool = false

  /// Creates a waiver.
  public init(law: String, by: String, reason: String) {
    self.law = law
    self.by = by
    self.reason = reason
  }
}

extension ResolvedRules {
  /// The laws these rules may break, each with the row or overlay that says so: the laws
  /// listed by known-bug rows of the profile and by the applied overlays (alternatives asked
  /// for, version overlays), in table order, each pair once.
  public var waivers: [LawWaiver] {
    var result: [LawWaiver] = []
    var seen: Set<LawWaiver> = []
    func add(_ waiver: LawWaiver) {
      if seen.insert(waiver).inserted { result.append(waiver) }
    }
    for overlay in overlays {
      for law in overlay.waives { add(LawWaiver(law: law.rawValue, by: overlay.id, reason: overlay.title)) }
    }
    for row in rows {
      guard let bug = row.knownBug else { continue }
      for law in bug.waives {
        var waiver = LawWaiver(law: law.rawValue, by: row.id, reason: "known bug: \(bug.summary)")
        waiver.onlyTabContent = bug.onlyTabContent
        waiver.onlyListRows = bug.onlyListRows
        add(waiver)
      }
    }
    return result
  }
}
