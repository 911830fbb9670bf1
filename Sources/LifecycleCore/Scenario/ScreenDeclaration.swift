/// An optional declaration of a screen.
///
/// Most declarations give an id and little else (an app of a million screens declares each
/// by its id alone), so the fields a declaration seldom sets (`conditional`, the effects, the
/// view model, `instances`, `list` and `hosting`) are kept together in one box, absent while
/// they all hold their defaults: a declaration takes 72 bytes instead of 176, and copying one
/// retains at most four references (id, title, children, the box) instead of nine.
/// Reading and setting the boxed fields is as for any other; setting one copies the box.
package struct ScreenDeclaration: Hashable, Sendable {
  /// The id events are logged with.
  package var id: String
  /// A human title for reports.
  package var title: String?
  /// Where it is declared.
  package var location: SourceLocation?
  /// Created by `init(coder:)` and `awakeFromNib`.
  package var storyboard: Bool
  /// Its content; nil means the scenario's default.
  package var content: Content?
  /// Whether it carries a representable probe; nil means the scenario's default.
  package var probe: Bool?
  /// Embedded child screens, always shown.
  package var children: [String]
  /// The seldom-set fields, nil while each holds its default (so that equal declarations
  /// have equal stored properties, which `Hashable` compares).
  private var box: Box?

  /// Creates a declaration.
  package init(
    id: String, title: String? = nil, storyboard: Bool = false, children: [String] = [],
    conditional: [String] = [], content: Content? = nil, probe: Bool? = nil,
    location: SourceLocation? = nil
  ) {
    self.id = id
    self.title = title
    self.storyboard = storyboard
    self.children = children
    self.content = content
    self.probe = probe
    self.location = location
    if !conditional.isEmpty { self.conditional = conditional }
  }

  /// Embedded child screens shown only by a `show` step.
  package var conditional: [String] {
    get { box?.fields.conditional ?? [] }
    set { seldom.conditional = newValue }
  }
  /// What its code does on which callback (`effects:`), in the file's order.
  package var effects: [EffectPlacement] {
    get { box?.fields.effects ?? [] }
    set { seldom.effects = newValue }
  }
  /// For a screen with a `list:`, what each row's code does (`row-effects:`): every row is a
  /// view of one type, so each runs them as its own, with state of its own.
  package var rowEffects: [EffectPlacement] {
    get { box?.fields.rowEffects ?? [] }
    set { seldom.rowEffects = newValue }
  }
  /// Who owns the screen's view model (`model:`), nil for none declared.
  package var model: ModelOwnership? {
    get { box?.fields.model }
    set { seldom.model = newValue }
  }
  /// What the model's code does (`model-effects:`), on `init` and `deinit`: they run when the
  /// model is made and released, which `model` decides.
  package var modelEffects: [EffectPlacement] {
    get { box?.fields.modelEffects ?? [] }
    set { seldom.modelEffects = newValue }
  }
  /// The most instances of it the app may hold at once that `explore` and `audit` try
  /// (`instances:`); nil means one. A scenario's own steps may bring in more.
  package var instances: Int? {
    get { box?.fields.instances }
    set { seldom.instances = newValue }
  }
  /// The scrolling container it shows (`list:`, `rows:`, `viewport:`), if any.
  package var list: ListDeclaration? {
    get { box?.fields.list }
    set { seldom.list = newValue }
  }
  /// For a `UIHostingController` the app presents (`hosting:`), the screens of the SwiftUI
  /// `NavigationStack` its root view holds, root first: a presented flow with a host of its
  /// own. Nil for any other screen.
  package var hosting: [String]? {
    get { box?.fields.hosting }
    set { seldom.hosting = newValue }
  }
  /// For a split view the app presents (`split:`): its columns' root screens, primary,
  /// supplementary (of three), then secondary. A `UISplitViewController` presented in a
  /// UIKit app, the content of a sheet or cover that is a `NavigationSplitView` in a SwiftUI
  /// app. Nil for any other screen.
  package var split: [String]? {
    get { box?.fields.split }
    set { seldom.split = newValue }
  }

  /// Whether the controller sets `definesPresentationContext` (`defines-context: true`): a
  /// `.currentContext` or `.overCurrentContext` presentation made from it or from a screen it
  /// embeds covers it alone (a navigation controller defines one by default; see
  /// `present-in-context`).
  package var definesContext: Bool {
    get { box?.fields.definesContext ?? false }
    set { seldom.definesContext = newValue }
  }

  /// Whether the controller's view lays its subviews out with Auto Layout constraints
  /// (`constraints: true`), rather than with frames and autoresizing masks: at launch such a
  /// root gets a second layout pass before `viewDidAppear` (`uikit.launch.constraintsSecondPass`).
  package var constraints: Bool {
    get { box?.fields.constraints ?? false }
    set { seldom.constraints = newValue }
  }

  /// Whether the container forwards its appearance to its child controllers by itself: false
  /// (`forwards-appearance: false`) for a custom container whose
  /// `shouldAutomaticallyForwardAppearanceMethods` returns false and whose code forwards
  /// nothing, so its children get only what `begin-appearance` and `end-appearance` give.
  package var forwardsAppearance: Bool {
    get { box?.fields.forwardsAppearance ?? true }
    set { seldom.forwardsAppearance = newValue }
  }

  /// The boxed fields, their defaults when there is no box; setting them to their defaults
  /// drops the box. (Each field's getter reads its own field, without copying the others.)
  private var seldom: Seldom {
    get { box?.fields ?? Seldom() }
    set { box = newValue == Seldom() ? nil : Box(newValue) }
  }

  /// The fields few declarations set, with their defaults.
  private struct Seldom: Hashable, Sendable {
    var conditional: [String] = []
    var effects: [EffectPlacement] = []
    var rowEffects: [EffectPlacement] = []
    var model: ModelOwnership?
    var modelEffects: [EffectPlacement] = []
    var instances: Int?
    var list: ListDeclaration?
    var hosting: [String]?
    var split: [String]?
    var definesContext = false
    var constraints = false
    var forwardsAppearance = true
  }

  /// One reference to the seldom-set fields, never changed once made: a declaration that
  /// sets one makes a new box. Boxes compare and hash by their fields.
  private final class Box: Hashable, Sendable {
    let fields: Seldom

    init(_ fields: Seldom) {
      self.fields = fields
    }

    static func == (lhs: Box, rhs: Box) -> Bool {
      lhs === rhs || lhs.fields == rhs.fields
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(fields)
    }
  }
}

extension ScreenDeclaration {
  /// Whether it declares code (`effects:`) and nothing else: the declaration a container's
  /// own view (`observe-as:`) may have, which is no screen.
  package var declaresOnlyEffects: Bool {
    var bare = ScreenDeclaration(id: id, location: location)
    bare.effects = effects
    return self == bare
  }
}
