/// What a record needs to offer its candidate actions in a world beside the world's
/// structure: the app, the screens a push or presentation could bring in, and which
/// `animated` values and view transitions are worth trying (the rule tables make them change
/// the order). Made once per world by `Engine.candidateActions`; tables indexed by kind, so
/// that no record looks anything up by name.
package struct ActionOffer {
  /// The app.
  package let app: AppModel
  /// The host.
  package let host: Host
  /// The screens a push, presentation or new root could bring in, by index.
  package let newcomers: [Int]
  /// The profile's facts the offers read.
  package let zoomTransitions: Bool
  package let swipeDownToDismiss: Bool
  package let regularWidth: Bool
  /// The `animated` values worth trying, by transition kind ordinal.
  let animations: [[Bool]]
  /// The view transitions worth trying, by transition kind ordinal.
  let viewTransitions: [[ViewTransition]]
  /// The keywords the scenario's own steps use: the verbs of data-driven SwiftUI navigation
  /// (`path-append`, `task-id`…) are offered only to apps whose scenario uses them, so that
  /// the walks of every other app stay as they were.
  package let usedKeywords: Set<String>
  /// The presentation styles to offer: the app's (`AppModel.presentationStyles`), or the
  /// first of each class that behaves alike (`StyleAliases`) for a walk that counts the rest.
  package let presentationStyles: [PresentationStyle]

  /// Creates an offer; `presentationStyles` defaults to the app's.
  package init(
    app: AppModel, host: Host, newcomers: [Int], zoomTransitions: Bool, swipeDownToDismiss: Bool,
    regularWidth: Bool = false, animations: [[Bool]], viewTransitions: [[ViewTransition]], usedKeywords: Set<String> = [],
    presentationStyles: [PresentationStyle]? = nil
  ) {
    self.regularWidth = regularWidth
    self.usedKeywords = usedKeywords
    self.presentationStyles = presentationStyles ?? app.presentationStyles
    self.app = app
    self.host = host
    self.newcomers = newcomers
    self.zoomTransitions = zoomTransitions
    self.swipeDownToDismiss = swipeDownToDismiss
    self.animations = animations
    self.viewTransitions = viewTransitions
  }

  /// The `animated` values worth trying for a kind: both where a row reads it.
  package func animations(_ kind: TransitionKind) -> [Bool] { animations[kind.ordinal] }

  /// The `animated` values worth trying for two kinds (a presentation covering or over).
  package func animations(_ kind: TransitionKind, _ other: TransitionKind) -> [Bool] {
    let first = animations[kind.ordinal]
    return first.count > 1 ? first : animations[other.ordinal]
  }

  /// The view transitions worth trying for a kind.
  package func viewTransitions(_ kind: TransitionKind) -> [ViewTransition] { viewTransitions[kind.ordinal] }

  /// Whether the scenario's steps use a keyword.
  package func uses(_ keyword: String) -> Bool { usedKeywords.contains(keyword) }

  /// A screen's name.
  package func name(_ screen: Int) -> String { app.texts[screen] }
}
