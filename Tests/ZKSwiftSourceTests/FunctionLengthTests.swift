import Foundation
import Testing
import ZKCore

/// No function, initialiser, accessor or computed property in `Sources/` is longer than 100
/// lines (issue 33), counted on the formatted source from the declaration's first line to its
/// closing brace by `FunctionLength`, which reads the files with the project's own lexer.
@Suite struct FunctionLengthTests {
    static let limit = 100

    /// Bodies allowed over the limit, each with its reason; none since issue 33 split the last
    /// two. An entry that is no longer over the limit fails the test.
    static let exceptions: Set<String> = []

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources").path

    /// Every body over the limit in `Sources/`, as `path:line: 'name' is N lines (limit 100)`,
    /// and the exceptions that matched one.
    static func overLimit() -> (found: [String], excepted: Set<String>) {
        var found: [String] = []
        var excepted: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: sources)
        var paths: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { paths.append(relative) }
        }
        for path in paths.sorted() {
            guard let text = try? String(contentsOfFile: sources + "/" + path, encoding: .utf8) else { continue }
            for body in FunctionLength.measure(text) where body.lines > limit {
                if exceptions.contains("\(path) \(body.name)") {
                    excepted.insert("\(path) \(body.name)")
                    continue
                }
                found.append("Sources/\(path):\(body.line): '\(body.name)' is \(body.lines) lines (limit \(limit))")
            }
        }
        return (found, excepted)
    }

    @Test func noBodyInSourcesIsLongerThanTheLimit() {
        let (found, excepted) = Self.overLimit()
        #expect(found.isEmpty, "\n\(found.joined(separator: "\n"))")
        let stale = Self.exceptions.subtracting(excepted).sorted()
        #expect(stale.isEmpty, "no longer over the limit, remove from the exceptions: \(stale)")
    }

    @Test func theSourcesAreFound() {
        #expect(FileManager.default.fileExists(atPath: Self.sources + "/ZKSwiftSource/SwiftLexer.swift"))
    }

    // MARK: - The measure itself

    /// A function named `name` whose body holds `statements` lines (so `statements + 2` in all).
    static func function(_ name: String, statements: Int, indent: String = "") -> String {
        indent + "func \(name)() {\n" + String(repeating: indent + "    total += 1\n", count: statements) + indent
            + "}\n"
    }

    static func lengths(_ source: String) -> [String] { FunctionLength.measure(source).map(\.description) }

    @Test func aFunctionOf101LinesIsCaughtAtItsLine() {
        let source = "let a = 1\n\n" + Self.function("long", statements: 99)
        #expect(Self.lengths(source) == ["3: 'long' is 101 lines"])
    }

    @Test func aFunctionOf100LinesIsWithinTheLimit() {
        let measured = FunctionLength.measure(Self.function("fits", statements: 98))
        #expect(measured.map(\.lines) == [100])
        #expect(measured.allSatisfy { $0.lines <= FunctionLengthTests.limit })
    }

    @Test func attributesAndModifiersStartTheDeclaration() {
        let source = """
            struct S {
                @inline(__always)
                @discardableResult
                public static func f() -> Int {
                    1
                }
            }
            """
        #expect(Self.lengths(source) == ["2: 'f' is 5 lines"])
    }

    @Test func bracesInStringsAndCommentsDoNotCount() {
        let source = #"""
            func f() {
                let a = "}"
                let b = #"{ } }"#
                // }
                /* } { /* nested } */ */
                let c = """
                    }
                    """
                let d = "\(a.map { "}" })"
            }
            func g() {}
            """#
        #expect(Self.lengths(source) == ["1: 'f' is 10 lines", "11: 'g' is 1 lines"])
    }

    @Test func nestedFunctionsAreMeasuredOnTheirOwn() {
        let source = """
            func outer() {
                func inner() {
                    step()
                }
                let closure = { (x: Int) -> Int in
                    x
                }
                inner()
            }
            """
        #expect(Self.lengths(source) == ["1: 'outer' is 9 lines", "2: 'inner' is 3 lines"])
    }

    @Test func initialisersSubscriptsAndAccessorsAreMeasured() {
        let source = """
            final class C {
                init(x: Int = { 3 }()) {
                    self.x = x
                }
                deinit {
                    close()
                }
                subscript(i: Int) -> Int {
                    get { storage[i] }
                    set {
                        storage[i] = newValue
                    }
                }
                var total: Int = 0 {
                    didSet {
                        report()
                    }
                }
                var body: some View {
                    Text("a")
                }
            }
            """
        #expect(
            Self.lengths(source) == [
                "2: 'init' is 3 lines", "5: 'deinit' is 3 lines", "8: 'subscript' is 6 lines",
                "9: 'subscript.get' is 1 lines", "10: 'subscript.set' is 3 lines", "15: 'total.didSet' is 3 lines",
                "19: 'body' is 3 lines",
            ])
    }

    @Test func storedPropertiesRequirementsAndCallsAreNotBodies() {
        let source = """
            protocol P {
                func f()
                var x: Int { get set }
                init()
            }
            struct S {
                var a: Int
                static let table: [Int] = {
                    [1, 2]
                }()
                func g() {
                    var b: Int
                    if ready {
                        b = 1
                    }
                    let c = Self.init()
                    super.init()
                    for var i in 0..<2 {
                        i += 1
                    }
                }
            }
            """
        #expect(Self.lengths(source) == ["3: 'x' is 1 lines", "11: 'g' is 11 lines"])
    }
}
