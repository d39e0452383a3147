/// Counts messages per global message number cheaply: an array for the profile's range, a dictionary for the
/// manufacturer-specific numbers above it.
@usableFromInline package struct MessageCounter: Sendable {
    private var low = [Int](repeating: 0, count: 1024)
    private var high: [UInt16: Int] = [:]

    package init() {}

    @inline(__always)
    package mutating func count(_ global: UInt16, times: Int = 1) {
        if global < 1024 { low[Int(global)] += times } else { high[global, default: 0] += times }
    }

    /// Adds the counts of `other`.
    package mutating func add(_ other: MessageCounter) {
        for (i, n) in other.low.enumerated() where n > 0 { low[i] += n }
        for (number, n) in other.high { high[number, default: 0] += n }
    }

    /// Every number seen, with its count, in the order of the numbers. (A list: a `[UInt16: Int]` would cost
    /// every `inspect` a scan of the binary's protocol conformances, for `UInt16: Hashable`.)
    package var seen: [(number: UInt16, count: Int)] {
        var result: [(number: UInt16, count: Int)] = []
        for (number, n) in low.enumerated() where n > 0 { result.append((UInt16(number), n)) }
        if !high.isEmpty { result += high.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
        return result
    }

    /// The same as a dictionary.
    package var counts: [UInt16: Int] {
        Dictionary(uniqueKeysWithValues: seen.map { ($0.number, $0.count) })
    }

    /// How many messages of `global` were seen.
    package func count(of global: UInt16) -> Int { global < 1024 ? low[Int(global)] : high[global] ?? 0 }
}

/// A set of global message numbers that costs a shift and a mask to look in: what a pass over a file wants
/// (`FITReader.withNextMessage(in:counting:_:)`).
@usableFromInline package struct MessageNumbers: Sendable {
    private var words = [UInt64](repeating: 0, count: 1024)

    /// An array, not any sequence: iterating a generic sequence makes the runtime look up its iterator type's
    /// conformances on first use, a scan of the whole binary that every `inspect` would pay.
    package init(_ numbers: [UInt16]) {
        for i in numbers.indices { words[Int(numbers[i] >> 6)] |= 1 << (numbers[i] & 63) }
    }

    @inline(__always)
    package func contains(_ number: UInt16) -> Bool { words[Int(number >> 6)] >> (number & 63) & 1 != 0 }
}
