/// An iOS version, major and minor: `13`, `18.4`.
///
/// Written in scenario files and on the command line as `ios13` or `ios18.4`.
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The major version, e.g. 18.
  public var major: Int
  /// The minor version, e.g. 4; 0 when not given.
  public var minor: Int

  /// Creates a version.
  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// Reads `ios17`, `ios18.4`, `17` or `18.4`; nil for anything else.
  public init?(parsing text: String) {
    var body = Substring(text)
    if body.hasPrefix("ios") { body = body.dropFirst(3) }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let major = Int(parts[0]), major < 1000,
      let minor = parts.count == 2 ? Int(parts[1]) : 0, minor < 1000
    else { return nil }
    self.init(major, minor)
  }

  /// Whether `lhs` is an earlier version than `rhs`.
  public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  /// `ios17` or `ios18.4`.
  public var description: String { minor == 0 ? "ios\(major)" : "ios\(major).\(minor)" }
}

/// The versions an overlay of rules applies to: a device range and an SDK range.
public struct Applicability: Hashable, Sendable, CustomStringConvertible {
  /// The device's iOS versions, lowest included, upper excluded.
  public var device: Range<IOSVersion>
  /// The SDK the app is built with.
  public var sdk: Range<IOSVersion>
  /// The idiom, or nil for both.
  public var idiom: Idiom?

  static let lowest = IOSVersion(0)
  static let highest = IOSVersion(999)

  /// Every device and SDK.
  public static let always = Applicability()

  /// Creates an applicability; the defaults cover every version.
  public init(device: Range<IOSVersion>? = nil, sdk: Range<IOSVersion>? = nil, idiom: Idiom? = nil) {
    self.device = device ?? Self.lowest..<Self.highest
    self.sdk = sdk ?? Self.lowest..<Self.highest
    self.idiom = idiom
  }

  /// Devices from `version` on.
  public static func device(from version: IOSVersion) -> Applicability {
    Applicability(device: version..<highest)
  }

  /// Devices in a range of versions, any SDK.
  public static func device(_ range: Range<IOSVersion>) -> Applicability {
    Applicability(device: range)
  }

  /// Whether a profile falls inside.
  public func contains(_ profile: Profile) -> Bool {
    device.contains(profile.device) && sdk.contains(profile.sdk) && (idiom.map { $0 == profile.idiom } ?? true)
  }

  /// `device ios13+, SDK ios17+`, for reports.
  public var description: String {
    func describe(_ range: Range<IOSVersion>) -> String? {
      switch (range.lowerBound == Self.lowest, range.upperBound == Self.highest) {
      case (true, true): nil
      case (false, true): "\(range.lowerBound)+"
      case (true, false): "before \(range.upperBound)"
      case (false, false): "\(range.lowerBound) to before \(range.upperBound)"
      }
    }
    let parts = [describe(device).map { "device \($0)" }, describe(sdk).map { "SDK \($0)" }, idiom.map { "on \($0.name)" }]
      .compactMap { $0 }
    return parts.isEmpty ? "every version" : parts.joined(separator: ", ")
  }
}
