/// Every action's record, and the answers read from them: which screens an action names,
/// its keyword and options, the candidate actions of a world. A new verb is an `Action`
/// case, its record, and a line here.
package enum ActionCatalog {
  /// Every record, in the order messages and the JSON Schema list the actions (cases that
  /// share a keyword, after the one that decodes it).
  package static let records: [ActionRecord] = [
    .launch, .push, .zoomPush, .pop, .popToRoot, .swipeBack, .present, .dismiss, .swipeDown, .selectTab, .background,
    .foreground, .show, .hide, .rotate, .replaceRoot, .pathAppend, .pathRemoveLast, .pathReplace, .taskID, .switchTo, .switchItem, .swipeDownRefused,
    .changeDetent, .scroll, .opacity, .popTo, .unwind, .setStack, .swapRoot, .loadView,
    .traitChange, .memoryWarning, .tapOutside, .transitionChildren, .turnPage, .showDetail, .showColumn, .showColumnOver, .hideColumn, .launchPushing,
    .viewID, .resize,
    .beginAppearance, .endAppearance, .overlap, .insertRow, .deleteRow, .moveRow, .presentInContext, .resignActive, .becomeActive,
    .setTabs,
    .terminate,
    .launchInBackground,
  ]

  /// The records in the order a search tries their candidate actions (the order explore's
  /// results and counterexamples were found in).
  package static let offering: [ActionRecord] = [
    .launch, .foreground, .push, .pop, .popToRoot, .swipeBack, .present, .dismiss, .swipeDown, .selectTab, .replaceRoot,
    .show, .hide, .background, .rotate, .pathAppend, .pathRemoveLast, .pathReplace, .taskID, .switchTo, .switchItem, .swipeDownRefused, .changeDetent,
    .scroll, .opacity, .popTo, .unwind, .setStack, .swapRoot, .loadView,
    .traitChange, .memoryWarning, .tapOutside, .transitionChildren, .turnPage, .showDetail, .showColumn, .showColumnOver, .hideColumn, .launchPushing,
    .viewID, .resize,
    .beginAppearance, .endAppearance, .overlap, .insertRow, .deleteRow, .moveRow, .presentInContext, .resignActive, .becomeActive,
    .setTabs,
    .terminate,
    .launchInBackground,
  ]

  /// The records in the order the fuzzer's choices index them (so that its kept inputs keep
  /// writing the same scenarios): a new verb goes at the end.
  package static let sampling: [ActionRecord] = [
    .launch, .push, .pop, .popToRoot, .swipeBack, .present, .dismiss, .swipeDown, .selectTab, .background,
    .foreground, .show, .hide, .zoomPush, .replaceRoot, .rotate, .pathAppend, .pathRemoveLast, .pathReplace, .taskID,
    .switchTo, .switchItem, .swipeDownRefused, .changeDetent, .scroll, .opacity, .popTo, .unwind, .setStack, .swapRoot,
    .loadView, .traitChange, .memoryWarning, .tapOutside, .transitionChildren, .turnPage, .showDetail, .showColumn, .hideColumn, .launchPushing,
    .overlap, .viewID, .resize, .showColumnOver, .beginAppearance, .endAppearance, .insertRow, .deleteRow, .moveRow, .presentInContext, .resignActive,
    .becomeActive,
    .setTabs,
    .terminate,
    .launchInBackground,
  ]

  /// The records that decode a keyword, one per keyword, in the order of `records`.
  package static let decoding: [ActionRecord] = records.filter { $0.decode != nil }

  /// Every keyword, in the order messages list them.
  package static let keywords: [String] = decoding.map(\.keyword)

  /// The options a keyword accepts: those of every record written with it, in order.
  package static func options(of keyword: ActionRecord) -> [ActionOption] {
    var result: [ActionOption] = []
    for record in records where record.keyword == keyword.keyword {
      for spec in record.options where !result.contains(spec.option) { result.append(spec.option) }
    }
    return result
  }

  /// Calls `body` with each screen an action names, in order, without an array: a scenario
  /// of a million steps is compiled in one pass.
  package static func forEachScreen(in action: Action, _ body: (String) -> Void) {
    action.record.screens(action, body)
  }

  /// The screens an action names.
  package static func screens(of action: Action) -> [String] {
    var result: [String] = []
    forEachScreen(in: action) { result.append($0) }
    return result
  }

  /// Whether an action names a screen.
  package static func names(_ action: Action, _ screen: String) -> Bool {
    var found = false
    forEachScreen(in: action) { if $0 == screen { found = true } }
    return found
  }

  /// The action after the shrinker removes a tab, or nil when the step goes with it.
  package static func retab(_ action: Action, _ removal: TabRemoval) -> Action? {
    action.record.retab(action, removal)
  }
}

extension Action {
  /// The action's record.
  package var record: ActionRecord {
    switch self {
    case .launch: .launch
    case .launchPushing: .launchPushing
    case .launchInBackground: .launchInBackground
    case .push: .push
    case .zoomPush: .zoomPush
    case .pop: .pop
    case .popToRoot: .popToRoot
    case .swipeBack: .swipeBack
    case .present: .present
    case .presentInContext: .presentInContext
    case .dismiss: .dismiss
    case .swipeDown: .swipeDown
    case .selectTab: .selectTab
    case .background: .background
    case .foreground: .foreground
    case .resignActive: .resignActive
    case .becomeActive: .becomeActive
    case .terminate: .terminate
    case .show: .show
    case .hide: .hide
    case .rotate: .rotate
    case .replaceRoot: .replaceRoot
    case .pathAppend: .pathAppend
    case .pathRemoveLast: .pathRemoveLast
    case .pathReplace: .pathReplace
    case .taskID: .taskID
    case .switchTo: .switchTo
    case .switchItem: .switchItem
    case .viewID: .viewID
    case .swipeDownRefused: .swipeDownRefused
    case .changeDetent: .changeDetent
    case .scroll: .scroll
    case .changeRow(_, let insert): insert ? .insertRow : .deleteRow
    case .moveRow: .moveRow
    case .opacity: .opacity
    case .popTo: .popTo
    case .unwind: .unwind
    case .setStack: .setStack
    case .swapRoot: .swapRoot
    case .loadView: .loadView
    case .traitChange: .traitChange
    case .memoryWarning: .memoryWarning
    case .tapOutside: .tapOutside
    case .transitionChildren: .transitionChildren
    case .beginAppearance: .beginAppearance
    case .endAppearance: .endAppearance
    case .showDetail: .showDetail
    case .setColumn(_, let visible): visible ? .showColumn : .hideColumn
    case .showColumnOver: .showColumnOver
    case .resize: .resize
    case .turnPage: .turnPage
    case .overlap: .overlap
    case .setTabs: .setTabs
    }
  }
}
