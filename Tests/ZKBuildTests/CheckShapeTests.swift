import Foundation
import Testing
import ZKCore
import ZKProject
import ZKSwiftSource

@testable import ZKAudio
@testable import ZKBrand
@testable import ZKBuild
@testable import ZKContent
@testable import ZKDawg
@testable import ZKStrings

/// One check shape (issue 33): every check of every module conforms to `Check`, is in its
/// module's one list, and runs from that list alone: no source file calls a check by hand.
@Suite struct CheckShapeTests {
    /// What each module runs, read from its one list (`ZK…Checks`), and the file of that list.
    static let modules: [(folder: String, listFile: String, checks: [any DeclaresCodes.Type])] = [
        (
            "ZKStrings", "ZKStringsChecks.swift",
            ZKStringsChecks.keyChecks.declaring() + ZKStringsChecks.catalogChecks.declaring()
                + ZKStringsChecks.catalogSetChecks.declaring()
        ),
        (
            "ZKBrand", "ZKBrandChecks.swift",
            ZKBrandChecks.tokenChecks.declaring() + ZKBrandChecks.tokenSetChecks.declaring()
                + ZKBrandChecks.templateFileChecks.declaring() + ZKBrandChecks.templateChecks.declaring()
                + ZKBrandChecks.listingChecks.declaring() + ZKBrandChecks.listingSetChecks.declaring()
                + ZKBrandChecks.screenshotChecks.declaring()
        ),
        (
            "ZKAudio", "ZKAudioChecks.swift",
            ZKAudioChecks.manifestChecks.declaring() + ZKAudioChecks.fileChecks.declaring()
                + ZKAudioChecks.emptyFileChecks.declaring() + ZKAudioChecks.probeChecks.declaring()
                + ZKAudioChecks.analyzeFileChecks.declaring() + ZKAudioChecks.silentFileChecks.declaring()
                + ZKAudioChecks.levelChecks.declaring() + ZKAudioChecks.levelPolicyChecks.declaring()
                + ZKAudioChecks.analyzeLevelChecks.declaring() + ZKAudioChecks.levelSetChecks.declaring()
        ),
        (
            "ZKContent", "ZKContentChecks.swift",
            ZKContentChecks.checks.declaring() + SchemaChecks.libraryChecks.declaring()
        ),
        (
            "ZKDawg", "ZKDawgChecks.swift",
            ZKDawgChecks.folderChecks.declaring() + ZKDawgChecks.dictionaryChecks.declaring()
        ),
        (
            "ZKBuild", "ZKBuildChecks.swift",
            ZKBuildChecks.severityChecks.declaring() + ZKBuildChecks.configurationChecks.declaring()
                + ZKBuildChecks.projectChecks.declaring()
        ),
    ]

    /// The types a module's sources declare as conforming to `Check`, with their files.
    static func declaredChecks(in folder: String) -> [(name: String, file: String)] {
        let pattern = /(?:enum|struct) (\w+): Check\b/
        return CodeHomeTests.files.filter { $0.path.hasPrefix(folder + "/") }.flatMap { file in
            file.text.matches(of: pattern).map { (String($0.output.1), file.path) }
        }
    }

    static func names(_ types: [any DeclaresCodes.Type]) -> Set<String> {
        Set(types.map { String(describing: $0) })
    }

    @Test(arguments: modules.map(\.folder))
    func everyCheckIsInItsModulesList(folder: String) throws {
        let module = try #require(Self.modules.first { $0.folder == folder })
        let listed = Self.names(module.checks)
        let declared = Self.declaredChecks(in: folder)
        #expect(!declared.isEmpty)
        for check in declared {
            #expect(
                listed.contains(check.name), "\(check.file): '\(check.name)' is a Check that no list of \(folder) runs")
        }
    }

    @Test(arguments: modules.map(\.folder))
    func nothingCallsACheckByHand(folder: String) {
        for check in Self.declaredChecks(in: folder) {
            let call = try? Regex("\\b\(check.name)\\.(run|check)\\(")
            for file in CodeHomeTests.files where file.path != check.file {
                guard let call, file.text.contains(call) else { continue }
                Issue.record("\(file.path) calls '\(check.name)' by hand; run it from the module's list")
            }
        }
    }

    @Test func aChecksCodesAreOfOneGroup() {
        for module in Self.modules {
            for check in module.checks {
                let groups = Set(check.codes.map(\.group))
                #expect(groups.count <= 1, "\(check) declares codes of several groups: \(groups)")
            }
        }
    }

    @Test func aReporterIsNotACheck() {
        let reporters: [any DeclaresCodes.Type] =
            ZKStringsChecks.reporters + ZKBrandChecks.reporters + ZKAudioChecks.reporters + SchemaChecks.reporters
            + ZKDawgChecks.reporters + ZKBuildChecks.reporters + ZKCoreChecks.reporters + ZKProjectChecks.all
            + ZKSwiftSourceChecks.all
        for reporter in reporters {
            #expect(!(reporter is any Check.Type), "\(reporter) is a Check: put it in the list of its input")
        }
        let everything = Self.modules.flatMap(\.checks) + reporters
        #expect(Set(everything.map { String(describing: $0) }).count > 100)
    }

    /// The measure is a real one: a source that calls a check by hand is found.
    @Test func aCallByHandIsFound() throws {
        let call = try Regex("\\bDoubleSpaceCheck\\.(run|check)\\(")
        #expect("x += DoubleSpaceCheck.run(key)".contains(call))
        #expect(!"ZKStringsChecks.keyChecks.run(key)".contains(call))
        #expect(Self.declaredChecks(in: "ZKStrings").contains { $0.name == "DoubleSpaceCheck" })
    }
}
