import ZKCore

/// Building blocks of the games, numbers and dot-picture checks' examples.
enum ContentExamples {
    /// A games file `hoer_hin` with the steps given (`schwer` left out when nil).
    static func game(
        _ leicht: String, mittel: String = #"{ "range": { "min": 1, "max": 10 } }"#,
        schwer: String? = #"{ "range": { "min": 1, "max": 20 } }"#
    ) -> String {
        let last = schwer.map { #", "schwer": \#($0)"# } ?? ""
        return #"{ "id": "hoer_hin", "steps": {"leicht": \#(leicht), "mittel": \#(mittel)\#(last) } }"#
    }

    /// A `numbers.json` of `values`, the entry at `marked` marked with `↓`.
    static func numbers(_ values: [Int], marked: Int? = nil) -> String {
        let entries = values.enumerated().map { position, value in
            position == marked ? #"{ "value": ↓\#(value) }"# : #"{ "value": \#(value) }"#
        }
        return #"{ "numbers": [\#n  "# + entries.joined(separator: ",\n  ") + "\n] }"
    }
}
