// swift-tools-version:6.0
import PackageDescription

// zk-build: the content and asset build toolchain. No third-party packages: the toolchain alone
// builds and tests this package (libxml2 comes from the system, through FoundationXML).
let package = Package(
    name: "zk-build",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "zk-build", targets: ["zk-build"]),
        .executable(name: "zk-dawg", targets: ["zk-dawg"]),
    ],
    targets: [
        .target(name: "ZKCore"),
        .target(name: "ZKBuild", dependencies: ["ZKCore", "ZKDawg"]),
        .target(name: "ZKDawg", dependencies: ["ZKCore"]),
        .executableTarget(name: "zk-dawg", dependencies: ["ZKDawg", "ZKCore"]),
        .executableTarget(name: "zk-bench-dawg", dependencies: ["ZKDawg", "ZKCore"]),
        .executableTarget(name: "zk-build", dependencies: ["ZKBuild", "ZKCore"]),
        .executableTarget(name: "zk-bench-json", dependencies: ["ZKCore"]),
        .testTarget(name: "ZKCoreTests", dependencies: ["ZKCore"], resources: []),
        .testTarget(name: "ZKBuildTests", dependencies: ["ZKBuild", "ZKCore"]),
        .testTarget(name: "ZKDawgTests", dependencies: ["ZKDawg", "ZKCore"]),
    ],
    swiftLanguageModes: [.v6]
)
