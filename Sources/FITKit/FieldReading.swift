/// Reading one field's bytes into a raw value, the way Garmin's decoder does
/// (`garmin_fit_sdk/decoder.py`, `__read_message`): invalid elements become nil, all-invalid fields vanish.
enum FieldReading {
    /// A field's raw value, or nil when it holds no valid value.
    /// `isByteArray` is set for byte arrays, which Garmin keeps whole (invalid bytes included) and never scales.
    static func read(
        _ p: UnsafeRawPointer, size: Int, type: BaseType, bigEndian: Bool,
        isByteArray: inout Bool
    ) -> FieldValue? {
        isByteArray = false
        if type == .string { return string(UnsafeRawBufferPointer(start: p, count: size)) }
        let count = size / type.size
        if count == 1 {
            let bits = loadBits(p, type.size, bigEndian: bigEndian)
            return type.isInvalid(bits) ? nil : type.value(ofBits: bits)
        }
        if count == 0 { return nil }
        var elements: [FieldValue?] = []
        elements.reserveCapacity(count)
        var anyValid = false
        if type == .byte {
            isByteArray = true
            for i in 0..<count {
                let b = UInt64(p.load(fromByteOffset: i, as: UInt8.self))
                if b != 0xFF { anyValid = true }
                elements.append(.int(Int64(b)))
            }
        } else {
            for i in 0..<count {
                let bits = loadBits(p + i * type.size, type.size, bigEndian: bigEndian)
                if type.isInvalid(bits) {
                    elements.append(nil)
                } else {
                    anyValid = true
                    elements.append(type.value(ofBits: bits))
                }
            }
        }
        return anyValid ? .array(elements) : nil
    }

    /// UTF-8 text, null padded; several null-separated strings become an array. Invalid UTF-8 bytes are dropped.
    static func string(_ bytes: UnsafeRawBufferPointer) -> FieldValue? {
        var end = bytes.count
        while end > 0 && bytes[end - 1] == 0 { end -= 1 }
        if end == 0 { return nil }
        var text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self)
        if text.contains("\u{FFFD}") {
            text.removeAll { $0 == "\u{FFFD}" }
            while text.last == "\0" { text.removeLast() }
        }
        if text.isEmpty { return nil }
        if !text.contains("\0") { return .string(text) }
        let parts = text.split(separator: "\0", omittingEmptySubsequences: false)
        return .array(parts.map { .string(String($0)) })
    }
}
