// swift-tools-version: 6.1
import PackageDescription

// The unchecked storage types' own tests, built and run under AddressSanitizer
// (`swift test --sanitize=address` from this folder; CI runs it). These types skip the runtime's
// exclusivity checks on the frame path, each sound by an invariant its doc comment states; their
// tests drive every member the way the invariant allows, and AddressSanitizer watches the memory
// they touch. A package of its own so the sanitized build holds only the engine's modules.
let package = Package(
    name: "Sanitized",
    dependencies: [.package(name: "Transition", path: "..")],
    targets: [
        .testTarget(
            name: "UncheckedStorageTests",
            dependencies: [
                .product(name: "Motion", package: "Transition"),
                .product(name: "Gestures", package: "Transition"),
                .product(name: "TransitionKit", package: "Transition"),
                .product(name: "Stage", package: "Transition"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
