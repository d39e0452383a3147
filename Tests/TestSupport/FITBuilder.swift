import FITKit

/// A small test-only FIT encoder: definitions and data records are written byte by byte, so every test says
/// exactly which bytes the decoder sees.
package struct FITBuilder {
    package var records: [UInt8] = []

    package init() {}

    /// A field of a definition: number, size in bytes, base type byte (e.g. 0x84 for uint16).
    package struct F {
        package let number: UInt8, size: UInt8, type: UInt8
        package init(number: UInt8, size: UInt8, type: UInt8) {
            self.number = number
            self.size = size
            self.type = type
        }
    }

    package mutating func define(
        local: UInt8, global: UInt16, bigEndian: Bool = false, _ fields: [F],
        developer: [(number: UInt8, size: UInt8, index: UInt8)] = []
    ) {
        records.append(0x40 | (developer.isEmpty ? 0 : 0x20) | local)
        records += [0, bigEndian ? 1 : 0]
        records += bigEndian ? [UInt8(global >> 8), UInt8(global & 0xFF)] : [UInt8(global & 0xFF), UInt8(global >> 8)]
        records.append(UInt8(fields.count))
        for f in fields { records += [f.number, f.size, f.type] }
        if !developer.isEmpty {
            records.append(UInt8(developer.count))
            for d in developer { records += [d.number, d.size, d.index] }
        }
    }

    /// A file_id (local 0): serial_number and file type (4 activity, 6 course).
    package mutating func fileID(serial: UInt32, type: UInt8 = 4) {
        define(local: 0, global: 0, [.init(number: 3, size: 4, type: 0x8C), .init(number: 0, size: 1, type: 0x00)])
        data(local: 0, le32(serial) + [type])
    }

    /// A developer_data_id (global 207) giving developer data index `index`.
    package mutating func developerDataID(local: UInt8, index: UInt8 = 0) {
        define(local: local, global: 207, [.init(number: 3, size: 1, type: 0x02)])
        data(local: local, [index])
    }

    /// A field_description (global 206): developer `index`'s field `number`, of FIT base type `type` (0x84 for
    /// uint16…), named `name` in `units`, each text as long as it is with its NUL (an empty one is the NUL alone).
    package mutating func fieldDescription(
        local: UInt8, index: UInt8 = 0, number: UInt8, type: UInt8, name: String, units: String
    ) {
        let name = Array(name.utf8) + [0], units = Array(units.utf8) + [0]
        define(
            local: local, global: 206,
            [
                .init(number: 0, size: 1, type: 0x02), .init(number: 1, size: 1, type: 0x02),
                .init(number: 2, size: 1, type: 0x02), .init(number: 3, size: UInt8(name.count), type: 0x07),
                .init(number: 8, size: UInt8(units.count), type: 0x07)
            ])
        data(local: local, [index, number, type] + name + units)
    }

    package mutating func data(local: UInt8, _ payload: [UInt8]) {
        records.append(local)
        records += payload
    }

    /// A compressed-timestamp record: local type 0-3, time offset 0-31.
    package mutating func compressed(local: UInt8, offset: UInt8, _ payload: [UInt8]) {
        records.append(0x80 | (local << 5) | offset)
        records += payload
    }

    /// Header + records + CRC.
    package func file(headerSize: Int = 14, headerCRC: Bool = true, dataSize: Int? = nil) -> [UInt8] {
        var header: [UInt8] = [UInt8(headerSize), 0x20] + le16(2132) + le32(UInt32(dataSize ?? records.count))
        header += Array(".FIT".utf8)
        if headerSize == 14 { header += headerCRC ? le16(CRC16.checksum(header)) : [0, 0] }
        let body = header + records
        return body + le16(CRC16.checksum(body))
    }
}

package func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
package func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
package func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

/// Decodes in memory and fails the test on a decoding error.
package func decode(_ bytes: [UInt8], validation: Validation = .strict) throws -> [Message] {
    let (messages, error) = FITDecoder.decodeAll(bytes, options: DecodeOptions(validation: validation))
    if let error { throw error }
    return messages
}

/// The messages decoded before the error, and the error.
package func decodeExpectingError(
    _ bytes: [UInt8], validation: Validation = .strict,
    maxFileSize: Int = 50_000_000
) -> ([Message], FITError?) {
    FITDecoder.decodeAll(bytes, options: DecodeOptions(validation: validation, maxFileSize: maxFileSize))
}
