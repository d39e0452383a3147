/// Running totals for accumulated fields (e.g. distance from 12-bit compressed_speed_distance), per message
/// number and field number: each new value adds its difference from the last, modulo its bit width.
struct Accumulator {
    private struct Total { var value: Int64; var last: Int64 }
    private var totals: [UInt32: Total] = [:]

    private static func key(_ mesg: UInt16, _ field: UInt8) -> UInt32 { UInt32(mesg) << 8 | UInt32(field) }

    /// A message that carries the accumulated field itself restarts the total from its value.
    mutating func seed(_ mesg: UInt16, _ field: UInt8, _ value: Int64) {
        totals[Self.key(mesg, field)] = Total(value: value, last: value)
    }

    mutating func accumulate(_ mesg: UInt16, _ field: UInt8, _ value: Int64, bits: Int) -> Int64 {
        let key = Self.key(mesg, field)
        var total = totals[key] ?? Total(value: value, last: value)
        let mask: Int64 = bits >= 63 ? -1 : (1 << Int64(bits)) - 1
        total.value &+= (value &- total.last) & mask
        total.last = value
        totals[key] = total
        return total.value
    }
}
