/// The FIT CRC-16 (CRC-16/ARC: reflected polynomial 0xA001, initial value 0, no final xor).
///
/// Garmin describes it with a 16-entry nibble table; a byte-wise 256-entry table gives the same values with
/// one lookup per byte.
public struct CRC16: Sendable {
    public private(set) var value: UInt16 = 0

    public init() {}

    private static let table: [UInt16] = (0..<256).map { byte in
        var crc = UInt16(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
        return crc
    }

    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var crc = value
        Self.table.withUnsafeBufferPointer { t in
            for b in bytes { crc = (crc >> 8) ^ t[Int(UInt8(truncatingIfNeeded: crc) ^ b)] }
        }
        value = crc
    }

    public static func checksum(_ bytes: [UInt8]) -> UInt16 {
        var crc = CRC16()
        bytes.withUnsafeBytes { crc.update($0) }
        return crc.value
    }
}
