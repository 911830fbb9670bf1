import LifecycleCore

/// The row of a view's opacity (`opacity: X`).
extension SwiftUITables {
  /// A view whose opacity changes stays in the hierarchy: no event.
  static let opacity: [RuleRow] = [RowBuilder(.swiftui, .opacity).nothing(.bystanders, SwiftUIRules.opacityNoEvent)]
}
