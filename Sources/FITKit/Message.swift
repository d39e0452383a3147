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

    public func double(_ name: String) -> Double? { self[name]?.double }
    public func int(_ name: String) -> Int64? { self[name]?.int }
    public func string(_ name: String) -> String? { self[name]?.string }

    /// A date_time field as seconds since the FIT epoch.
    public func time(_ name: String) -> UInt32? {
        if case .time(let t) = self[name] { return t }
        return nil
    }

    mutating func set(_ name: String, number: UInt8, value: FieldValue, units: String = "") {
        if let i = fields.firstIndex(where: { $0.name == name }) {
            fields[i].value = value
        } else {
            fields.append(Field(name: name, number: number, value: value, units: units))
        }
    }
}
