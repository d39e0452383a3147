#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CBuildInfo
import FITActivity
import FITAnalysis
import FITCharts
import FITInput
import FITKit
import FITLibrary
import FITReport
import FITSupport

/// `fitkit report --site -o DIR`: the library as a static site (docs/REPORT.md). A page per activity under
/// `activities/`, rewritten only when what it shows changed (its file, its title, the settings of its day, the
/// privacy zones, the tiles, its season's best curve, this fitkit), as `.fitkit-site` in the folder records;
/// the index, with fitness, totals, the season's curves and the heatmap, every run.
struct ReportSite {
    let context: ReportContext
    let folder: String
    let inputs: [String]
    let select: SelectionOptions
    let decode: DecodeOptionGroup
    let location: LibraryOption
    let jobs: Int?

    func build() throws {
        guard inputs.isEmpty else {
            complain(
                "--site makes a site of the library: give --library DIR (and --since, --until, --sport), not inputs")
            throw ExitCode.validationFailure
        }
        let (since, until) = select.unixRange
        let rides = try RidesOverTime.load(
            [], since: since, until: until, sports: Set(select.sport), decode: decode, location: location
        ).rides
        let library = try location.open()
        let activities = try withLibrary { () throws(LibraryError) in
            try library.activities(ActivityFilter(since: since, until: until, sports: select.sport))
        }
        .filter { $0.sha256 != nil && $0.startTime != nil }
        let stresses = rides.map { TrainingLoad.stress(of: $0, history: context.history) }
        let stressByID = Dictionary(zip(rides.compactMap(\.id), stresses.map(\.value)), uniquingKeysWith: { a, _ in a })
        let seasons = Self.seasonCurves(rides)

        try? Files.makeFolders(folder + "/activities")
        let before = try claim(library: library, activities: activities)
        var after: [Int64: String] = [:]
        var written = 0, failed = 0
        let version = String(cString: fitkit_version()) + " " + String(cString: fitkit_commit())
        var unwritten: Set<Int64> = []
        let pool = OrderedPool<Result<Int64, SitePageFailure>>(jobs: jobs ?? OrderedPool<Int>.onlineCores, ahead: 16) {
            switch $0 {
            case .success: written += 1
            case .failure(let f):
                // The page on disk is not the one fingerprinted: the old fingerprint stays (the next run
                // tries again), or none when there is no old page.
                unwritten.insert(f.id)
                if f.failure.fails { failed += 1 }
                complain(f.failure.line)
            }
        }
        for a in activities {
            let year = Self.year(of: a.startTime ?? 0, a.utcOffset)
            let curve = seasons[year]
            let settings = context.history.settings(
                atFIT: UInt32(clamping: Instant(unix: a.startTime ?? 0).fitField), utcOffset: a.utcOffset)
            let fingerprint = [
                a.sha256 ?? "", String(a.updatedAt), a.title ?? "", version, "\(settings)", "\(context.zones)",
                context.tiles.map { $0.url + $0.attribution } ?? "", curve.map { "\($0.map(\.watts))" } ?? ""
            ].joined(separator: "|")
            let digest = Array(fingerprint.utf8).withUnsafeBytes { SHA256.hex(of: $0) }
            after[a.id] = digest
            let path = folder + "/activities/\(a.id).html"
            if before.pages[a.id] == digest && Self.exists(path) { continue }
            let item: InputItem
            do throws(LibraryError) { item = try library.input(for: a.id, maxFileSize: decode.maxSize) } catch {
                failed += 1
                complain("activity \(a.id): \(error)")
                after[a.id] = before.pages[a.id]  // its page, if any, stays as it was
                continue
            }
            pool.submit { [context] in
                do throws(ReportFailure) {
                    guard let page = try context.page(item, selection: ActivitySelection(), seasonCurve: curve) else {
                        return .failure(
                            SitePageFailure(id: a.id, failure: ReportFailure(line: "activity \(a.id): left out")))
                    }
                    try context.write(page, to: path)
                    return .success(a.id)
                } catch {
                    return .failure(SitePageFailure(id: a.id, failure: error))
                }
            }
        }
        pool.finish()
        for id in unwritten { after[id] = before.pages[id] }
        // Pages this site wrote for activities no longer in the library (or no longer selected) go, and are
        // said; a file it did not write is never removed.
        var removed: [String] = []
        for id in before.pages.keys.sorted() where after[id] == nil {
            let page = "activities/\(id).html"
            if unlink(folder + "/" + page) == 0 { removed.append(page) }
        }
        if !removed.isEmpty {
            complain(
                "removed \(removed.count) page\(removed.count == 1 ? "" : "s") of activities no longer in the site: "
                    + removed.joined(separator: ", "))
        }

        var index = SiteIndex()
        index.title = "Rides"
        index.entries = activities.sorted { ($0.startTime ?? 0) > ($1.startTime ?? 0) }.map { a in
            var e = SiteIndex.Entry(
                id: a.id, page: "activities/\(a.id).html", title: a.displayTitle,
                date: Self.localText(a.startTime ?? 0, a.utcOffset))
            e.sport = a.sport
            e.distanceKm = a.distance.map { $0 / 1000 }
            e.seconds = a.movingTime ?? a.timerTime
            e.ascent = a.ascent
            e.stress = stressByID[a.id] ?? nil
            return e
        }
        let today = AthleteHistory.localDay(unix: Int64(time(nil)), utcOffset: nil)
        index.fitness = TrainingLoad.days(
            zip(rides, stresses).compactMap { ride, s in s.value.map { (ride.day, $0) } }, through: today
        ).map { (RideFigures.dayText($0.day), $0.ctl, $0.atl, $0.tsb) }
        index.totals = [Period.week, .month, .year].map { period in
            (
                period.rawValue,
                PeriodTotals.totals(zip(rides, stresses.map(\.value)).map { ($0, $1) }, by: period).map {
                    ($0.label, $0.rides, $0.distance / 1000, $0.movingTime, $0.ascent, $0.stress)
                }
            )
        }
        index.seasonCurves = seasons.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let heatmapPath = folder + "/heatmap.png"
        let changed = after != before.pages || !Self.exists(heatmapPath)
        if changed {
            // Drawn again from what the site shows now; with no position left to draw (a zone hiding them
            // all), the old picture goes too.
            index.heatmap = heatmap(activities, library)
            if index.heatmap == nil { unlink(heatmapPath) }
        } else {
            index.heatmap = try? Files.read(heatmapPath)
        }
        do throws(OutputError) {
            try WrittenFiles.write(index.html(context.libraries), to: folder + "/index.html", overwrite: true)
            let manifest = SiteManifest(library: Files.canonical(library.folder), pages: after)
            try WrittenFiles.write(manifest.text, to: folder + "/" + SiteManifest.name, overwrite: true)
        } catch {
            complain(error.description)
            throw ExitCode.failure
        }
        complain(
            "wrote \(folder)/index.html: \(activities.count) activities, \(written) page\(written == 1 ? "" : "s") "
                + "written, \(activities.count - written - failed) unchanged")
        if failed > 0 { throw ExitCode.failure }
    }

    /// The heatmap of every activity's positions (privacy zones left out), as PNG bytes; nil without any.
    func heatmap(_ activities: [Activity], _ library: Library) -> [UInt8]? {
        var tracks: [(lat: [Double], lon: [Double])] = []
        let pool = OrderedPool<(lat: [Double], lon: [Double])?>(jobs: jobs ?? OrderedPool<Int>.onlineCores, ahead: 16) {
            if let t = $0 { tracks.append(t) }
        }
        for a in activities {
            guard let item = try? library.input(for: a.id, maxFileSize: decode.maxSize) else { continue }
            pool.submit { [context] in
                guard var (_, series) = try? Analyzer.read(item, options: context.options) else { return nil }
                series.hide(context.zones)
                return series.latitude.contains { !$0.isNaN } ? (series.latitude, series.longitude) : nil
            }
        }
        pool.finish()
        let area = FITCharts.Heatmap.Bounds.covering(
            tracks.map { FITCharts.Heatmap.bounds(latitude: $0.lat, longitude: $0.lon) })
        guard !area.bounds.isEmpty else { return nil }
        let map = FITCharts.Heatmap(bounds: area.bounds, width: 1200)
        for t in tracks { map.add(latitude: t.lat, longitude: t.lon) }
        let path = folder + "/heatmap.png"
        guard (try? map.write(to: path, contrast: .equalize)) != nil else { return nil }
        return try? Files.read(path)
    }

    /// The best curve of each year's rides, by the year of their local start.
    static func seasonCurves(_ rides: [RideFigures]) -> [String: [(seconds: Int, watts: Double)]] {
        var byYear: [String: [SampledCurve]] = [:]
        for r in rides {
            guard let c = r.curve else { continue }
            byYear[year(of: r.start, r.utcOffset), default: []].append(c)
        }
        return byYear.mapValues { SampledCurve.best(of: $0).points.filter { $0.watts > 0 } }
    }

    static func year(of unix: Int64, _ offset: Int64?) -> String {
        String(RideFigures.dayText(AthleteHistory.localDay(unix: unix, utcOffset: offset)).prefix(4))
    }

    /// "2024-06-01 08:12", local time.
    static func localText(_ unix: Int64, _ offset: Int64?) -> String {
        let text = FITTime.iso8601(Int64(Instant(unix: unix).fitField), utcOffset: offset.map(FITTime.zoneOffset) ?? 0)
        return String(text.prefix(16)).replacing("T", with: " ")
    }

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// The folder's manifest, once the folder is known to be this site's to write: every file the run will
    /// write either does not exist or was written by a site of this library (its manifest says so).
    func claim(library: Library, activities: [Activity]) throws -> SiteManifest {
        let manifest: SiteManifest
        do throws(SiteManifest.Failure) { manifest = try SiteManifest.read(folder) } catch {
            complain(error.description)
            throw ExitCode.failure
        }
        if let other = manifest.library, other != Files.canonical(library.folder) {
            complain(
                "\(folder) is the site of another library (\(other)): give another -o, or remove the folder first")
            throw ExitCode.failure
        }
        let pages = activities.filter { manifest.pages[$0.id] == nil }.map { "activities/\($0.id).html" }
        let owned = manifest.library != nil || !manifest.pages.isEmpty
        // A page fitkit wrote may be written over (a first run stopped before its manifest); anything else not
        // in the manifest is someone else's.
        let foreign = (pages + (owned ? [] : SiteManifest.files)).filter { name in
            Files.head(folder + "/" + name, count: 1024).map { !ReportHTML.isPage($0) } ?? false
        }
        if !foreign.isEmpty {
            complain(
                "\(folder) holds files this site did not write (\(foreign.prefix(3).joined(separator: ", "))"
                    + (foreign.count > 3 ? ", …" : "") + "): give another -o, or move them away")
            throw ExitCode.failure
        }
        return manifest
    }

}

/// A page of the site that was not written, and why.
struct SitePageFailure: Error {
    let id: Int64
    let failure: ReportFailure
}
