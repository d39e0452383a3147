/// The 17 FIT base types, numbered as in the low 5 bits of a field definition's base type byte.
public enum BaseType: UInt8, Sendable, CaseIterable {
    case enumeration = 0, sint8, uint8, sint16, uint16, sint32, uint32, string, float32, float64
    case uint8z, uint16z, uint32z, byte, sint64, uint64, uint64z

    /// Size in bytes of one element.
    @inlinable public var size: Int {
        switch self {
        case .enumeration, .sint8, .uint8, .string, .uint8z, .byte: 1
        case .sint16, .uint16, .uint16z: 2
        case .sint32, .uint32, .uint32z, .float32: 4
        case .float64, .sint64, .uint64, .uint64z: 8
        }
    }

    /// The raw bit pattern that means "no value" for one element.
    @inlinable public var invalidBits: UInt64 {
        switch self {
        case .enumeration, .uint8, .byte: 0xFF
        case .sint8: 0x7F
        case .sint16: 0x7FFF
        case .uint16: 0xFFFF
        case .sint32: 0x7FFF_FFFF
        case .uint32, .float32: 0xFFFF_FFFF
        case .float64, .uint64: 0xFFFF_FFFF_FFFF_FFFF
        case .sint64: 0x7FFF_FFFF_FFFF_FFFF
        case .string, .uint8z, .uint16z, .uint32z, .uint64z: 0
        }
    }

    // Switches rather than `==`: comparing through Equatable was left as a call in hot loops.
    @inlinable public var isSigned: Bool {
        switch self {
        case .sint8, .sint16, .sint32, .sint64: true
        default: false
        }
    }
    @inlinable public var isFloat: Bool {
        switch self {
        case .float32, .float64: true
        default: false
        }
    }

    /// The name used by the FIT profile ("uint16", "enum", …).
    public var name: String {
        switch self {
        case .enumeration: "enum"
        case .sint8: "sint8"
        case .uint8: "uint8"
        case .sint16: "sint16"
        case .uint16: "uint16"
        case .sint32: "sint32"
        case .uint32: "uint32"
        case .string: "string"
        case .float32: "float32"
        case .float64: "float64"
        case .uint8z: "uint8z"
        case .uint16z: "uint16z"
        case .uint32z: "uint32z"
        case .byte: "byte"
        case .sint64: "sint64"
        case .uint64: "uint64"
        case .uint64z: "uint64z"
        }
    }
}
