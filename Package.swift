// swift-tools-version:6.0
import PackageDescription

// zk-build: the content and asset build toolchain. No third-party packages: the toolchain alone
// builds and tests this package (libxml2 comes from the system, through FoundationXML).
let package = Package(
    name: "zk-build",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "zk-build", targets: ["zk-build"]),
        .executable(name: "zk-strings", targets: ["zk-strings"]),
    ],
    targets: [
        .target(name: "ZKCore"),
        .target(name: "ZKStrings", dependencies: ["ZKCore"]),
        .target(name: "ZKBuild", dependencies: ["ZKCore", "ZKStrings"]),
        .executableTarget(name: "zk-build", dependencies: ["ZKBuild", "ZKCore"]),
        .executableTarget(name: "zk-bench-json", dependencies: ["ZKCore"]),
        .executableTarget(name: "zk-strings", dependencies: ["ZKStrings", "ZKCore"]),
        .executableTarget(name: "zk-bench-strings", dependencies: ["ZKStrings", "ZKCore"]),
        .testTarget(name: "ZKCoreTests", dependencies: ["ZKCore"], resources: []),
        .testTarget(name: "ZKBuildTests", dependencies: ["ZKBuild", "ZKCore"]),
        .testTarget(name: "ZKStringsTests", dependencies: ["ZKStrings", "ZKCore"]),
    ],
    swiftLanguageModes: [.v6]
)
