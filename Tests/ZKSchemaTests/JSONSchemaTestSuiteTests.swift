import Foundation
import Testing

@testable import ZKCore
@testable import ZKSchema

/// The official JSON-Schema-Test-Suite, drafts 4, 6, 7, 2019-09 and 2020-12
/// (`Tests/Fixtures/JSON-Schema-Test-Suite`, MIT). The suite's remotes (what it serves at
/// http://localhost:1234/) are registered as schema documents up front, so no test needs the
/// network; the metaschemas come from the bundled copies. Each folder's schemas default to its
/// draft. Every required test passes; optional files are listed by how far they pass.
@Suite struct JSONSchemaTestSuiteTests {
    static let root = Fixtures.path("JSON-Schema-Test-Suite")

    struct Outcome: CustomStringConvertible {
        var file: String
        var failures: [String] = []
        var passed = 0
        var description: String { "\(file): \(passed) passed, \(failures.count) failed" }
    }

    static func parse(_ path: String) -> JSONValue? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return JSONReader.read(SourceFile(path: path, bytes: Array(data))).value
    }

    /// The remotes under their URLs.
    static let registered: [SchemaDocument] = {
        var documents: [SchemaDocument] = []
        for relative in DirectoryWalker.files(under: root + "/remotes", extensions: ["json"]) {
            if let value = parse(root + "/remotes/" + relative) {
                documents.append(SchemaDocument(path: "http://localhost:1234/" + relative, root: value))
            }
        }
        return documents
    }()

    /// The remotes a draft's tests use: the draft-independent ones and those of its folder.
    static func remotes(for file: String) -> [SchemaDocument] {
        let folder = file.prefix { $0 != "/" }
        return registered.filter {
            let relative = $0.path.dropFirst("http://localhost:1234/".count)
            return !relative.hasPrefix("draft") || relative.hasPrefix(folder + "/")
        }
    }

    static let folders: [(folder: String, draft: SchemaDraft)] = [
        ("draft4", .draft4), ("draft6", .draft6), ("draft7", .draft7), ("draft2019-09", .draft2019),
        ("draft2020-12", .draft2020),
    ]

    /// `folder/relative` of every test file, optional or required.
    static func files(optional: Bool) -> [String] {
        folders.flatMap { entry in
            DirectoryWalker.files(under: root + "/tests/" + entry.folder, extensions: ["json"])
                .filter { $0.hasPrefix("optional/") == optional }.sorted().map { entry.folder + "/" + $0 }
        }
    }

    static func run(_ file: String, options: SchemaOptions = SchemaOptions()) -> Outcome {
        var outcome = Outcome(file: file)
        var options = options
        options.defaultDraft = folders.first { file.hasPrefix($0.folder + "/") }?.draft ?? .draft2020
        guard let cases = parse(root + "/tests/" + file)?.array else {
            outcome.failures.append("cannot read the file")
            return outcome
        }
        for (number, testCase) in cases.enumerated() {
            let caseName = testCase["description"]?.string ?? "case \(number)"
            guard let schema = testCase["schema"], let tests = testCase["tests"]?.array else { continue }
            let path = "suite/\(file.replacingOccurrences(of: "/", with: "_"))-\(number).schema.json"
            let library = SchemaLibrary(
                documents: remotes(for: file) + [SchemaDocument(path: path, root: schema)], options: options)
            let schemaErrors = library.problems.filter { $0.location.path == path && $0.kind != .unknownKeyword }
            for test in tests {
                let testName = "\(caseName) / \(test["description"]?.string ?? "?")"
                guard let data = test["data"], let expected = test["valid"]?.bool else { continue }
                let fast = library.isValid(data, schemaPath: path)
                let violations = library.validate(data, file: "instance.json", schemaPath: path).violations
                let full = violations.isEmpty
                if fast == expected && full == expected && schemaErrors.isEmpty {
                    outcome.passed += 1
                } else {
                    var why = "\(testName): expected \(expected ? "valid" : "invalid"), fast \(fast), full \(full)"
                    if let first = schemaErrors.first { why += ", schema error: \(first.message)" }
                    if let first = violations.first, expected { why += ", reported: \(first.message)" }
                    outcome.failures.append(why)
                }
            }
        }
        return outcome
    }

    @Test(arguments: files(optional: false))
    func requiredTestsPass(_ file: String) {
        let outcome = Self.run(file)
        #expect(outcome.failures.isEmpty, Comment(rawValue: "\(outcome)\n" + outcome.failures.joined(separator: "\n")))
        #expect(outcome.passed > 0)
    }

    /// The optional files that pass in full, with `format` asserted for `optional/format/` (every
    /// file of every draft but the cross-draft references to other folders' remotes, which this
    /// harness does not register; the command line, with all the remotes, passes those too).
    static let passingOptionalFiles: Set<String> = [
        "draft4/optional/zeroTerminatedFloats.json", "draft7/optional/content.json",
        "draft2019-09/optional/dependencies-compatibility.json",
        "draft2020-12/optional/dependencies-compatibility.json",
        "draft7/optional/format/ecmascript-regex.json", "draft2019-09/optional/format/ecmascript-regex.json",
        "draft2020-12/optional/format/ecmascript-regex.json",
        "draft2019-09/optional/anchor.json", "draft2019-09/optional/bignum.json",
        "draft2019-09/optional/ecmascript-regex.json",
        "draft2019-09/optional/float-overflow.json", "draft2019-09/optional/format/date-time.json",
        "draft2019-09/optional/format/date.json", "draft2019-09/optional/format/duration.json",
        "draft2019-09/optional/format/email.json", "draft2019-09/optional/format/hostname.json",
        "draft2019-09/optional/format/idn-email.json", "draft2019-09/optional/format/idn-hostname.json",
        "draft2019-09/optional/format/ipv4.json", "draft2019-09/optional/format/ipv6.json",
        "draft2019-09/optional/format/iri-reference.json", "draft2019-09/optional/format/iri.json",
        "draft2019-09/optional/format/json-pointer.json", "draft2019-09/optional/format/regex.json",
        "draft2019-09/optional/format/relative-json-pointer.json", "draft2019-09/optional/format/time.json",
        "draft2019-09/optional/format/unknown.json", "draft2019-09/optional/format/uri-reference.json",
        "draft2019-09/optional/format/uri-template.json", "draft2019-09/optional/format/uri.json",
        "draft2019-09/optional/format/uuid.json", "draft2019-09/optional/id.json",
        "draft2019-09/optional/no-schema.json",
        "draft2019-09/optional/non-bmp-regex.json", "draft2019-09/optional/refOfUnknownKeyword.json",
        "draft2019-09/optional/unknownKeyword.json", "draft2020-12/optional/anchor.json",
        "draft2020-12/optional/bignum.json",
        "draft2020-12/optional/dynamicRef.json", "draft2020-12/optional/ecmascript-regex.json",
        "draft2020-12/optional/float-overflow.json", "draft2020-12/optional/format-assertion.json",
        "draft2020-12/optional/format/date-time.json", "draft2020-12/optional/format/date.json",
        "draft2020-12/optional/format/duration.json", "draft2020-12/optional/format/email.json",
        "draft2020-12/optional/format/hostname.json", "draft2020-12/optional/format/idn-email.json",
        "draft2020-12/optional/format/idn-hostname.json", "draft2020-12/optional/format/ipv4.json",
        "draft2020-12/optional/format/ipv6.json", "draft2020-12/optional/format/iri-reference.json",
        "draft2020-12/optional/format/iri.json", "draft2020-12/optional/format/json-pointer.json",
        "draft2020-12/optional/format/regex.json", "draft2020-12/optional/format/relative-json-pointer.json",
        "draft2020-12/optional/format/time.json", "draft2020-12/optional/format/unknown.json",
        "draft2020-12/optional/format/uri-reference.json", "draft2020-12/optional/format/uri-template.json",
        "draft2020-12/optional/format/uri.json", "draft2020-12/optional/format/uuid.json",
        "draft2020-12/optional/id.json",
        "draft2020-12/optional/no-schema.json", "draft2020-12/optional/non-bmp-regex.json",
        "draft2020-12/optional/refOfUnknownKeyword.json", "draft2020-12/optional/unknownKeyword.json",
        "draft4/optional/bignum.json", "draft4/optional/ecmascript-regex.json", "draft4/optional/float-overflow.json",
        "draft4/optional/format/date-time.json", "draft4/optional/format/email.json",
        "draft4/optional/format/hostname.json",
        "draft4/optional/format/ipv4.json", "draft4/optional/format/ipv6.json", "draft4/optional/format/unknown.json",
        "draft4/optional/format/uri.json", "draft4/optional/id.json", "draft4/optional/non-bmp-regex.json",
        "draft6/optional/bignum.json", "draft6/optional/ecmascript-regex.json", "draft6/optional/float-overflow.json",
        "draft6/optional/format/date-time.json", "draft6/optional/format/email.json",
        "draft6/optional/format/hostname.json",
        "draft6/optional/format/ipv4.json", "draft6/optional/format/ipv6.json",
        "draft6/optional/format/json-pointer.json",
        "draft6/optional/format/unknown.json", "draft6/optional/format/uri-reference.json",
        "draft6/optional/format/uri-template.json", "draft6/optional/format/uri.json", "draft6/optional/id.json",
        "draft6/optional/non-bmp-regex.json", "draft6/optional/unknownKeyword.json", "draft7/optional/bignum.json",
        "draft7/optional/ecmascript-regex.json", "draft7/optional/float-overflow.json",
        "draft7/optional/format/date-time.json",
        "draft7/optional/format/date.json", "draft7/optional/format/email.json", "draft7/optional/format/hostname.json",
        "draft7/optional/format/idn-email.json", "draft7/optional/format/idn-hostname.json",
        "draft7/optional/format/ipv4.json",
        "draft7/optional/format/ipv6.json", "draft7/optional/format/iri-reference.json",
        "draft7/optional/format/iri.json",
        "draft7/optional/format/json-pointer.json", "draft7/optional/format/regex.json",
        "draft7/optional/format/relative-json-pointer.json", "draft7/optional/format/time.json",
        "draft7/optional/format/unknown.json", "draft7/optional/format/uri-reference.json",
        "draft7/optional/format/uri-template.json", "draft7/optional/format/uri.json", "draft7/optional/id.json",
        "draft7/optional/non-bmp-regex.json", "draft7/optional/unknownKeyword.json",
    ]

    @Test func optionalTestsThatPass() {
        var passing: Set<String> = []
        var lines: [String] = []
        for file in Self.files(optional: true) {
            let outcome = Self.run(file, options: SchemaOptions(assertFormat: file.contains("/optional/format/")))
            if outcome.failures.isEmpty { passing.insert(file) }
            lines.append(outcome.description + outcome.failures.prefix(50).map { "\n    " + $0 }.joined())
        }
        if ProcessInfo.processInfo.environment["ZK_SUITE_REPORT"] != nil { print(lines.joined(separator: "\n")) }
        #expect(
            Self.passingOptionalFiles.isSubset(of: passing),
            "\(Self.passingOptionalFiles.subtracting(passing).sorted())")
    }
}
