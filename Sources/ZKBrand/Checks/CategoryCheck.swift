import ZKCore

/// Lint: the App Store categories as App Store Connect accepts them. Each category file holds
/// one of the ids deliver sends (`EDUCATION`, `GAMES_ACTION`, or a legacy name it maps,
/// `MZGenre.Education`), taken from fastlane's code; a primary or secondary category is a
/// category, a subcategory file a subcategory of that category, and only Games and Stickers have
/// subcategories (Apple's rule); the secondary category differs from the primary, and the two
/// subcategories of a category differ. App Store Connect refuses the upload otherwise. Reported
/// at the start of the template.
struct CategoryCheck: Check {
    static let unknownCategory = DiagnosticCode(
        "ZK5041", .error, summary: "an App Store category is no category id",
        explanation: """
            `primary_category.txt`, `secondary_category.txt` and the subcategory files hold an App \
            Store Connect id such as `EDUCATION` or `GAMES_ACTION` (the legacy names deliver maps, \
            such as `MZGenre.Education`, are accepted too). Anything else is sent unchanged and \
            refused at upload. The lists come from fastlane's code (scripts/generate-store-tables.py).
            """,
        example: .edit(
            DiagnosticExample([
                BrandExampleFiles.tokens, .init("Brand/marketing/app-store/primary_category.txt", "EDUCATION"),
            ]),
            broken: #"↓EDUCATIONAL"#, fixed: #"EDUCATION"#))

    static let misplacedCategory = DiagnosticCode(
        "ZK5064", .error,
        summary: "an App Store category or subcategory is in a place App Store Connect does not allow",
        explanation: """
            Only Games and Stickers have subcategories (`GAMES_PUZZLE` under `GAMES`, \
            `STICKERS_ART` under `STICKERS`), up to two each; a subcategory file needs its category \
            (`primary_first_sub_category.txt` needs `primary_category.txt`) and must hold a \
            subcategory of it; a category file must hold a category, not a subcategory. App Store \
            Connect refuses any other combination at upload.
            """,
        broken: DiagnosticExample([
            BrandExampleFiles.tokens,
            .init("Brand/marketing/app-store/primary_category.txt", "EDUCATION"),
            .init("Brand/marketing/app-store/primary_first_sub_category.txt", "↓GAMES_PUZZLE"),
        ]),
        fixed: DiagnosticExample([
            BrandExampleFiles.tokens,
            .init("Brand/marketing/app-store/primary_category.txt", "GAMES"),
            .init("Brand/marketing/app-store/primary_first_sub_category.txt", "GAMES_PUZZLE"),
        ]))

    static let repeatedCategory = DiagnosticCode(
        "ZK5065", .error, summary: "the secondary App Store category repeats the primary one",
        explanation: """
            App Store Connect takes two different categories (the secondary is optional) and two \
            different subcategories of a category. Choose another secondary category, or leave \
            `secondary_category.txt` out.
            """,
        example: .edit(
            DiagnosticExample([
                BrandExampleFiles.tokens,
                .init("Brand/marketing/app-store/primary_category.txt", "EDUCATION"),
                .init("Brand/marketing/app-store/secondary_category.txt", "GAMES"),
            ]),
            broken: #"↓EDUCATION"#, fixed: #"GAMES"#))

    static let codes = [unknownCategory, misplacedCategory, repeatedCategory]

    /// The category fields and, for each, its subcategory fields.
    static let slots: [(category: String, subcategories: [String])] = [
        ("primary_category", ["primary_first_sub_category", "primary_second_sub_category"]),
        ("secondary_category", ["secondary_first_sub_category", "secondary_second_sub_category"]),
    ]

    /// A category file's value as App Store Connect receives it: deliver removes `MZGenre.`
    /// and maps legacy names (`Education`, `Puzzle`) to ids. Nil when it is no known id.
    static func id(_ text: String, subcategory: Bool) -> String? {
        var value = text
        if value.hasPrefix("MZGenre.") { value.removeFirst("MZGenre.".count) }
        let legacy = subcategory ? FastlaneTables.legacySubcategoryNames : FastlaneTables.legacyCategoryNames
        // By code point: a Kelvin sign (U+212A) is canonically the letter K, but App Store
        // Connect knows only `BOOKS`.
        if let mapped = legacy.first(where: { $0.key.hasSameCodePoints(as: value) })?.value { return mapped }
        // A category file may hold a subcategory (reported as misplaced); a subcategory file only a subcategory.
        let known =
            subcategory
            ? FastlaneTables.appStoreSubcategories
            : FastlaneTables.appStoreCategories + FastlaneTables.appStoreSubcategories
        return known.first { $0.hasSameCodePoints(as: value) }
    }

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let listing = input.listing
        guard listing.store == .appStore, listing.scope == .global else { return [] }
        var fields: [String: StoreListing.Field] = [:]
        for field in listing.fields where field.rule.kind == .category && field.rendered != nil && !field.text.isEmpty {
            fields[field.rule.name] = field
        }
        func at(_ field: StoreListing.Field) -> SourceLocation {
            field.rendered?.templateLocation(ofTrimmedScalar: 0).location ?? SourceLocation(path: field.rule.name)
        }
        var diagnostics: [Diagnostic] = []
        var categories: [String: String] = [:]
        for slot in slots {
            let category = fields[slot.category]
            var parent: String?
            if let category {
                if let id = id(category.text, subcategory: false) {
                    if FastlaneTables.appStoreSubcategories.contains(id) {
                        diagnostics.append(
                            Diagnostic(
                                misplacedCategory, subcategoryAsCategoryMessage(category.rule, id: id), at: at(category)
                            ))
                    } else {
                        parent = id
                        categories[slot.category] = id
                    }
                } else {
                    diagnostics.append(unknown(category, at: at(category)))
                }
            }
            var seen: [String: StoreListing.Field] = [:]
            for name in slot.subcategories {
                guard let sub = fields[name] else { continue }
                guard let id = id(sub.text, subcategory: true) else {
                    diagnostics.append(unknown(sub, at: at(sub)))
                    continue
                }
                if category == nil {
                    diagnostics.append(
                        Diagnostic(misplacedCategory, orphanMessage(sub.rule, category: slot.category), at: at(sub)))
                } else if let parent, !FastlaneTables.categoriesWithSubcategories.contains(parent) {
                    diagnostics.append(
                        Diagnostic(
                            misplacedCategory, noSubcategoriesMessage(sub.rule, id: id, parent: parent), at: at(sub)))
                } else if let parent, !id.hasPrefix(parent + "_") {
                    diagnostics.append(
                        Diagnostic(misplacedCategory, wrongParentMessage(sub.rule, id: id, parent: parent), at: at(sub))
                    )
                } else if let first = seen[id] {
                    diagnostics.append(
                        Diagnostic(
                            repeatedCategory, repeatedSubcategoryMessage(sub.rule, id: id), at: at(sub),
                            notes: [.init("first given here", at: at(first))]))
                }
                seen[id] = sub
            }
        }
        if let primary = categories["primary_category"], let secondary = categories["secondary_category"],
            primary == secondary,
            let field = fields["secondary_category"], let first = fields["primary_category"]
        {
            diagnostics.append(
                Diagnostic(
                    repeatedCategory, repeatedMessage(secondary), at: at(field),
                    notes: [.init("the primary category is given here", at: at(first))]))
        }
        return diagnostics
    }

    static func unknown(_ field: StoreListing.Field, at location: SourceLocation) -> Diagnostic {
        let subcategory = field.rule.name.hasSuffix("_sub_category")
        let list = subcategory ? FastlaneTables.appStoreSubcategories : FastlaneTables.appStoreCategories
        let near = EditDistance.nearest(to: field.text, in: list)
        return Diagnostic(unknownCategory, message(field.rule, text: field.text, near: near), at: location)
    }

    // MARK: Messages

    static func message(_ field: StoreField, text: String, near: String?) -> String {
        "\(field.label) '\(text)' is no App Store \(field.name.hasSuffix("_sub_category") ? "subcategory" : "category") id"
            + (near.map { "; did you mean '\($0)'?" } ?? "")
    }

    static func subcategoryAsCategoryMessage(_ field: StoreField, id: String) -> String {
        let parent = FastlaneTables.categoriesWithSubcategories.first { id.hasPrefix($0 + "_") } ?? "GAMES"
        return "\(field.label) '\(id)' is a subcategory; write '\(parent)' here and '\(id)' in the subcategory file"
    }

    static func orphanMessage(_ field: StoreField, category: String) -> String {
        "\(field.label) is set but '\(category).txt' is not; a subcategory needs its category"
    }

    static func noSubcategoriesMessage(_ field: StoreField, id: String, parent: String) -> String {
        "\(field.label) '\(id)' under '\(parent)': only GAMES and STICKERS have subcategories"
    }

    static func wrongParentMessage(_ field: StoreField, id: String, parent: String) -> String {
        "\(field.label) '\(id)' is no subcategory of '\(parent)'"
    }

    static func repeatedMessage(_ id: String) -> String {
        "secondary category '\(id)' is the primary category too; choose another or leave it out"
    }

    static func repeatedSubcategoryMessage(_ field: StoreField, id: String) -> String {
        "\(field.label) '\(id)' repeats the category's other subcategory"
    }
}
