// swift-tools-version: 6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "Transition",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Gestures", targets: ["Gestures"]),
        // Gesture scripts and their JSON: tooling that synthesises touches for the engine's Gestures.
        .library(name: "GestureScripts", targets: ["GestureScripts"]),
        .library(name: "TransitionKit", targets: ["TransitionKit"]),
        .library(name: "Recording", targets: ["Recording"]),
        .library(name: "Stage", targets: ["Stage"]),
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "Demos", targets: ["Demos"]),
        .library(name: "Invariants", targets: ["Invariants"]),
        .library(name: "Fuzzing", targets: ["Fuzzing"]),
        .library(name: "Report", targets: ["Report"]),
        .library(name: "Live", targets: ["Live"]),
        // What a host inside a real toolkit decides, free of the toolkit (tested on Linux).
        .library(name: "HostBridge", targets: ["HostBridge"]),
        // The UIKit host and the seed guides' API in UIKit's words (empty where UIKit is absent).
        .library(name: "TransitionUIKit", targets: ["TransitionUIKit"]),
        // The example iOS app's screens (empty where UIKit is absent); Examples/GalleryApp/README.md.
        .library(name: "GalleryApp", targets: ["GalleryApp"]),
        // The live host's server, the one product that needs SwiftNIO.
        .library(name: "LiveServer", targets: ["LiveServer"]),
        .executable(name: "transition-lab", targets: ["transition-lab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // Recorded-frame snapshots in ReportTests (its SnapshotTesting product only).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        // Generated hostile inputs in HostileInputTests (and the CLI's hostile tests).
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `swift package generate-documentation`: the DocC catalogs built (README, .ci/run).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The live host's HTTP and WebSocket server (LiveServer only; no library product depends on it):
        // a linear, bounded HTTP/1 parser, WebSocket frames refused by their header, idle handlers
        // and accept back-off when descriptors run out (FlyingFox 0.27.1 parsed heads in quadratic time).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    ],
    targets: [
        .target(name: "Motion", swiftSettings: strictSettings),
        .target(name: "Gestures", dependencies: ["Motion"], swiftSettings: strictSettings),
        .target(name: "GestureScripts", dependencies: ["Motion", "Gestures"], swiftSettings: strictSettings),
        .target(name: "TransitionKit", dependencies: ["Motion", "Gestures"], swiftSettings: strictSettings),
        .target(name: "Catalog", dependencies: ["Motion", "Gestures", "TransitionKit"], swiftSettings: strictSettings),
        .target(name: "Recording", dependencies: ["Motion"], swiftSettings: strictSettings),
        .target(name: "HostBridge", dependencies: ["Motion", "Gestures", "TransitionKit"], swiftSettings: strictSettings),
        .target(
            // Compiled only where UIKit exists: every file is inside `#if canImport(UIKit)`.
            name: "TransitionUIKit", dependencies: ["Motion", "Gestures", "TransitionKit", "Catalog", "HostBridge"],
            swiftSettings: strictSettings
        ),
        .target(
            // The example iOS app, as an app writes it (every file inside `#if canImport(UIKit)`).
            name: "GalleryApp", dependencies: ["TransitionUIKit", "Gestures"], path: "Examples/GalleryApp",
            exclude: ["README.md"], swiftSettings: strictSettings
        ),
        .target(
            name: "Stage", dependencies: ["Motion", "Gestures", "GestureScripts", "TransitionKit", "Recording"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Demos",
            dependencies: ["Motion", "Gestures", "GestureScripts", "TransitionKit", "Catalog", "Stage", "Recording"],
            swiftSettings: strictSettings
        ),
        .target(name: "Report", dependencies: ["Motion", "Recording"], swiftSettings: strictSettings),
        .target(name: "Invariants", dependencies: ["Motion", "TransitionKit", "Stage"], swiftSettings: strictSettings),
        .target(
            name: "Fuzzing",
            dependencies: ["Motion", "Gestures", "GestureScripts", "TransitionKit", "Catalog", "Stage", "Demos", "Invariants"],
            swiftSettings: strictSettings
        ),
        .target(
            // The live host's engine side, transport-free: messages in, frames out, a recording.
            name: "Live",
            dependencies: [
                "Motion", "Gestures", "GestureScripts", "TransitionKit", "Stage", "Recording", "Report", "Demos", "Invariants",
            ],
            swiftSettings: strictSettings
        ),
        .target(
            // The live host's server: the page, and a WebSocket per page, on 127.0.0.1 only.
            name: "LiveServer",
            dependencies: [
                "Live", "Demos",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ],
            resources: [.copy("Page")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "LabCommands",
            dependencies: [
                "Motion",
                "Gestures",
                "GestureScripts",
                "Recording",
                "Stage",
                "Demos",
                "Report",
                "Fuzzing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("Examples")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "transition-lab",
            dependencies: ["LabCommands", "LiveServer", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "TransitionTestSupport", dependencies: ["Motion", "TransitionKit", "Stage"],
            path: "Tests/TransitionTestSupport", swiftSettings: strictSettings
        ),
        .testTarget(name: "MotionTests", dependencies: ["Motion"], swiftSettings: strictSettings),
        .testTarget(
            // The engine's; GestureScripts reads the velocity fixture and plays scripts through the arena.
            name: "GesturesTests",
            dependencies: ["Gestures", "GestureScripts"],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GestureScriptsTests",
            dependencies: ["GestureScripts", "Gestures", "Motion"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TransitionKitTests",
            dependencies: [
                "TransitionKit", "Catalog", "Stage", "Gestures", "GestureScripts", "Motion", "TransitionTestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GuideTests",
            dependencies: ["TransitionKit", "Catalog", "Stage", "Recording", "Gestures", "GestureScripts", "Motion", "Report"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CatalogTests",
            dependencies: [
                "Catalog", "Demos", "TransitionKit", "Stage", "Recording", "Gestures", "GestureScripts", "Motion",
                "TransitionTestSupport", "HostBridge",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HostBridgeTests",
            dependencies: ["HostBridge", "Stage", "TransitionKit", "Gestures", "GestureScripts", "Motion"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "StageTests",
            dependencies: ["Stage", "Recording", "TransitionKit", "Gestures", "GestureScripts", "Motion"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ReportTests",
            dependencies: [
                "Report", "Recording", "Demos", "Motion", "GestureScripts",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "InvariantsTests",
            dependencies: [
                "Invariants", "Stage", "TransitionKit", "Motion", "Gestures", "GestureScripts", "Catalog", "Demos", "Recording",
                "Fuzzing",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LiveTests",
            dependencies: ["Live", "Demos", "Stage", "Gestures", "GestureScripts", "Motion", "Recording", "Invariants"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LiveServerTests",
            dependencies: [
                "LiveServer", "Live", "Demos",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FuzzingTests",
            dependencies: ["Fuzzing", "Invariants", "Demos", "Gestures", "GestureScripts", "Motion", "Stage"],
            resources: [.copy("Reproducers")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LabCommandsTests",
            dependencies: [
                "LabCommands", "transition-lab", "Fuzzing", "Invariants", "Demos", "Gestures", "GestureScripts",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HostileInputTests",
            dependencies: [
                "Motion", "Gestures", "GestureScripts", "TransitionKit", "Stage", "Demos", "Invariants", "Fuzzing", "Recording",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)
