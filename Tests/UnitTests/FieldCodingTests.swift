import Testing
import TestSupport

@testable import FITKit

/// The FIT rules for one field's bytes (`FieldCoding`), against the FIT SDK's base type table (ids, sizes and
/// invalid values, as `BaseType.swift` of Garmin's Swift SDK gives them) and values worked out here by hand from
/// the bytes. Every way of reading a value (one element, its number, its bits, a column of messages, the
/// screens' integer) must agree with the rule.
@Suite struct FieldCodingTests {
    /// Base type byte, size, whether signed, and the invalid value: the SDK's table, written out here.
    static let table: [(byte: UInt8, size: Int, signed: Bool, invalid: UInt64)] = [
        (0x00, 1, false, 0xFF), (0x01, 1, true, 0x7F), (0x02, 1, false, 0xFF), (0x83, 2, true, 0x7FFF),
        (0x84, 2, false, 0xFFFF), (0x85, 4, true, 0x7FFF_FFFF), (0x86, 4, false, 0xFFFF_FFFF),
        (0x0A, 1, false, 0), (0x8B, 2, false, 0), (0x8C, 4, false, 0), (0x0D, 1, false, 0xFF),
        (0x8E, 8, true, 0x7FFF_FFFF_FFFF_FFFF), (0x8F, 8, false, 0xFFFF_FFFF_FFFF_FFFF), (0x90, 8, false, 0)
    ]

    static func bytes(_ bits: UInt64, size: Int, bigEndian: Bool) -> [UInt8] {
        let little = (0..<size).map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
        return bigEndian ? little.reversed() : little
    }

    /// The value of `bits` as an integer of `size` bytes, worked out by hand: the top bit of a signed type
    /// counts -2^(8·size-1).
    static func integer(_ bits: UInt64, size: Int, signed: Bool) -> Double {
        let width = UInt64(size * 8)
        let masked = width == 64 ? bits : bits & ((1 << width) - 1)
        guard signed, masked >> (width - 1) & 1 == 1 else { return Double(masked) }
        return width == 64 ? Double(Int64(bitPattern: masked)) : Double(masked) - Double(UInt64(1) << width)
    }

    /// Reads one field of `type` placed 3 bytes into a message, with 3 bytes after it, every way there is, and
    /// expects each to give `expected` (nil: invalid).
    static func expectEveryReading(
        _ type: BaseType, _ field: [UInt8], bigEndian: Bool, scale: Double = 1, offset: Double = 0,
        _ expected: Double?, _ what: String
    ) {
        let message = [0xAA, 0xBB, 0xCC] + field + [0xDD, 0xEE, 0xFF]
        let coding = FieldCoding(
            position: 3, size: type.size, type: type, bigEndian: bigEndian, scale: scale, offset: offset)
        message.withUnsafeBytes { buffer in
            let base = buffer.baseAddress!
            var isByteArray = false
            let raw = coding.rawValue(base, isByteArray: &isByteArray)
            #expect(raw?.double.map { coding.scaled($0) } == expected, "rawValue, \(what)")
            #expect(coding.number(at: base) == expected, "number(at:), \(what)")
            #expect((coding.validBits(base) != nil) == (expected != nil), "validBits, \(what)")
            #expect(coding.validBits(base).map { coding.scaled(coding.number($0)) } == expected, "bits, \(what)")
            var column: [Double?] = [nil]
            coding.forEachNumber(1, from: base, stride: message.count) { i, n in column[i] = n }
            #expect(column[0] == expected, "forEachNumber, \(what)")
            // The screens' reading, for the fields they take (integers of 32 bits or less), with every width of
            // load that fits: in the whole message the load starts at the field, with the bytes after it; in a
            // message that ends with the field, a wider load ends there and holds the bytes before it.
            if coding.load.integerRange != nil, !coding.isScaled {
                let bounds = MessageScreen.Bounds(coding, low: 0, high: -1)  // no value inside: only invalid passes
                for size in [3 + field.count, message.count] {
                    for width in [1, 2, 4] where type.size <= width && width <= size {
                        let check = MessageScreen.Check(bounds, width: width, size: size, bigEndian: bigEndian)
                        let top =
                            switch width {
                            case 4: check.top(base, UInt32.self, bigEndian: bigEndian)
                            case 2: check.top(base, UInt16.self, bigEndian: bigEndian)
                            default: check.top(base, UInt8.self, bigEndian: bigEndian)
                            }
                        let how = "screen, \(size) bytes, width \(width), \(what)"
                        #expect(check.holds(top) == (expected == nil), "\(how)")
                        #expect(check.isInvalid(top) == (expected == nil), "\(how)")
                        if let expected {
                            // The field's bits are the top ones of the 32.
                            let bits = UInt64(top >> (32 - 8 * type.size))
                            #expect(Self.integer(bits, size: type.size, signed: type.isSigned) == expected, "\(how)")
                        }
                    }
                }
            }
        }
    }

    @Test func invalidValuesAreTheBaseTypesTableAndEveryOtherValueReads() throws {
        for entry in Self.table {
            let type = try #require(BaseType(rawValue: entry.byte & 0x1F))
            #expect(type.size == entry.size && type.invalidBits == entry.invalid && type.isSigned == entry.signed)
            let width = UInt64(entry.size * 8)
            let all: UInt64 = width == 64 ? .max : (1 << width) - 1
            // The invalid value, its neighbours, zero, all ones, the sign bit alone.
            for bits in [entry.invalid, entry.invalid &+ 1 & all, entry.invalid &- 1 & all, 0, all, 1 << (width - 1)] {
                for bigEndian in [false, true] {
                    let expected =
                        bits == entry.invalid ? nil : Self.integer(bits, size: entry.size, signed: entry.signed)
                    Self.expectEveryReading(
                        type, Self.bytes(bits, size: entry.size, bigEndian: bigEndian), bigEndian: bigEndian,
                        expected, "\(type.name) 0x\(String(bits, radix: 16)) bigEndian \(bigEndian)")
                }
            }
        }
    }

    /// Floats are invalid when NaN, whatever the NaN's bits (the SDK tests `isNaN`); infinities and negative
    /// zero are values.
    @Test func floatsAreInvalidWhenNaNOnly() {
        let float32: [(UInt32, Double?)] = [
            (0xFFFF_FFFF, nil), (0x7FC0_0000, nil), (0x7F80_0001, nil), (0x7F80_0000, .infinity),
            (0xFF80_0000, -.infinity), (0x8000_0000, -0.0), (0x3FC0_0000, 1.5), (0xC2C8_0000, -100)
        ]
        for (bits, expected) in float32 {
            for bigEndian in [false, true] {
                Self.expectEveryReading(
                    .float32, Self.bytes(UInt64(bits), size: 4, bigEndian: bigEndian), bigEndian: bigEndian, expected,
                    "float32 0x\(String(bits, radix: 16))")
            }
        }
        let float64: [(UInt64, Double?)] = [
            (.max, nil), (0x7FF8_0000_0000_0000, nil), (0x7FF0_0000_0000_0000, .infinity),
            (0x3FF8_0000_0000_0000, 1.5), (0xC059_0000_0000_0000, -100)
        ]
        for (bits, expected) in float64 {
            for bigEndian in [false, true] {
                Self.expectEveryReading(
                    .float64, Self.bytes(bits, size: 8, bigEndian: bigEndian), bigEndian: bigEndian, expected,
                    "float64 0x\(String(bits, radix: 16))")
            }
        }
    }

    /// value = raw / scale − offset (FIT protocol, "Scale and offset"): record altitude, uint16 with scale 5
    /// and offset 500: raw 2600 is 20 m, raw 0 is −500 m; speed in mm/s: raw 8250 is 8.25 m/s; a signed
    /// raw value −10 with scale 10 is −1.
    @Test func scaleAndOffsetGiveRawOverScaleMinusOffset() {
        Self.expectEveryReading(
            .uint16, Self.bytes(2600, size: 2, bigEndian: false), bigEndian: false, scale: 5, offset: 500, 20,
            "altitude")
        Self.expectEveryReading(
            .uint16, Self.bytes(0, size: 2, bigEndian: true), bigEndian: true, scale: 5, offset: 500, -500, "altitude 0"
        )
        Self.expectEveryReading(
            .uint16, Self.bytes(8250, size: 2, bigEndian: false), bigEndian: false, scale: 1000, 8.25, "speed")
        Self.expectEveryReading(
            .sint16, Self.bytes(UInt64(bitPattern: -10), size: 2, bigEndian: false), bigEndian: false, scale: 10, -1,
            "signed")
        // The invalid value stays invalid whatever the scale.
        Self.expectEveryReading(.uint16, [0xFF, 0xFF], bigEndian: false, scale: 5, offset: 500, nil, "invalid altitude")
    }

    /// A field of several scales is a field of components: its own value is not scaled (Garmin's decoder
    /// scales only by a single scale).
    @Test func aFieldWithSeveralScalesIsNotScaled() throws {
        let record = try #require(Profile.message(MessageNumber.record))
        let compressed = try #require(record.field(RecordField.compressedSpeedDistance.fieldNumber))
        #expect(compressed.scale.count == 2)
        let coding = FieldCoding(
            FieldDefinition(number: compressed.number, size: 1, baseType: .uint8, position: 0), bigEndian: false,
            profile: compressed)
        #expect(!coding.isScaled)
        let altitude = try #require(record.field(RecordField.altitude.fieldNumber))
        let scaled = FieldCoding(
            FieldDefinition(number: altitude.number, size: 2, baseType: .uint16, position: 0), bigEndian: false,
            profile: altitude)
        #expect(scaled.scale == 5 && scaled.offset == 500)
    }

    /// A batch of messages read a field at a time gives each message's own value, invalid ones left out.
    @Test func aColumnGivesEachMessagesValue() {
        // Messages of 5 bytes, a sint16 at 1, big-endian: 100, invalid, -2, 0.
        let values: [UInt64] = [100, 0x7FFF, UInt64(bitPattern: -2), 0]
        var bytes: [UInt8] = []
        for v in values { bytes += [9] + Self.bytes(v, size: 2, bigEndian: true) + [7, 7] }
        let coding = FieldCoding(position: 1, size: 2, type: .sint16, bigEndian: true)
        var read: [Int: Double] = [:]
        bytes.withUnsafeBytes { coding.forEachNumber(4, from: $0.baseAddress!, stride: 5) { i, n in read[i] = n } }
        #expect(read == [0: 100, 2: -2, 3: 0])
    }

    /// A screen's check passes a field exactly when its value, read as the integer its type makes it, lies within
    /// the bounds, or when it is the type's invalid value: for every integer type of 32 bits or less, bounds at
    /// and inside the ends of its range, values at and beside each bound, the field at the start, middle and end
    /// of a message, every width of load that fits, either byte order.
    @Test func aScreenPassesTheValuesInsideItsBoundsAndTheInvalidOne() {
        for type in [BaseType.uint8, .sint8, .uint16, .sint16, .uint32, .sint32, .uint8z, .uint16z, .uint32z] {
            let width = 8 * type.size
            let half: Int64 = 1 << (width - 1)  // typed: the bounds written out took 3 s to type-check
            let (min, max): (Int64, Int64) = type.isSigned ? (-half, half - 1) : (0, 2 * half - 1)
            let candidates: [(Int64, Int64)] = [
                (min, max), (0, 100), (min, -1), (max - 1, max), (7, 7), (min + 1, max - 1)
            ]
            let bounds = candidates.filter { (low: Int64, high: Int64) -> Bool in
                min <= low && low <= high && high <= max
            }
            for (low, high) in bounds {
                let values = Set([low - 1, low, low + 1, high - 1, high, high + 1, min, max, 0]).filter {
                    min <= $0 && $0 <= max
                }
                for value in values {
                    let bits = UInt64(bitPattern: value) & (width == 64 ? .max : (1 << width) - 1)
                    let expected = (low <= value && value <= high) || bits == type.invalidBits
                    for bigEndian in [false, true] {
                        let field = Self.bytes(bits, size: type.size, bigEndian: bigEndian)
                        for before in [0, 1, 3] {
                            for after in [0, 1, 3] {
                                let message =
                                    [UInt8](repeating: 0xA5, count: before) + field
                                    + [UInt8](repeating: 0x5A, count: after)
                                let coding = FieldCoding(
                                    position: before, size: type.size, type: type, bigEndian: bigEndian)
                                let screen = MessageScreen.Bounds(coding, low: low, high: high)
                                for load in [1, 2, 4] where type.size <= load && load <= message.count {
                                    let check = MessageScreen.Check(
                                        screen, width: load, size: message.count, bigEndian: bigEndian)
                                    let top = message.withUnsafeBytes { buffer in
                                        let base = buffer.baseAddress!
                                        return switch load {
                                        case 4: check.top(base, UInt32.self, bigEndian: bigEndian)
                                        case 2: check.top(base, UInt16.self, bigEndian: bigEndian)
                                        default: check.top(base, UInt8.self, bigEndian: bigEndian)
                                        }
                                    }
                                    #expect(
                                        check.holds(top) == expected,
                                        "\(type.name) \(value) in \(low)...\(high), load \(load), \(before)+\(after), big-endian \(bigEndian)"
                                    )
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
