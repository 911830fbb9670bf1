import LifecycleCore
// TEMPORARY stub until the YAML reader lands.
public struct YAMLNode: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case scalar(String, ScalarStyle)
    case sequence([YAMLNode])
    case mapping([YAMLPair])
    case empty
  }
  public enum ScalarStyle: Hashable, Sendable { case plain, singleQuoted, doubleQuoted, literal, flowItem }
  public var kind: Kind
  public var location: SourceLocation
}
public struct YAMLPair: Hashable, Sendable {
  public var key: String
  public var keyLocation: SourceLocation
  public var value: YAMLNode
}
public struct YAMLDocument: Sendable {
  public var root: YAMLNode?
  public var diagnostics: [Diagnostic]
}
public enum YAMLReader {
  public static func read(_ text: String) -> YAMLDocument { YAMLDocument(root: nil, diagnostics: []) }
}
