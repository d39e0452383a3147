import FITKit

/// How to read chosen numeric fields of one definition's messages straight from their bytes into a row of
/// doubles: positions, types, scale and offset worked out once per definition instead of once per message.
/// Missing and invalid values are left as NaN (a decoded value is never NaN: invalid values are filtered first).
final class FieldPlan {
    /// One wanted field, with everything about its type worked out ahead.
    struct Slot {
        let position: Int32
        /// Index in the row.
        let target: Int32
        /// How to load the bits and turn them into a number, byte order included.
        let load: Load
        /// Whether the number is divided by `scale` and `offset` taken off (not when they change nothing).
        let isScaled: Bool
        /// Semicircles to degrees, for positions.
        let isPosition: Bool
        let invalid: UInt64
        let scale: Double
        let offset: Double

        init(
            position: Int, type: BaseType, bigEndian: Bool, scale: Double, offset: Double, target: Int,
            isPosition: Bool
        ) {
            // A data message is at most 255 fields of 255 bytes, and rows are short.
            self.position = Int32(position)
            load = Load(type, bigEndian: bigEndian)
            isScaled = scale != 1 || offset != 0
            self.isPosition = isPosition
            invalid = type.invalidBits
            self.scale = scale
            self.offset = offset
            self.target = Int32(target)
        }
    }

    /// Loads and conversions, one case each, so that reading a field is one jump rather than a chain of tests
    /// on size, byte order, sign and float (records are most of every file, and `inspect` reads all of them).
    enum Load: UInt8 {
        case u8, s8, u16, s16, u32, s32, u64, s64, f32, f64
        case u16BE, s16BE, u32BE, s32BE, u64BE, s64BE, f32BE, f64BE

        init(_ type: BaseType, bigEndian: Bool) {
            let little: Load =
                switch type {
                case .sint8: .s8
                case .sint16: .s16
                case .uint16, .uint16z: .u16
                case .sint32: .s32
                case .uint32, .uint32z: .u32
                case .float32: .f32
                case .float64: .f64
                case .sint64: .s64
                case .uint64, .uint64z: .u64
                case .enumeration, .uint8, .uint8z, .byte, .string: .u8
                }
            guard bigEndian else { self = little; return }
            self =
                switch little {
                case .u16: .u16BE
                case .s16: .s16BE
                case .u32: .u32BE
                case .s32: .s32BE
                case .u64: .u64BE
                case .s64: .s64BE
                case .f32: .f32BE
                case .f64: .f64BE
                default: little
                }
        }
    }

    let definition: MessageDefinition
    let slots: [Slot]

    /// - Parameters:
    ///   - target: the row index a field goes to, or nil to leave it out.
    ///   - developerFields: the descriptions of the definition's developer fields, and the row index each goes to.
    init(
        _ definition: MessageDefinition, target: (FieldDefinition, FieldProfile) -> Int?,
        developerFields: [DeveloperFieldInfo?] = [], developerTarget: (DeveloperFieldInfo) -> Int? = { _ in nil }
    ) {
        self.definition = definition
        let profile = definition.profile
        // Enhanced fields go last so that they win when they share a target with their 16-bit forms.
        let fields =
            definition.fields.filter { profile?.field($0.number)?.name.hasPrefix("enhanced_") != true }
            + definition.fields.filter { profile?.field($0.number)?.name.hasPrefix("enhanced_") == true }
        let bigEndian = definition.isBigEndian
        slots =
            fields.compactMap { fd in
                guard fd.count == 1, fd.baseType != .string, let fp = profile?.field(fd.number),
                    let index = target(fd, fp)
                else { return nil }
                return Slot(
                    position: fd.position, type: fd.baseType, bigEndian: bigEndian, scale: fp.scale.first ?? 1,
                    offset: fp.offset.first ?? 0, target: index, isPosition: fp.units.first == "semicircles")
            }
            + zip(definition.developerFields, developerFields).compactMap { dd, info in
                guard let info, info.type != .string, info.type != .byte, dd.size == info.type.size,
                    let index = developerTarget(info)
                else { return nil }
                return Slot(
                    position: dd.position, type: info.type, bigEndian: bigEndian, scale: info.scale,
                    offset: info.offset, target: index, isPosition: false)
            }
    }

    /// Writes the planned fields of `raw` into `row`; entries for fields it lacks are not touched.
    @inline(__always)
    func read(_ raw: RawMessage, into row: UnsafeMutablePointer<Double>) {
        let base = raw.bytes.baseAddress!
        slots.withUnsafeBufferPointer { slots in
            for slot in slots { Self.read(slot, base + Int(slot.position), into: row + Int(slot.target)) }
        }
    }

    /// One field of one message into its place in a row, unless invalid.
    @inline(__always)
    private static func read(_ slot: Slot, _ p: UnsafeRawPointer, into out: UnsafeMutablePointer<Double>) {
        let value: Double?
        switch slot.load {
        case .u8: value = integer(slot, p, UInt8.self, swapped: false)
        case .s8: value = integer(slot, p, Int8.self, swapped: false)
        case .u16, .u16BE: value = integer(slot, p, UInt16.self, swapped: slot.load == .u16BE)
        case .s16, .s16BE: value = integer(slot, p, Int16.self, swapped: slot.load == .s16BE)
        case .u32, .u32BE: value = integer(slot, p, UInt32.self, swapped: slot.load == .u32BE)
        case .s32, .s32BE: value = integer(slot, p, Int32.self, swapped: slot.load == .s32BE)
        case .u64, .u64BE: value = integer(slot, p, UInt64.self, swapped: slot.load == .u64BE)
        case .s64, .s64BE: value = integer(slot, p, Int64.self, swapped: slot.load == .s64BE)
        case .f32, .f32BE:
            let n = Double(Float(bitPattern: ordered(p.loadUnaligned(as: UInt32.self), slot.load == .f32BE)))
            value = n.isFinite ? n : nil  // floats are invalid when not finite
        case .f64, .f64BE:
            let n = Double(bitPattern: ordered(p.loadUnaligned(as: UInt64.self), slot.load == .f64BE))
            value = n.isFinite ? n : nil
        }
        if let value { out.pointee = finish(slot, value) }
    }

    /// An integer field's number, nil for its invalid value. Signed values are compared with their invalid
    /// value (0x7F…, positive) sign-extended, which matches exactly when the bits do.
    @inline(__always)
    private static func integer<T: FixedWidthInteger>(
        _ slot: Slot, _ p: UnsafeRawPointer, _ type: T.Type,
        swapped: Bool
    ) -> Double? {
        let v = ordered(p.loadUnaligned(as: T.self), swapped)
        return UInt64(truncatingIfNeeded: v) == slot.invalid ? nil : Double(v)
    }

    /// Reads the planned fields of `count` messages of this definition lying `stride` bytes apart from `base`
    /// into rows of `width` doubles, a field at a time over all of them: the dispatch on each field's type
    /// and everything about it is then made once per field, not once per field and message. Gives the very
    /// values `read(_:into:)` gives.
    func read(
        _ count: Int, from base: UnsafeRawPointer, stride: Int, into rows: UnsafeMutablePointer<Double>,
        width: Int
    ) {
        for slot in slots {
            let p = base + Int(slot.position), row = rows + Int(slot.target)
            switch slot.load {
            case .u8: Self.column(slot, count, p, stride, row, width, UInt8.self, swapped: false)
            case .s8: Self.column(slot, count, p, stride, row, width, Int8.self, swapped: false)
            case .u16: Self.column(slot, count, p, stride, row, width, UInt16.self, swapped: false)
            case .u16BE: Self.column(slot, count, p, stride, row, width, UInt16.self, swapped: true)
            case .s16: Self.column(slot, count, p, stride, row, width, Int16.self, swapped: false)
            case .s16BE: Self.column(slot, count, p, stride, row, width, Int16.self, swapped: true)
            case .u32: Self.column(slot, count, p, stride, row, width, UInt32.self, swapped: false)
            case .u32BE: Self.column(slot, count, p, stride, row, width, UInt32.self, swapped: true)
            case .s32: Self.column(slot, count, p, stride, row, width, Int32.self, swapped: false)
            case .s32BE: Self.column(slot, count, p, stride, row, width, Int32.self, swapped: true)
            default:
                // 64-bit and float fields are rare in records: one message at a time, as `read(_:into:)` reads.
                for i in 0..<count { Self.read(slot, p + i * stride, into: row + i * width) }
            }
        }
    }

    /// One integer field over `count` messages.
    @inline(__always)
    private static func column<T: FixedWidthInteger>(
        _ slot: Slot, _ count: Int, _ field: UnsafeRawPointer,
        _ stride: Int, _ row: UnsafeMutablePointer<Double>,
        _ width: Int, _ type: T.Type, swapped: Bool
    ) {
        var p = field, out = row
        for _ in 0..<count {
            if let n = integer(slot, p, T.self, swapped: swapped) { out.pointee = finish(slot, n) }
            p += stride
            out += width
        }
    }

    /// Scale, offset and degrees, as the slot says.
    @inline(__always)
    static func finish(_ slot: Slot, _ value: Double) -> Double {
        var n = value
        if slot.isScaled { n = (slot.scale == 1 ? n : n / slot.scale) - slot.offset }
        return slot.isPosition ? degrees(semicircles: n) : n
    }

    @inline(__always)
    private static func ordered<T: FixedWidthInteger>(_ v: T, _ bigEndian: Bool) -> T { bigEndian ? v.byteSwapped : v }
}
