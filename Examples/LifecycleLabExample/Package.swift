// swift-tools-version: 6.0
// A team's package that tests its lifecycle assumptions with LifecycleLab, as the README's
// "Use it from your tests" shows. It depends on the repository by path so that CI builds
// and tests it against the library as it is; your package would write
// `.package(url: "https://…/LifecycleLab.git", from: "…")` instead.
import PackageDescription

let package = Package(
  name: "LifecycleLabExample",
  platforms: [.macOS(.v13)],
  dependencies: [
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
