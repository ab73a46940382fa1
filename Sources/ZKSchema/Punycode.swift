import ZKCore

/// Punycode (RFC 3492), the Bootstring encoding of IDNA's A-labels: `bücher` ↔ `bcher-kva`
/// (the A-label `xn--bcher-kva`). Scalars in, scalars out; nil where the input is not Punycode
/// (a digit sequence cut short, an overflow, a decoded basic or surrogate code point).
///
///     Punycode.decode("bcher-kva")   // "bücher"
///     Punycode.decode("X")           // nil: the digit sequence ends too early
///     Punycode.encode("bücher")      // "bcher-kva"
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700, initialBias = 72, initialN = 128

    /// The scalars `text` (without `xn--`) encodes, or nil when it is not valid Punycode.
    static func decode(_ text: Substring) -> [Unicode.Scalar]? {
        let input = Array(text.unicodeScalars)
        var output: [Unicode.Scalar] = []
        var start = 0
        if let delimiter = input.lastIndex(of: "-") {
            for scalar in input[..<delimiter] {
                guard scalar.isASCII else { return nil }
                output.append(scalar)
            }
            start = delimiter + 1
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        var position = start
        while position < input.count {
            let oldI = i
            var weight = 1
            var k = base
            while true {
                guard position < input.count, let digit = digitValue(input[position]) else { return nil }
                position += 1
                let (product, tooLarge) = digit.multipliedReportingOverflow(by: weight)
                let (sum, overflow) = i.addingReportingOverflow(product)
                guard !tooLarge, !overflow else { return nil }
                i = sum
                let t = threshold(k, bias)
                if digit < t { break }
                let (next, tooBig) = weight.multipliedReportingOverflow(by: base - t)
                guard !tooBig else { return nil }
                weight = next
                k += base
            }
            let count = output.count + 1
            bias = adapt(i - oldI, count, first: oldI == 0)
            let (grown, overflow) = n.addingReportingOverflow(i / count)
            guard !overflow else { return nil }
            n = grown
            i %= count
            guard n >= 0x80, let scalar = Unicode.Scalar(UInt32(clamping: n)) else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        return output
    }

    /// The Punycode of `scalars` (lower-case digits), as RFC 3492's encoder writes it.
    static func encode(_ scalars: [Unicode.Scalar]) -> String {
        var output = String(String.UnicodeScalarView(scalars.filter(\.isASCII)))
        let basic = output.unicodeScalars.count
        var handled = basic
        if basic > 0 { output.append("-") }
        var n = initialN
        var delta = 0
        var bias = initialBias
        let values = scalars.map { Int($0.value) }
        while handled < values.count {
            let m = values.filter { $0 >= n }.min() ?? n
            delta += (m - n) * (handled + 1)
            n = m
            for value in values {
                if value < n { delta += 1 }
                guard value == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = threshold(k, bias)
                    if q < t { break }
                    output.unicodeScalars.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.unicodeScalars.append(digit(q))
                bias = adapt(delta, handled + 1, first: handled == basic)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return output
    }

    private static func threshold(_ k: Int, _ bias: Int) -> Int {
        k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
    }

    private static func adapt(_ delta: Int, _ count: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: Int(scalar.value) - 0x30 + 26
        case 0x41...0x5A: Int(scalar.value) - 0x41
        case 0x61...0x7A: Int(scalar.value) - 0x61
        default: nil
        }
    }

    private static func digit(_ value: Int) -> Unicode.Scalar {
        Unicode.Scalar(UInt8(value < 26 ? 0x61 + value : 0x30 + value - 26))
    }
}
