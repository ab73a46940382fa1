// swift-tools-version:6.0
import PackageDescription

// zk-build: the content and asset build toolchain. No third-party packages: the toolchain alone
// builds and tests this package (libxml2 comes from the system, through FoundationXML).
//
// Module rule (DESIGN.md): the tool modules depend on the shared layers alone (ZKCore and, beside it,
// ZKSchema, ZKSwiftSource and ZKProject), never on each other; only ZKBuild knows them all; each
// executable knows its own module and the shared layers (through the module's command line,
// <Module>CLI, where it has one). DawgReader (the dictionary reader the Erudit
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
        .target(name: "ZKCore"),
        // The shared layers beside ZKCore, one fact each: the JSON Schema engine (every draft), the
        // Swift source reader (lexer, key lookups, the one keyword list every Swift writer uses), and
        // the project's shared vocabulary (index types, the key and audio-ID grammars, conventions).
        .target(name: "ZKSchema", dependencies: ["ZKCore"], exclude: ["Metaschemas"]),
        .target(name: "ZKSwiftSource", dependencies: ["ZKProject", "ZKCore"]),
        .target(name: "ZKProject", dependencies: ["ZKCore"]),
        .target(name: "DawgReader"),
        .target(name: "ZKDawg", dependencies: ["DawgReader", "ZKSchema", "ZKCore"]),
        .target(name: "ZKStrings", dependencies: ["ZKSwiftSource", "ZKProject", "ZKCore"]),
        .target(name: "ZKAudio", dependencies: ["ZKSchema", "ZKProject", "ZKCore"]),
        .target(name: "ZKBrand", dependencies: ["ZKSwiftSource", "ZKProject", "ZKCore"]),
        .target(name: "ZKContent", dependencies: ["ZKSwiftSource", "ZKSchema", "ZKProject", "ZKCore"]),
        // Each tool's command line (options, help, the subcommands `check` does not run), apart from its
        // module, so that zk-plugin-tool (ZKBuild and every tool module) compiles none of it.
        .target(name: "ZKDawgCLI", dependencies: ["ZKDawg", "DawgReader", "ZKCore"]),
        .target(name: "ZKStringsCLI", dependencies: ["ZKBrand", "ZKStrings", "ZKSwiftSource", "ZKProject", "ZKCore"]),
        .target(name: "ZKAudioCLI", dependencies: ["ZKAudio", "ZKSwiftSource", "ZKProject", "ZKCore"]),
        .target(name: "ZKBrandCLI", dependencies: ["ZKBrand", "ZKSwiftSource", "ZKProject", "ZKCore"]),
        .target(name: "ZKContentCLI", dependencies: ["ZKContent", "ZKSwiftSource", "ZKSchema", "ZKProject", "ZKCore"]),
        .target(name: "ZKBuild", dependencies: ["ZKContent", "ZKBrand", "ZKAudio", "ZKStrings", "ZKDawg", "DawgReader", "ZKSwiftSource", "ZKSchema", "ZKProject", "ZKCore"]),

        .executableTarget(name: "zk-build", dependencies: ["ZKBuild", "ZKCore"]),
        .executableTarget(name: "zk-dawg", dependencies: ["ZKDawgCLI", "ZKCore"]),
        .executableTarget(name: "zk-strings", dependencies: ["ZKStringsCLI", "ZKCore"]),
        .executableTarget(name: "zk-audio", dependencies: ["ZKAudioCLI", "ZKCore"]),
        .executableTarget(name: "zk-marketing", dependencies: ["ZKBrandCLI", "ZKCore"]),
        .executableTarget(name: "zk-content", dependencies: ["ZKContentCLI", "ZKCore"]),
        .executableTarget(name: "zk-plugin-tool", dependencies: ["ZKBuild"]),

        // The plugins see the toolchain only through the executables they run (or build).
        .plugin(name: "ZKBuildPlugin", capability: .buildTool(), dependencies: ["zk-plugin-tool"]),
        .plugin(
            name: "ZKBuildCommandPlugin",
            capability: .command(
                intent: .custom(verb: "zk-build", description: "Check the project (check) or write its outputs (render)."),
                permissions: [.writeToPackageDirectory(reason: "'zk-build render' writes the build outputs (dictionaries, brand files, store texts) into the project.")])),
        // No tool dependency: the command plugin builds the zk-build product through the package
        // manager (see CommandToolSource.tool), so repeated calls do not relink.

        // The benchmarks and fuzzers, one subcommand per tool module (`zk-bench json|dawg|strings|audio|assets`).
        .executableTarget(name: "zk-bench", dependencies: ["ZKStringsCLI", "ZKContent", "ZKAudio", "ZKStrings", "ZKDawg", "DawgReader", "ZKCore"]),

        .testTarget(name: "ZKCoreTests", dependencies: ["ZKCore"]),
        .testTarget(name: "ZKSchemaTests", dependencies: ["ZKSchema", "ZKCore"]),
        .testTarget(name: "ZKSwiftSourceTests", dependencies: ["ZKSwiftSource", "ZKProject", "ZKCore"]),
        .testTarget(name: "ZKProjectTests", dependencies: ["ZKProject", "ZKCore"]),
        .testTarget(name: "ZKBuildTests", dependencies: ["ZKBuild", "ZKContentCLI", "ZKBrandCLI", "ZKAudioCLI", "ZKStringsCLI", "ZKDawgCLI", "ZKContent", "ZKBrand", "ZKAudio", "ZKStrings", "ZKDawg", "DawgReader", "ZKSwiftSource", "ZKSchema", "ZKProject", "ZKCore"]),
        .testTarget(name: "ZKDawgTests", dependencies: ["ZKDawg", "ZKDawgCLI", "DawgReader", "ZKCore"]),
        .testTarget(name: "DawgReaderTests", dependencies: ["DawgReader", "ZKDawg", "ZKCore"]),
        .testTarget(name: "ZKStringsTests", dependencies: ["ZKStrings", "ZKStringsCLI", "ZKSwiftSource", "ZKProject", "ZKCore"]),
        .testTarget(name: "ZKAudioTests", dependencies: ["ZKAudio", "ZKAudioCLI", "ZKProject", "ZKCore"]),
        .testTarget(name: "ZKBrandTests", dependencies: ["ZKBrand", "ZKBuild", "ZKBrandCLI", "ZKSchema", "ZKProject", "ZKCore"]),
        .testTarget(name: "ZKContentTests", dependencies: ["ZKContent", "ZKContentCLI", "ZKSchema", "ZKCore"]),
    ],
    swiftLanguageModes: [.v6]
)
