/// The colours a terminal renderer may use; every function is the identity when colour is off.
public struct Palette: Sendable {
  /// UIKit events.
  public var uikit: @Sendable (String) -> String
  /// SwiftUI events.
  public var swiftui: @Sendable (String) -> String
  /// Headings.
  public var bold: @Sendable (String) -> String
  /// Secondary text.
  public var dim: @Sendable (String) -> String
  /// Failures and removed lines.
  public var failure: @Sendable (String) -> String
  /// Successes and added lines.
  public var success: @Sendable (String) -> String

  /// Creates a palette.
  public init(
    uikit: @escaping @Sendable (String) -> String, swiftui: @escaping @Sendable (String) -> String,
    bold: @escaping @Sendable (String) -> String, dim: @escaping @Sendable (String) -> String,
    failure: @escaping @Sendable (String) -> String, success: @escaping @Sendable (String) -> String
  ) {
    self.uikit = uikit
    self.swiftui = swiftui
    self.bold = bold
    self.dim = dim
    self.failure = failure
    self.success = success
  }

  /// No colour at all.
  public static let plain = Palette(
    uikit: { $0 }, swiftui: { $0 }, bold: { $0 }, dim: { $0 }, failure: { $0 }, success: { $0 })

  /// ANSI colours: UIKit blue, SwiftUI magenta.
  public static let ansi = Palette(
    uikit: { "\u{1B}[34m\($0)\u{1B}[0m" }, swiftui: { "\u{1B}[35m\($0)\u{1B}[0m" },
    bold: { "\u{1B}[1m\($0)\u{1B}[0m" }, dim: { "\u{1B}[2m\($0)\u{1B}[0m" },
    failure: { "\u{1B}[31m\($0)\u{1B}[0m" }, success: { "\u{1B}[32m\($0)\u{1B}[0m" })
}
