/// UIKit operations a scenario may reach for that the tool does not model, each with why and
/// the public sources consulted: a step or an app structure that names one is refused with
/// this message (FORMAT.md, "Not modelled: UIKit containers"), rather than "unknown action".
package enum UnmodelledOperations {
  /// The sources consulted for every refusal below.
  package static let consulted =
    "sources consulted: uikit-ground-truth §6, §7 (Apple's containment docs: addChild(_:), willMove(toParent:), "
    + "beginAppearanceTransition(_:animated:), shouldAutomaticallyForwardAppearanceMethods)"

  /// The operations, by the keyword a step would use, with what is missing.
  /// (None left: `begin-appearance`, the last, is a step of its own, its order the app's calls.)
  package static let steps: [(keyword: String, what: String)] = []

  /// The containers an app structure might name, with what is missing.
  package static let containers: [(key: String, what: String)] = []

  /// The refusal for a step keyword, or nil when it is not one of them.
  package static func step(_ keyword: String) -> String? {
    steps.first { $0.keyword == keyword }.map { "'\(keyword)' is not modelled: \($0.what); \(consulted)" }
  }

  /// The refusal for an app structure key, or nil.
  package static func container(_ key: String) -> String? {
    containers.first { $0.key == key }.map { "'\(key)' is not modelled: \($0.what); \(consulted)" }
  }
}
