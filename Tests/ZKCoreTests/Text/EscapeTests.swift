import Testing
import ZKCore

/// Each target syntax's escaper, on the characters that syntax gives a meaning.
@Suite struct EscapeTests {
    @Test func xml() {
        #expect(Escape.xmlText("a < b & \"c\" > d") == "a &lt; b &amp; \"c\" &gt; d")
        #expect(Escape.xmlAttribute("x=\"1\"\n\ty\r") == "x=&quot;1&quot;&#10;&#9;y&#13;")
    }

    @Test func html() {
        #expect(Escape.html("<b title=\"ä\">&</b>") == "&lt;b title=&quot;ä&quot;&gt;&amp;&lt;/b&gt;")
    }

    @Test func tsvFieldsNeverSplitARow() {
        #expect(Escape.tsvField("Zähl\tmit\nmir \\ los\r") == "Zähl\\tmit\\nmir \\\\ los\\r")
    }

    @Test func swiftStringLiteral() {
        #expect(Escape.swiftString("say \"hi\"\\\n\u{1B}\u{7F}") == "say \\\"hi\\\"\\\\\\n\\u{1b}\\u{7f}")
    }

    @Test func githubWorkflowCommands() {
        #expect(Escape.githubData("100%\r\nok: a,b") == "100%25%0D%0Aok: a,b")
        #expect(Escape.githubProperty("C:\\a,b%") == "C%3A\\a%2Cb%25")
    }

    @Test func messageValuesStayOnOneLine() {
        #expect(Escape.messageValue("eins\nzwei\t\u{1B}") == "eins\\nzwei\\t\\u{1B}")
        #expect(Escape.messageValue("Zähl mit") == "Zähl mit")
    }
}
