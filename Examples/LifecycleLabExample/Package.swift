// swift-tools-version: 6.0
// A team's package that tests its lifecycle assumptions with LifecycleLab, as the README's
// "Use it from your tests" shows (a test keeps that copy equal to this file, but for the
// path). It depends on the repository by path so that CI builds and tests it against the
// library as it is; your package would write
// `.package(url: "https://…/LifecycleLab.git", from: "…")` instead.
import PackageDescription

let package = Package(
  name: "LifecycleLabExample",
  // An iOS app's test target, and `swift test` on a Mac; Linux needs no line.
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [
    // `name:` makes the package's identity "LifecycleLab" whatever its folder is called.
    .package(name: "LifecycleLab", path: "../..")
  ],
  targets: [
    // Swift Testing.
    .testTarget(
      name: "LifecycleLabExampleTests",
      dependencies: [
        .product(name: "LifecycleLab", package: "LifecycleLab"),
        .product(name: "LifecycleLabTesting", package: "LifecycleLab"),
      ],
      // The scenario files and goldens the tests read: data, not sources.
      exclude: ["Scenarios"]),
    // XCTest, for a team that has not moved yet.
    .testTarget(
      name: "LifecycleLabExampleXCTests",
      dependencies: [
        .product(name: "LifecycleLab", package: "LifecycleLab"),
        .product(name: "LifecycleLabTesting", package: "LifecycleLab"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
