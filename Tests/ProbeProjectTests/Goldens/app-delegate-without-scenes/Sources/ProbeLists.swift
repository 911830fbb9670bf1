// A screen's list ('list:'): SwiftUI's List, LazyVStack, LazyHStack, LazyVGrid or VStack (in
// a ScrollView) over a ForEach of the list's data, each row logging onAppear, onDisappear,
// its task and, where the scenario observes it, onScrollVisibilityChange; or, in UIKit
// content, a UITableView or UICollectionView whose delegate logs willDisplay and
// didEndDisplaying under the cell's row. Each row is a viewport's share of the list's height
// (its width, for a LazyHStack), so the list shows 'viewport:' rows at once. The steps scroll
// the list (ScrollViewReader's scrollTo, scrollToRow, scrollToItem) to put at its top the
// row the model puts there, and change its data with an animation (withAnimation;
// performBatchUpdates with insertions, deletions and moves).
import SwiftUI
import UIKit

/// The row a list is asked to put at its top; a new request each time.
struct ProbeScrollTarget: Equatable {
  var row: String
  var serial: Int
}

/// One change of a list's data, as a table or collection view is told it.
enum ProbeRowChange {
  case insert(Int)
  case delete(Int)
  case move(Int, Int)
}

/// Every list's data now, and the steps that change it.
@MainActor
final class ProbeLists: ObservableObject {
  static let shared = ProbeLists()

  /// The rows in each list's data now, top first, by the screen that shows it.
  @Published private(set) var data: [String: [String]] = [:]
  /// The scroll each SwiftUI list is asked for, by its screen.
  @Published private(set) var targets: [String: ProbeScrollTarget] = [:]
  /// Every declared row of each list, in the order the moves left them.
  private var order: [String: [String]] = [:]
  /// The rows of each list in its data (the declared ones but 'absent:', as steps changed them).
  private var present: [String: Set<String>] = [:]
  /// The index in each list's data of the top row in view: the list keeps its scroll offset
  /// when its data changes, as the model's lists do.
  private var top: [String: Int] = [:]
  /// The UIKit lists on screen, by screen.
  private var cells: [String: ProbeCellList] = [:]
  private var serial = 0

  init() {
    for screen in ProbeScenario.lists.keys { reset(screen) }
  }

  /// A list's declared data, scrolled to its top.
  private func reset(_ screen: String) {
    guard let list = ProbeScenario.lists[screen] else { return }
    order[screen] = list.rows
    present[screen] = Set(list.rows).subtracting(list.absent)
    data[screen] = list.rows.filter { !list.absent.contains($0) }
    top[screen] = 0
  }

  /// A list step: scroll, a row inserted, deleted or moved.
  func perform(_ step: ProbeStep) {
    switch step {
    case .scroll(let screen, let row): scroll(screen, to: row)
    case .insertRow(let row): change(row, insert: true)
    case .deleteRow(let row): change(row, insert: false)
    case .moveRow(let row, let target): move(row, to: target)
    default: break
    }
  }

  /// Keeps the table or collection view of a screen's UIKit content, which the steps tell
  /// their changes. A new controller of the screen starts from the declared data: the data
  /// is the screen's, and leaves with it.
  func register(_ list: ProbeCellList, for screen: String) {
    reset(screen)
    cells[screen] = list
  }

  /// `scroll: L` with `to: R`: the row comes to the bottom of the view from below, to its
  /// top from above; a row in view moves nothing.
  func scroll(_ screen: String, to row: String) {
    guard let list = ProbeScenario.lists[screen], let rows = data[screen], let target = rows.firstIndex(of: row) else { return }
    let viewport = max(list.viewport, 1)
    var first = top[screen, default: 0]
    if target >= first + viewport { first = target - viewport + 1 }
    if target < first { first = target }
    top[screen] = first
    if let cellList = cells[screen] {
      cellList.scroll(toTop: first)
    } else {
      serial += 1
      targets[screen] = ProbeScrollTarget(row: rows[first], serial: serial)
    }
  }

  /// `insert-row: R` (at its place among the declared rows) or `delete-row: R`.
  func change(_ row: String, insert: Bool) {
    guard let screen = list(holding: row), let before = data[screen] else { return }
    if insert { present[screen, default: []].insert(row) } else { present[screen]?.remove(row) }
    let after = rows(of: screen)
    let change: ProbeRowChange
    if insert {
      guard let index = after.firstIndex(of: row) else { return }
      change = .insert(index)
    } else {
      guard let index = before.firstIndex(of: row) else { return }
      change = .delete(index)
    }
    apply(after, change, to: screen)
  }

  /// `move-row: R` with `to: S`: R takes S's place, below it when it comes from above.
  func move(_ row: String, to target: String) {
    guard let screen = list(holding: row), let before = data[screen], let from = before.firstIndex(of: row),
      let to = before.firstIndex(of: target), from != to, var all = order[screen]
    else { return }
    all.removeAll { $0 == row }
    let place = all.firstIndex(of: target) ?? all.endIndex
    all.insert(row, at: from < to ? place + 1 : place)
    order[screen] = all
    let after = rows(of: screen)
    guard let destination = after.firstIndex(of: row) else { return }
    apply(after, .move(from, destination), to: screen)
  }

  /// The new data, animated: a SwiftUI list's ForEach in withAnimation, a UIKit list's rows
  /// in performBatchUpdates.
  private func apply(_ after: [String], _ change: ProbeRowChange, to screen: String) {
    let viewport = max(ProbeScenario.lists[screen]?.viewport ?? 1, 1)
    top[screen] = max(0, min(top[screen, default: 0], after.count - viewport))
    if let cellList = cells[screen] {
      cellList.apply(change) { self.data[screen] = after }
    } else {
      withAnimation { data[screen] = after }
    }
  }

  /// The rows of a list's data now: its rows in their order, those present.
  private func rows(of screen: String) -> [String] {
    let kept = present[screen] ?? []
    return (order[screen] ?? []).filter { kept.contains($0) }
  }

  /// The screen whose list declares a row.
  private func list(holding row: String) -> String? {
    ProbeScenario.lists.keys.sorted().first { ProbeScenario.lists[$0]?.rows.contains(row) == true }
  }
}

/// A SwiftUI list of a screen's content: its rows, each a viewport's share of its size.
struct ProbeListView: View {
  let screen: String
  let list: ProbeList
  @ObservedObject private var lists = ProbeLists.shared

  var body: some View {
    GeometryReader { geometry in
      ScrollViewReader { proxy in
        rows(geometry.size)
          .onChange(of: lists.targets[screen]) { target in
            guard let target else { return }
            withAnimation { proxy.scrollTo(target.row, anchor: list.kind == .lazyHStack ? .leading : .top) }
          }
      }
    }
  }

  @ViewBuilder
  private func rows(_ size: CGSize) -> some View {
    let data = lists.data[screen] ?? []
    let viewport = CGFloat(max(list.viewport, 1))
    switch list.kind {
    case .list:
      List {
        ForEach(data, id: \.self) { row in
          ProbeRowView(row: row).frame(height: size.height / viewport).listRowInsets(EdgeInsets())
        }
      }
      .listStyle(.plain)
      .environment(\.defaultMinListRowHeight, 1)
    case .lazyVStack:
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(data, id: \.self) { row in ProbeRowView(row: row).frame(height: size.height / viewport) }
        }
      }
    case .lazyHStack:
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) {
          ForEach(data, id: \.self) { row in ProbeRowView(row: row).frame(width: size.width / viewport) }
        }
      }
    case .lazyVGrid:
      // Two columns where the viewport's cells make whole lines of two, else one.
      let columns = list.viewport % 2 == 0 ? 2 : 1
      ScrollView {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: columns), spacing: 0) {
          ForEach(data, id: \.self) { row in
            ProbeRowView(row: row).frame(height: size.height * CGFloat(columns) / viewport)
          }
        }
      }
    case .vStack:
      ScrollView {
        VStack(spacing: 0) {
          ForEach(data, id: \.self) { row in ProbeRowView(row: row).frame(height: size.height / viewport) }
        }
      }
    case .tableView, .collectionView:
      // UIKit's: the screen's controller holds it (ProbeCellList).
      EmptyView()
    }
  }
}

/// A row of a SwiftUI list: its name, logging onAppear, onDisappear and its task, and
/// onScrollVisibilityChange where the scenario observes it.
struct ProbeRowView: View {
  let row: String

  var body: some View {
    Text(row)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .modifier(ProbeViewLog(name: row))
      .modifier(ProbeRowVisibility(row: row))
  }
}

/// A row's onScrollVisibilityChange (iOS 18, the Xcode 16 SDK), when the scenario observes it.
struct ProbeRowVisibility: ViewModifier {
  let row: String

  @ViewBuilder func body(content: Content) -> some View {
    #if compiler(>=6.0)
    if ProbeScenario.logsScrollVisibility {
      if #available(iOS 18.0, *) {
        content.onScrollVisibilityChange { _ in ProbeLog.event(row, "onScrollVisibilityChange") }
      } else {
        content
      }
    } else {
      content
    }
    #else
    content
    #endif
  }
}

/// A table view's cell, or a collection view's, that knows its row: a cell ending its
/// display after a deletion is named by its row, not by an index path of the new data.
final class ProbeTableCell: UITableViewCell {
  var row = ""
}

final class ProbeCollectionCell: UICollectionViewListCell {
  var row = ""
}

/// A screen's UIKit list: a UITableView, or a UICollectionView of one column, under the
/// screen's title, its data source and delegate; the delegate logs willDisplay and
/// didEndDisplaying under the cell's row where the scenario observes them.
@MainActor
final class ProbeCellList: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let screen: String
  let list: ProbeList
  private var table: UITableView?
  private var collection: UICollectionView?

  /// Adds a screen's table or collection view to its controller's view, when the screen
  /// declares one.
  static func install(in view: UIView, screen: String) {
    guard let list = ProbeScenario.lists[screen], list.kind == .tableView || list.kind == .collectionView else { return }
    let cellList = ProbeCellList(screen: screen, list: list)
    let scroller = cellList.makeView()
    // The insets are the view's own: the rows in view are the list's height over the viewport.
    scroller.contentInsetAdjustmentBehavior = .never
    ProbeSubviewPlacement.place(scroller, in: view, screen: screen, top: 72, height: nil)
    ProbeLists.shared.register(cellList, for: screen)
  }

  init(screen: String, list: ProbeList) {
    self.screen = screen
    self.list = list
    super.init()
  }

  private func makeView() -> UIScrollView {
    if list.kind == .collectionView {
      let layout = UICollectionViewFlowLayout()
      layout.minimumLineSpacing = 0
      layout.minimumInteritemSpacing = 0
      let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
      view.register(ProbeCollectionCell.self, forCellWithReuseIdentifier: "row")
      view.dataSource = self
      view.delegate = self
      collection = view
      return view
    }
    let view = UITableView(frame: .zero, style: .plain)
    view.register(ProbeTableCell.self, forCellReuseIdentifier: "row")
    view.dataSource = self
    view.delegate = self
    table = view
    return view
  }

  private var rows: [String] { ProbeLists.shared.data[screen] ?? [] }

  private func rowHeight(_ view: UIScrollView) -> CGFloat {
    max(1, view.bounds.height / CGFloat(max(list.viewport, 1)))
  }

  /// Scrolls so that the row at `index` of the data is the top one in view.
  func scroll(toTop index: Int) {
    let path = IndexPath(item: index, section: 0)
    table?.scrollToRow(at: path, at: .top, animated: true)
    collection?.scrollToItem(at: path, at: .top, animated: true)
  }

  /// Tells the view a change of its data, made by `update`, with the row animations.
  func apply(_ change: ProbeRowChange, update: @escaping () -> Void) {
    let paths: (IndexPath?, IndexPath?)
    switch change {
    case .insert(let index): paths = (nil, IndexPath(item: index, section: 0))
    case .delete(let index): paths = (IndexPath(item: index, section: 0), nil)
    case .move(let from, let to): paths = (IndexPath(item: from, section: 0), IndexPath(item: to, section: 0))
    }
    if let table {
      table.performBatchUpdates {
        update()
        switch paths {
        case (let from?, let to?): table.moveRow(at: from, to: to)
        case (let from?, nil): table.deleteRows(at: [from], with: .automatic)
        case (nil, let to?): table.insertRows(at: [to], with: .automatic)
        case (nil, nil): break
        }
      }
    } else if let collection {
      collection.performBatchUpdates {
        update()
        switch paths {
        case (let from?, let to?): collection.moveItem(at: from, to: to)
        case (let from?, nil): collection.deleteItems(at: [from])
        case (nil, let to?): collection.insertItems(at: [to])
        case (nil, nil): break
        }
      }
    } else {
      update()
    }
  }

  // UITableView

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let row = rows.indices.contains(indexPath.row) ? rows[indexPath.row] : "?"
    (cell as? ProbeTableCell)?.row = row
    var content = cell.defaultContentConfiguration()
    content.text = row
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    rowHeight(tableView)
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    guard ProbeScenario.logsCellDisplay, let row = (cell as? ProbeTableCell)?.row else { return }
    ProbeLog.event(row, "willDisplay")
  }

  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    guard ProbeScenario.logsCellDisplay, let row = (cell as? ProbeTableCell)?.row else { return }
    ProbeLog.event(row, "didEndDisplaying")
  }

  // UICollectionView

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    rows.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    let row = rows.indices.contains(indexPath.item) ? rows[indexPath.item] : "?"
    if let cell = cell as? ProbeCollectionCell {
      cell.row = row
      var content = cell.defaultContentConfiguration()
      content.text = row
      cell.contentConfiguration = content
    }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: collectionView.bounds.width, height: rowHeight(collectionView))
  }

  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
    guard ProbeScenario.logsCellDisplay, let row = (cell as? ProbeCollectionCell)?.row else { return }
    ProbeLog.event(row, "willDisplay")
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    guard ProbeScenario.logsCellDisplay, let row = (cell as? ProbeCollectionCell)?.row else { return }
    ProbeLog.event(row, "didEndDisplaying")
  }
}