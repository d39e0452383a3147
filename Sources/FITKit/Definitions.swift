@_exported import FITProfile
import Synchronization

/// The 12- or 14-byte header that starts every FIT file (and every file of a chain).
public struct FileHeader: Sendable, Equatable {
    /// Where the header starts in the input (0, or later in a chain).
    public let offset: Int
    /// 12 or 14 bytes.
    public let headerSize: Int
    /// The protocol version byte (0x10 for 1.0, 0x20 for 2.0).
    public let protocolVersion: UInt8
    /// The profile version the file was written with, times 100 (2132 is 21.32).
    public let profileVersion: UInt16
    /// Bytes of records after the header, before the file CRC.
    public let dataSize: Int
    /// nil for 12-byte headers; 0 means "not computed".
    public let headerCRC: UInt16?
}

/// One field of a definition message.
@usableFromInline package struct FieldDefinition: Sendable {
    package let number: UInt8
    package let size: Int
    /// The base type the bytes are read as (Garmin reads a size that is not a multiple of the type as uint8).
    package let baseType: BaseType
    /// Byte offset of the field inside the data message (after the record header byte).
    package let position: Int
    package var count: Int { size / baseType.size }
}

/// One developer field of a definition message.
@usableFromInline package struct DeveloperFieldDefinition: Sendable {
    package let number: UInt8
    package let size: Int
    package let developerDataIndex: UInt8
    package let position: Int
}

/// A definition message: how to read the data messages of one local message number.
@usableFromInline package final class MessageDefinition: Sendable {
    @usableFromInline package let localNumber: UInt8
    @usableFromInline package let globalNumber: UInt16
    @usableFromInline package let isBigEndian: Bool
    @usableFromInline package let fields: [FieldDefinition]
    @usableFromInline package let developerFields: [DeveloperFieldDefinition]
    /// Bytes of one data message after its header byte.
    @usableFromInline package let dataSize: Int
    @usableFromInline package let profile: MessageProfile?
    /// Position of a 4-byte timestamp (field 253), read as the uint32 the FIT protocol makes it: the time
    /// compressed timestamp headers count from.
    let timestampPosition: Int?
    /// Whether a field number is listed more than once (seen in real files: a lap with `avg_speed` twice, the
    /// first copy zero). Garmin's decoder reads every field, the later copy winning, and only then expands
    /// components from the values that won: `MessageDecoder.decode` does the same; `dump` writes such messages
    /// through it (not straight from their bytes), and record rows decode them in full.
    @usableFromInline package let repeatsFields: Bool

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
    package var name: String { profile?.name ?? String(globalNumber) }

    /// Plans worked out from this definition alone, each under the type that keys it (`sharedPlan`).
    private let sharedPlans = Mutex<[(key: PlanKey, plan: SharedPlan)]>([])

    /// The plan kept under `key` for this definition, made by `make` the first time any reader asks.
    ///
    /// Only for plans that depend on the definition alone and never change once made: every file read on a
    /// thread that meets the same definition bytes is given this object (`DefinitionRegistry`), and so the same
    /// plan. The lock is for a definition that reaches another thread with what was read; `make` runs outside
    /// it (a plan may be made from another one of the definition): two threads may both make one, and the
    /// first kept is the one both use.
    package func sharedPlan<Key, Plan: AnyObject>(_ key: Key.Type, _ make: (MessageDefinition) -> Plan) -> Plan {
        // Keyed by the key's type and the plan's: a plan is only ever given back as the type it was made as,
        // whatever two callers choose as keys, so the downcasts below cannot be wrong.
        let key = PlanKey(key: ObjectIdentifier(key), plan: ObjectIdentifier(Plan.self))
        if let kept = sharedPlans.withLock({ $0.first { $0.key == key }?.plan }) {
            return unsafeDowncast(kept.object, to: Plan.self)
        }
        let made = SharedPlan(object: make(self))
        let kept = sharedPlans.withLock { plans in
            if let kept = plans.first(where: { $0.key == key })?.plan { return kept }
            plans.append((key, made))
            return made
        }
        return unsafeDowncast(kept.object, to: Plan.self)
    }

    /// The decode plan of these messages, made once for the definition (`sharedPlan`).
    package var decodePlan: DecodePlan { sharedPlan(DecodePlan.self) { DecodePlan($0) } }
}

/// What a shared plan is kept under: its key's type and its own.
private struct PlanKey: Equatable {
    let key: ObjectIdentifier
    let plan: ObjectIdentifier
}

/// A plan kept by a definition for every thread: immutable once made (`MessageDefinition.sharedPlan`).
private struct SharedPlan: @unchecked Sendable {
    let object: AnyObject
}

/// A data message before the profile is applied: its definition and its bytes, lent by the reader
/// (`FITReader.withNextMessage`) for the length of a closure. Both are the reader's: the bytes lie in its buffer,
/// which its next call reuses, and the definition is borrowed, not retained (passing a message along then costs
/// no reference counting, which was a tenth of reading a file). Non-copyable, so that a message cannot be kept
/// past the closure it was lent to; copy what must last (decode it, or copy its bytes).
@usableFromInline package struct RawMessage: ~Copyable {
    @usableFromInline package unowned(unsafe) let definition: MessageDefinition
    /// The definition's address, to tell definitions apart without touching its reference count.
    @usableFromInline package let definitionAddress: UnsafeMutableRawPointer
    @usableFromInline package let bytes: UnsafeRawBufferPointer
    /// Offset of the record header byte.
    @usableFromInline package let offset: Int
    /// Set for compressed-timestamp records: the timestamp the header encodes (seconds since the FIT epoch).
    @usableFromInline package let compressedTimestamp: UInt32?

    /// The definition is taken unretained from the reader's slot: a reference passed in (owned, as
    /// initialisers take their arguments) would be retained and released for every message.
    @inline(__always)
    init(
        definition slot: Unmanaged<MessageDefinition>, bytes: UnsafeRawBufferPointer, offset: Int,
        compressedTimestamp: UInt32?
    ) {
        definition = slot.takeUnretainedValue()
        definitionAddress = slot.toOpaque()
        self.bytes = bytes
        self.offset = offset
        self.compressedTimestamp = compressedTimestamp
    }
}
