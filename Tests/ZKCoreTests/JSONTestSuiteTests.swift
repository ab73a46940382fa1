import Foundation
import Testing
import ZKCore

/// The public JSONTestSuite (Nicolas Seriot, MIT): every `y_` case accepted, every `n_` case
/// rejected without a crash, and each `i_` case's outcome pinned as a decision.
@Suite struct JSONTestSuiteTests {
    static let folder = Fixtures.path("JSONTestSuite/test_parsing")

    static func cases(_ prefix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(prefix) }.sorted()
    }

    static func read(_ name: String) -> JSONParseResult {
        let bytes = FileManager.default.contents(atPath: folder + "/" + name).map { [UInt8]($0) } ?? []
        return JSONReader.read(SourceFile(path: name, bytes: bytes))
    }

    @Test func suiteIsPresent() {
        #expect(Self.cases("y_").count == 95)
        #expect(Self.cases("n_").count == 188)
        #expect(Self.cases("i_").count == 35)
    }

    /// Valid by the grammar, but zk-build's policy reports the duplicate key (ZK0102) as an error.
    static let duplicateKeyCases: Set<String> = [
        "y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json",
    ]

    @Test(arguments: cases("y_"))
    func acceptsValidCase(_ name: String) {
        let result = Self.read(name)
        #expect(result.value != nil, "\(name): \(result.diagnostics.map(\.message))")
        let expected = Self.duplicateKeyCases.contains(name) ? ["ZK0102"] : []
        #expect(result.diagnostics.map(\.code) == expected, "\(name): \(result.diagnostics.map(\.message))")
    }

    @Test(arguments: cases("n_"))
    func rejectsInvalidCase(_ name: String) {
        let result = Self.read(name)
        #expect(result.value == nil, "\(name) was accepted")
        #expect(result.hasErrors, "\(name) has no error")
        for diagnostic in result.diagnostics where diagnostic.severity == .error {
            #expect(diagnostic.location?.start != nil, "\(name): error without a position")
        }
    }

    /// Decisions for the implementation-defined cases: accept what maps to a value without loss
    /// of meaning, reject what would silently change the data.
    static let decisions: [String: (accepted: Bool, code: String?)] = [
        // Underflow rounds to zero and huge integers become doubles: the number keeps its meaning.
        "i_number_double_huge_neg_exp.json": (true, nil),
        "i_number_real_underflow.json": (true, nil),
        "i_number_too_big_neg_int.json": (true, nil),
        "i_number_too_big_pos_int.json": (true, nil),
        "i_number_very_big_negative_int.json": (true, nil),
        // Beyond the double range: kept exactly as written, with a warning that readers using
        // doubles would turn it into infinity.
        "i_number_huge_exp.json": (true, "ZK0107"),
        "i_number_neg_int_huge_exp.json": (true, "ZK0107"),
        "i_number_pos_double_huge_exp.json": (true, "ZK0107"),
        "i_number_real_neg_overflow.json": (true, "ZK0107"),
        "i_number_real_pos_overflow.json": (true, "ZK0107"),
        // Lone surrogates are not Unicode scalars and cannot be stored as UTF-8.
        "i_object_key_lone_2nd_surrogate.json": (false, "ZK0108"),
        "i_string_1st_surrogate_but_2nd_missing.json": (false, "ZK0108"),
        "i_string_1st_valid_surrogate_2nd_invalid.json": (false, "ZK0108"),
        "i_string_incomplete_surrogate_and_escape_valid.json": (false, "ZK0108"),
        "i_string_incomplete_surrogate_pair.json": (false, "ZK0108"),
        "i_string_incomplete_surrogates_escape_valid.json": (false, "ZK0108"),
        "i_string_invalid_lonely_surrogate.json": (false, "ZK0108"),
        "i_string_invalid_surrogate.json": (false, "ZK0108"),
        "i_string_inverted_surrogates_U+1D11E.json": (false, "ZK0108"),
        "i_string_lone_second_surrogate.json": (false, "ZK0108"),
        // Anything that is not UTF-8 is an encoding error naming the byte offset.
        "i_string_UTF-16LE_with_BOM.json": (false, "ZK0103"),
        "i_string_UTF-8_invalid_sequence.json": (false, "ZK0103"),
        "i_string_UTF8_surrogate_U+D800.json": (false, "ZK0103"),
        "i_string_invalid_utf-8.json": (false, "ZK0103"),
        "i_string_iso_latin_1.json": (false, "ZK0103"),
        "i_string_lone_utf8_continuation_byte.json": (false, "ZK0103"),
        "i_string_not_in_unicode_range.json": (false, "ZK0103"),
        "i_string_overlong_sequence_2_bytes.json": (false, "ZK0103"),
        "i_string_overlong_sequence_6_bytes.json": (false, "ZK0103"),
        "i_string_overlong_sequence_6_bytes_null.json": (false, "ZK0103"),
        "i_string_truncated-utf-8.json": (false, "ZK0103"),
        "i_string_utf16BE_no_BOM.json": (false, "ZK0103"),
        "i_string_utf16LE_no_BOM.json": (false, "ZK0103"),
        // 500 levels are within the 512-level cap.
        "i_structure_500_nested_arrays.json": (true, nil),
        // A UTF-8 BOM is skipped with a warning (ZK0104).
        "i_structure_UTF-8_BOM_empty_object.json": (true, "ZK0104"),
    ]

    @Test func everyImplementationDefinedCaseHasADecision() {
        #expect(Set(Self.cases("i_")) == Set(Self.decisions.keys))
    }

    @Test(arguments: cases("i_"))
    func implementationDefinedCase(_ name: String) {
        guard let decision = Self.decisions[name] else {
            Issue.record("no decision for \(name)")
            return
        }
        let result = Self.read(name)
        #expect((result.value != nil) == decision.accepted, "\(name): \(result.diagnostics.map(\.message))")
        #expect(result.hasErrors == !decision.accepted)
        if let code = decision.code {
            #expect(result.diagnostics.map(\.code) == [code], "\(name): \(result.diagnostics.map(\.code))")
        }
    }
}
