import FITActivity
import FITKit

/// An activity's records on a one-second grid, as the metrics need them: index `i` is `start + i` seconds.
/// NaN marks a second without a value.
///
/// The gap rule (GoldenCheetah's for FIT "smart recording"): a gap shorter than `interpolationLimit` seconds
/// between two values of a channel is filled by linear interpolation; a longer gap stays empty. Power and
/// heart rate are not invented across a longer stop.
public struct RideSeries: Sendable {
    public static let interpolationLimit = 25

    /// FIT seconds of index 0.
    public let start: UInt32
    public let power: [Double]
    public let heartRate: [Double]
    public let cadence: [Double]
    public let speed: [Double]
    public let altitude: [Double]
    public let distance: [Double]
    public let latitude: [Double]
    public let longitude: [Double]
    /// Left leg's share of power, percent.
    public let leftBalance: [Double]
    /// Whether a record fell on this second (interpolated seconds are false).
    public let recorded: [Bool]

    public var count: Int { power.count }

    /// Seconds of the longest ride accepted: two days, as GoldenCheetah's mean-max.
    public static let maximumLength = 2 * 86_400

    /// Lays out records given in time order, each with its values (one per `layout` column, NaN when missing).
    public struct Builder {
        private let columns:
            (
                power: Int?, hr: Int?, cadence: Int?, speed: Int?, altitude: Int?, distance: Int?,
                lat: Int?, lon: Int?, balance: Int?, balance100: Int?
            )
        private var start: UInt32?
        private var channels = [[Double]](repeating: [], count: 9)
        private var recorded: [Bool] = []
        public private(set) var tooLong = false

        public init(layout: RecordLayout) {
            columns = (
                layout.index(of: ActivityStreams.power), layout.index(of: ActivityStreams.heartRate),
                layout.index(of: ActivityStreams.cadence), layout.index(of: ActivityStreams.speed),
                layout.index(of: ActivityStreams.altitude), layout.index(of: ActivityStreams.distance),
                layout.index(of: ActivityStreams.latitude), layout.index(of: ActivityStreams.longitude),
                layout.index(of: "left_right_balance"), layout.index(of: "left_right_balance_100")
            )
        }

        package mutating func add(time: UInt32, values: UnsafeMutableBufferPointer<Double>) {
            if start == nil { start = time }
            guard time >= start! else { return }  // time going backwards: left out, as GoldenCheetah does
            let index = Int(time - start!)
            guard index < RideSeries.maximumLength else { tooLong = true; return }
            if index >= recorded.count {
                let grow = index + 1 - recorded.count
                recorded.append(contentsOf: repeatElement(false, count: grow))
                for c in 0..<channels.count { channels[c].append(contentsOf: repeatElement(.nan, count: grow)) }
            }
            recorded[index] = true
            func put(_ channel: Int, _ column: Int?) {
                guard let column, !values[column].isNaN else { return }
                channels[channel][index] = values[column]
            }
            put(0, columns.power); put(1, columns.hr); put(2, columns.cadence); put(3, columns.speed)
            put(4, columns.altitude); put(5, columns.distance); put(6, columns.lat); put(7, columns.lon)
            if let left = Self.leftShare(values, columns.balance, columns.balance100) { channels[8][index] = left }
        }

        /// FIT's left_right_balance: the low 7 bits are a percentage, of the right leg when bit 7 is set
        /// (left_right_balance_100: 14 bits of hundredths, bit 15).
        static func leftShare(_ values: UnsafeMutableBufferPointer<Double>, _ balance: Int?, _ balance100: Int?)
            -> Double?
        {
            if let balance100, !values[balance100].isNaN {
                let raw = Int(values[balance100])
                let percent = Double(raw & 0x3FFF) / 100
                return raw & 0x8000 != 0 ? 100 - percent : nil
            }
            if let balance, !values[balance].isNaN {
                let raw = Int(values[balance])
                let percent = Double(raw & 0x7F)
                return raw & 0x80 != 0 ? 100 - percent : nil
            }
            return nil
        }

        public func finish() -> RideSeries {
            let filled = channels.enumerated().map { c, channel in
                // Positions and distance are interpolated too (a straight line over a short gap).
                RideSeries.interpolate(channel, limit: RideSeries.interpolationLimit)
            }
            return RideSeries(
                start: start ?? 0, power: filled[0], heartRate: filled[1], cadence: filled[2],
                speed: filled[3], altitude: filled[4], distance: filled[5], latitude: filled[6],
                longitude: filled[7], leftBalance: filled[8], recorded: recorded)
        }
    }

    /// Fills gaps of fewer than `limit` seconds between two values linearly.
    static func interpolate(_ values: [Double], limit: Int) -> [Double] {
        var result = values
        var last: Int?
        for i in result.indices where !result[i].isNaN {
            if let l = last, i - l > 1, i - l < limit {
                let a = result[l], b = result[i]
                for k in (l + 1)..<i { result[k] = a + (b - a) * Double(k - l) / Double(i - l) }
            }
            last = i
        }
        return result
    }

    /// Builds a series directly from per-second values (for tests and synthetic rides).
    public init(
        start: UInt32 = 0, power: [Double] = [], heartRate: [Double] = [], cadence: [Double] = [],
        speed: [Double] = [], altitude: [Double] = [], distance: [Double] = [], latitude: [Double] = [],
        longitude: [Double] = [], leftBalance: [Double] = [], recorded: [Bool]? = nil
    ) {
        let n =
            [power, heartRate, cadence, speed, altitude, distance, latitude, longitude, leftBalance]
            .map(\.count).max() ?? 0
        func padded(_ a: [Double]) -> [Double] { a + Array(repeating: .nan, count: n - a.count) }
        self.start = start
        self.power = padded(power)
        self.heartRate = padded(heartRate)
        self.cadence = padded(cadence)
        self.speed = padded(speed)
        self.altitude = padded(altitude)
        self.distance = padded(distance)
        self.latitude = padded(latitude)
        self.longitude = padded(longitude)
        self.leftBalance = padded(leftBalance)
        self.recorded = recorded ?? Array(repeating: true, count: n)
    }
}
