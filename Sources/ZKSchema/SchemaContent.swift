import Foundation
import ZKCore

/// Draft 7's `contentEncoding` and `contentMediaType` as assertions (draft 7 lets an
/// implementation assert them; jsonschema-rs does, and the suite's optional `content` tests
/// expect it; from 2019-09 on they are annotations only): a string whose encoding is `base64`
/// must decode (RFC 4648, padded), and one whose media type is `application/json` (or
/// `…+json`) must be JSON once decoded. Other encodings and media types are not checked.
enum SchemaContent {
    /// The encoding checked, lowercased (`base64`), or nil.
    static func encoding(_ text: String) -> String? {
        text.lowercased() == "base64" ? "base64" : nil
    }

    /// The media type checked (`application/json`), or nil.
    static func mediaType(_ text: String) -> String? {
        let type = text.lowercased().prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
        return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
            ? "application/json" : nil
    }

    /// The keyword `text` breaks and why, or nil when it decodes and parses.
    static func violation(encoding: String?, mediaType: String?, _ text: String) -> (keyword: String, problem: String)?
    {
        var bytes = Array(text.utf8)
        if encoding != nil {
            guard let data = Data(base64Encoded: text) else {
                return ("contentEncoding", "is not base64 (RFC 4648, padded to a multiple of 4)")
            }
            bytes = Array(data)
        }
        if mediaType != nil {
            let parsed = JSONReader.read(SourceFile(path: "content", bytes: bytes))
            if parsed.value == nil || parsed.hasErrors {
                return ("contentMediaType", encoding == nil ? "is not JSON" : "does not decode to JSON")
            }
        }
        return nil
    }
}
