import FITActivity
import FITInput
import FITKit
import FITSupport

/// Every file as rows for data tools (Spark, DuckDB, pandas): one `activities` row per file whatever it holds,
/// `laps` rows and `records` rows, each keyed by the file's key (the SHA-256 of its bytes, given by the caller)
/// so that a file read twice, or by a task run again, gives the same rows. Every row has the year of the
/// activity's start, for partitioning. A file that is not an activity, or that does not decode, still has its
/// `activities` row, saying so: no file is left out unsaid.
package enum FileRows {
    package enum Table: String, CaseIterable, Sendable { case activities, laps, records }

    /// What a column holds, in Spark's words (`rows --schema`).
    package enum ColumnType: String, Sendable { case string, long, double }

    /// Every column each table's rows may have, with its type: the rows below are written with these names,
    /// and `rows --schema` gives them to data tools (Spark's StructType JSON), so that a dataset's schema does
    /// not change with its input. A record's developer fields (named by each file) are the one exception:
    /// `otherColumn` says where a tool keeps them.
    package static let columns: [Table: [(String, ColumnType)]] = {
        let keyed: [(String, ColumnType)] = [("file_sha256", .string), ("year", .long)]
        let totals = totalsColumns.map { ($0.name, $0.type) }
        let activities: [(String, ColumnType)] =
            [
                ("file_sha256", .string), ("file", .string), ("status", .string), ("error", .string),
                ("file_type", .string), ("start_time", .string), ("year", .long), ("sport", .string),
                ("sub_sport", .string), ("manufacturer", .string), ("product", .string), ("records", .long),
                ("laps", .long), ("sessions", .long)
            ] + totals.map { ("device_" + $0.0, $0.1) }
            + Metric.all.filter(isNumber).map { ($0.key, .double) }
        return [
            .activities: activities,
            .laps: keyed + [("lap_index", .long)] + totals,
            .records: keyed + [("record_index", .long), ("timestamp", .string)]
                + columnNames(RecordLayout.profileColumns).map { ($0, .double) }
        ]
    }()

    /// Where a data tool keeps the record columns `columns` does not name (developer fields): a map of name to
    /// number.
    package static let otherColumn = "other"

    /// The tables' columns as Spark's StructType JSON, by table: `{"activities": {"type": "struct", "fields":
    /// […]}, …}`; records end with `other`, a map of the developer fields.
    package static var sparkSchema: JSONValue {
        func field(_ name: String, _ type: JSONValue) -> JSONValue {
            .object([("name", .string(name)), ("type", type), ("nullable", .bool(true)), ("metadata", .object([]))])
        }
        let other = JSONValue.object([
            ("type", .string("map")), ("keyType", .string("string")), ("valueType", .string("double")),
            ("valueContainsNull", .bool(true))
        ])
        return .object(
            Table.allCases.map { table in
                let fields =
                    (columns[table] ?? []).map { field($0.0, .string($0.1.rawValue)) }
                    + (table == .records ? [field(otherColumn, other)] : [])
                return (table.rawValue, .object([("type", .string("struct")), ("fields", .array(fields))]))
            })
    }

    private static func isNumber(_ m: Metric) -> Bool {
        if case .number = m.shape { return true }
        return false
    }

    /// The rows of one input, in the order activities, laps, records; `emit` gets each with its table.
    package static func rows(
        of item: InputItem, key: String, tables: Set<Table>, options: DecodeOptions,
        privacy: PrivacyZones = PrivacyZones(), emit: (Table, JSONValue) throws -> Void
    ) throws {
        var base: [(String, JSONValue)] = [("file_sha256", .string(key)), ("file", .string(item.name))]
        let read: (ActivitySummary, RideSeries)
        do throws(AnalysisError) { read = try Analyzer.read(item, options: options) } catch {
            guard tables.contains(.activities) else { return }
            if case .notAnActivity(let file) = error {
                base += [
                    ("status", .string("not_activity")), ("file_type", .text(file.type)),
                    ("start_time", time(file.created)), ("year", year(file.created))
                ]
            } else if case .notFIT = error {
                // Not FIT at all (a note beside the rides), as a folder's other members are.
                base += [("status", .string("skipped")), ("error", .string(error.description))]
            } else {
                base += [("status", .string("failed")), ("error", .string(error.description))]
            }
            try emit(.activities, .object(base))
            return
        }
        let (summary, series) = read
        let analysis = Analyzer.analyze(series, summary: summary, settings: AthleteSettings())
        let start = summary.totals?.startTime ?? analysis.startTime
        let keyed = [("file_sha256", JSONValue.string(key)), ("year", year(start))]
        if tables.contains(.activities) {
            var row =
                base + [
                    ("status", .string("activity")), ("start_time", time(start)), ("year", year(start)),
                    ("sport", .text(summary.totals?.sport ?? analysis.sport)),
                    ("sub_sport", .text(summary.totals?.subSport)),
                    ("manufacturer", .text(summary.manufacturer)), ("product", .text(summary.product)),
                    ("records", .int(Int64(summary.recordCount))), ("laps", .int(Int64(summary.laps.count))),
                    ("sessions", .int(Int64(summary.sessions.count)))
                ]
            // The device's own totals (its sessions, combined), then fitkit's figures.
            row += totals(summary.sessions.isEmpty ? nil : summary.totals).map { ("device_" + $0.0, $0.1) }
            for m in Metric.all where isNumber(m) { row.append((m.key, .number(m.value(analysis)))) }
            try emit(.activities, .object(row))
        }
        if tables.contains(.laps) {
            for (i, lap) in summary.laps.enumerated() {
                try emit(.laps, .object(keyed + [("lap_index", .int(Int64(i)))] + totals(lap)))
            }
        }
        if tables.contains(.records) {
            try records(of: item, keyed, options: options, privacy: privacy, emit: emit)
        }
    }

    /// Every record: its index, its time (null for a record without one), and every stream the file has (null
    /// where a record has no value, and for positions within a privacy zone, as export leaves them out).
    private static func records(
        of item: InputItem, _ keyed: [(String, JSONValue)], options: DecodeOptions, privacy: PrivacyZones,
        emit: (Table, JSONValue) throws -> Void
    ) throws {
        guard let source = try? item.open() else { return }
        let (summary, _) = ActivityReader.summary(of: source, options: options, columns: true, timeline: false)
        let names = columnNames(summary.layout.columns.map(\.name))
        guard let pipeline = try? ActivityReader.RecordPipeline(summary, options: options, open: { try item.open() }),
            let again = try? item.open()
        else { return }
        let rows = pipeline.rows
        let decoder = FITDecoder(source: again, options: options, heartRates: pipeline.heartRates)
        let positions = privacy.isEmpty ? nil : PositionColumns(summary.layout)
        var index: Int64 = 0
        while let message = try? decoder.next() {
            guard message.globalNumber == MessageNumber.record else { continue }
            rows.read(message)
            if let positions { _ = privacy.hide(rows.row, positions) }
            let t = message.time(RecordField.timestamp).map { FITTime.absolute($0, shift: rows.timeShift) }
            var row = keyed + [("record_index", .int(index)), ("timestamp", time(t))]
            for (i, name) in names.enumerated() {
                let v = rows.row[i]
                row.append((name, v.isNaN ? .null : .double(v)))
            }
            index += 1
            try emit(.records, .object(row))
        }
    }

    /// Column names data tools take: lower case, letters, digits and `_` (a developer field's `Cadence (rpm)`
    /// becomes `cadence_rpm`), unique without regard to case (`cadence_2` after `cadence`), never a key's name.
    static func columnNames(_ names: [String]) -> [String] {
        var seen: Set<String> = ["file_sha256", "year", "record_index", "timestamp", "table"]
        return names.map { name in
            var plain = String(name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            if plain.first?.isNumber ?? true { plain = "field_" + plain }
            var unique = plain, n = 2
            while !seen.insert(unique).inserted {
                unique = "\(plain)_\(n)"
                n += 1
            }
            return unique
        }
    }

    private static func totals(_ t: Totals?) -> [(String, JSONValue)] { totalsColumns.map { ($0.name, $0.value(t)) } }

    /// A session's or lap's totals as columns.
    private static let totalsColumns: [(name: String, type: ColumnType, value: @Sendable (Totals?) -> JSONValue)] = [
        ("start_time", .string, { time($0?.startTime) }), ("end_time", .string, { time($0?.endTime) }),
        ("distance", .double, { .number($0?.distance) }), ("elapsed_time", .double, { .number($0?.elapsedTime) }),
        ("timer_time", .double, { .number($0?.timerTime) }), ("ascent", .double, { .number($0?.ascent) }),
        ("descent", .double, { .number($0?.descent) }), ("avg_speed", .double, { .number($0?.avgSpeed) }),
        ("max_speed", .double, { .number($0?.maxSpeed) }), ("avg_heart_rate", .double, { .number($0?.avgHeartRate) }),
        ("max_heart_rate", .double, { .number($0?.maxHeartRate) }),
        ("avg_cadence", .double, { .number($0?.avgCadence) }), ("max_cadence", .double, { .number($0?.maxCadence) }),
        ("avg_power", .double, { .number($0?.avgPower) }), ("max_power", .double, { .number($0?.maxPower) }),
        ("calories", .double, { .number($0?.calories) })
    ]

    /// ISO-8601 UTC, null without a time.
    private static func time(_ t: UInt32?) -> JSONValue { .text(t.map { FITTime.iso8601(Int64($0)) }) }

    private static func year(_ t: UInt32?) -> JSONValue {
        t.flatMap { Int64(FITTime.iso8601(Int64($0)).prefix(4)) }.map { .int($0) } ?? .null
    }
}
