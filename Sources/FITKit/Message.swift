/// One field of a decoded message.
public struct Field: Sendable {
    /// Profile name, or the field number as text for fields the profile does not know.
    public let name: String
    /// The field definition number (for an expanded component, the destination field's number).
    public let number: UInt8
    /// The value after the profile: scaled, named, a date_time; arrays keep invalid elements as nil.
    public var value: FieldValue
    /// The profile's units ("m/s", "bpm"), empty when it gives none.
    public let units: String
}

/// A developer field of a decoded message, named by its field_description.
public struct DeveloperField: Sendable {
    /// The field_description's `field_name`.
    public let name: String
    /// Which developer (application) the field belongs to: its developer_data_id's index.
    public let developerDataIndex: UInt8
    /// The field number within that developer's fields.
    public let number: UInt8
    /// The value, scaled by the description's scale and offset.
    public let value: FieldValue
    /// The description's units.
    public let units: String
    /// The description's base type (what an invalid value of it is, to leave it out of the bytes).
    package let baseType: BaseType
}

/// A decoded data message.
public struct Message: Sendable {
    /// The global message number (`MessageNumber.record` is 20).
    public let globalNumber: UInt16
    /// Profile name, or the global number as text for unknown messages.
    public let name: String
    /// The fields, in the order Garmin's decoder gives them: as read, then subfields, then expanded components.
    public var fields: [Field]
    /// The developer fields, named by their field_description.
    public var developerFields: [DeveloperField]
    /// Byte offset of the record header in the input.
    public let offset: Int

    /// A field's value by its profile name as text (for names known only at run time; prefer the generated
    /// names: `message[RecordField.power]`), nil when the message does not have it.
    public subscript(name: String) -> FieldValue? {
        // Lengths first: most names differ in length, and comparing that costs far less than comparing them.
        let length = name.utf8.count
        for f in fields where f.name.utf8.count == length && f.name == name { return f.value }
        return nil
    }

    /// A field's value by its field definition number.
    public func field(_ number: UInt8) -> FieldValue? {
        for f in fields where f.number == number { return f.value }
        return nil
    }

    /// A profile field's value, by its generated name (`message[SessionField.totalDistance]`).
    @inlinable public subscript(field: some FieldName) -> FieldValue? {
        // In a message of the field's own kind, the decoder numbered it as the profile does (a subfield with
        // its parent's number, an expanded component with its destination's), so a byte is compared before the
        // name is: a lap's 27 lookups among its 74 fields cost `inspect` 3 % of a large file's instructions.
        value(named: field.rawValue, number: field.fieldNumber, of: type(of: field).messageNumber)
    }

    /// The value of a field named by the profile of message `message`, which numbers it `number` (a subfield
    /// shares its parent's: the name decides).
    @usableFromInline func value(named name: String, number: UInt8, of message: UInt16) -> FieldValue? {
        guard message == globalNumber else { return self[name] }
        for f in fields where f.number == number && f.name == name { return f.value }
        return nil
    }

    @inlinable public func double(_ field: some FieldName) -> Double? { self[field]?.double }
    @inlinable public func int(_ field: some FieldName) -> Int64? { self[field]?.int }
    /// A string field, or the name of a named profile value.
    @inlinable public func string(_ field: some FieldName) -> String? { self[field]?.string }

    /// A date_time field as seconds since the FIT epoch.
    @inlinable public func time(_ field: some FieldName) -> UInt32? {
        if case .time(let t) = self[field] { return t }
        return nil
    }

    /// Whether the field holds this profile value (`message.holds(EventField.event, Profile.Event.timer)`).
    @inlinable public func holds(_ field: some FieldName, _ value: some ProfileValue) -> Bool {
        guard let name = value.name else { return false }
        return self[field]?.string == name
    }

    mutating func set(_ field: some FieldName, value: FieldValue, units: String = "") {
        if let i = fields.firstIndex(where: { $0.name == field.rawValue }) {
            fields[i].value = value
        } else {
            fields.append(Field(name: field.rawValue, number: field.fieldNumber, value: value, units: units))
        }
    }
}
