import FITSupport

/// The index of a library's site (docs/REPORT.md): every activity in a table to sort (a click on a heading) and
/// filter (title, sport, dates, a least distance), linked to its page; fitness to today, totals by week, month
/// and year, the season's power curve and the heatmap, all in the one file.
package struct SiteIndex: Sendable {
    package struct Entry: Sendable {
        package var id: Int64
        package var page: String
        package var title: String
        package var date: String
        package var sport: String?
        package var distanceKm: Double?
        package var seconds: Double?
        package var ascent: Double?
        package var stress: Double?

        package init(id: Int64, page: String, title: String, date: String) {
            self.id = id
            self.page = page
            self.title = title
            self.date = date
        }
    }

    package var title = "Rides"
    package var entries: [Entry] = []
    /// (date, CTL, ATL, TSB) to today.
    package var fitness: [(date: String, ctl: Double, atl: Double, tsb: Double)] = []
    /// By period name ("week", "month", "year"): label, rides, km, moving seconds, ascent, stress.
    package var totals:
        [(
            period: String,
            rows: [(label: String, rides: Int, km: Double, seconds: Double, ascent: Double, stress: Double)]
        )] = []
    /// By year: seconds → watts.
    package var seasonCurves: [(year: String, points: [(seconds: Int, watts: Double)])] = []
    /// The heatmap, a PNG.
    package var heatmap: [UInt8]?
    /// The library's segments, each with its page.
    package var segments: [SegmentEntry] = []

    package struct SegmentEntry: Sendable {
        package var id: Int64
        package var page: String
        package var name: String
        package var distanceKm: Double
        package var efforts: Int
        /// The fastest effort's seconds.
        package var best: Double?
    }

    package init() {}

    package func html(_ libraries: ReportLibraries) -> [UInt8] {
        ReportHTML.page(
            ReportHTML.Parts(
                title: title, imageOrigin: nil, css: PageAssets.siteCSS, body: PageAssets.siteHTML,
                dataID: "site-data", data: data(), script: PageAssets.siteJS), libraries)
    }

    package func data() -> JSONValue {
        .object([
            ("title", .string(title)),
            (
                "activities",
                .array(
                    entries.map { e in
                        .object([
                            ("id", .int(e.id)), ("page", .string(e.page)), ("title", .string(e.title)),
                            ("date", .string(e.date)), ("sport", .text(e.sport)),
                            ("distance_km", .rounded(e.distanceKm, 2)),
                            ("seconds", .rounded(e.seconds, 0)), ("ascent", .rounded(e.ascent, 0)),
                            ("stress", .rounded(e.stress, 1))
                        ])
                    })
            ),
            (
                "fitness",
                .array(
                    fitness.map {
                        .array([.string($0.date), .rounded($0.ctl, 1), .rounded($0.atl, 1), .rounded($0.tsb, 1)])
                    })
            ),
            (
                "totals",
                .object(
                    totals.map { t in
                        (
                            t.period,
                            .array(
                                t.rows.map {
                                    .array([
                                        .string($0.label), .int(Int64($0.rides)), .rounded($0.km, 1),
                                        .rounded($0.seconds, 0), .rounded($0.ascent, 0), .rounded($0.stress, 0)
                                    ])
                                })
                        )
                    })
            ),
            (
                "season_curves",
                .object(
                    seasonCurves.map { c in
                        (c.year, .array(c.points.map { .array([.int(Int64($0.seconds)), .rounded($0.watts, 1)]) }))
                    })
            ),
            ("heatmap", heatmap.map { .string("data:image/png;base64," + Base64.encode($0)) } ?? .null),
            ("segments", .array(segments.map(Self.json)))
        ])
    }

    static func json(_ s: SegmentEntry) -> JSONValue {
        .object([
            ("id", .int(s.id)), ("page", .string(s.page)), ("name", .string(s.name)),
            ("distance_km", .rounded(s.distanceKm, 2)), ("efforts", .int(Int64(s.efforts))),
            ("best_s", .rounded(s.best, 2))
        ])
    }
}
