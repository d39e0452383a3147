#if canImport(Glibc)
import Glibc
#endif
import FITActivity
import FITAnalysis
import FITInput
import FITKit
import FITLibrary
import FITSupport

/// A ride that could not be made a page, in one line; `fails` false for one passed over (not an activity, not
/// selected), which is said without failing the run.
package struct ReportFailure: Error, Sendable {
    package let line: String
    package var fails = true

    package init(line: String, fails: Bool = true) {
        self.line = line
        self.fails = fails
    }
}

/// What every page of a run shares: the settings, the privacy zones, the tiles, the libraries.
package struct ReportContext: Sendable {
    package let history: AthleteHistory
    package let zones: PrivacyZones
    package let tiles: TileServer?
    package let options: DecodeOptions
    package let libraries: ReportLibraries

    /// Reads the libraries from `$FITKIT_JAVASCRIPT`, else Debian's folder; a missing one is an error naming
    /// its package.
    package init(
        history: AthleteHistory, zones: PrivacyZones, tiles: TileServer?,
        options: DecodeOptions
    ) throws(ReportError) {
        self.history = history
        self.zones = zones
        self.tiles = tiles
        self.options = options
        let root = getenv("FITKIT_JAVASCRIPT").map { String(cString: $0) } ?? ReportLibraries.defaultRoot
        libraries = try ReportLibraries.load(root: root)
    }

    /// A ride's page, read here (the site's pages, one by one).
    package func page(
        _ item: InputItem, seasonCurve: [(seconds: Int, watts: Double)]? = nil,
        efforts: [(segment: Segment, effort: StoredEffort)] = []
    ) throws(ReportFailure) -> RidePage {
        do throws(AnalysisError) {
            let (summary, series) = try Analyzer.read(item, options: options, temperature: true)
            return page(item, summary: summary, series: series, seasonCurve: seasonCurve, efforts: efforts)
        } catch {
            throw ReportFailure(line: error.line(item.name))
        }
    }

    /// A ride's page: its analysis by analyze's rules and settings, its figures as analyze --json gives them.
    package func page(
        _ item: InputItem, summary: ActivitySummary, series: RideSeries,
        seasonCurve: [(seconds: Int, watts: Double)]? = nil, efforts: [(segment: Segment, effort: StoredEffort)] = []
    ) -> RidePage {
        var (summary, series) = (summary, series)
        let settings = history.settings(atFIT: summary.totals?.startTime, utcOffset: summary.utcOffset)
        var analysis = Analyzer.analyze(series, summary: summary, settings: settings)
        analysis.name = item.stem
        // Positions within a privacy zone are never in the page (the figures hold none).
        series.hide(zones)
        summary = zones.hide(in: summary)
        var page = RidePage(
            // The input's own name, not the folders it was found in: a page is often shared.
            title: item.title ?? item.stem, figures: AnalysisJSON.render(file: Self.fileName(item.name), analysis),
            metrics: Metric.all.compactMap { m in
                if case .number = m.shape { return (m.key, m.unit, m.label, m.group) }
                return nil
            }, series: series)
        page.sport = analysis.sport
        let device = [summary.manufacturer, summary.product].compactMap { $0 }.joined(separator: " ")
        page.device = device.isEmpty ? nil : device
        if let start = summary.totals?.startTime {
            page.start = Self.startText(Int64(start), utcOffset: summary.utcOffset.map(FITTime.zoneOffset))
        }
        page.laps = summary.laps
        page.swim = SwimLap.of(summary)
        page.sessions = summary.sessions
        if let cp = settings.cp, let wPrime = settings.wPrime, series.power.contains(where: { !$0.isNaN }) {
            page.wPrimeBalance = PowerMetrics.wPrimeBalance(series.power, cp: cp, wPrime: wPrime)
        }
        page.seasonCurve = seasonCurve
        page.tiles = tiles
        let rideStart = Double(Instant(fit: series.start).unix)
        page.segments = efforts.map { s, e in
            RidePage.Effort(
                segment: s.id, name: s.name, start: e.start - rideStart, elapsed: e.elapsed, rank: e.rank,
                efforts: s.efforts, avgPower: e.avgPower)
        }
        return page
    }

    /// A ride's start as people write it, in its own local time: "Sat 30 Apr 2022, 07:23 (UTC−07:00)"; in UTC
    /// when the file gives no offset.
    package static func startText(_ fitSeconds: Int64, utcOffset: Int64?) -> String {
        let unix = Instant(fit: UInt32(clamping: fitSeconds)).unix + (utcOffset ?? 0)
        let days = unix >= 0 ? unix / 86_400 : (unix - 86_399) / 86_400
        let iso = FITTime.iso8601(fitSeconds, utcOffset: utcOffset ?? 0)  // "2022-04-30T07:23:46-07:00"
        let (year, month, day) = (
            iso.prefix(4), Int(iso.dropFirst(5).prefix(2)) ?? 1, Int(iso.dropFirst(8).prefix(2)) ?? 1
        )
        let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]  // 1970-01-01 was a Thursday
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let zone = utcOffset.map { "UTC" + String(FITTime.offsetText($0).map { $0 == "-" ? "−" : $0 }) } ?? "UTC"
        return "\(weekdays[Int(((days % 7) + 7) % 7)]) \(day) \(months[max(0, min(11, month - 1))]) \(year), "
            + "\(iso.dropFirst(11).prefix(5)) (\(zone))"
    }

    /// `ride.fit` of `rides/2024/ride.fit`, `export.zip:activities/1.fit` of an archive's member.
    package static func fileName(_ name: String) -> String {
        String(name.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(name))
    }

    /// Writes a page whole (a temporary file renamed into place), or to standard output (nil); with the
    /// libraries in it, or linking a site's copy (`libraries`).
    package func write(_ page: RidePage, to path: String?, libraries: ReportLibraries? = nil) throws(ReportFailure) {
        let libraries = libraries ?? self.libraries
        do throws(OutputError) {
            guard let path else {
                let sink = TextSink(fd: 1, name: "standard output")
                sink.buffer.append(page.html(libraries))
                return try sink.flush()
            }
            try Self.writeWhole(page.html(libraries), to: path)
        } catch {
            throw ReportFailure(line: error.description)
        }
    }

    /// A file written whole, its folder made when missing: a temporary file renamed into place.
    static func writeWhole(_ bytes: [UInt8], to path: String) throws(OutputError) {
        if let slash = path.lastIndex(of: "/"), path[..<slash].count > 0 {
            try? Files.makeFolders(String(path[..<slash]))
        }
        let file = try AtomicFile(path: path, overwrite: true)
        file.sink.buffer.append(bytes)
        try file.commit()
    }
}
