// swift-tools-version:6.0
import PackageDescription

// zk-build: the content and asset build toolchain. No third-party packages: the toolchain alone
// builds and tests this package (libxml2 comes from the system, through FoundationXML).
let package = Package(
    name: "zk-build",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "zk-build", targets: ["zk-build"]),
        .executable(name: "zk-marketing", targets: ["zk-marketing"]),
        .executable(name: "zk-audio", targets: ["zk-audio"]),
    ],
    targets: [
        .target(name: "ZKCore"),
        .target(name: "ZKBuild", dependencies: ["ZKCore", "ZKBrand", "ZKAudio"]),
        .executableTarget(name: "zk-build", dependencies: ["ZKBuild", "ZKCore"]),
        .executableTarget(name: "zk-bench-json", dependencies: ["ZKCore"]),
        .target(name: "ZKBrand", dependencies: ["ZKCore"]),
        .executableTarget(name: "zk-marketing", dependencies: ["ZKBrand", "ZKCore"]),
        .testTarget(name: "ZKBrandTests", dependencies: ["ZKBrand", "ZKBuild", "ZKCore"]),
        .target(name: "ZKAudio", dependencies: ["ZKCore"]),
        .executableTarget(name: "zk-audio", dependencies: ["ZKAudio", "ZKCore"]),
        .executableTarget(name: "zk-bench-audio", dependencies: ["ZKAudio", "ZKCore"]),
        .testTarget(name: "ZKAudioTests", dependencies: ["ZKAudio", "ZKCore"]),
        .testTarget(name: "ZKCoreTests", dependencies: ["ZKCore"], resources: []),
        .testTarget(name: "ZKBuildTests", dependencies: ["ZKBuild", "ZKCore"]),
    ],
    swiftLanguageModes: [.v6]
)
