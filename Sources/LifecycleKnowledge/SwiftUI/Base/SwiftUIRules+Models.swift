import LifecycleCore

/// The provenance of a view model's lifetime (`model:` on a screen): when SwiftUI makes a
/// model again that the parent makes for its view.
extension SwiftUIRules {
  /// A model the parent makes for its view is made again when the screen is shown again.
  package static let modelRemadeByParent = Rule(
    id: "swiftui.model.remadeByParent",
    statement: "A view model that the parent makes each time it makes the view's value (an @ObservedObject the "
      + "parent creates, or the initial value of a @State holding an @Observable model) is made again each time "
      + "SwiftUI makes the view's value again; the model reads that as each time the screen is shown again (a pop "
      + "revealing it, its tab selected again, a sheet over it dismissed), the parent's body running then. A @State "
      + "keeps its first instance, so the new one is released at once; an @ObservedObject takes the new one, and the "
      + "one before is released. A @StateObject (made once per view identity, by its autoclosure) and a controller's "
      + "model are not remade. From the SDK of Xcode 27, @State is a macro that makes its initial value once per "
      + "identity: a @State model is then not remade.",
    source: "Apple, State (https://developer.apple.com/documentation/swiftui/state): 'A State property always "
      + "instantiates its default value when SwiftUI instantiates the view. For this reason, avoid side effects and "
      + "performance-intensive work when initializing the default value'; Apple, Migrating from the Observable Object "
      + "protocol to the Observable macro (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro): "
      + "a @StateObject becomes a @State, an @ObservedObject a plain property or @Bindable; Apple, StateObject "
      + "(https://developer.apple.com/documentation/swiftui/stateobject): created 'only once during the lifetime of the "
      + "container'; the Swift Forums thread 'Observations: @State init multiple times' "
      + "(https://forums.swift.org/t/observations-state-init-multiple-times/77739): a new instance each time the view is "
      + "initialized, thrown away for the original; Apple, State() "
      + "(https://developer.apple.com/documentation/swiftui/state()) and TN3211 "
      + "(https://developer.apple.com/documentation/technotes/tn3211-resolving-swiftui-source-incompatibilities-for-state-and-contentbuilder): "
      + "the State macro from Xcode 27. That the parent's body runs when the screen is shown again, and only then, "
      + "is our reading: no published log shows when",
    confidence: .inferred,
    alternative: "SwiftUI need not make the view's value again when the screen is shown again (a pop reveals a view "
      + "whose inputs did not change): the model is then made once per identity, as a @StateObject is.")
}
