// swift-tools-version:6.0
import PackageDescription

// zk-build: the content and asset build toolchain. No third-party packages: the toolchain alone
// builds and tests this package (libxml2 comes from the system, through FoundationXML).
//
// Module rule (DESIGN.md): the tool modules depend on ZKCore alone; only ZKBuild knows them all;
// each executable knows its own module and ZKCore.
let package = Package(
    name: "zk-build",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "zk-build", targets: ["zk-build"]),
        .executable(name: "zk-content", targets: ["zk-content"]),
        .executable(name: "zk-dawg", targets: ["zk-dawg"]),
        .executable(name: "zk-audio", targets: ["zk-audio"]),
        .executable(name: "zk-strings", targets: ["zk-strings"]),
        .executable(name: "zk-marketing", targets: ["zk-marketing"]),
    ],
    targets: [
        .target(name: "ZKCore"),
        .target(name: "ZKDawg", dependencies: ["ZKCore"]),
        .target(name: "ZKStrings", dependencies: ["ZKCore"]),
        .target(name: "ZKAudio", dependencies: ["ZKCore"]),
        .target(name: "ZKBrand", dependencies: ["ZKCore"]),
        .target(name: "ZKContent", dependencies: ["ZKCore"]),
        .target(name: "ZKBuild", dependencies: ["ZKCore", "ZKDawg", "ZKStrings", "ZKAudio", "ZKBrand", "ZKContent"]),

        .executableTarget(name: "zk-build", dependencies: ["ZKBuild", "ZKCore"]),
        .executableTarget(name: "zk-dawg", dependencies: ["ZKDawg", "ZKCore"]),
        .executableTarget(name: "zk-strings", dependencies: ["ZKStrings", "ZKCore"]),
        .executableTarget(name: "zk-audio", dependencies: ["ZKAudio", "ZKCore"]),
        .executableTarget(name: "zk-marketing", dependencies: ["ZKBrand", "ZKCore"]),
        .executableTarget(name: "zk-content", dependencies: ["ZKContent", "ZKCore"]),

        .executableTarget(name: "zk-bench-json", dependencies: ["ZKCore"]),
        .executableTarget(name: "zk-bench-dawg", dependencies: ["ZKDawg", "ZKCore"]),
        .executableTarget(name: "zk-bench-strings", dependencies: ["ZKStrings", "ZKCore"]),
        .executableTarget(name: "zk-bench-audio", dependencies: ["ZKAudio", "ZKCore"]),
        .executableTarget(name: "zk-bench-assets", dependencies: ["ZKContent", "ZKCore"]),

        .testTarget(name: "ZKCoreTests", dependencies: ["ZKCore"]),
        .testTarget(name: "ZKBuildTests", dependencies: ["ZKBuild", "ZKContent", "ZKCore"]),
        .testTarget(name: "ZKDawgTests", dependencies: ["ZKDawg", "ZKCore"]),
        .testTarget(name: "ZKStringsTests", dependencies: ["ZKStrings", "ZKCore"]),
        .testTarget(name: "ZKAudioTests", dependencies: ["ZKAudio", "ZKCore"]),
        .testTarget(name: "ZKBrandTests", dependencies: ["ZKBrand", "ZKBuild", "ZKCore"]),
        .testTarget(name: "ZKContentTests", dependencies: ["ZKContent", "ZKCore"]),
    ],
    swiftLanguageModes: [.v6]
)
