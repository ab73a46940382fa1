import ZKCore

/// Warning: a template file whose name is no store field (`subtitel.txt`) is never rendered;
/// it is reported at its first line with the nearest field name suggested.
enum TemplateFieldCheck {
    static func check(_ template: Template) -> Diagnostic? {
        guard !StoreRules.isTemplateField(template.field) else { return nil }
        var message = "template '\(template.field).txt' is no store field and is never rendered"
        let near = EditDistance.nearest(to: template.field, in: StoreRules.allTemplateFields)
        if let near { message += "; did you mean '\(near).txt'?" }
        return Diagnostic(
            BrandCodes.unknownTemplateField, message, at: template.file.location(ofOffset: 0),
            notes: [.init("store fields: \(StoreRules.allTemplateFields.joined(separator: ", "))")])
    }
}
