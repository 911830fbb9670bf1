/// Where an app runs: the device's iOS version and the SDK the app is built with.
///
/// A profile holds no behaviour of its own: the rule book's overlays say what each version
/// adds, replaces or reverts, and a profile picks the overlays that apply to it. Both matter:
/// `viewIsAppearing` reaches an app only when it is built with the iOS 17 SDK (which makes it
/// overridable) and runs on iOS 13 or later (where UIKit calls it).
public struct Profile: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// The device's iOS version.
  public var device: IOSVersion
  /// The SDK the app is built with.
  public var sdk: IOSVersion
  /// The kind of device: an iPhone unless the profile names an iPad.
  public var idiom: Idiom

  /// Creates a profile; the SDK defaults to the device's version, the idiom to an iPhone.
  public init(device: IOSVersion, sdk: IOSVersion? = nil, idiom: Idiom = .phone) {
    self.device = device
    self.sdk = sdk ?? device
    self.idiom = idiom
  }

  /// `ios17`, or `ios13-sdk17` when the SDK differs from the device, with `-ipad` for an iPad.
  public var id: String {
    (sdk == device ? device.description : "\(device)-sdk\(sdk.description.dropFirst(3))") + idiom.suffix
  }

  /// `ios17`, or `ios13 (SDK ios17)`, with `on iPad` for an iPad.
  public var description: String {
    (sdk == device ? device.description : "\(device) (SDK \(sdk))") + (idiom == .pad ? " on iPad" : "")
  }

  /// The bundled profiles, oldest first: every major a team may still ship to or read bug
  /// reports from, each built with its own SDK.
  public static let all: [Profile] = [ios12, ios13, ios14, ios15, ios16, ios17, ios18, ios26]

  /// The bundled profiles as help texts name them: `ios12 … ios26`, the oldest and the newest.
  package static var bundledSpan: String { "\(all[0].id) … \(all[all.count - 1].id)" }

  /// Two bundled profiles as a comma-separated list, as help texts show one: `ios12,ios13`.
  package static var listExample: String { "\(all[0].id),\(all[1].id)" }

  /// The profile used when a scenario names none.
  public static let standard = ios17

  /// iOS 12: sheets adapt to full screen on iPhone; no SwiftUI; no viewIsAppearing.
  public static let ios12 = Profile(device: IOSVersion(12))
  /// iOS 13.0 built with the same SDK: card sheets, SwiftUI, viewIsAppearing not overridable.
  public static let ios13 = Profile(device: IOSVersion(13))
  /// iOS 14.0.
  public static let ios14 = Profile(device: IOSVersion(14))
  /// iOS 15.0.
  public static let ios15 = Profile(device: IOSVersion(15))
  /// iOS 16.0: NavigationStack.
  public static let ios16 = Profile(device: IOSVersion(16))
  /// iOS 17.0: apps can override viewIsAppearing.
  public static let ios17 = Profile(device: IOSVersion(17))
  /// iOS 18.0: zoom transitions, the Tab API.
  public static let ios18 = Profile(device: IOSVersion(18))
  /// iOS 26.0 built with the iOS 26 SDK.
  public static let ios26 = Profile(device: IOSVersion(26))

  /// A one-line description of a bundled profile, for `explain --rules` and reports.
  public var summary: String {
    switch id {
    case "ios12": "iOS 12: sheets adapt to full screen on iPhone; no SwiftUI; no viewIsAppearing"
    case "ios13": "iOS 13.0: card sheets keep the presenter in the window; SwiftUI arrives, with 13.0-13.3's bugs"
    case "ios14": "iOS 14.0: as iOS 13.4; the reference knows no change of order"
    case "ios15": "iOS 15.0: as iOS 14; the reference knows no change of order; sheets get detents"
    case "ios16": "iOS 16.0: NavigationStack, and its 16-17 bug when a branch holding it is switched away"
    case "ios17": "iOS 17.0: apps can override viewIsAppearing; removing a TabView re-fires its tabs' onAppear"
    case "ios18": "iOS 18.0: zoom transitions, the lazy Tab API, and 18.0-18.4's NavigationStack replacement bug"
    case "ios26": "iOS 26.0 on the iOS 26 SDK: lazy stacks' rows get onDisappear; the custom path-binding bug of the 18.4 SDK and later"
    default: "a device on \(device), the app built with the \(sdk) SDK"
    }
  }

  /// The iOS majors a profile can name: those Apple shipped from the oldest modelled one on.
  package static let knownMajors = [12, 13, 14, 15, 16, 17, 18, 26]

  /// The profile a scenario file or the command line names: a bundled one (`ios17`), any
  /// shipped version (`ios18.4`), or a device and an SDK (`ios13-sdk17`). Overlays decide
  /// what a version means; a version that never shipped (`ios16.8`) is refused.
  public static func named(_ text: String) -> Profile? {
    if let bundled = all.first(where: { $0.id == text }) { return bundled }
    // `-ipad` (or `-iphone`) names the idiom after the rest; the rest names none.
    for (suffix, idiom) in [("-ipad", Idiom.pad), ("-iphone", .phone)] where text.hasSuffix(suffix) {
      let rest = String(text.dropLast(suffix.count))
      guard !rest.hasSuffix("-ipad"), !rest.hasSuffix("-iphone"), var profile = named(rest) else { return nil }
      profile.idiom = idiom
      return profile
    }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count <= 2, text.hasPrefix("ios"), let device = IOSVersion(parsing: String(parts[0])), device.isKnown
    else { return nil }
    guard parts.count == 2 else { return Profile(device: device) }
    guard parts[1].hasPrefix("sdk"), let sdk = IOSVersion(parsing: String(parts[1].dropFirst(3))), sdk.isKnown
    else { return nil }
    return Profile(device: device, sdk: sdk)
  }
}

/// The kind of device a profile runs on: page sheets, form sheets and popovers differ between
/// an iPhone (compact width, where they adapt) and an iPad (regular width).
///
/// A profile names it with a suffix: `ios17-ipad`, `ios13-sdk17-ipad`; without one it is an
/// iPhone (`-iphone` is read too). Rows and facts are keyed on it through
/// `Applicability.idiom` (an overlay that applies only to one idiom), so another lane's rows
/// (NavigationSplitView, collapsed on iPhone, expanded on iPad) add an overlay, not code.
public enum Idiom: String, CaseIterable, Hashable, Sendable {
  /// An iPhone: compact width.
  case phone
  /// An iPad: regular width, full screen (split screen and Slide Over are not modelled).
  case pad

  /// What a profile's id ends with: nothing for an iPhone, `-ipad` for an iPad.
  package var suffix: String { self == .pad ? "-ipad" : "" }

  /// `iPhone` or `iPad`.
  public var name: String { self == .pad ? "iPad" : "iPhone" }
}
