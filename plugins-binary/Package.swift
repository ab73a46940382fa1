// swift-tools-version:6.0
import PackageDescription

// zk-build's plugins with a prebuilt zk-build: adding them to an app builds the two plugins and
// nothing of the toolchain (seconds instead of minutes). The binary target is the artifact
// bundle scripts/make-artifactbundle.sh writes beside this file; the release workflow
// (.github/workflows/release.yml) replaces the `path:` line with the released zip's `url:` and
// `checksum:`. The plugins' sources are the root package's (links), apart from the one file each
// that says where the tool comes from.
let package = Package(
    name: "zk-build",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "ZKBuildPlugin", targets: ["ZKBuildPlugin"]),
        .plugin(name: "ZKBuildCommandPlugin", targets: ["ZKBuildCommandPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "ZKBuildBinary", path: "zk-build.artifactbundle"),
        .plugin(name: "ZKBuildPlugin", capability: .buildTool(), dependencies: ["ZKBuildBinary"]),
        .plugin(
            name: "ZKBuildCommandPlugin",
            capability: .command(
                intent: .custom(verb: "zk-build", description: "Check the project (check) or write its outputs (render)."),
                permissions: [.writeToPackageDirectory(reason: "'zk-build render' writes the build outputs (dictionaries, brand files, store texts) into the project.")]),
            dependencies: ["ZKBuildBinary"]),
    ]
)
