import FITActivity
import FITAnalysis
import FITKit
import FITSupport

/// One ride as a page (docs/REPORT.md): its figures as `analyze --json` gives them, its streams second by
/// second, its route in decimal degrees, its laps and sessions, in a JSON block the page's script draws from
/// with the libraries written in beside it. Nothing is fetched: the page is one file.
package struct RidePage: Sendable {
    package var title: String
    package var sport: String?
    package var device: String?
    /// The start in the rider's local time, as text ("2024-06-01 08:12 (UTC+02:00)").
    package var start: String?
    /// `analyze --json`'s object for the ride: the head, zones, power curve and best efforts are drawn from it.
    package var figures: JSONValue
    /// The number metrics' keys, units and labels, in `analyze`'s order: the head's table.
    package var metrics: [(key: String, unit: String, label: String, group: String)]
    /// The ride on the one-second grid, positions within privacy zones already left out.
    package var series: RideSeries
    package var laps: [Totals] = []
    /// A pool swim by lap (its lengths), empty for anything else.
    package var swim: [SwimLap] = []
    package var sessions: [Totals] = []
    /// W′ balance second by second, J, when the settings give CP and W′.
    package var wPrimeBalance: [Double]?
    /// The season's best power curve (seconds → watts) when the ride is in a library.
    package var seasonCurve: [(seconds: Int, watts: Double)]?
    /// A tile layer for the map, fetched by the page (nil: the route on a plain canvas).
    package var tiles: TileServer?
    /// The ride's efforts on the library's segments (docs/SEGMENTS.md).
    package var segments: [Effort] = []
    /// On a site: the index and the rides before and after this one (relative links).
    package var links: (index: String, previous: String?, next: String?)?
    /// The rider's own notes and tags (the library's).
    package var notes: String?
    package var tags: [String] = []

    /// An effort on a segment, as the page shows it: seconds from the ride's start, its rank among all.
    package struct Effort: Sendable {
        package var segment: Int64
        package var name: String
        package var start: Double
        package var elapsed: Double
        package var rank: Int
        package var efforts: Int
        package var avgPower: Double?

        var json: JSONValue {
            let pairs: [(String, JSONValue)] = [
                ("segment", .int(segment)), ("name", .string(name)), ("start", .rounded(start, 2)),
                ("end", .rounded(start + elapsed, 2)), ("elapsed_s", .rounded(elapsed, 2)),
                ("rank", .int(Int64(rank))), ("efforts", .int(Int64(efforts))), ("avg_power", .rounded(avgPower, 0))
            ]
            return .object(pairs)
        }

        package init(
            segment: Int64, name: String, start: Double, elapsed: Double, rank: Int, efforts: Int, avgPower: Double?
        ) {
            (self.segment, self.name, self.start, self.elapsed, self.rank, self.efforts, self.avgPower) = (
                segment, name, start, elapsed, rank, efforts, avgPower
            )
        }
    }

    package init(
        title: String, figures: JSONValue, metrics: [(key: String, unit: String, label: String, group: String)],
        series: RideSeries
    ) {
        self.title = title
        self.figures = figures
        self.metrics = metrics
        self.series = series
    }

    /// The whole page.
    package func html(_ libraries: ReportLibraries) -> [UInt8] {
        ReportHTML.page(
            ReportHTML.Parts(
                title: title, imageOrigin: tiles?.origin, css: "", body: PageAssets.rideHTML,
                dataID: "ride-data", data: data(), script: PageAssets.rideJS), libraries)
    }

    /// The JSON the script reads: second i of the streams is i seconds after the start.
    package func data() -> JSONValue {
        let s = series
        let n = s.count
        func stream(_ values: [Double], _ decimals: Int, scale: Double = 1) -> JSONValue? {
            guard values.contains(where: { !$0.isNaN }) else { return nil }
            return .array(values.prefix(n).map { $0.isNaN ? .null : .rounded($0 * scale, decimals) })
        }
        var streams: [(String, JSONValue)] = []
        for (key, values, decimals, scale) in [
            ("power", s.power, 0, 1.0), ("heart_rate", s.heartRate, 0, 1), ("speed", s.speed, 2, 3.6),
            ("cadence", s.cadence, 0, 1), ("altitude", s.altitude, 1, 1), ("temperature", s.temperature, 1, 1),
            ("balance", s.leftBalance, 1, 1)
        ] {
            if let v = stream(values, decimals, scale: scale) { streams.append((key, v)) }
        }
        if let w = wPrimeBalance, let v = stream(w, 2, scale: 0.001) { streams.append(("w_prime_balance", v)) }
        // Distance in km from the start: the grid's, else none (the distance axis is then not offered).
        let distance = stream(s.distance.map { $0.isNaN ? $0 : $0 / 1000 }, 4)
        // Positions as plain decimal degrees, six places (a tenth of a metre).
        let hasRoute = s.latitude.contains { !$0.isNaN }
        func time(_ t: UInt32?) -> JSONValue { t.map { .int(Int64($0) - Int64(s.start)) } ?? .null }
        func part(_ t: Totals, _ number: Int) -> JSONValue {
            .object([
                ("number", .int(Int64(number))), ("sport", .text(t.sport)), ("start", time(t.startTime)),
                (
                    "end",
                    t.startTime.flatMap { st in t.elapsedTime.map { .double(Double(st) - Double(s.start) + $0) } }
                        ?? .null
                ),
                ("distance_km", .rounded(t.distance.map { $0 / 1000 }, 2)), ("elapsed_s", .rounded(t.elapsedTime, 0)),
                ("timer_s", .rounded(t.timerTime, 0)), ("avg_power", .rounded(t.avgPower, 0)),
                ("avg_heart_rate", .rounded(t.avgHeartRate, 0)),
                ("avg_speed_kmh", .rounded(t.avgSpeed.map { $0 * 3.6 }, 1)),
                ("ascent", .rounded(t.ascent, 0))
            ])
        }
        let efforts: JSONValue = .array(segments.map(\.json))
        let metricsJSON: JSONValue = .array(
            metrics.map {
                .object([
                    ("key", .string($0.key)), ("unit", .string($0.unit)), ("label", .string($0.label)),
                    ("group", .string($0.group))
                ])
            })
        // Every metric's label, the structured ones too (the reasons a figure is missing name them).
        let labelsJSON: JSONValue = .object(Metric.all.map { ($0.key, .string($0.label)) })
        let nav: JSONValue =
            links.map { l in
                .object([("index", .string(l.index)), ("previous", .text(l.previous)), ("next", .text(l.next))])
            }
            ?? .null
        let own: [(String, JSONValue)] = [("notes", .text(notes)), ("tags", .array(tags.map { .string($0) }))]
        return .object(
            own + [
                ("title", .string(title)), ("sport", .text(sport)), ("device", .text(device)), ("start", .text(start)),
                ("figures", figures),
                ("metrics", metricsJSON), ("labels", labelsJSON),
                ("headline", .array(Metric.headline.map { .string($0) })),
                ("groups", .array(Metric.groupNames.map { .string($0) })),
                ("n", .int(Int64(n))), ("d", distance ?? .null),
                ("streams", .object(streams)),
                ("lat", hasRoute ? .array(s.latitude.prefix(n).map { $0.isNaN ? .null : .rounded($0, 6) }) : .null),
                ("lon", hasRoute ? .array(s.longitude.prefix(n).map { $0.isNaN ? .null : .rounded($0, 6) }) : .null),
                ("laps", .array(laps.enumerated().map { part($1, $0 + 1) })),
                (
                    "swim",
                    .array(
                        swim.map { l in
                            .object([
                                ("lap", .int(Int64(l.lap))), ("lengths", .int(Int64(l.lengths))),
                                ("distance", .rounded(l.distance, 1)), ("seconds", .rounded(l.seconds, 1)),
                                ("pace_per_100m", .rounded(l.pacePer100, 1)), ("strokes", .rounded(l.strokes, 0)),
                                ("stroke", .text(l.stroke))
                            ])
                        })
                ),
                ("sessions", .array(sessions.enumerated().map { part($1, $0 + 1) })),
                (
                    "season_curve",
                    seasonCurve.map { .object($0.map { (String($0.seconds), .rounded($0.watts, 1)) }) } ?? .null
                ),
                ("segments", efforts), ("links", nav),
                (
                    "tiles",
                    tiles.map { t -> JSONValue in
                        .object([("url", .string(t.url)), ("attribution", .string(t.attribution))])
                    } ?? .null
                )
            ])
    }
}
