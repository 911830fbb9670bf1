import LifecycleCore

extension PlatformOverlays {
  /// An iPad (a profile named `-ipad`): regular width.
  package static let pad = Overlay(
    id: "ipad.platform", title: "iPad (regular width): sheets and popovers float over the presenter",
    applies: Applicability(idiom: .pad),
    changes: [.fact(FactRow(.regularWidth, true, rule: PresentationRules.iPadRegularWidth))])
}
