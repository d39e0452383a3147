import FITActivity

/// An activity's records on a one-second grid, as the metrics need them: index `i` is `start + i` seconds.
/// NaN marks a second without a value.
///
/// The gap rule (GoldenCheetah's for FIT "smart recording"): a gap shorter than `interpolationLimit` seconds
/// between two values of a channel is filled by linear interpolation; a longer gap stays empty. Power and
/// heart rate are not invented across a longer stop. A file whose records come further apart as a rule (a pool
/// swim with one record per length, ~30 s) has its gaps filled up to twice its usual interval (`gapLimit`).
public struct RideSeries: Sendable {
    public static let interpolationLimit = 25

    /// Gaps shorter than this many seconds were filled: `interpolationLimit`, or twice the median step
    /// between the file's records when that is longer.
    public let gapLimit: Int
    /// What the cleaning rules and the grid left out (`RecordCleaner`; records going back in time or more
    /// than two days after the start).
    public var leftOut = CleaningReport()
    /// The records' distance by their counter (`RecordCleaner.distanceCounted`: every rise, a fall being the
    /// counter starting again); nil when the records carry no distance.
    public var distanceCounted: Double?

    /// FIT seconds of index 0.
    public let start: UInt32
    public let power: [Double]
    public let heartRate: [Double]
    public let cadence: [Double]
    public let speed: [Double]
    public let altitude: [Double]
    public let distance: [Double]
    public private(set) var latitude: [Double]
    public private(set) var longitude: [Double]
    /// Left leg's share of power, percent.
    public let leftBalance: [Double]
    /// °C.
    public let temperature: [Double]
    /// The beat-to-beat intervals of the file's `hrv` messages, on the series' clock (empty without them).
    public var beats = Beats()
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
                lat: Int?, lon: Int?, balance: Int?, balance100: Int?, temperature: Int?
            )
        private var start: UInt32?
        /// Nine channels, and the temperature's tenth only when asked for (the report draws it; the metrics never
        /// read it, so analyze does not pay for filling it).
        private let width: Int
        /// The channels of each second side by side (`width` values a second, NaN where none), in blocks of an
        /// hour: a record is one write into one array rather than into each of `width` arrays, the grid grows by a
        /// block of NaN now and then rather than by a second in each channel a record, and a long ride never has
        /// its whole grid copied to grow it (which would hold it twice at once).
        private var blocks: [[Double]] = []
        /// Seconds on the grid so far (the last block and `recorded` hold spare seconds past them).
        private var seconds = 0
        private var recorded: [Bool] = []
        public private(set) var tooLong = false
        private var leftOut = CleaningReport()

        public init(layout: RecordLayout, temperature: Bool = false) {
            width = temperature ? 10 : 9
            columns = (
                layout.index(of: ActivityStreams.power), layout.index(of: ActivityStreams.heartRate),
                layout.index(of: ActivityStreams.cadence), layout.index(of: ActivityStreams.speed),
                layout.index(of: ActivityStreams.altitude), layout.index(of: ActivityStreams.distance),
                layout.index(of: ActivityStreams.latitude), layout.index(of: ActivityStreams.longitude),
                layout.index(of: "left_right_balance"), layout.index(of: "left_right_balance_100"),
                temperature ? layout.index(of: ActivityStreams.temperature) : nil
            )
        }

        package mutating func add(time: UInt32, values: UnsafeMutableBufferPointer<Double>) {
            let start = self.start ?? time
            self.start = start
            // Time going backwards: left out, as GoldenCheetah does.
            guard time >= start else { return leftOut.add(.records, .backwards) }
            let index = Int(time - start)
            guard index < RideSeries.maximumLength else {
                tooLong = true
                return leftOut.add(.records, .beyondTwoDays)
            }
            if index >= seconds {
                seconds = index + 1
                while recorded.count < seconds {
                    recorded.append(contentsOf: repeatElement(false, count: Self.block))
                    blocks.append([Double](repeating: .nan, count: Self.block * width))
                }
            }
            recorded[index] = true
            let (columns, width) = (self.columns, self.width)
            blocks[index / Self.block].withUnsafeMutableBufferPointer { cells in
                let row = index % Self.block * width
                func put(_ channel: Int, _ column: Int?) {
                    guard let column, !values[column].isNaN else { return }
                    cells[row + channel] = values[column]
                }
                put(0, columns.power); put(1, columns.hr); put(2, columns.cadence); put(3, columns.speed)
                put(4, columns.altitude); put(5, columns.distance); put(6, columns.lat); put(7, columns.lon)
                if let left = Self.leftShare(values, columns.balance, columns.balance100) { cells[row + 8] = left }
                if width > 9 { put(9, columns.temperature) }
            }
        }

        /// Seconds the grid grows by at once: an hour.
        private static let block = 3600

        /// The grid as one array of values a second for each channel; the blocks are let go.
        private mutating func takeChannels() -> [[Double]] {
            let (seconds, width, blocks) = (self.seconds, self.width, self.blocks)
            self.blocks = []
            return (0..<width).map { c in
                [Double](unsafeUninitializedCapacity: seconds) { values, count in
                    for (b, block) in blocks.enumerated() {
                        let first = b * Self.block
                        block.withUnsafeBufferPointer { cells in
                            for i in 0..<min(Self.block, seconds - first) {
                                values.initializeElement(at: first + i, to: cells[i * width + c])
                            }
                        }
                    }
                    count = seconds
                }
            }
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

        /// The series; `cleaning` is what the cleaning rules left out before the records reached it. The builder
        /// is empty after it.
        public mutating func finish(cleaning: CleaningReport = CleaningReport(), distance: Double? = nil)
            -> RideSeries
        {
            let recorded = Array(self.recorded[..<seconds])
            self.recorded = []
            let limit = RideSeries.gapLimit(recorded: recorded)
            // Positions and distance are interpolated too (a straight line over a short gap).
            var filled = takeChannels()
            for c in filled.indices { RideSeries.interpolate(&filled[c], limit: limit) }
            // L/R balance is a share of the power: a second without power (coasting: devices write "right
            // 0 %") has none (docs/METRICS.md).
            for i in filled[8].indices where !(filled[0][i] > 0) { filled[8][i] = .nan }
            var series = RideSeries(
                start: start ?? 0, power: filled[0], heartRate: filled[1], cadence: filled[2],
                speed: filled[3], altitude: filled[4], distance: filled[5], latitude: filled[6],
                longitude: filled[7], leftBalance: filled[8], temperature: filled.count > 9 ? filled[9] : [],
                recorded: recorded,
                gapLimit: limit)
            series.leftOut = cleaning
            series.leftOut.add(leftOut)
            series.distanceCounted = distance ?? RideMetrics.risen(filled[5])
            return series
        }
    }

    /// `interpolationLimit`, or twice the median step between recorded seconds when that is longer.
    static func gapLimit(recorded: [Bool]) -> Int {
        // Steps up to ten minutes, counted; longer ones are stops, not the file's interval.
        var counts = [Int](repeating: 0, count: 601), steps = 0
        var last: Int?
        for i in recorded.indices where recorded[i] {
            if let l = last, i - l <= 600 {
                counts[i - l] += 1
                steps += 1
            }
            last = i
        }
        var seen = 0
        for step in counts.indices {
            seen += counts[step]
            if steps > 0 && seen * 2 >= steps { return max(interpolationLimit, 2 * step) }
        }
        return interpolationLimit
    }

    /// Fills gaps of fewer than `limit` seconds between two values linearly, in place.
    static func interpolate(_ result: inout [Double], limit: Int) {
        var last: Int?
        for i in result.indices where !result[i].isNaN {
            if let l = last, i - l > 1, i - l < limit {
                let a = result[l], b = result[i]
                for k in (l + 1)..<i { result[k] = a + (b - a) * Double(k - l) / Double(i - l) }
            }
            last = i
        }
    }

    /// Builds a series directly from per-second values (for tests and synthetic rides).
    public init(
        start: UInt32 = 0, power: [Double] = [], heartRate: [Double] = [], cadence: [Double] = [],
        speed: [Double] = [], altitude: [Double] = [], distance: [Double] = [], latitude: [Double] = [],
        longitude: [Double] = [], leftBalance: [Double] = [], temperature: [Double] = [], recorded: [Bool]? = nil,
        gapLimit: Int = RideSeries.interpolationLimit
    ) {
        let n =
            [power, heartRate, cadence, speed, altitude, distance, latitude, longitude, leftBalance, temperature]
            .map(\.count).max() ?? 0
        func padded(_ a: [Double]) -> [Double] { a.count == n ? a : a + Array(repeating: .nan, count: n - a.count) }
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
        self.temperature = padded(temperature)
        self.recorded = recorded ?? Array(repeating: true, count: n)
        self.gapLimit = gapLimit
    }
}

extension RideSeries {
    /// Leaves out (NaN) every position within a privacy zone; how many it left out.
    @discardableResult
    public mutating func hide(_ zones: PrivacyZones) -> Int {
        guard !zones.isEmpty else { return 0 }
        var hidden = 0
        for i in latitude.indices where !latitude[i].isNaN && !longitude[i].isNaN {
            if zones.hides(latitude: latitude[i], longitude: longitude[i]) {
                latitude[i] = .nan
                longitude[i] = .nan
                hidden += 1
            }
        }
        return hidden
    }
}
