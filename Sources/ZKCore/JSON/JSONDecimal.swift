/// An exact decimal number, `(-1)^negative × digits × 10^exponent`, as a JSON number is written:
/// what JSON Schema's `integer`, `minimum`, `maximum`, `exclusive*`, `multipleOf`, `enum` and
/// `const` compare, without the rounding of a `Double` above 2^53 or of decimal fractions.
/// `digits` has no leading or trailing zeros (zero has no digits), so equal values are equal
/// structs: `1`, `1.0`, `10e-1` and `0.1e1` are one value.
public struct JSONDecimal: Sendable, Hashable, Comparable, CustomStringConvertible {
    public private(set) var negative: Bool
    /// Decimal digits 0...9, most significant first.
    public private(set) var digits: [UInt8]
    public private(set) var exponent: Int

    /// Exponents beyond this are clamped (the value still compares correctly against any
    /// number written with fewer than this many digits).
    static let exponentLimit = Int(Int32.max)

    /// Parses JSON number syntax (`-12.5e+3`); also Swift's `Double` descriptions (`1e-05`).
    public init?(_ text: String) {
        var utf8 = text.utf8[...]
        var negative = false
        if utf8.first == UInt8(ascii: "-") {
            negative = true
            utf8 = utf8.dropFirst()
        } else if utf8.first == UInt8(ascii: "+") {
            utf8 = utf8.dropFirst()
        }
        var digits: [UInt8] = []
        var exponent = 0
        var sawDigit = false
        var sawPoint = false
        while let byte = utf8.first {
            if byte &- 0x30 < 10 {
                sawDigit = true
                if !(digits.isEmpty && byte == 0x30) { digits.append(byte &- 0x30) }
                if sawPoint { exponent -= 1 }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            utf8 = utf8.dropFirst()
        }
        guard sawDigit else { return nil }
        if let byte = utf8.first, byte | 0x20 == UInt8(ascii: "e") {
            utf8 = utf8.dropFirst()
            var exponentNegative = false
            if utf8.first == UInt8(ascii: "-") || utf8.first == UInt8(ascii: "+") {
                exponentNegative = utf8.first == UInt8(ascii: "-")
                utf8 = utf8.dropFirst()
            }
            var value = 0
            var sawExponentDigit = false
            while let byte = utf8.first, byte &- 0x30 < 10 {
                sawExponentDigit = true
                value = min(value * 10 + Int(byte &- 0x30), Self.exponentLimit)
                utf8 = utf8.dropFirst()
            }
            guard sawExponentDigit else { return nil }
            exponent += exponentNegative ? -value : value
        }
        guard utf8.isEmpty else { return nil }
        self.init(negative: negative, digits: digits, exponent: exponent)
    }

    public init(_ value: Int64) {
        var magnitude = value.magnitude
        var digits: [UInt8] = []
        while magnitude > 0 {
            digits.append(UInt8(magnitude % 10))
            magnitude /= 10
        }
        self.init(negative: value < 0, digits: digits.reversed(), exponent: 0)
    }

    /// The decimal of the shortest text that reads back as `value` (nil for infinities and NaN).
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        self.init("\(value)")
    }

    /// Normalises: strips leading and trailing zeros; zero is never negative.
    init(negative: Bool, digits: [UInt8], exponent: Int) {
        var digits = digits
        var exponent = exponent
        if let first = digits.firstIndex(where: { $0 != 0 }) {
            digits.removeFirst(first)
        } else {
            digits = []
        }
        while let last = digits.last, last == 0 {
            digits.removeLast()
            exponent += 1
        }
        self.negative = negative && !digits.isEmpty
        self.digits = digits
        self.exponent = digits.isEmpty ? 0 : max(-Self.exponentLimit, min(exponent, Self.exponentLimit))
    }

    public var isZero: Bool { digits.isEmpty }

    /// No fractional part: JSON Schema's `integer` (`1.0` and `1e+20` are integers).
    public var isIntegral: Bool { exponent >= 0 }

    /// The value as an `Int`, when it is integral and fits.
    public var exactInt: Int? {
        guard isIntegral, digits.count + exponent <= 19 else { return nil }
        var value = 0
        for digit in digits {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            let (sum, overflow2) = times.addingReportingOverflow(Int(digit))
            guard !overflow2 else { return nil }
            value = sum
        }
        for _ in 0..<exponent {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = times
        }
        return negative ? -value : value
    }

    /// The nearest `Double`.
    public var doubleValue: Double { Double(description) ?? .nan }

    /// Plain digits for integers of up to `limit` digits (`100000000000000000000`), else
    /// scientific notation (`1.5e-7`, `1e+400`).
    public func text(plainIntegerDigits limit: Int = 400) -> String {
        if digits.isEmpty { return "0" }
        let sign = negative ? "-" : ""
        let body = String(decoding: digits.map { $0 + 0x30 }, as: UTF8.self)
        if isIntegral, digits.count + exponent <= limit {
            return sign + body + String(repeating: "0", count: exponent)
        }
        if exponent < 0, -exponent <= digits.count + 6 {
            let point = digits.count + exponent
            if point > 0 {
                return sign + String(body.prefix(point)) + "." + String(body.dropFirst(point))
            }
            return sign + "0." + String(repeating: "0", count: -point) + body
        }
        let scaled = exponent + digits.count - 1
        let mantissa = digits.count > 1 ? String(body.prefix(1)) + "." + String(body.dropFirst()) : body
        return sign + mantissa + "e" + (scaled < 0 ? "-" : "+") + String(scaled.magnitude)
    }

    public var description: String { text() }

    public static func < (lhs: JSONDecimal, rhs: JSONDecimal) -> Bool {
        if lhs.negative != rhs.negative { return lhs.negative }
        let magnitudeLess = lhs.magnitudePrecedes(rhs)
        return lhs.negative ? (!magnitudeLess && lhs != rhs) : magnitudeLess
    }

    /// |self| < |other|.
    func magnitudePrecedes(_ other: JSONDecimal) -> Bool {
        if digits.isEmpty { return !other.digits.isEmpty }
        if other.digits.isEmpty { return false }
        let order = digits.count + exponent
        let otherOrder = other.digits.count + other.exponent
        if order != otherOrder { return order < otherOrder }
        return digits.lexicographicallyPrecedes(other.digits)
    }

    /// The most digits `isMultiple(of:)` works through before it gives up.
    public static let multipleDigitLimit = 100_000

    /// Whether `self / divisor` is an integer, computed exactly; nil when `divisor` is zero or the
    /// numbers are too far apart in magnitude to decide within `multipleDigitLimit` digits.
    public func isMultiple(of divisor: JSONDecimal) -> Bool? {
        guard !divisor.digits.isEmpty else { return nil }
        if digits.isEmpty { return true }
        // self = X × 10^e, divisor = M × 10^e with integers X, M and e the smaller exponent.
        let common = min(exponent, divisor.exponent)
        let xZeros = exponent - common
        let mZeros = divisor.exponent - common
        guard digits.count + xZeros <= Self.multipleDigitLimit, divisor.digits.count + mZeros <= Self.multipleDigitLimit
        else { return nil }
        // A quotient below 1 is no integer (self is non-zero).
        if digits.count + xZeros < divisor.digits.count + mZeros { return false }
        let modulus = BigUnsigned(digits: divisor.digits, zeros: mZeros)
        var remainder = BigUnsigned()
        for digit in digits { remainder.appendDigit(digit, modulo: modulus) }
        for _ in 0..<xZeros { remainder.appendDigit(0, modulo: modulus) }
        return remainder.isZero
    }
}

/// The few operations of unsigned big integers `isMultiple(of:)` needs, on 32-bit limbs (least
/// significant first).
struct BigUnsigned {
    var limbs: [UInt32] = []

    init() {}

    init(digits: [UInt8], zeros: Int) {
        for digit in digits { multiplyAdd(10, UInt32(digit)) }
        for _ in 0..<zeros { multiplyAdd(10, 0) }
    }

    var isZero: Bool { limbs.allSatisfy { $0 == 0 } }

    mutating func multiplyAdd(_ factor: UInt32, _ addend: UInt32) {
        var carry = UInt64(addend)
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry > 0 { limbs.append(UInt32(carry)) }
    }

    /// self = (self × 10 + digit) mod modulus, for self < modulus.
    mutating func appendDigit(_ digit: UInt8, modulo modulus: BigUnsigned) {
        multiplyAdd(10, UInt32(digit))
        while !precedes(modulus) { subtract(modulus) }
    }

    func precedes(_ other: BigUnsigned) -> Bool {
        let a = significantCount
        let b = other.significantCount
        if a != b { return a < b }
        var index = a - 1
        while index >= 0 {
            if limbs[index] != other.limbs[index] { return limbs[index] < other.limbs[index] }
            index -= 1
        }
        return false
    }

    var significantCount: Int {
        var count = limbs.count
        while count > 0, limbs[count - 1] == 0 { count -= 1 }
        return count
    }

    /// self -= other, for other ≤ self.
    mutating func subtract(_ other: BigUnsigned) {
        var borrow: Int64 = 0
        for index in limbs.indices {
            var value = Int64(limbs[index]) - borrow - (index < other.limbs.count ? Int64(other.limbs[index]) : 0)
            if value < 0 {
                value += 1 << 32
                borrow = 1
            } else {
                borrow = 0
            }
            limbs[index] = UInt32(truncatingIfNeeded: value)
        }
        while let last = limbs.last, last == 0 { limbs.removeLast() }
    }
}
