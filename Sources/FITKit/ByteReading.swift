/// Reads one element of a base type from raw bytes, as an unsigned bit pattern (no sign extension).
@inlinable @inline(__always)
public func loadBits(_ p: UnsafeRawPointer, _ size: Int, bigEndian: Bool) -> UInt64 {
    switch size {
    case 1: return UInt64(p.load(as: UInt8.self))
    case 2:
        let v = p.loadUnaligned(as: UInt16.self)
        return UInt64(bigEndian ? v.byteSwapped : v)
    case 4:
        let v = p.loadUnaligned(as: UInt32.self)
        return UInt64(bigEndian ? v.byteSwapped : v)
    default:
        let v = p.loadUnaligned(as: UInt64.self)
        return bigEndian ? v.byteSwapped : v
    }
}

extension BaseType {
    /// Turns a bit pattern of this type into a value: signed and float types are converted.
    @inline(__always)
    func value(ofBits bits: UInt64) -> FieldValue {
        switch self {
        case .sint8: return .int(Int64(Int8(truncatingIfNeeded: bits)))
        case .sint16: return .int(Int64(Int16(truncatingIfNeeded: bits)))
        case .sint32: return .int(Int64(Int32(truncatingIfNeeded: bits)))
        case .sint64: return .int(Int64(bitPattern: bits))
        case .float32: return .double(Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))))
        case .float64: return .double(Double(bitPattern: bits))
        default: return bits <= UInt64(Int64.max) ? .int(Int64(bits)) : .uint(bits)
        }
    }

    /// Whether a bit pattern is this type's invalid value (any NaN counts for floats).
    @inlinable @inline(__always)
    public func isInvalid(_ bits: UInt64) -> Bool {
        switch self {
        case .float32: return Float(bitPattern: UInt32(truncatingIfNeeded: bits)).isNaN
        case .float64: return Double(bitPattern: bits).isNaN
        default: return bits == invalidBits
        }
    }
}
