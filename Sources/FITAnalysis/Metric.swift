import FITActivity
import FITKit
import FITSupport

/// One figure `analyze` reports, named once: its key (the JSON key, the CSV column, the name `missing` gives),
/// its unit, its form (a rounded number, or a structured value with its JSON), what it needs, the metrics its
/// computation reads, the library column it is kept in, and its computation. `Metric.all` (MetricTable.swift)
/// is the table, in the order `analyze --json` writes it. `Analyzer` runs each row whose requirements the ride
/// and the settings meet and keeps its result under the row (`ActivityAnalysis.values`, `.structured`); every
/// "missing" reason comes from the first requirement not met. A new metric is one row and the one function it
/// calls: analyze's JSON, CSV and table, `rows`, the library's columns and the docs' test follow the table.
package struct Metric: Sendable, Hashable {
    /// What a metric's computation is given: the ride worked out once, and the figures computed before it.
    package struct Inputs {
        package let ride: Ride
        package let analysis: ActivityAnalysis
        package var series: RideSeries { ride.series }
        package var settings: AthleteSettings { ride.settings }
    }

    /// What every computation may read of one ride, worked out once before the table runs.
    package struct Ride: Sendable {
        package let series: RideSeries
        package let summary: ActivitySummary
        package let settings: AthleteSettings
        package let streams: Requirement.Streams
        /// Every session, combined; nil for a file without one.
        package let session: Totals?
        /// Records were left out for a clock that jumped: the session's times are not the kept records'.
        package let clockJumped: Bool
        /// A pool swim: records come one per length, the session adds the lengths up.
        package let poolSwim: Bool
        /// The timer's pauses, as seconds of the series.
        package let pauses: [Range<Int>]
    }

    /// What a computation gives.
    package enum Outcome {
        case number(Double)
        case structured(any Sendable)
        /// Not there although its requirements are met, and why.
        case missing(String)
        case none
    }

    package enum Shape: Sendable {
        /// A number, rounded to `decimals` places in JSON (nil: as computed).
        case number(decimals: Int?)
        /// Several numbers (a curve, zones, a balance), with their JSON form, and the lines `analyze`'s table
        /// gives it (nil: the table shows it in a form of its own, or not at all).
        case structured(json: @Sendable (any Sendable) -> JSONValue, text: (@Sendable (any Sendable) -> [String])?)
    }

    package let key: String
    package let unit: String
    package let shape: Shape
    /// What it needs from the file or the settings; the first unmet is why it is missing.
    package let requires: [Requirement]
    /// The metrics its computation reads: they are computed first.
    package let reads: [Metric]
    /// The `activities` column the library keeps it in (added to older libraries when they are opened).
    package let libraryColumn: String?
    /// Decimal places in `analyze --csv` where they differ from JSON's.
    package let csvDecimals: Int?
    package let compute: @Sendable (Inputs) -> Outcome

    /// A number; `computed` gives nil when the ride has none.
    init(
        _ key: String, _ unit: String, decimals: Int?, requires: [Requirement] = [], reads: [Metric] = [],
        libraryColumn: String? = nil, csvDecimals: Int? = nil,
        computed: @escaping @Sendable (Inputs) -> Double?
    ) {
        self.init(
            key, unit, decimals: decimals, requires: requires, reads: reads, libraryColumn: libraryColumn,
            csvDecimals: csvDecimals, explained: { computed($0).map(Outcome.number) ?? .none })
    }

    /// A number whose computation may say why it has none although its requirements are met.
    init(
        _ key: String, _ unit: String, decimals: Int?, requires: [Requirement] = [], reads: [Metric] = [],
        libraryColumn: String? = nil, csvDecimals: Int? = nil,
        explained: @escaping @Sendable (Inputs) -> Outcome
    ) {
        self.key = key
        self.unit = unit
        shape = .number(decimals: decimals)
        self.requires = requires
        self.reads = reads
        self.libraryColumn = libraryColumn
        self.csvDecimals = csvDecimals
        compute = explained
    }

    /// A structured value of type `T`, written in JSON by `json`; `why` says why there is none when its
    /// requirements are met.
    init<T: Sendable>(
        structured key: String, _ unit: String, requires: [Requirement] = [], reads: [Metric] = [],
        json: @escaping @Sendable (T) -> JSONValue, text: (@Sendable (T) -> [String])? = nil,
        why: (@Sendable (Inputs) -> String?)? = nil, computed: @escaping @Sendable (Inputs) -> T?
    ) {
        self.key = key
        self.unit = unit
        let lines: (@Sendable (any Sendable) -> [String])?
        if let text {
            lines = { value in (value as? T).map(text) ?? [] }
        } else {
            lines = nil
        }
        shape = .structured(json: { value in (value as? T).map(json) ?? .null }, text: lines)
        self.requires = requires
        self.reads = reads
        libraryColumn = nil
        csvDecimals = nil
        compute = { computed($0).map(Outcome.structured) ?? why?($0).map(Outcome.missing) ?? .none }
    }

    /// Whether an analysis has it.
    package func isPresent(in a: ActivityAnalysis) -> Bool { a.values[key] != nil || a.structured[key] != nil }

    /// The number of an analysis, nil for a structured metric or one not computed.
    package func value(_ a: ActivityAnalysis) -> Double? { a.values[key] }

    /// Places after the point in JSON (nil: as computed, or structured).
    package var decimals: Int? {
        if case .number(let decimals) = shape { return decimals }
        return nil
    }

    /// Its JSON in an analysis: the number rounded as the row says, or the structured value's own form.
    package func json(_ a: ActivityAnalysis) -> JSONValue {
        switch shape {
        case .number(let decimals): .rounded(a.values[key], decimals)
        case .structured(let json, _): a.structured[key].map(json) ?? .null
        }
    }

    /// Its lines in `analyze`'s table, for a structured metric that gives them.
    package func textLines(_ a: ActivityAnalysis) -> [String] {
        guard case .structured(_, let text?) = shape, let value = a.structured[key] else { return [] }
        return text(value)
    }

    package static func == (a: Metric, b: Metric) -> Bool { a.key == b.key }
    package func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The table in an order where every metric comes after those it reads.
    package static let computeOrder: [Metric] = {
        var order: [Metric] = [], seen: Set<String> = []
        func visit(_ m: Metric) {
            guard seen.insert(m.key).inserted else { return }
            m.reads.forEach(visit)
            order.append(m)
        }
        all.forEach(visit)
        return order
    }()
}
