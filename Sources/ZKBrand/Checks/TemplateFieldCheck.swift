import ZKCore

/// Warning: a template file whose name is no store field (`subtitel.txt`) is never rendered;
/// it is reported at its first line with the nearest field name suggested.
enum TemplateFieldCheck: Check {
    public static let unknownTemplateField = DiagnosticCode(
        "ZK5023", .warning, summary: "a template file is named after no store field",
        explanation: """
            Template files are named after the fastlane fields: `name`, `subtitle`, `description`, \
            `keywords`, `promotional_text`, `release_notes`, `support_url`, `privacy_url`, \
            `marketing_url`, `apple_tv_privacy_policy`; in `app-store/` `copyright`, the category \
            files and `review_information/<field>`; for Google Play `title`, `short_description`, \
            `full_description`, `video` and `changelogs/default` or `changelogs/<versionCode>`. Any \
            other file is never rendered.
            """,
        broken: BrandExampleFiles.example(
            BrandExampleFiles.tokens,
            BrandExampleFiles.File("Brand/marketing/de/subtitel.txt", "↓Zahlen lernen von 1 bis 20")),
        fixed: BrandExampleFiles.example(
            BrandExampleFiles.tokens,
            BrandExampleFiles.File("Brand/marketing/de/subtitle.txt", "Zahlen lernen von 1 bis 20")))

    static let codes = [unknownTemplateField]

    static func run(_ input: TemplateInput) -> [Diagnostic] {
        let template = input.template
        guard !StoreRules.isTemplateField(template.field) else { return [] }
        let near = EditDistance.nearest(to: template.field, in: StoreRules.allTemplateFields)
        return [
            Diagnostic(
                unknownTemplateField, message(template.field, near: near), at: template.file.location(ofOffset: 0),
                notes: [.init(fieldsNote())])
        ]
    }

    // MARK: Messages

    static func message(_ field: String, near: String?) -> String {
        "template '\(field).txt' is no store field and is never rendered"
            + (near.map { "; did you mean '\($0).txt'?" } ?? "")
    }

    static func fieldsNote() -> String { "store fields: \(StoreRules.allTemplateFields.joined(separator: ", "))" }
}
