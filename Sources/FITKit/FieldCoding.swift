/// How the bytes of one field of a definition's data messages become values: where the field lies, its base
/// type and byte order, and the scale and offset its profile (or its developer description) gives it.
///
/// The FIT rules for reading a value are here, each once: loading an element in either byte order (`bits`),
/// the invalid value of each base type (`isInvalid`), sign extension (`integer`), scale and offset (`scaled`),
/// and how Garmin's decoder reads a whole field: strings, arrays with their invalid elements kept in place,
/// byte arrays (`rawValue`). Everything that reads a value from a message's bytes reads it through the field's
/// coding in the definition's `DecodePlan`: decoded messages, `dump`'s JSON, record rows and batches, and the
/// raw bounds `inspect` screens records with (`MessageScreen`).
@usableFromInline package struct FieldCoding: Sendable {
    /// How one element is loaded: size, sign, float or not, and byte order, one case each so that loading an
    /// element is one jump rather than a chain of tests (records are most of every file).
    @usableFromInline package enum Load: UInt8, Sendable {
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

        /// Whether the element's bytes are in big-endian order.
        package var isBigEndian: Bool {
            switch self {
            case .u16BE, .s16BE, .u32BE, .s32BE, .u64BE, .s64BE, .f32BE, .f64BE: true
            case .u8, .s8, .u16, .s16, .u32, .s32, .u64, .s64, .f32, .f64: false
            }
        }

        /// The values an integer load of 32 bits or less gives, sign-extended; nil for floats and 64-bit loads.
        package var integerRange: ClosedRange<Int64>? {
            switch self {
            case .u8: 0...Int64(UInt8.max)
            case .s8: Int64(Int8.min)...Int64(Int8.max)
            case .u16, .u16BE: 0...Int64(UInt16.max)
            case .s16, .s16BE: Int64(Int16.min)...Int64(Int16.max)
            case .u32, .u32BE: 0...Int64(UInt32.max)
            case .s32, .s32BE: Int64(Int32.min)...Int64(Int32.max)
            case .u64, .s64, .f32, .f64, .u64BE, .s64BE, .f32BE, .f64BE: nil
            }
        }
    }

    /// Where the field is in a message's bytes (after the record header).
    @usableFromInline package let position: Int
    /// Bytes in all: one element, or several (arrays, strings).
    @usableFromInline package let size: Int
    @usableFromInline package let type: BaseType
    @usableFromInline package let load: Load
    /// `type.invalidBits`, kept here rather than worked out from the type for every message.
    @usableFromInline package let invalid: UInt64
    @usableFromInline package let scale: Double
    @usableFromInline package let offset: Double

    /// - Parameters:
    ///   - scale, offset: what the value is scaled by (1 and 0: not at all).
    package init(position: Int, size: Int, type: BaseType, bigEndian: Bool, scale: Double = 1, offset: Double = 0) {
        self.position = position
        self.size = size
        self.type = type
        load = Load(type, bigEndian: bigEndian)
        invalid = type.invalidBits
        self.scale = scale
        self.offset = offset
    }

    /// The coding of a field of a definition, with the scale and offset its profile applies (`Scaling`).
    package init(_ field: FieldDefinition, bigEndian: Bool, profile: FieldProfile?) {
        let scaling = profile.flatMap(Scaling.init)
        self.init(
            position: field.position, size: field.size, type: field.baseType, bigEndian: bigEndian,
            scale: scaling?.scale ?? 1, offset: scaling?.offset ?? 0)
    }

    /// One number: a single element that is not text.
    package var isSingle: Bool { size == type.size && type != .string }
    /// Whether scale and offset change the number.
    package var isScaled: Bool { scale != 1 || offset != 0 }

    // MARK: - One element

    /// The element's bits at the field's place in the message whose bytes start at `base`: integers
    /// sign-extended for signed types (which keeps their invalid patterns, 0x7F…, as they are), floats as
    /// their bit patterns.
    @inlinable @inline(__always)
    package func bits(_ base: UnsafeRawPointer) -> UInt64 {
        UInt64(bitPattern: Self.integer(load, at: base + position))
    }

    /// The FIT invalid-value rule for one element: its bits are its base type's invalid pattern (all ones,
    /// 0x7F… for signed types, zero for the z types); a float is invalid when it is NaN, whatever its bits.
    @inlinable @inline(__always)
    package func isInvalid(_ bits: UInt64) -> Bool {
        switch load {
        case .f32, .f32BE: Float(bitPattern: UInt32(truncatingIfNeeded: bits)).isNaN
        case .f64, .f64BE: Double(bitPattern: bits).isNaN
        default: bits == invalid
        }
    }

    /// The same rule for an integer element as loaded in its own type: sign extension keeps the invalid
    /// patterns of signed types (0x7F…, positive) as they are, so comparing the extended value compares the bits.
    @inlinable @inline(__always)
    package func isInvalid<T: FixedWidthInteger>(element: T) -> Bool { Self.isInvalid(element: element, invalid) }

    @inlinable @inline(__always)
    package static func isInvalid<T: FixedWidthInteger>(element: T, _ invalid: UInt64) -> Bool {
        UInt64(truncatingIfNeeded: element) == invalid
    }

    /// The bits of a single element, or nil when they are the invalid value: `bits` and `isInvalid` in one
    /// jump.
    @inline(__always)
    package func validBits(_ base: UnsafeRawPointer) -> UInt64? {
        let p = base + position
        @inline(__always) func valid<T: FixedWidthInteger>(_ v: T) -> UInt64? {
            isInvalid(element: v) ? nil : UInt64(truncatingIfNeeded: v)
        }
        switch load {
        case .u8, .s8: return valid(p.load(as: UInt8.self))
        case .u16, .s16: return valid(p.loadUnaligned(as: UInt16.self))
        case .u32, .s32: return valid(p.loadUnaligned(as: UInt32.self))
        case .u64, .s64: return valid(p.loadUnaligned(as: UInt64.self))
        case .u16BE, .s16BE: return valid(p.loadUnaligned(as: UInt16.self).byteSwapped)
        case .u32BE, .s32BE: return valid(p.loadUnaligned(as: UInt32.self).byteSwapped)
        case .u64BE, .s64BE: return valid(p.loadUnaligned(as: UInt64.self).byteSwapped)
        case .f32, .f32BE:
            let b = p.loadUnaligned(as: UInt32.self)
            let v = load == .f32 ? b : b.byteSwapped
            return Float(bitPattern: v).isNaN ? nil : UInt64(v)
        case .f64, .f64BE:
            let b = p.loadUnaligned(as: UInt64.self)
            let v = load == .f64 ? b : b.byteSwapped
            return Double(bitPattern: v).isNaN ? nil : v
        }
    }

    /// An integer element's value, sign-extended for signed types.
    @inlinable @inline(__always)
    package func integer(_ bits: UInt64) -> Int64 {
        switch load {
        case .s8: Int64(Int8(truncatingIfNeeded: bits))
        case .s16, .s16BE: Int64(Int16(truncatingIfNeeded: bits))
        case .s32, .s32BE: Int64(Int32(truncatingIfNeeded: bits))
        default: Int64(bitPattern: bits)
        }
    }

    /// An element loaded by `load` from `p`, sign-extended (the bits of floats): the table of loads `bits`
    /// uses. `validBits`, `number(at:)` and `forEachNumber` load and check in one jump
    /// instead, each in the element's own type: `dump` and record rows make those for every value (two jumps
    /// in `validBits` cost `dump` 2.2 % more instructions).
    @inlinable @inline(__always)
    package static func integer(_ load: Load, at p: UnsafeRawPointer) -> Int64 {
        switch load {
        case .u8: Int64(p.load(as: UInt8.self))
        case .s8: Int64(p.load(as: Int8.self))
        case .u16: Int64(p.loadUnaligned(as: UInt16.self))
        case .s16: Int64(p.loadUnaligned(as: Int16.self))
        case .u32, .f32: Int64(p.loadUnaligned(as: UInt32.self))
        case .s32: Int64(p.loadUnaligned(as: Int32.self))
        case .u64, .s64, .f64: p.loadUnaligned(as: Int64.self)
        case .u16BE: Int64(p.loadUnaligned(as: UInt16.self).byteSwapped)
        case .s16BE: Int64(p.loadUnaligned(as: Int16.self).byteSwapped)
        case .u32BE, .f32BE: Int64(p.loadUnaligned(as: UInt32.self).byteSwapped)
        case .s32BE: Int64(p.loadUnaligned(as: Int32.self).byteSwapped)
        case .u64BE, .s64BE, .f64BE: p.loadUnaligned(as: Int64.self).byteSwapped
        }
    }

    /// An element as a number, before scale and offset: integers converted, floats widened.
    @inlinable @inline(__always)
    package func number(_ bits: UInt64) -> Double {
        switch load {
        case .f32, .f32BE: Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
        case .f64, .f64BE: Double(bitPattern: bits)
        case .u64, .u64BE: Double(bits)
        default: Double(integer(bits))
        }
    }

    /// The value of a single element's bits (give valid ones): raw values as Garmin's decoder reads them,
    /// integers beyond `Int64.max` as `.uint`.
    @inline(__always)
    package func value(_ bits: UInt64) -> FieldValue {
        switch load {
        case .f32, .f32BE, .f64, .f64BE: .double(number(bits))
        case .s8, .s16, .s32, .s64, .s16BE, .s32BE, .s64BE: .int(integer(bits))
        default: bits <= UInt64(Int64.max) ? .int(Int64(bits)) : .uint(bits)
        }
    }

    /// The scale-and-offset rule: a value is raw / scale − offset. Dividing by 1 is left out (it changes nothing
    /// and costs a division).
    @inlinable @inline(__always)
    package static func scaled(_ raw: Double, scale: Double, offset: Double) -> Double {
        (scale == 1 ? raw : raw / scale) - offset
    }

    /// This field's scale and offset applied to a number.
    @inlinable @inline(__always)
    package func scaled(_ raw: Double) -> Double { Self.scaled(raw, scale: scale, offset: offset) }

    /// A single element's number after scale and offset; nil when it is invalid. Loaded in its own type, in
    /// one jump: the same number as `number(_:)` of `bits`.
    @inlinable @inline(__always)
    package func number(at base: UnsafeRawPointer) -> Double? {
        let p = base + position
        @inline(__always) func valid<T: FixedWidthInteger>(_ v: T) -> Double? {
            isInvalid(element: v) ? nil : scaled(Double(v))
        }
        switch load {
        case .u8: return valid(p.load(as: UInt8.self))
        case .s8: return valid(p.load(as: Int8.self))
        case .u16: return valid(p.loadUnaligned(as: UInt16.self))
        case .s16: return valid(p.loadUnaligned(as: Int16.self))
        case .u32: return valid(p.loadUnaligned(as: UInt32.self))
        case .s32: return valid(p.loadUnaligned(as: Int32.self))
        case .u64: return valid(p.loadUnaligned(as: UInt64.self))
        case .s64: return valid(p.loadUnaligned(as: Int64.self))
        case .u16BE: return valid(p.loadUnaligned(as: UInt16.self).byteSwapped)
        case .s16BE: return valid(p.loadUnaligned(as: Int16.self).byteSwapped)
        case .u32BE: return valid(p.loadUnaligned(as: UInt32.self).byteSwapped)
        case .s32BE: return valid(p.loadUnaligned(as: Int32.self).byteSwapped)
        case .u64BE: return valid(p.loadUnaligned(as: UInt64.self).byteSwapped)
        case .s64BE: return valid(p.loadUnaligned(as: Int64.self).byteSwapped)
        case .f32, .f32BE, .f64, .f64BE:
            let b = bits(base)
            return isInvalid(b) ? nil : scaled(number(b))
        }
    }

    /// Calls `body` with the index and the number (after scale and offset) of each valid element of this field in
    /// `count` messages lying `stride` bytes apart from `base`. The dispatch on the load is made once for all of
    /// them; the numbers are those `number(at:)` gives.
    @inline(__always)
    package func forEachNumber(
        _ count: Int, from base: UnsafeRawPointer, stride: Int, _ body: (Int, Double) -> Void
    ) {
        let p = base + position
        @inline(__always) func column<T: FixedWidthInteger>(_: T.Type, swapped: Bool) {
            // Most fields have no scale: the loop for them leaves it out rather than test it for each message.
            if isScaled {
                for i in 0..<count {
                    let loaded = (p + i * stride).loadUnaligned(as: T.self)
                    let v = swapped ? loaded.byteSwapped : loaded
                    if !isInvalid(element: v) { body(i, scaled(Double(v))) }
                }
            } else {
                for i in 0..<count {
                    let loaded = (p + i * stride).loadUnaligned(as: T.self)
                    let v = swapped ? loaded.byteSwapped : loaded
                    if !isInvalid(element: v) { body(i, Double(v)) }
                }
            }
        }
        switch load {
        case .u8: column(UInt8.self, swapped: false)
        case .s8: column(Int8.self, swapped: false)
        case .u16: column(UInt16.self, swapped: false)
        case .u16BE: column(UInt16.self, swapped: true)
        case .s16: column(Int16.self, swapped: false)
        case .s16BE: column(Int16.self, swapped: true)
        case .u32: column(UInt32.self, swapped: false)
        case .u32BE: column(UInt32.self, swapped: true)
        case .s32: column(Int32.self, swapped: false)
        case .s32BE: column(Int32.self, swapped: true)
        default:
            // 64-bit and float fields are rare in records: one message at a time.
            for i in 0..<count {
                if let v = number(at: base + i * stride) { body(i, v) }
            }
        }
    }

    // MARK: - A whole field

    /// The field's raw value as Garmin's decoder reads it (`garmin_fit_sdk/decoder.py`, `__read_message`), or
    /// nil when it holds no valid value: invalid elements of an array become nil in their places, and a field
    /// of nothing but invalid elements vanishes. `isByteArray` is set for byte arrays, which Garmin keeps whole
    /// (invalid bytes included) and never scales.
    package func rawValue(_ base: UnsafeRawPointer, isByteArray: inout Bool) -> FieldValue? {
        isByteArray = false
        let p = base + position
        if type == .string { return Self.string(UnsafeRawBufferPointer(start: p, count: size)) }
        let count = size / type.size
        if count == 1 {
            let b = bits(base)
            return isInvalid(b) ? nil : value(b)
        }
        if count == 0 { return nil }
        var elements: [FieldValue?] = []
        elements.reserveCapacity(count)
        var anyValid = false
        if type == .byte {
            isByteArray = true
            for i in 0..<count {
                let b = UInt64(p.load(fromByteOffset: i, as: UInt8.self))
                if b != invalid { anyValid = true }
                elements.append(.int(Int64(b)))
            }
        } else {
            for i in 0..<count {
                let b = bits(base + i * type.size)
                if isInvalid(b) {
                    elements.append(nil)
                } else {
                    anyValid = true
                    elements.append(value(b))
                }
            }
        }
        return anyValid ? .array(elements) : nil
    }

    /// UTF-8 text, null padded; several null-separated strings become an array. Invalid UTF-8 bytes are dropped.
    package static func string(_ bytes: UnsafeRawBufferPointer) -> FieldValue? {
        var end = bytes.count
        while end > 0 && bytes[end - 1] == 0 { end -= 1 }
        if end == 0 { return nil }
        var text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self)
        if text.contains("\u{FFFD}") {
            text.removeAll { $0 == "\u{FFFD}" }
            while text.last == "\0" { text.removeLast() }
        }
        if text.isEmpty { return nil }
        if !text.contains("\0") { return .string(text) }
        let parts = text.split(separator: "\0", omittingEmptySubsequences: false)
        return .array(parts.map { .string(String($0)) })
    }
}

/// Semicircles (the FIT unit for positions, 2^31 per 180°) to degrees.
@inlinable @inline(__always)
public func degrees(semicircles: Double) -> Double { semicircles * (180.0 / 2_147_483_648.0) }

/// Degrees to semicircles, rounded to the whole semicircle a position field holds: what a writer of FIT files
/// (`FITEncoder`'s callers) gives `position_lat` and `position_long`.
@inlinable @inline(__always)
public func semicircles(degrees: Double) -> Double { (degrees * 2_147_483_648.0 / 180).rounded() }
