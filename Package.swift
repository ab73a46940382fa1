// swift-tools-version:6.0
import PackageDescription

// zk-build: the content and asset build toolchain. No third-party packages: the toolchain alone
// builds and tests this package (libxml2 comes from the system, through FoundationXML).
let package = Package(
    name: "zk-build",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "zk-build", targets: ["zk-build"]),
        .executable(name: "zk-content", targets: ["zk-content"]),
    ],
    targets: [
        .target(name: "ZKCore"),
        .target(name: "ZKContent", dependencies: ["ZKCore"]),
        .target(name: "ZKBuild", dependencies: ["ZKCore", "ZKContent"]),
        .executableTarget(name: "zk-build", dependencies: ["ZKBuild", "ZKCore"]),
        .executableTarget(name: "zk-bench-json", dependencies: ["ZKCore"]),
        .executableTarget(name: "zk-content", dependencies: ["ZKContent", "ZKCore"]),
        .testTarget(name: "ZKCoreTests", dependencies: ["ZKCore"], resources: []),
        .testTarget(name: "ZKBuildTests", dependencies: ["ZKBuild", "ZKCore"]),
        .testTarget(name: "ZKContentTests", dependencies: ["ZKContent", "ZKCore"]),
    ],
    swiftLanguageModes: [.v6]
)
