/// A mean-maximal power curve at the durations a library keeps for every ride, so that a season's curve, the
/// best efforts behind `ftp` and their rides come from the database, not from reading every file again: every
/// second to 2 minutes, every 5 s to 10 minutes, every 30 s to 30 minutes, every minute to an hour, every
/// 5 minutes to 24 hours (562 durations; 3, 5, 12, 20 and 60 minutes among them). At those durations the values
/// are the ride's exact bests.
public struct SampledCurve: Sendable, Equatable {
    public static let grid: [Int] =
        Array(1...120) + Array(stride(from: 125, through: 600, by: 5)) + Array(stride(from: 630, through: 1800, by: 30))
        + Array(stride(from: 1860, through: 3600, by: 60)) + Array(stride(from: 3900, through: 86_400, by: 300))

    /// `watts[i]` is the best average over `grid[i]` seconds, for the durations the ride lasted.
    public let watts: [Double]

    public init(watts: [Double]) { self.watts = Array(watts.prefix(Self.grid.count)) }

    /// The full curve at the grid's durations.
    public init(_ curve: MeanMaxCurve) {
        watts = Self.grid.prefix { $0 <= curve.watts.count }.map { curve.watts[$0 - 1] }
    }

    /// The durations it has, with their best.
    public var points: [(seconds: Int, watts: Double)] { zip(Self.grid, watts).map { ($0, $1) } }

    /// The best average over `seconds` when that is a grid duration the ride lasted, else nil.
    public func best(_ seconds: Int) -> Double? {
        guard let i = Self.index(of: seconds), i < watts.count else { return nil }
        return watts[i]
    }

    static func index(of seconds: Int) -> Int? {
        var low = 0, high = grid.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if grid[mid] == seconds { return mid }
            if grid[mid] < seconds { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// The best of several rides at each duration (as long as the longest).
    public static func best(of curves: [SampledCurve]) -> SampledCurve {
        var best: [Double] = []
        for c in curves {
            for (i, w) in c.watts.enumerated() {
                if i < best.count { best[i] = max(best[i], w) } else { best.append(w) }
            }
        }
        return SampledCurve(watts: best)
    }

    /// As the library keeps it: little-endian 32-bit floats (a tenth of a milliwatt is as close as a power meter
    /// reads).
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(watts.count * 4)
        for w in watts {
            let bits = Float(w).bitPattern
            out += [UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24)]
        }
        return out
    }

    /// Read back from `bytes`; nil when they are not whole floats.
    public init?(bytes: [UInt8]) {
        guard bytes.count % 4 == 0 else { return nil }
        var watts: [Double] = []
        watts.reserveCapacity(bytes.count / 4)
        var i = 0
        while i < bytes.count {
            let bits =
                UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24
            watts.append(Double(Float(bitPattern: bits)))
            i += 4
        }
        self.init(watts: watts)
    }
}
