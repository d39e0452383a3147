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

    /// For each header byte, the local message type of the data message it starts, or `startsDefinition`: the
    /// rules above as one load, for the reader's short step (computing them takes it ten instructions a
    /// message). Written once, when first used, and only read after (so shared between threads).
    nonisolated(unsafe) static let dataLocalTypes: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0...255 {
            let header = RecordHeader(UInt8(byte))
            table[byte] = header.isDefinition ? startsDefinition : UInt8(header.localType)
        }
        return UnsafePointer(table)
    }()
    /// What `dataLocalTypes` gives a definition's header byte.
    static let startsDefinition: UInt8 = 0xFF
}
