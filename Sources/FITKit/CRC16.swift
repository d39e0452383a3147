import FITSupport
import CCRC16

/// The FIT CRC-16 (CRC-16/ARC: reflected polynomial 0xA001, initial value 0, no final xor).
///
/// Garmin describes it with a 16-entry nibble table. Runs of 64 bytes and more are folded with carry-less
/// multiplication where the processor has it (CCRC16: 64 bytes in four instructions, against 3.6 instructions
/// a byte by table); the rest goes through 256-entry tables, which give the same values as Garmin's.
public struct CRC16: Sendable {
    package private(set) var value: UInt16 = 0

    package init() {}

    /// Slicing-by-16 tables, one after another: `flat[k * 256 + b]` is the CRC of byte b followed by k zero bytes,
    /// so sixteen bytes are folded per step instead of one (8 KiB of tables; 3.6 instructions a byte, against
    /// 4.1 by eight). One flat array: nested arrays and `flatMap` cost start-up a generic type lookup.
    private static let flat: [UInt16] = {
        var t = [UInt16](repeating: 0, count: 16 * 256)
        for byte in 0..<256 {
            var crc = UInt16(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
            t[byte] = crc
        }
        for i in 256..<(16 * 256) {
            let previous = t[i - 256]
            t[i] = (previous >> 8) ^ t[Int(previous & 0xFF)]
        }
        return t
    }()

    private static let folds = crc16_fold_available() != 0

    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let start = bytes.baseAddress else { return }
        let n = bytes.count
        guard n >= 64 && Self.folds else {
            value = Self.update(value, start, n)
            return
        }
        var residue: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &residue) {
            crc16_fold(
                value, start.assumingMemoryBound(to: UInt8.self), n, $0.start.assumingMemoryBound(to: UInt8.self)
            )
        }
        let folded = withUnsafeBytes(of: &residue) { Self.update(0, $0.start, 16) }
        value = Self.update(folded, start + (n - n % 16), n % 16)
    }

    /// `crc` followed by `n` bytes, by table.
    private static func update(_ crc: UInt16, _ start: UnsafeRawPointer, _ count: Int) -> UInt16 {
        var p = start, n = count, crc = crc
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
        return crc
    }

    /// The CRC of `bytes`: a whole FIT file with its CRC gives 0.
    public static func checksum(_ bytes: [UInt8]) -> UInt16 {
        var crc = CRC16()
        bytes.withUnsafeBytes { crc.update($0) }
        return crc.value
    }
}
