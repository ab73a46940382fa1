import Foundation
import Testing
import ZKCore

@testable import ZKBuild

/// The project page `build/reports/index.html`, built from the default project with two review
/// findings and a small dictionary: self-contained, every section present with what it must
/// show, the findings highlighted, and the same bytes on every build.
@Suite struct ProjectPageTests {
    static func project() throws -> TestProject {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try FileManager.default.copyItem(
            atPath: SpecLayoutTests.fixture + "/dictionaries", toPath: project.root + "/Content/dictionaries")
        let path = "Strings/Content.xcstrings"
        let text = try String(contentsOfFile: project.root + "/" + path, encoding: .utf8)
        // 'avatar.baer.name' in Russian: translated → needs_review (a warning: the page is still written).
        let marker = #""ru" : {"#
        let key = try #require(text.range(of: #""avatar.baer.name" : {"#))
        let ru = try #require(text.range(of: marker, range: key.upperBound..<text.endIndex))
        let state = try #require(text.range(of: #""state" : "translated""#, range: ru.upperBound..<text.endIndex))
        try project.write(path, text.replacingCharacters(in: state, with: #""state" : "needs_review""#))
        return project
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func pageIsSelfContainedAndShowsEverySection() throws {
        let project = try Self.project()
        let result = project.run(["build"], stages: StageCatalog.stages)
        #expect(result.code == 0, "\(result.out)")
        let page = try String(contentsOfFile: project.root + "/build/reports/index.html", encoding: .utf8)

        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        for external in ["<script", "<link", "src=\"http", "url(http", "@import"] {
            #expect(!page.contains(external), "the page must not load '\(external)'")
        }
        // The sections, in order.
        let positions = ["strings", "audio", "store", "dictionaries", "content"].map {
            page.range(of: "<section id=\"\($0)\">")?.lowerBound
        }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())

        // Strings: a bar per catalog and locale; the finding highlighted beside its values.
        #expect(Self.count("<div class=\"coverage\"", in: page) == 2 * 3)
        #expect(page.contains(#"data-catalog="Strings/Content.xcstrings" data-locale="ru">"#))
        #expect(page.contains("<td class=\"key\">avatar.baer.name<div class=\"issue\">ZK3003: "))
        #expect(page.contains("<td class=\"problem\"><pre>Мишка</pre><small>needs_review</small></td>"))
        #expect(Self.count("<td class=\"problem\">", in: page) == 1)

        // Audio: a row per locale, linked to its recording script (which the build wrote there).
        for locale in ["de", "en", "ru"] {
            #expect(page.contains("<tr class=\"audio-locale\" data-locale=\"\(locale)\">"))
            #expect(page.contains("<a href=\"../audio/recording-script-\(locale).tsv\">"))
            #expect(
                FileManager.default.fileExists(atPath: project.root + "/build/audio/recording-script-\(locale).tsv"))
        }

        // Store texts: a table per store and locale, each field's length against its limit.
        #expect(page.contains(#"<table class="listing" data-store="App Store" data-locale="de">"#))
        #expect(page.contains(#"<table class="listing" data-store="Google Play" data-locale="ru">"#))
        #expect(page.contains("<tr><td>name</td><td class=\"num \">11 / 30 characters</td>"))

        // Dictionaries: the built one, with its counts.
        #expect(
            page.contains(
                #"<tr class="dictionary" data-variant="mini"><td>mini</td><td class="num">12</td><td class="num">26</td><td class="num">3–4</td>"#
            ))

        // Content: every asset of the catalog with its image inline.
        let assets = try FileManager.default.contentsOfDirectory(
            atPath: project.root + "/Content/Illustrations.xcassets"
        )
        .filter { $0.hasSuffix(".imageset") }
        #expect(Self.count("data-asset=", in: page) == assets.count)
        #expect(Self.count("src=\"data:image/png;base64,", in: page) == assets.count)
        #expect(Self.count(" src=\"", in: page) == assets.count)

        // The same bytes on a rebuild from scratch.
        let first = page
        try FileManager.default.removeItem(atPath: project.root + "/build")
        #expect(project.run(["build"], stages: StageCatalog.stages).code == 0)
        #expect(try String(contentsOfFile: project.root + "/build/reports/index.html", encoding: .utf8) == first)
    }

    @Test func checkWritesNoPage() throws {
        let project = try Self.project()
        #expect(project.run(["check"], stages: StageCatalog.stages).code == 0)
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build/reports/index.html"))
    }

    @Test func relativeLinks() {
        #expect(ProjectPage.relativePath(from: "build/reports/index.html", to: "build/audio/x.tsv") == "../audio/x.tsv")
        #expect(
            ProjectPage.relativePath(from: "build/reports/index.html", to: "Resources/Audio/x.tsv")
                == "../../Resources/Audio/x.tsv")
        #expect(ProjectPage.relativePath(from: "build/reports/index.html", to: "build/reports/y.html") == "y.html")
    }
}
