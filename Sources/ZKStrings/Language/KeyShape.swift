import ZKCore
import ZKProject

/// What a catalog key and a key used in code are compared by when placeholders are involved:
/// the literal text with every placeholder (`%lld`, `%@`, `%1$@`, `%.1f`, `%#@items@`) replaced
/// by one slot. Code shows no types, so `Text("\(n) stars")` (`"%@ stars"` when `n` is not
/// visibly an integer) uses the key `"%lld stars"`: placeholders match whatever their type and
/// position. `%%` is literal text on both sides.
enum KeyShape {
    /// The slot a placeholder becomes.
    static let slot: Character = "\u{0}"

    /// The key's shape; nil when it has no placeholder (it is compared as it is).
    static func of(_ key: String) -> String? {
        guard key.contains("%") else { return nil }
        let scalars = Array(key.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        var slots = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%", index + 1 < scalars.count else {
                out.append(scalar)
                index += 1
                continue
            }
            if scalars[index + 1] == "%" {
                out.append("%")
                out.append("%")
                index += 2
                continue
            }
            guard let end = specifierEnd(scalars, from: index + 1) else {
                out.append(scalar)
                index += 1
                continue
            }
            out.append(contentsOf: String(slot).unicodeScalars)
            slots += 1
            index = end
        }
        return slots == 0 ? nil : String(out)
    }

    /// The shape of a key used in code.
    static func of(_ pieces: [CodeIndex.KeyUse.Piece]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .placeholder: String(slot)
            }
        }.joined()
    }

    /// The index after the specifier that starts after a `%` at `start`: position, flags, width,
    /// precision, length and conversion, or a `#@name@` substitution; nil when there is none.
    static func specifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        func digits() { while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 } }
        let positionStart = index
        digits()
        if index > positionStart, index < scalars.count, scalars[index] == "$" {
            index += 1
        } else {
            index = positionStart
        }
        if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
            guard let close = scalars[(index + 2)...].firstIndex(of: "@") else { return nil }
            return close + 1
        }
        while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) { index += 1 }
        if index < scalars.count, scalars[index] == "*" { index += 1 } else { digits() }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            digits()
        }
        for length in ["hh", "h", "ll", "l", "q", "L", "z", "t", "j"] {
            let length = Array(length.unicodeScalars)
            if index + length.count <= scalars.count, Array(scalars[index..<(index + length.count)]) == length {
                index += length.count
                break
            }
        }
        guard index < scalars.count, "@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(scalars[index]) else {
            return nil
        }
        return index + 1
    }

    /// The catalog's keys by shape (keys with placeholders only).
    static func index(_ catalog: StringCatalog) -> [String: [String]] {
        var shapes: [String: [String]] = [:]
        for entry in catalog.entries {
            guard let shape = of(entry.key) else { continue }
            shapes[shape, default: []].append(entry.key)
        }
        return shapes
    }
}
