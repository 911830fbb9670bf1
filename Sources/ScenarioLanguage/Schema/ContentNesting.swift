import LifecycleCore

extension SchemaReader {
  /// Reports each screen whose list is not of its content's framework, at its declaration: a
  /// `List`'s rows are SwiftUI views, a `UITableView`'s cells of UIKit content. (UIKit content inside SwiftUI content is accepted: it is a
  /// `UIViewControllerRepresentable`, whose controller is a child of the hosting controller
  /// that shows it; FUZZING.md, fuzz-03, tells how it was refused before.) Each screen's
  /// content is resolved once, as `AppModel` does (declared, else its first parent's, else
  /// `defaultContent`); linear, nothing recurses.
  mutating func checkListContent(
    _ declarations: ScreenDeclarations, _ hierarchy: Hierarchy, defaultContent: Content
  ) {
    let names = tree.interner.count
    var parent = [Int32](repeating: -1, count: names)
    for placement in hierarchy.children where parent[Int(placement.child)] < 0 {
      parent[Int(placement.child)] = placement.parent
    }
    // The content each declared screen declares, by interned id (0 not declared, 1 none,
    // 2 UIKit, 3 SwiftUI), when ids and the declarations' keys name the same screens: an
    // ASCII id is equal to an ASCII key exactly when their bytes are. Otherwise, and for an
    // id that is not ASCII, the declarations are looked up by string.
    var byID: [UInt8] = []
    if hierarchy.allASCII {
      byID = [UInt8](repeating: 0, count: names)
      for (declared, content) in zip(hierarchy.declared, hierarchy.declaredContent) {
        byID[Int(declared)] = content.map { $0 == .swiftui ? 3 : 2 } ?? 1
      }
    }
    func declaredContent(_ screen: Int32) -> Content? {
      if !byID.isEmpty, tree.interner.isASCII[Int(screen)] {
        return byID[Int(screen)] >= 2 ? (byID[Int(screen)] == 3 ? .swiftui : .uikit) : nil
      }
      return declarations[tree.interner.string(Int(screen))]?.content
    }
    // 0 not known yet, 1 UIKit, 2 SwiftUI.
    var resolved = [UInt8](repeating: 0, count: names)
    var chain: [Int32] = []
    func content(_ screen: Int32) -> Content {
      chain.removeAll(keepingCapacity: true)
      var current = screen
      var found: UInt8 = defaultContent == .swiftui ? 2 : 1
      // Bounded: a cycle of children is reported elsewhere and must not loop here.
      while current >= 0, chain.count <= names {
        if resolved[Int(current)] != 0 {
          found = resolved[Int(current)]
          break
        }
        chain.append(current)
        if let declared = declaredContent(current) {
          found = declared == .swiftui ? 2 : 1
          break
        }
        current = parent[Int(current)]
      }
      for link in chain { resolved[Int(link)] = found }
      return found == 2 ? .swiftui : .uikit
    }
    // A SwiftUI container's rows are SwiftUI views, a table or collection view's are cells:
    // each needs content of its framework. Only the screens that declare one are looked up (a
    // million declared screens took a tenth of a second of string lookups here).
    for declared in hierarchy.withList {
      let id = tree.interner.string(Int(declared))
      guard let declaration = declarations[id], let list = declaration.list else { continue }
      let framework = content(declared)
      if framework == .uikit, !list.kind.isUIKit {
        error(
          "screen '\(id)' declares a \(list.kind.rawValue) but has UIKit content; a \(list.kind.rawValue)'s rows are SwiftUI views: write 'list: UITableView' (or 'UICollectionView') for a list of cells, or give it 'content: swiftui'",
          at: declaration.location)
      } else if framework == .swiftui, list.kind.isUIKit {
        error(
          "screen '\(id)' declares a \(list.kind.rawValue) but has SwiftUI content; its rows are cells of UIKit content: give it 'content: uikit', or write 'list: List' for SwiftUI rows",
          at: declaration.location)
      }
    }
  }
}
