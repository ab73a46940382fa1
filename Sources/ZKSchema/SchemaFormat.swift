import ZKCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `format` checks, for `--assert-format` (draft 2020-12 makes `format` an annotation by
/// default). Implemented: date-time, date, time, duration, email, idn-email, hostname and
/// idn-hostname (`HostnameFormat`), ipv4, ipv6, uri, uri-reference, iri, iri-reference,
/// uri-template, uuid, regex, json-pointer, relative-json-pointer. Other formats are not
/// checked (unknown formats must pass).
enum SchemaFormat {
    /// What is wrong with `text` as `format`, or nil when it is valid (or the format unknown).
    static func violation(_ format: String, _ text: String) -> String? {
        let bytes = Array(text.utf8)
        switch format {
        case "date": return isDate(bytes[...]) ? nil : "expected YYYY-MM-DD (RFC 3339 full-date)"
        case "time": return isTime(bytes[...]) ? nil : "expected HH:MM:SS with an offset (RFC 3339 full-time)"
        case "date-time":
            guard bytes.count > 11, bytes[10] | 0x20 == UInt8(ascii: "t"), isDate(bytes[..<10]), isTime(bytes[11...])
            else {
                return "expected YYYY-MM-DDTHH:MM:SS with an offset (RFC 3339 date-time)"
            }
            return nil
        case "duration": return isDuration(bytes) ? nil : "expected an ISO 8601 duration such as P3DT4H"
        case "email", "idn-email": return isEmail(text, ascii: format == "email") ? nil : "expected local-part@domain"
        case "hostname": return HostnameFormat.hostnameProblem(text)
        case "idn-hostname": return HostnameFormat.idnHostnameProblem(text)
        case "ipv4": return isIPv4(bytes[...]) ? nil : "expected four decimal octets such as 192.0.2.1"
        case "ipv6": return isIPv6(text) ? nil : "expected an IPv6 address such as 2001:db8::1"
        case "uri", "iri":
            return isURI(text, absolute: true, ascii: format == "uri") ? nil : "expected an absolute URI with a scheme"
        case "uri-reference", "iri-reference":
            return isURI(text, absolute: false, ascii: format == "uri-reference") ? nil : "expected a URI reference"
        case "uuid": return isUUID(bytes) ? nil : "expected 8-4-4-4-12 hexadecimal digits"
        case "uri-template":
            return isURITemplate(text) ? nil : "expected an RFC 6570 URI template such as /users/{id}{?fields*}"
        case "regex":
            return ECMARegexSyntax.isValid(text) ? nil : "not an ECMA-262 regular expression"
        case "json-pointer":
            return isJSONPointer(bytes[...]) ? nil : "expected '' or '/'-separated tokens with '~' only as '~0' or '~1'"
        case "relative-json-pointer":
            return isRelativeJSONPointer(bytes)
                ? nil : "expected a non-negative integer followed by '#' or a JSON pointer"
        default: return nil
        }
    }

    private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 &- 0x30 < 10 }) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    static func isDate(_ bytes: ArraySlice<UInt8>) -> Bool {
        let b = Array(bytes)
        guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
            let year = digits(b[0..<4]), let month = digits(b[5..<7]), let day = digits(b[8..<10]),
            (1...12).contains(month), day >= 1
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    static func isTime(_ bytes: ArraySlice<UInt8>) -> Bool {
        let b = Array(bytes)
        guard b.count >= 9, b[2] == UInt8(ascii: ":"), b[5] == UInt8(ascii: ":"),
            let hour = digits(b[0..<2]), let minute = digits(b[3..<5]), let second = digits(b[6..<8]),
            hour < 24, minute < 60, second <= 60
        else { return false }
        var index = 8
        if b[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < b.count, b[index] &- 0x30 < 10 { index += 1 }
            guard index > start else { return false }
        }
        guard index < b.count else { return false }
        var offsetMinutes = 0
        if b[index] | 0x20 == UInt8(ascii: "z") {
            guard index + 1 == b.count else { return false }
        } else {
            guard b[index] == UInt8(ascii: "+") || b[index] == UInt8(ascii: "-"), b.count - index == 6,
                b[index + 3] == UInt8(ascii: ":"),
                let offsetHour = digits(b[(index + 1)..<(index + 3)]),
                let offsetMinute = digits(b[(index + 4)..<(index + 6)]),
                offsetHour < 24, offsetMinute < 60
            else { return false }
            offsetMinutes = (offsetHour * 60 + offsetMinute) * (b[index] == UInt8(ascii: "+") ? 1 : -1)
        }
        if second == 60 {
            // A leap second happens at 23:59:60 UTC only.
            let utc = ((hour * 60 + minute - offsetMinutes) % 1440 + 1440) % 1440
            return utc == 23 * 60 + 59
        }
        return true
    }

    /// RFC 3339 appendix A: the date units in the order Y, M, D and the time units H, M, S, each
    /// part a run without gaps (`P1Y2D` and `PT1H2S` lack the month and the minute), or weeks alone.
    static func isDuration(_ bytes: [UInt8]) -> Bool {
        guard bytes.first == UInt8(ascii: "P"), bytes.count > 1 else { return false }
        var index = 1
        var inTime = false
        var sawComponent = false
        var sawTimeComponent = false
        var lastUnit: Character?
        var order = "YMWD"[...]
        var sawWeek = false
        var sawOther = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "T") {
                guard !inTime else { return false }
                inTime = true
                lastUnit = nil
                order = "HMS"[...]
                index += 1
                guard index < bytes.count else { return false }
                continue
            }
            let start = index
            while index < bytes.count, bytes[index] &- 0x30 < 10 { index += 1 }
            guard index > start, index < bytes.count else { return false }
            let unit = Character(Unicode.Scalar(bytes[index]))
            guard let position = order.firstIndex(of: unit) else { return false }
            // No gap after an earlier unit of the same part (`W` stands alone anyway).
            if lastUnit != nil, position != order.startIndex, !(order.first == "W" && unit == "D") { return false }
            lastUnit = unit
            order = order[order.index(after: position)...]
            if unit == "W" && !inTime { sawWeek = true } else { sawOther = true }
            sawComponent = true
            if inTime { sawTimeComponent = true }
            index += 1
        }
        return sawComponent && (!inTime || sawTimeComponent) && !(sawWeek && sawOther)
    }

    /// RFC 5321 `Mailbox`: a dot-atom or quoted-string local part, `@`, a domain or an address
    /// literal (`[192.0.2.1]`, `[IPv6:::1]`); `idn-email` (RFC 6531) also admits non-ASCII.
    static func isEmail(_ text: String, ascii: Bool) -> Bool {
        guard let at = text.lastIndex(of: "@") else { return false }
        let local = text[..<at]
        let domain = text[text.index(after: at)...]
        guard !local.isEmpty, !domain.isEmpty else { return false }
        if ascii, !text.unicodeScalars.allSatisfy(\.isASCII) { return false }
        let scalars = Array(local.unicodeScalars)
        if scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" {
            var index = 1
            while index < scalars.count - 1 {
                let scalar = scalars[index]
                if scalar == "\\" {
                    index += 2
                    continue
                }
                if scalar == "\"" || (scalar.isASCII && (scalar.value < 0x20 || scalar.value == 0x7F) && scalar != "\t")
                {
                    return false
                }
                index += 1
            }
            if index != scalars.count - 1 { return false }
        } else {
            let special: Set<Unicode.Scalar> = [
                "!", "#", "$", "%", "&", "'", "*", "+", "-", "/", "=", "?", "^", "_", "`", "{", "|", "}", "~",
            ]
            let atoms = local.split(separator: ".", omittingEmptySubsequences: false)
            for atom in atoms {
                guard !atom.isEmpty else { return false }
                for scalar in atom.unicodeScalars {
                    let isASCIIAlphanumeric =
                        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                    guard isASCIIAlphanumeric || special.contains(scalar) || (!ascii && !scalar.isASCII) else {
                        return false
                    }
                }
            }
        }
        if domain.hasPrefix("["), domain.hasSuffix("]") {
            let inner = domain.dropFirst().dropLast()
            if inner.hasPrefix("IPv6:") { return isIPv6(String(inner.dropFirst(5))) }
            return isIPv4(Array(inner.utf8)[...])
        }
        return !ascii || isHostname(Array(domain.utf8))
    }

    static func isHostname(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty, bytes.count <= 253 else { return false }
        let labels = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return labels.allSatisfy { label in
            guard (1...63).contains(label.count), label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-")
            else { return false }
            return label.allSatisfy { ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 || $0 == UInt8(ascii: "-") }
        }
    }

    static func isIPv4(_ bytes: ArraySlice<UInt8>) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                guard let value = digits(part), part.count <= 3, value <= 255 else { return false }
                return part.count == 1 || part.first != UInt8(ascii: "0")
            }
    }

    static func isIPv6(_ text: String) -> Bool {
        guard
            text.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isASCIIHexDigit || $0 == ":" || $0 == ".") })
        else { return false }
        var address = in6_addr()
        return inet_pton(AF_INET6, text, &address) == 1
    }

    /// RFC 3986 `URI` (`absolute`) or `URI-reference`; an IRI (RFC 3987) when not `ascii`:
    /// every component of its own characters, percent signs before two hex digits, brackets only
    /// around an IPv6 host (itself valid), a numeric port.
    static func isURI(_ text: String, absolute: Bool, ascii: Bool) -> Bool {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "%" {
            guard index + 2 < scalars.count, scalars[index + 1].properties.isASCIIHexDigit,
                scalars[index + 2].properties.isASCIIHexDigit
            else { return false }
        }
        if text.filter({ $0 == "#" }).count > 1 { return false }
        let subDelims: Set<Unicode.Scalar> = ["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="]
        func allowed(_ part: String, _ extra: Set<Unicode.Scalar>) -> Bool {
            part.unicodeScalars.allSatisfy { scalar in
                if scalar.isASCII {
                    return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-._~%".unicodeScalars.contains(scalar)
                        || subDelims.contains(scalar) || extra.contains(scalar)
                }
                return !ascii && scalar.value >= 0xA0 && !(0xD800...0xDFFF).contains(scalar.value)
            }
        }
        let components = URIReference.Components(text)
        if let scheme = components.scheme {
            guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
                scheme.unicodeScalars.allSatisfy({
                    $0.isASCII
                        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
                })
            else { return false }
        } else if absolute {
            return false
        } else if let colon = components.path.firstIndex(of: ":"), !components.path[..<colon].contains("/") {
            return false
        }
        if let authority = components.authority {
            var hostPort = Substring(authority)
            if let at = authority.lastIndex(of: "@") {
                guard allowed(String(authority[..<at]), [":"]) else { return false }
                hostPort = authority[authority.index(after: at)...]
            }
            if hostPort.hasPrefix("[") {
                guard let close = hostPort.firstIndex(of: "]") else { return false }
                let literal = String(hostPort[hostPort.index(after: hostPort.startIndex)..<close])
                guard literal.hasPrefix("v") || literal.hasPrefix("V") ? literal.contains(".") : isIPv6Literal(literal)
                else { return false }
                let rest = hostPort[hostPort.index(after: close)...]
                guard
                    rest.isEmpty
                        || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isASCII)
                            && rest.dropFirst().allSatisfy(\.isNumber))
                else { return false }
            } else {
                var host = hostPort
                if let colon = hostPort.lastIndex(of: ":") {
                    guard hostPort[hostPort.index(after: colon)...].allSatisfy({ $0.isASCII && $0.isNumber }) else {
                        return false
                    }
                    host = hostPort[..<colon]
                }
                guard allowed(String(host), []) else { return false }
            }
        }
        guard allowed(components.path, [":", "@", "/"]) else { return false }
        if let query = components.query, !allowed(query, [":", "@", "/", "?"]) { return false }
        if let fragment = components.fragment, !allowed(fragment, [":", "@", "/", "?"]) { return false }
        return true
    }

    /// An IPv6 address in a URI's brackets: valid, and any embedded IPv4 part without leading zeros.
    private static func isIPv6Literal(_ text: String) -> Bool {
        guard isIPv6(text) else { return false }
        guard text.contains("."), let colon = text.lastIndex(of: ":") else { return true }
        return isIPv4(Array(text[text.index(after: colon)...].utf8)[...])
    }

    /// RFC 6570: literals (no space, quote or bracket; `%` before two hex digits) and
    /// expressions `{` [operator] varspec *("," varspec) `}`, a varspec a name of letters,
    /// digits, `_` and percent-escapes (dots between), then `*` or `:` and a length of 1 to 9999.
    static func isURITemplate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func percent(_ at: Int) -> Bool {
            at + 2 < scalars.count && scalars[at + 1].properties.isASCIIHexDigit
                && scalars[at + 2].properties.isASCIIHexDigit
        }
        let forbiddenLiteral: Set<Unicode.Scalar> = [" ", "\"", "<", ">", "\\", "^", "`", "|", "}"]
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "{" {
                guard let close = scalars[index...].firstIndex(of: "}") else { return false }
                var body = Array(scalars[(index + 1)..<close])
                if let first = body.first, "+#./;?&=,!@|".unicodeScalars.contains(first) { body.removeFirst() }
                guard !body.isEmpty else { return false }
                for spec in body.split(separator: ",", omittingEmptySubsequences: false) {
                    var name = Array(spec)
                    if name.last == "*" {
                        name.removeLast()
                    } else if let colon = name.firstIndex(of: ":") {
                        let length = name[(colon + 1)...]
                        guard (1...4).contains(length.count), length.first != "0",
                            length.allSatisfy({ ("0"..."9").contains($0) })
                        else { return false }
                        name = Array(name[..<colon])
                    }
                    guard !name.isEmpty, name.first != ".", name.last != "." else { return false }
                    var at = 0
                    while at < name.count {
                        let c = name[at]
                        if c == "%" {
                            guard at + 2 < name.count, name[at + 1].properties.isASCIIHexDigit,
                                name[at + 2].properties.isASCIIHexDigit
                            else { return false }
                            at += 3
                            continue
                        }
                        if c == ".", at + 1 < name.count, name[at + 1] == "." { return false }
                        guard c.isASCII, c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "."
                        else { return false }
                        at += 1
                    }
                }
                index = close + 1
                continue
            }
            if forbiddenLiteral.contains(scalar) || scalar.value < 0x20 || scalar.value == 0x7F { return false }
            if scalar == "%", !percent(index) { return false }
            index += 1
        }
        return true
    }

    static func isUUID(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !(byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 6) {
                return false
            }
        }
        return true
    }

    static func isJSONPointer(_ bytes: ArraySlice<UInt8>) -> Bool {
        if bytes.isEmpty { return true }
        guard bytes.first == UInt8(ascii: "/") else { return false }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "~") {
                guard index + 1 < bytes.endIndex,
                    bytes[index + 1] == UInt8(ascii: "0") || bytes[index + 1] == UInt8(ascii: "1")
                else { return false }
            }
            index += 1
        }
        return true
    }

    static func isRelativeJSONPointer(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count, bytes[index] &- 0x30 < 10 { index += 1 }
        guard index > 0, index == 1 || bytes[0] != UInt8(ascii: "0") else { return false }
        let rest = bytes[index...]
        if rest.isEmpty { return true }
        if rest.count == 1, rest.first == UInt8(ascii: "#") { return true }
        // An index manipulation (`+1`, `-1`) may follow the prefix.
        var tail = rest
        if let first = tail.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            tail = tail.dropFirst()
            let start = tail.startIndex
            while let byte = tail.first, byte &- 0x30 < 10 { tail = tail.dropFirst() }
            guard tail.startIndex > start, bytes[start] != UInt8(ascii: "0") || tail.startIndex == start + 1 else {
                return false
            }
            if tail.count == 1, tail.first == UInt8(ascii: "#") { return true }
        }
        return tail.first == UInt8(ascii: "/") ? isJSONPointer(tail) : tail.isEmpty
    }
}
