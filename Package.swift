// swift-tools-version:6.0
import PackageDescription

// zk-build: the content and asset build toolchain. No third-party packages: the toolchain alone
// builds and tests this package (libxml2 comes from the system, through FoundationXML).
//
// Module rule (DESIGN.md): the tool modules depend on ZKCore alone; only ZKBuild knows them all;
// each executable knows its own module and ZKCore (through the module's command line, <Module>CLI,
// where it has one). DawgReader (the dictionary reader the Erudit
// app links) depends on nothing in this package; ZKDawg builds on it, so there is one reader.
let package = Package(
    name: "zk-build",
    platforms: [.macOS(.v13), .iOS(.v17)],
    products: [
        .library(name: "DawgReader", targets: ["DawgReader"]),
        .plugin(name: "ZKBuildPlugin", targets: ["ZKBuildPlugin"]),
        .plugin(name: "ZKBuildCommandPlugin", targets: ["ZKBuildCommandPlugin"]),
        .executable(name: "zk-build", targets: ["zk-build"]),
        .executable(name: "zk-content", targets: ["zk-content"]),
        .executable(name: "zk-dawg", targets: ["zk-dawg"]),
        .executable(name: "zk-audio", targets: ["zk-audio"]),
        .executable(name: "zk-strings", targets: ["zk-strings"]),
        .executable(name: "zk-marketing", targets: ["zk-marketing"]),
    ],
    targets: [
        // The official JSON Schema metaschemas, as published, are in JSONSchema/Metaschemas/ (with their
        // LICENSE); scripts/bundle-metaschemas.py writes them into BundledMetaschemas.swift as string
        // literals (`.embedInCode` would be a `[UInt8]` literal, seconds of CPU in every debug build).
        .target(name: "ZKCore", exclude: ["JSONSchema/Metaschemas"]),
        .target(name: "DawgReader"),
        .target(name: "ZKDawg", dependencies: ["ZKCore", "DawgReader"]),
        .target(name: "ZKStrings", dependencies: ["ZKCore"]),
        .target(name: "ZKAudio", dependencies: ["ZKCore"]),
        .target(name: "ZKBrand", dependencies: ["ZKCore"]),
        .target(name: "ZKContent", dependencies: ["ZKCore"]),
        // Each tool's command line (options, help, the subcommands `check` does not run), apart from its
        // module, so that zk-plugin-tool (ZKBuild and every tool module) compiles none of it.
        .target(name: "ZKDawgCLI", dependencies: ["ZKDawg", "DawgReader", "ZKCore"]),
        .target(name: "ZKStringsCLI", dependencies: ["ZKStrings", "ZKCore"]),
        .target(name: "ZKAudioCLI", dependencies: ["ZKAudio", "ZKCore"]),
        .target(name: "ZKBrandCLI", dependencies: ["ZKBrand", "ZKCore"]),
        .target(name: "ZKContentCLI", dependencies: ["ZKContent", "ZKCore"]),
        .target(name: "ZKBuild", dependencies: ["ZKCore", "DawgReader", "ZKDawg", "ZKStrings", "ZKAudio", "ZKBrand", "ZKContent"]),

        .executableTarget(name: "zk-build", dependencies: ["ZKBuild", "ZKCore"]),
        .executableTarget(name: "zk-dawg", dependencies: ["ZKDawgCLI", "ZKCore"]),
        .executableTarget(name: "zk-strings", dependencies: ["ZKStringsCLI", "ZKCore"]),
        .executableTarget(name: "zk-audio", dependencies: ["ZKAudioCLI", "ZKCore"]),
        .executableTarget(name: "zk-marketing", dependencies: ["ZKBrandCLI", "ZKCore"]),
        .executableTarget(name: "zk-content", dependencies: ["ZKContentCLI", "ZKCore"]),
        .executableTarget(name: "zk-plugin-tool", dependencies: ["ZKBuild", "ZKCore"]),

        // The plugins see the toolchain only through the executables they run (or build).
        .plugin(name: "ZKBuildPlugin", capability: .buildTool(), dependencies: ["zk-plugin-tool"]),
        .plugin(
            name: "ZKBuildCommandPlugin",
            capability: .command(
                intent: .custom(verb: "zk-build", description: "Check the project (check) or write its outputs (render)."),
                permissions: [.writeToPackageDirectory(reason: "'zk-build render' writes the build outputs (dictionaries, brand files, store texts) into the project.")])),
        // No tool dependency: the command plugin builds the zk-build product through the package
        // manager (see ZKBuildCommandPlugin.builtTool), so repeated calls do not relink.

        // The benchmarks and fuzzers, one subcommand per tool module (`zk-bench json|dawg|strings|audio|assets`).
        .executableTarget(
            name: "zk-bench", dependencies: ["ZKStringsCLI", "ZKCore", "ZKDawg", "DawgReader", "ZKStrings", "ZKAudio", "ZKContent"]),

        .testTarget(name: "ZKCoreTests", dependencies: ["ZKCore"]),
        .testTarget(name: "ZKBuildTests", dependencies: ["ZKAudioCLI", "ZKBrandCLI", "ZKContentCLI", "ZKDawgCLI", "ZKStringsCLI", "ZKBuild", "ZKContent", "ZKStrings", "DawgReader", "ZKDawg", "ZKAudio", "ZKBrand", "ZKCore"]),
        .testTarget(name: "ZKDawgTests", dependencies: ["ZKDawgCLI", "ZKDawg", "DawgReader", "ZKCore"]),
        .testTarget(name: "DawgReaderTests", dependencies: ["DawgReader", "ZKDawg", "ZKCore"]),
        .testTarget(name: "ZKStringsTests", dependencies: ["ZKStringsCLI", "ZKStrings", "ZKCore"]),
        .testTarget(name: "ZKAudioTests", dependencies: ["ZKAudioCLI", "ZKAudio", "ZKCore"]),
        .testTarget(name: "ZKBrandTests", dependencies: ["ZKBrandCLI", "ZKBrand", "ZKBuild", "ZKCore"]),
        .testTarget(name: "ZKContentTests", dependencies: ["ZKContentCLI", "ZKContent", "ZKCore"]),
    ],
    swiftLanguageModes: [.v6]
)
