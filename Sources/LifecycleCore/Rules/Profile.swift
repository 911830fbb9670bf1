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

  /// The profile used when a scenario names none: iOS 17.0. The bundled profiles, the
  /// versions a profile may name and `Profile.named` derive from the list of majors in
  /// LifecycleKnowledge (`IOSMajors`), which knows them.
  public static let standard = Profile(device: IOSVersion(17))
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
  /// An iPad: regular width, the app full screen at launch (`resize: compact` narrows its
  /// window to Split View's narrow part or Slide Over: `Structure.compactWindow`).
  case pad

  /// What a profile's id ends with: nothing for an iPhone, `-ipad` for an iPad.
  package var suffix: String { self == .pad ? "-ipad" : "" }

  /// `iPhone` or `iPad`.
  public var name: String { self == .pad ? "iPad" : "iPhone" }
}
