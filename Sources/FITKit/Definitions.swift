@_exported import FITProfile

/// The 12- or 14-byte header that starts every FIT file (and every file of a chain).
public struct FileHeader: Sendable, Equatable {
    public let offset: Int
    public let headerSize: Int
    public let protocolVersion: UInt8
    public let profileVersion: UInt16
    public let dataSize: Int
    /// nil for 12-byte headers; 0 means "not computed".
    public let headerCRC: UInt16?
}

/// One field of a definition message.
public struct FieldDefinition: Sendable {
    public let number: UInt8
    public let size: Int
    /// The base type the bytes are read as (Garmin reads a size that is not a multiple of the type as uint8).
    public let baseType: BaseType
    /// Byte offset of the field inside the data message (after the record header byte).
    public let position: Int
    public var count: Int { size / baseType.size }
}

/// One developer field of a definition message.
public struct DeveloperFieldDefinition: Sendable {
    public let number: UInt8
    public let size: Int
    public let developerDataIndex: UInt8
    public let position: Int
}

/// A definition message: how to read the data messages of one local message number.
public final class MessageDefinition: Sendable {
    public let localNumber: UInt8
    public let globalNumber: UInt16
    public let isBigEndian: Bool
    public let fields: [FieldDefinition]
    public let developerFields: [DeveloperFieldDefinition]
    /// Bytes of one data message after its header byte.
    public let dataSize: Int
    public let profile: MessageProfile?
    /// Position of a 4-byte timestamp (field 253), read as the uint32 the FIT protocol makes it: the time
    /// compressed timestamp headers count from.
    let timestampPosition: Int?
    /// Whether a field number is listed more than once (seen in real files: a lap with `avg_speed` twice, the
    /// first copy zero). Garmin's decoder reads every field, the later copy winning, and only then expands
    /// components from the values that won: `MessageDecoder.decodeInFull` does the same, and such
    /// definitions are never read by the faster plans, which assume one place per field.
    public let repeatsFields: Bool

    init(
        localNumber: UInt8, globalNumber: UInt16, isBigEndian: Bool, fields: [FieldDefinition],
        developerFields: [DeveloperFieldDefinition]
    ) {
        self.localNumber = localNumber
        self.globalNumber = globalNumber
        self.isBigEndian = isBigEndian
        self.fields = fields
        self.developerFields = developerFields
        self.dataSize = fields.reduce(0) { $0 + $1.size } + developerFields.reduce(0) { $0 + $1.size }
        self.profile = Profile.message(globalNumber)
        self.timestampPosition = fields.last { $0.number == CommonField.timestamp }.flatMap {
            $0.size == 4 ? $0.position : nil
        }
        var seen = [Bool](repeating: false, count: 256), repeats = false
        for f in fields {
            if seen[Int(f.number)] { repeats = true }
            seen[Int(f.number)] = true
        }
        self.repeatsFields = repeats
    }

    /// The profile name, or the global number as text for messages the profile does not know.
    public var name: String { profile?.name ?? String(globalNumber) }
}

/// A data message before the profile is applied: its definition and its bytes.
/// Both are borrowed from the reader and valid only until its next call (copy the bytes, or keep a strong
/// reference to the definition, to hold them longer). Borrowing makes the struct plain data: passing a message
/// along costs no reference counting, which was a tenth of reading a file.
public struct RawMessage {
    public unowned(unsafe) let definition: MessageDefinition
    /// The definition's address, to tell definitions apart without touching its reference count.
    public let definitionAddress: UnsafeMutableRawPointer
    public let bytes: UnsafeRawBufferPointer
    /// Offset of the record header byte.
    public let offset: Int
    /// Set for compressed-timestamp records: the timestamp the header encodes (seconds since the FIT epoch).
    public let compressedTimestamp: UInt32?
}
