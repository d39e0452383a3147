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

    /// Adds the counts of `other`.
    public mutating func add(_ other: MessageCounter) {
        for (i, n) in other.low.enumerated() where n > 0 { low[i] += n }
        for (number, n) in other.high { high[number, default: 0] += n }
    }

    /// Every number seen, with its count.
    public var counts: [UInt16: Int] {
        var result = high
        for (number, n) in low.enumerated() where n > 0 { result[UInt16(number)] = n }
        return result
    }
}

/// A set of global message numbers that costs a shift and a mask to look in: what a pass over a file wants
/// (`FITReader.nextMessage(in:counting:)`).
public struct MessageNumbers: Sendable {
    private var words = [UInt64](repeating: 0, count: 1024)

    public init(_ numbers: some Sequence<UInt16>) {
        for n in numbers { words[Int(n >> 6)] |= 1 << (n & 63) }
    }

    @inline(__always)
    public func contains(_ number: UInt16) -> Bool { words[Int(number >> 6)] >> (number & 63) & 1 != 0 }
}
