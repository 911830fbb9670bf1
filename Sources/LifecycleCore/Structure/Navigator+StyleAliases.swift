extension Navigator {
  /// Everything a presentation style changes on this profile, as the navigator, the lanes
  /// and the audit read it. Two styles with the same behaviour are aliases: presenting with
  /// one or the other gives the same transitions, the same events and the same refusals, now
  /// and after any later action, so a walk may try one and count the other (`StyleAliases`).
  ///
  /// Every place that reads a style is a field here; a new reader must add one:
  /// - whether the presentation takes the presenter out of the window, and the fact that says
  ///   so (`covers(_:)`, stored in the box and cited by the events);
  /// - whether it is a sheet that can be swiped down (the swipe-down offers and
  ///   `requireSwipeableSheet`), and whether it is a popover on iPad, which cannot;
  /// - whether it is over full screen (`Visits`: a layer under it is not visited);
  /// - whether this app refuses it (a SwiftUI app refuses UIKit's own styles), and whether it
  ///   is an alert, which is never put in a navigation controller (the refusals of `present`);
  /// - whether its dismissal runs the presenter's `onDismiss`, in an app that logs it
  ///   (`Role.presenters`);
  /// - whether a tap outside dismisses it (`tap-outside`: a popover or an action sheet on an iPad);
  /// - the first, fourth and last of these again in an iPad's window of compact width
  ///   (`Structure.compactWindow`), where they adapt as on an iPhone.
  ///
  /// The style's name itself appears only in refusals' messages, which no walk counts.
  package struct StyleBehaviour: Hashable, Sendable {
    package var covers: Bool
    package var factCode: UInt8
    package var sheetLike: Bool
    package var popoverOnIPad: Bool
    package var overFullScreen: Bool
    package var refusedByApp: Bool
    package var alert: Bool
    package var dismissHandler: Bool
    package var tapOutside: Bool
    package var compactCovers: Bool
    package var compactFactCode: UInt8
    package var compactPopover: Bool
    package var compactTapOutside: Bool
  }

  /// What `style` does on this navigator's profile.
  package func behaviour(of style: PresentationStyle) -> StyleBehaviour {
    let covering = coverings[Int(Structure.code(style))]
    let compact = compactCoverings[Int(Structure.code(style))]
    let compactFloats = regularWidth && !compactWindowAdapts
    return StyleBehaviour(
      covers: covering.covers, factCode: covering.factCode, sheetLike: style.isSheetLike,
      popoverOnIPad: (style == .popover && regularWidth) || style == .unadaptedPopover, overFullScreen: style == .overFullScreen,
      refusedByApp: style.isUIKitOnly && app.definition.host == .swiftui, alert: style.isAlert,
      dismissHandler: style.hasDismissHandler && app.logs(.onDismiss),
      tapOutside: (style.dismissedByTapOutsideOnIPad && regularWidth) || style == .unadaptedPopover,
      compactCovers: compact.covers, compactFactCode: compact.factCode,
      compactPopover: (style == .popover && compactFloats) || style == .unadaptedPopover,
      compactTapOutside: (style.dismissedByTapOutsideOnIPad && compactFloats) || style == .unadaptedPopover)
  }
}

/// The presentation styles a walk offers, with those that behave alike on the profile
/// (`Navigator.StyleBehaviour`) tried once: the first of each class in the offered order
/// stands for the class, and counts as many actions as the class has styles.
///
/// Why this is exact: a path that presents with an alias has a twin that presents with the
/// class's first style at the same place, with the same events, refusals and effects at every
/// step after, and the two reach worlds that differ only in the style a box stores. So a walk
/// over the first styles reaches each of its worlds standing for `weight(of:)` worlds of the
/// whole walk at the same level, each with the same actions and the same verdicts, and the
/// whole walk's counts are its counts times those weights. The first of a class comes first
/// in the offered order, so the whole walk's first path to anything is one of these.
package struct StyleAliases: Sendable {
  /// The styles to offer: the first of each class, in the offered order.
  package let offered: [PresentationStyle]
  /// By style code (`Structure.code`): how many offered styles the style stands for (its
  /// class's size for the first of a class, 1 for any other style).
  let aliases: [Int]

  /// No reduction: every style of `styles` offered, each standing for itself.
  package init(every styles: [PresentationStyle]) {
    offered = styles
    aliases = Array(repeating: 1, count: Structure.styles.count)
  }

  /// The classes of `styles` (the app's offered styles) on `navigator`'s profile.
  package init(_ styles: [PresentationStyle], on navigator: Navigator) {
    var firstOf: [Navigator.StyleBehaviour: Int] = [:]
    var offered: [PresentationStyle] = []
    var aliases = Array(repeating: 1, count: Structure.styles.count)
    var sizes: [Int] = []
    for style in styles {
      let behaviour = navigator.behaviour(of: style)
      if let index = firstOf[behaviour] {
        sizes[index] += 1
      } else {
        firstOf[behaviour] = offered.count
        offered.append(style)
        sizes.append(1)
      }
    }
    for (style, size) in zip(offered, sizes) { aliases[Int(Structure.code(style))] = size }
    self.offered = offered
    self.aliases = aliases
  }

  /// Whether some style stands for another.
  package var reduces: Bool { aliases.contains { $0 > 1 } }

  /// How many offered styles a presentation with `style` stands for.
  package func count(of style: PresentationStyle) -> Int { aliases[Int(Structure.code(style))] }

  /// How many worlds of the whole walk a world of the reduced walk stands for: the product,
  /// over its presentations, of what each one's style stands for.
  package func weight(of structure: Structure) -> Int {
    var weight = 1
    for index in 0..<structure.presentationCount {
      weight *= aliases[Int(structure.boxes[structure.rootBoxes + index].style)]
    }
    return weight
  }
}
