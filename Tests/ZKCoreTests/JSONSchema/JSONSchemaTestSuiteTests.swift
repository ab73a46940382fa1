import Foundation
import Testing
@testable import ZKCore

/// The official JSON-Schema-Test-Suite, draft 2020-12 (`Tests/Fixtures/JSON-Schema-Test-Suite`,
/// MIT). The suite's remotes (what it serves at http://localhost:1234/) and the draft 2020-12
/// metaschemas are registered as schema documents up front, so no test needs the network.
/// Every required test passes; optional files are listed by how far they pass.
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

    /// The remotes under their URLs and the metaschemas under their own paths (their `$id`s are
    /// the official URIs).
    static let registered: [SchemaDocument] = {
        var documents: [SchemaDocument] = []
        for relative in DirectoryWalker.files(under: root + "/remotes", extensions: ["json"]) {
            if let value = parse(root + "/remotes/" + relative) {
                documents.append(SchemaDocument(path: "http://localhost:1234/" + relative, root: value))
            }
        }
        for relative in DirectoryWalker.files(under: root + "/metaschemas", extensions: ["json"]) {
            if let value = parse(root + "/metaschemas/" + relative) {
                documents.append(SchemaDocument(path: "metaschemas/" + relative, root: value))
            }
        }
        return documents
    }()

    static func files(optional: Bool) -> [String] {
        DirectoryWalker.files(under: root + "/tests/draft2020-12", extensions: ["json"])
            .filter { $0.hasPrefix("optional/") == optional }.sorted()
    }

    static func run(_ relative: String, options: SchemaOptions = SchemaOptions()) -> Outcome {
        var outcome = Outcome(file: relative)
        guard let cases = parse(root + "/tests/draft2020-12/" + relative)?.array else {
            outcome.failures.append("cannot read the file")
            return outcome
        }
        for (number, testCase) in cases.enumerated() {
            let caseName = testCase["description"]?.string ?? "case \(number)"
            guard let schema = testCase["schema"], let tests = testCase["tests"]?.array else { continue }
            let path = "suite/\(relative.replacingOccurrences(of: "/", with: "_"))-\(number).schema.json"
            let library = SchemaLibrary(documents: registered + [SchemaDocument(path: path, root: schema)], options: options)
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

    /// The optional files that pass in full, with `format` asserted for `optional/format/`.
    static let passingOptionalFiles: Set<String> = [
        "optional/anchor.json", "optional/bignum.json", "optional/dynamicRef.json", "optional/ecmascript-regex.json",
        "optional/float-overflow.json", "optional/format-assertion.json", "optional/id.json", "optional/no-schema.json",
        "optional/non-bmp-regex.json", "optional/refOfUnknownKeyword.json", "optional/unknownKeyword.json",
        "optional/format/date-time.json", "optional/format/date.json", "optional/format/idn-email.json",
        "optional/format/ipv4.json", "optional/format/ipv6.json", "optional/format/iri-reference.json",
        "optional/format/json-pointer.json", "optional/format/regex.json", "optional/format/relative-json-pointer.json",
        "optional/format/time.json", "optional/format/unknown.json", "optional/format/uuid.json",
    ]

    @Test func optionalTestsThatPass() {
        var passing: Set<String> = []
        var lines: [String] = []
        for file in Self.files(optional: true) {
            let outcome = Self.run(file, options: SchemaOptions(assertFormat: file.hasPrefix("optional/format")))
            if outcome.failures.isEmpty { passing.insert(file) }
            lines.append(outcome.description + outcome.failures.prefix(50).map { "\n    " + $0 }.joined())
        }
        if ProcessInfo.processInfo.environment["ZK_SUITE_REPORT"] != nil { print(lines.joined(separator: "\n")) }
        #expect(Self.passingOptionalFiles.isSubset(of: passing), "\(Self.passingOptionalFiles.subtracting(passing).sorted())")
    }
}
