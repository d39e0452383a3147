/// A record's first byte, read by one set of rules (the FIT protocol's record header): a normal header (bit 7
/// clear) starts a definition (bit 6 set, bit 5 saying developer fields follow) or a data message, its local
/// message type in the low 4 bits; a compressed-timestamp header (bit 7 set) starts a data message of local
/// type 0-3 (bits 5-6) stamped with a time offset (the low 5 bits).
@usableFromInline package struct RecordHeader {
    /// The local message types a file can have defined at once: what the 4 bits of a normal header can name.
    package static let localTypes = 16

    let byte: UInt8

    @inline(__always) init(_ byte: UInt8) { self.byte = byte }

    var isCompressedTimestamp: Bool { byte & 0x80 != 0 }
    var isDefinition: Bool { byte & 0xC0 == 0x40 }
    var hasDeveloperFields: Bool { byte & 0x20 != 0 }
    /// The local message type the record defines or uses.
    var localType: Int { isCompressedTimestamp ? Int((byte >> 5) & 0x03) : Int(byte & 0x0F) }
    /// A compressed timestamp's seconds: the low 5 bits of the time.
    var timeOffset: UInt32 { UInt32(byte & 0x1F) }
}
