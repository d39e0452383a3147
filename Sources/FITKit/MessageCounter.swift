/// Counts messages per global message number cheaply: an array for the profile's range, a dictionary for the
/// manufacturer-specific numbers above it.
public struct MessageCounter: Sendable {
    private var low = [Int](repeating: 0, count: 1024)
    private var high: [UInt16: Int] = [:]

    public init() {}

    @inline(__always)
    public mutating func count(_ global: UInt16) {
        if global < 1024 { low[Int(global)] += 1 } else { high[global, default: 0] += 1 }
    }

    /// Every number seen, with its count.
    public var counts: [UInt16: Int] {
        var result = high
        for (number, n) in low.enumerated() where n > 0 { result[UInt16(number)] = n }
        return result
    }
}
