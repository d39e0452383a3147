/// A data message copied out of the reader's buffer, to be kept and written again (`FITEncoder.append`): its
/// definition and its bytes as the file had them, and the time a compressed-timestamp header gave it.
package struct StoredMessage: Sendable {
    package let definition: MessageDefinition
    package let bytes: [UInt8]
    package let compressedTimestamp: UInt32?
    /// Where its record header was in the input.
    package let offset: Int

    package init(_ raw: borrowing RawMessage) {
        definition = raw.definition
        bytes = Array(raw.bytes)
        compressedTimestamp = raw.compressedTimestamp
        offset = raw.offset
    }

    package init(definition: MessageDefinition, bytes: [UInt8], compressedTimestamp: UInt32?, offset: Int) {
        self.definition = definition
        self.bytes = bytes
        self.compressedTimestamp = compressedTimestamp
        self.offset = offset
    }

    package var globalNumber: UInt16 { definition.globalNumber }

    /// Its time: the timestamp field (when valid), or the compressed header's.
    package var timestamp: UInt32? {
        if let position = definition.timestampPosition {
            let t = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: position, as: UInt32.self) }
            let time = definition.isBigEndian ? t.byteSwapped : t
            if UInt64(time) != BaseType.uint32.invalidBits { return time }
        }
        return compressedTimestamp
    }

    /// The message with a field's every element set to its base type's invalid value (a position left out).
    package func invalidating(field number: UInt8) -> StoredMessage {
        guard let f = definition.fields.first(where: { $0.number == number }) else { return self }
        return invalidating(at: f.position, size: f.size, as: f.baseType)
    }

    /// The message with a developer field's every element set to the invalid value of its description's base
    /// type.
    package func invalidating(developerField number: UInt8, index: UInt8, as type: BaseType) -> StoredMessage {
        guard let f = definition.developerFields.first(where: { $0.number == number && $0.developerDataIndex == index })
        else { return self }
        return invalidating(at: f.position, size: f.size, as: type)
    }

    private func invalidating(at position: Int, size: Int, as type: BaseType) -> StoredMessage {
        var bytes = self.bytes
        let invalid = type.invalidBits
        for element in 0..<(size / type.size) {
            for i in 0..<type.size {
                let shift = UInt64(definition.isBigEndian ? type.size - 1 - i : i) * 8
                bytes[position + element * type.size + i] = UInt8(truncatingIfNeeded: invalid >> shift)
            }
        }
        return StoredMessage(
            definition: definition, bytes: bytes, compressedTimestamp: compressedTimestamp, offset: offset)
    }

    /// Lends it to `body` as the reader lends a message, for the decoder.
    package func withRaw<R>(_ body: (borrowing RawMessage) -> R) -> R {
        bytes.withUnsafeBytes { buffer in
            let raw = RawMessage(
                definition: Unmanaged.passUnretained(definition), bytes: buffer, offset: offset,
                compressedTimestamp: compressedTimestamp)
            return body(raw)
        }
    }
}
