import FITSupport
/// Keys as `,"name":`, laid end to end, for writing JSON straight from a message's bytes. The table is padded
/// so that each key is copied as four words (`ByteBuffer.append(padded:count:)`); the comma is left out before
/// an object's first member.
struct JSONKeyTable {
    /// Where a key is in the table.
    struct Key {
        let start: Int, count: Int
    }

    private var bytes: [UInt8] = []

    mutating func add(_ name: String) -> Key {
        let out = ByteBuffer(capacity: 64)
        out.append(UInt8(ascii: ","))
        JSONText.appendString(name, to: out)
        out.append(UInt8(ascii: ":"))
        defer { bytes += out.bytes }
        return Key(start: bytes.count, count: out.count)
    }

    /// The table as `ByteBuffer.appendKey` reads it.
    var padded: [UInt8] { ByteBuffer.padded(bytes) }
}

extension ByteBuffer {
    /// Appends `key` from a `JSONKeyTable.padded` table, without its comma when it is the first member.
    @inline(__always)
    func appendKey(_ key: JSONKeyTable.Key, from table: UnsafeBufferPointer<UInt8>, first: Bool) {
        let skip = first ? 1 : 0
        append(padded: table.start + key.start + skip, count: key.count - skip)
    }
}
