/// Something wrong in a FIT stream, located by its byte offset from the start of the input.
///
/// The same type reports fatal errors (thrown) and non-fatal problems (collected in lenient mode).
public struct FITError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of damage; its raw value is how messages name it.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case notFIT = "not a FIT file"
        case badHeader = "bad header"
        case headerCRCMismatch = "header CRC mismatch"
        case fileCRCMismatch = "file CRC mismatch"
        case truncated = "truncated"
        case sizeMismatch = "data size mismatch"
        case undefinedLocalMessage = "data for an undefined local message"
        case invalidDefinition = "invalid definition"
        case invalidDeveloperField = "invalid developer field"
        case invalidValue = "value out of range"
        case fileTooLarge = "file too large"
        case io = "read error"
    }

    /// What is wrong.
    public let kind: Kind
    /// Byte offset from the start of the input (chained files count from the first byte of the first file).
    public let offset: Int
    /// What a valid input has there ("header size 12 or 14"); may be empty.
    public let expected: String
    /// What the input has there instead ("13"); may be empty.
    public let found: String

    /// A problem of `kind` at byte `offset`.
    public init(_ kind: Kind, at offset: Int, expected: String = "", found: String = "") {
        self.kind = kind
        self.offset = offset
        self.expected = expected
        self.found = found
    }

    /// One line: "truncated at byte 1042: expected …, found …".
    public var description: String {
        var text = "\(kind.rawValue) at byte \(offset)"
        if !expected.isEmpty { text += ": expected \(expected)" }
        if !found.isEmpty { text += expected.isEmpty ? ": \(found)" : ", found \(found)" }
        return text
    }
}

/// How strictly the decoder treats damage.
public enum Validation: String, Sendable, CaseIterable {
    /// A bad header, header CRC, file CRC or data size is an error.
    case strict
    /// Decode everything that can be decoded and report every problem.
    case lenient
    /// Check nothing that can be skipped (no CRCs); framing errors still stop decoding.
    case off
}

/// How a decoder reads its input.
public struct DecodeOptions: Sendable {
    /// How strictly damage is treated (default ``Validation/strict``).
    public var validation: Validation
    /// Inputs longer than this are refused while streaming (default 50 MB).
    public var maxFileSize: Int

    /// Options for a decoder; the defaults are strict validation and 50 MB.
    public init(validation: Validation = .strict, maxFileSize: Int = 50_000_000) {
        self.validation = validation
        self.maxFileSize = maxFileSize
    }

    /// The validation rule, once: a problem ends the work in strict mode (nothing is written or computed from a
    /// damaged file); lenient mode and off go on with what decoded. The problem that ends it, or nil.
    package func stops(at problem: FITError?) -> FITError? { validation == .strict ? problem : nil }
}
