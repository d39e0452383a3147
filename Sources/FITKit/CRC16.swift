/// The FIT CRC-16 (CRC-16/ARC: reflected polynomial 0xA001, initial value 0, no final xor).
///
/// Garmin describes it with a 16-entry nibble table; a byte-wise 256-entry table gives the same values with
/// one lookup per byte.
public struct CRC16: Sendable {
    public private(set) var value: UInt16 = 0

    public init() {}

    /// Slicing-by-8 tables: `tables[k][b]` is the CRC of byte b followed by k zero bytes, so eight bytes are
    /// folded per step instead of one.
    private static let tables: [[UInt16]] = {
        var t = [[UInt16]](repeating: [UInt16](repeating: 0, count: 256), count: 8)
        for byte in 0..<256 {
            var crc = UInt16(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
            t[0][byte] = crc
        }
        for k in 1..<8 {
            for byte in 0..<256 { t[k][byte] = (t[k - 1][byte] >> 8) ^ t[0][Int(t[k - 1][byte] & 0xFF)] }
        }
        return t
    }()
    private static let flat: [UInt16] = tables.flatMap { $0 }

    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard var p = bytes.baseAddress else { return }
        var n = bytes.count
        var crc = value
        Self.flat.withUnsafeBufferPointer { t in
            while n >= 8 {
                let w = UInt64(littleEndian: p.loadUnaligned(as: UInt64.self)) ^ UInt64(crc)
                crc = t[7 * 256 + Int(w & 0xFF)] ^ t[6 * 256 + Int((w >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((w >> 16) & 0xFF)] ^ t[4 * 256 + Int((w >> 24) & 0xFF)]
                    ^ t[3 * 256 + Int((w >> 32) & 0xFF)] ^ t[2 * 256 + Int((w >> 40) & 0xFF)]
                    ^ t[1 * 256 + Int((w >> 48) & 0xFF)] ^ t[Int(w >> 56)]
                p += 8
                n -= 8
            }
            while n > 0 {
                crc = (crc >> 8) ^ t[Int(UInt8(truncatingIfNeeded: crc) ^ p.load(as: UInt8.self))]
                p += 1
                n -= 1
            }
        }
        value = crc
    }

    public static func checksum(_ bytes: [UInt8]) -> UInt16 {
        var crc = CRC16()
        bytes.withUnsafeBytes { crc.update($0) }
        return crc.value
    }
}
