/// Running totals for accumulated fields (e.g. distance from 12-bit compressed_speed_distance), per message
/// number and field number: each new value adds its difference from the last, modulo its bit width.
///
/// The totals are a short list searched in order, not a dictionary: only fields the profile marks as
/// accumulated ever get one (a few dozen in the whole profile, whatever a file holds), and hashing the key was
/// most of the cost of seeding a record's distance for every record.
struct Accumulator {
    private struct Total { var value: Int64; var last: Int64 }
    private var keys: [UInt32] = []
    private var totals: [Total] = []

    private static func key(_ mesg: UInt16, _ field: UInt8) -> UInt32 { UInt32(mesg) << 8 | UInt32(field) }

    private func index(of key: UInt32) -> Int? {
        keys.withUnsafeBufferPointer { keys in
            for i in keys.indices where keys[i] == key { return i }
            return nil
        }
    }

    /// A message that carries the accumulated field itself restarts the total from its value.
    mutating func seed(_ mesg: UInt16, _ field: UInt8, _ value: Int64) {
        let key = Self.key(mesg, field)
        if let i = index(of: key) {
            totals[i] = Total(value: value, last: value)
        } else {
            keys.append(key)
            totals.append(Total(value: value, last: value))
        }
    }

    mutating func accumulate(_ mesg: UInt16, _ field: UInt8, _ value: Int64, bits: Int) -> Int64 {
        let key = Self.key(mesg, field)
        guard let i = index(of: key) else {
            keys.append(key)
            totals.append(Total(value: value, last: value))
            return value
        }
        let mask: Int64 = bits >= 63 ? -1 : (1 << Int64(bits)) - 1
        totals[i].value &+= (value &- totals[i].last) & mask
        totals[i].last = value
        return totals[i].value
    }
}
