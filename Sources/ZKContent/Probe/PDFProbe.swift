import ZKCore

/// PDF: the `%PDF-` header, then the first `/MediaBox [x0 y0 x1 y1]` in the first or last part of
/// the file (a page dictionary in a compressed object stream is not read: the size is then unknown).
enum PDFProbe {
    /// Bytes searched at each end of the file.
    static let window = 256 << 10

    static func probe(_ source: some BoundedBytes) -> Result<ImageHeader, ImageProbeFailure> {
        let head = source.read(at: 0, count: window)
        var header = ImageHeader(format: .pdf, hasAlpha: nil)
        var box = mediaBox(in: head)
        if box == nil && source.size > window {
            let start = max(window, source.size - window)
            box = mediaBox(in: source.read(at: start, count: source.size - start))
        }
        if let box {
            let width = abs(box[2] - box[0])
            let height = abs(box[3] - box[1])
            guard width > 0, height > 0, width.isFinite, height.isFinite else {
                return .failure(
                    .malformed(.pdf, "/MediaBox [\(box.map(ImageHeader.number).joined(separator: " "))] is empty"))
            }
            header.width = width
            header.height = height
        }
        return .success(header)
    }

    /// The four numbers of the first literal `/MediaBox` array in `bytes`.
    static func mediaBox(in bytes: [UInt8]) -> [Double]? {
        let key = Array("/MediaBox".utf8)
        var index = 0
        while let found = firstIndex(of: key, in: bytes, from: index) {
            index = found + key.count
            var cursor = index
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "[") else { continue }
            cursor += 1
            var numbers: [Double] = []
            var token: [UInt8] = []
            while cursor < bytes.count, numbers.count <= 4, cursor - index < 256 {
                let byte = bytes[cursor]
                if byte == UInt8(ascii: "]") || isSpace(byte) {
                    if !token.isEmpty {
                        guard let value = Double(String(decoding: token, as: UTF8.self)) else { return nil }
                        numbers.append(value)
                        token = []
                    }
                    if byte == UInt8(ascii: "]") { return numbers.count == 4 ? numbers : nil }
                } else if (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                {
                    token.append(byte)
                } else {
                    return nil
                }
                cursor += 1
            }
            return nil
        }
        return nil
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= haystack.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}
