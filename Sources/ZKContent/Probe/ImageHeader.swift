import ZKCore

/// The image formats an asset catalog holds that zk-content reads the header of.
public enum ImageFormat: String, Sendable, Hashable, Codable, CaseIterable {
    case png = "PNG"
    case jpeg = "JPEG"
    case heic = "HEIF"
    case pdf = "PDF"
    case svg = "SVG"
    case gif = "GIF"
    case tiff = "TIFF"
    case webp = "WebP"

    /// The format a file name's extension promises (`friend_07@2x.PNG` → PNG), if it is an image.
    public static func of(fileName: String) -> ImageFormat? {
        guard let dot = fileName.lastIndex(of: ".") else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "png": return .png
        case "jpg", "jpeg": return .jpeg
        case "heic", "heif", "heics": return .heic
        case "pdf": return .pdf
        case "svg": return .svg
        case "gif": return .gif
        case "tif", "tiff": return .tiff
        case "webp": return .webp
        default: return nil
        }
    }

    /// PDF and SVG scale to any size; the others are pixels.
    public var isVector: Bool { self == .pdf || self == .svg }
}

/// What an image's header says about it: its format and size (pixels for raster images, points
/// for PDF and SVG), and for PNG the details that matter to an app icon or to Xcode.
public struct ImageHeader: Sendable, Hashable, Codable {
    public var format: ImageFormat
    /// Pixels (raster) or points (vector, possibly fractional); nil where the header gives none.
    public var width: Double?
    public var height: Double?
    /// Whether the image can be transparent: an alpha channel, or a PNG `tRNS` chunk. nil: unknown.
    public var hasAlpha: Bool?
    /// Bits per sample (PNG, JPEG).
    public var bitDepth: Int?
    /// Adam7 (PNG) or progressive (JPEG).
    public var interlaced = false
    /// A PNG "crushed" by Xcode's pngcrush (a `CgBI` chunk first: premultiplied BGRA, no zlib header).
    public var appleCrushed = false

    public init(
        format: ImageFormat, width: Double? = nil, height: Double? = nil, hasAlpha: Bool? = nil, bitDepth: Int? = nil
    ) {
        self.format = format
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        self.bitDepth = bitDepth
    }

    /// Whole pixels of a raster image, when known.
    public var pixelSize: (width: Int, height: Int)? {
        guard !format.isVector, let width, let height else { return nil }
        return (Int(width), Int(height))
    }

    /// `1024×1024 px` or `24×24 pt`, for messages.
    public var sizeText: String {
        guard let width, let height else { return "unknown size" }
        return "\(Self.number(width))×\(Self.number(height)) \(format.isVector ? "pt" : "px")"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// Why a header could not be read.
public enum ImageProbeFailure: Error, Sendable, Hashable {
    case empty
    /// The file ends inside the header (what was expected).
    case truncated(String)
    /// The bytes are no image format zk-content knows (what they look like).
    case unknownFormat(String)
    /// The format is recognised but its header is inconsistent.
    case malformed(ImageFormat, String)
    /// The file is a symbolic link to a place outside the repository: it was not opened.
    case outsideRepository
    /// Not a regular file (a FIFO, a device, a folder): what it is. It was not read.
    case notAFile(String)

    public var description: String {
        switch self {
        case .empty: return "the file is empty"
        case .truncated(let what): return what
        case .unknownFormat(let what): return what
        case .malformed(let format, let what): return "malformed \(format.rawValue) header: \(what)"
        case .outsideRepository: return "it is a symbolic link to a place outside the repository; it is not read"
        case .notAFile(let kind): return "it is \(kind), not a regular file; it is not read"
        }
    }
}

/// Bounds-checked big- and little-endian reads: nil instead of a trap.
extension Array where Element == UInt8 {
    func u8(_ at: Int) -> UInt8? { at >= 0 && at < count ? self[at] : nil }

    func u16be(_ at: Int) -> UInt16? {
        guard at >= 0, at + 2 <= count else { return nil }
        return UInt16(self[at]) << 8 | UInt16(self[at + 1])
    }

    func u32be(_ at: Int) -> UInt32? {
        guard at >= 0, at + 4 <= count else { return nil }
        return (at..<(at + 4)).reduce(UInt32(0)) { $0 << 8 | UInt32(self[$1]) }
    }

    func u64be(_ at: Int) -> UInt64? {
        guard at >= 0, at + 8 <= count else { return nil }
        return (at..<(at + 8)).reduce(UInt64(0)) { $0 << 8 | UInt64(self[$1]) }
    }

    func ascii(_ at: Int, _ length: Int) -> String? {
        guard at >= 0, length >= 0, at + length <= count else { return nil }
        return String(decoding: self[at..<(at + length)], as: UTF8.self)
    }

    /// Printable ASCII or `\x..` escapes, for messages.
    func shown(_ at: Int, _ length: Int) -> String {
        let end = Swift.min(count, at + length)
        guard at >= 0, at < end else { return "" }
        var text = ""
        for byte in self[at..<end] {
            if byte >= 0x20 && byte < 0x7F && byte != 0x27 && byte != 0x5C {
                text.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                text += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
            }
        }
        return text
    }
}
