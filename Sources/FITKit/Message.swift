/// One field of a decoded message.
public struct Field: Sendable {
    /// Profile name, or the field number as text for fields the profile does not know.
    public let name: String
    /// The field definition number (for an expanded component, the destination field's number).
    public let number: UInt8
    public var value: FieldValue
    public let units: String
}

/// A developer field of a decoded message, named by its field_description.
public struct DeveloperField: Sendable {
    public let name: String
    public let developerDataIndex: UInt8
    public let number: UInt8
    public let value: FieldValue
    public let units: String
}

/// A decoded data message.
public struct Message: Sendable {
    public let globalNumber: UInt16
    /// Profile name, or the global number as text for unknown messages.
    public let name: String
    public var fields: [Field]
    public var developerFields: [DeveloperField]
    /// Byte offset of the record header in the input.
    public let offset: Int

    public subscript(name: String) -> FieldValue? {
        // Lengths first: most names differ in length, and comparing that costs far less than comparing them.
        let length = name.utf8.count
        for f in fields where f.name.utf8.count == length && f.name == name { return f.value }
        return nil
    }

    public func field(_ number: UInt8) -> FieldValue? {
        for f in fields where f.number == number { return f.value }
        return nil
    }

    /// A profile field's value, by its generated name (`message[SessionField.totalDistance]`).
    @inlinable public subscript(field: some FieldName) -> FieldValue? { self[field.rawValue] }

    @inlinable public func double(_ field: some FieldName) -> Double? { self[field.rawValue]?.double }
    @inlinable public func int(_ field: some FieldName) -> Int64? { self[field.rawValue]?.int }
    /// A string field, or the name of a named profile value.
    @inlinable public func string(_ field: some FieldName) -> String? { self[field.rawValue]?.string }

    /// A date_time field as seconds since the FIT epoch.
    @inlinable public func time(_ field: some FieldName) -> UInt32? {
        if case .time(let t) = self[field.rawValue] { return t }
        return nil
    }

    /// Whether the field holds this profile value (`message.holds(EventField.event, Profile.Event.timer)`).
    @inlinable public func holds(_ field: some FieldName, _ value: some ProfileValue) -> Bool {
        guard let name = value.name else { return false }
        return self[field.rawValue]?.string == name
    }

    mutating func set(_ field: some FieldName, value: FieldValue, units: String = "") {
        if let i = fields.firstIndex(where: { $0.name == field.rawValue }) {
            fields[i].value = value
        } else {
            fields.append(Field(name: field.rawValue, number: field.fieldNumber, value: value, units: units))
        }
    }
}
