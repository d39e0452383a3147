/// A field of one message by its profile name: the generated `<Message>Field` enums (`SessionField.totalDistance`,
/// `RecordField.heartRate`). A misspelt name does not compile, where a string would look up nothing.
public protocol FieldName: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// The global number of the message these fields belong to.
    static var messageNumber: UInt16 { get }
    /// The field's definition number; a subfield has its parent's.
    var fieldNumber: UInt8 { get }
}

extension FieldName {
    /// The field of this message with this profile name. Only names given by hand are looked up this way (the
    /// decoder goes by number), so a walk over the cases serves, where a generated switch of the names was 14 of
    /// the 86 CPU-seconds this module's release build took (docs/PERFORMANCE.md, "The test command").
    public init?(rawValue: String) {
        guard let field = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = field
    }
}

/// A value of a profile type (`Profile.Sport.cycling`, `Profile.Event.timer`): its raw value and, for the values
/// the profile names, the name the decoder gives it. Values the profile does not name can be made from their raw
/// value.
public protocol ProfileValue: RawRepresentable<UInt64>, Hashable, Sendable {
    /// The type's index in `Profile.types`.
    static var typeIndex: Int { get }
}

extension ProfileValue {
    /// The profile's name for this value (what `Message` holds for it), or nil for a value the profile does not name.
    public var name: String? { Profile.type(at: Self.typeIndex).name(of: rawValue) }
    /// Its name, or its number for a value the profile does not name: for the generated constants
    /// (`Profile.Sport.swimming.text` is "swimming"), which the profile always names.
    public var text: String { name ?? String(rawValue) }
}

/// Field numbers the FIT protocol gives one meaning in every message (FIT protocol, "Common Fields").
public enum CommonField {
    /// `timestamp`: a date_time, the time the message is about.
    @inlinable public static var timestamp: UInt8 { 253 }
    /// `message_index`: the message's place among those of its kind.
    @inlinable public static var messageIndex: UInt8 { 254 }
    /// `part_index`: the part of a file split across messages.
    @inlinable public static var partIndex: UInt8 { 250 }
}
