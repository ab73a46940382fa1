/// The extent of an ISO BMFF box from its size fields (ISO/IEC 14496-12 §4.2): a 32-bit size,
/// `1` for a 64-bit size after the type, `0` for "to the end of the container". Shared by the
/// top-level walk and the walk inside `moov`, which only word the problems differently.
enum BoxExtent: Equatable {
    case valid(header: Int, size: Int)
    case largeSizeCutShort
    case pastTheEnd(declared: UInt64, isLarge: Bool)
    case smallerThanHeader(declared: Int, header: Int)

    init(size32: UInt32, large: UInt64?, remaining: Int) {
        let header: Int
        let size: Int
        switch size32 {
        case 1:
            guard let large else {
                self = .largeSizeCutShort
                return
            }
            guard large <= UInt64(remaining) else {
                self = .pastTheEnd(declared: large, isLarge: true)
                return
            }
            (header, size) = (16, Int(large))
        case 0:
            (header, size) = (8, remaining)
        default:
            guard Int(size32) <= remaining else {
                self = .pastTheEnd(declared: UInt64(size32), isLarge: false)
                return
            }
            (header, size) = (8, Int(size32))
        }
        self = size >= header ? .valid(header: header, size: size) : .smallerThanHeader(declared: size, header: header)
    }
}
