// swift-tools-version: 6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "Transition",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Gestures", targets: ["Gestures"]),
        .library(name: "TransitionKit", targets: ["TransitionKit"]),
        .library(name: "Stage", targets: ["Stage"]),
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "Demos", targets: ["Demos"]),
        .executable(name: "transition-lab", targets: ["transition-lab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Motion", swiftSettings: strictSettings),
        .target(name: "Gestures", dependencies: ["Motion"], swiftSettings: strictSettings),
        .target(name: "TransitionKit", dependencies: ["Motion", "Gestures"], swiftSettings: strictSettings),
        .target(name: "Catalog", dependencies: ["Motion", "Gestures", "TransitionKit"], swiftSettings: strictSettings),
        .target(name: "Stage", dependencies: ["Motion", "Gestures", "TransitionKit"], swiftSettings: strictSettings),
        .target(
            name: "Demos", dependencies: ["Motion", "Gestures", "TransitionKit", "Catalog", "Stage"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "LabCommands",
            dependencies: [
                "Motion",
                "Gestures",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "transition-lab",
            dependencies: ["LabCommands"],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "MotionTests", dependencies: ["Motion"], swiftSettings: strictSettings),
        .testTarget(
            name: "GesturesTests",
            dependencies: ["Gestures"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TransitionKitTests",
            dependencies: ["TransitionKit", "Catalog", "Stage", "Gestures", "Motion"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CatalogTests",
            dependencies: ["Catalog", "Demos", "TransitionKit", "Stage", "Gestures", "Motion"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "StageTests",
            dependencies: ["Stage", "TransitionKit", "Gestures", "Motion"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LabCommandsTests",
            dependencies: ["LabCommands", "transition-lab"],
            swiftSettings: strictSettings
        ),
    ]
)
