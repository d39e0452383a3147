#if canImport(Glibc)
import Glibc
#endif
import FITActivity
import FITAnalysis
import FITCharts
import FITInput
import FITKit
import FITLibrary
import FITSupport

/// `fitkit report --site -o DIR`: the library as a static site (docs/REPORT.md). A page per activity under
/// `activities/`, rewritten only when what it shows changed (its file, its title, the settings of its day, the
/// privacy zones, the tiles, its season's best curve, this fitkit), as `.fitkit-site` records; the index, with
/// fitness, totals, the season's curves and the heatmap, every run. It writes and removes only files it wrote.
package struct SiteBuilder {
    package let context: ReportContext
    package let folder: String
    package let library: Library
    /// The most bytes of a ride's file read (`--max-size`).
    package let maxSize: Int
    package let jobs: Int
    /// This fitkit's version and commit: a new one makes every page again.
    package let version: String

    package init(context: ReportContext, folder: String, library: Library, maxSize: Int, jobs: Int, version: String) {
        self.context = context
        self.folder = folder
        self.library = library
        self.maxSize = maxSize
        self.jobs = jobs
        self.version = version
    }

    /// What a run did.
    package struct Outcome: Sendable {
        package var activities = 0
        package var written = 0
        package var failed = 0
        /// The pages removed, as paths in the folder.
        package var removed: [String] = []
        package var unchanged: Int { activities - written - failed }
    }

    /// Why a site cannot be made in the folder, in one line.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package let description: String
    }

    /// Makes the site of `activities` (the library's, selected), with `rides` (their figures) for fitness,
    /// totals and the season's curves; `say` is given each problem of a page as it comes.
    package func build(activities: [Activity], rides: [RideFigures], say: (String) -> Void) throws(Failure) -> Outcome {
        let activities = activities.filter { $0.sha256 != nil && $0.startTime != nil }
        try? Files.makeFolders(folder + "/activities")
        let before = try claim(activities)
        // The chart and map libraries once for the whole site, every page linking them.
        do throws(OutputError) { try context.libraries.write(in: folder) } catch {
            throw Failure(description: error.description)
        }
        let seasons = Self.seasonCurves(rides)
        var outcome = Outcome()
        outcome.activities = activities.count
        let after = writePages(activities, seasons: seasons, before: before, outcome: &outcome, say: say)
        outcome.removed = removeGone(before: before, after: after)
        var index = self.index(activities, rides: rides, seasons: seasons)
        index.segments = writeSegmentPages(linking: Set(after.keys), say: say)
        index.heatmap = heatmap(activities, changed: after != before.pages)
        do throws(OutputError) {
            try ReportContext.writeWhole(
                index.html(context.libraries.linked(from: "index.html")), to: folder + "/index.html")
            let manifest = SiteManifest(library: Files.canonical(library.folder), pages: after)
            try ReportContext.writeWhole(manifest.text, to: folder + "/" + SiteManifest.name)
        } catch {
            throw Failure(description: error.description)
        }
        return outcome
    }

    func pagePath(_ id: Int64) -> String { folder + "/activities/\(id).html" }

    /// The fingerprint of what an activity's page shows.
    func fingerprint(
        _ a: Activity, curve: [(seconds: Int, watts: Double)]?,
        efforts: [(segment: Segment, effort: StoredEffort)] = [],
        neighbours: [String?] = []
    ) -> String {
        let settings = context.history.settings(
            atFIT: UInt32(clamping: Instant(unix: a.startTime ?? 0).fitField), utcOffset: a.utcOffset)
        let parts: [String] = [
            a.sha256 ?? "", String(a.updatedAt), a.title ?? "", version, "\(settings)", "\(context.zones)",
            context.tiles.map { $0.url + $0.attribution } ?? "", curve.map { "\($0.map(\.watts))" } ?? "",
            // A faster effort elsewhere changes this ride's rank: its page is made again.
            efforts.map {
                "\($0.segment.id) \($0.segment.name) \($0.segment.efforts) \($0.effort.rank) \($0.effort.start)"
            }
            .joined(separator: ","),
            // A ride added before or after it changes its links.
            neighbours.map { $0 ?? "-" }.joined(separator: ",")
        ]
        let text = parts.joined(separator: "|")
        return Array(text.utf8).withUnsafeBytes { SHA256.hex(of: $0) }
    }

    /// Writes the pages whose fingerprint changed, on every core; the fingerprints of the pages on disk after it
    /// (a page that could not be made keeps its old one: the next run tries again).
    func writePages(
        _ activities: [Activity], seasons: [String: [(seconds: Int, watts: Double)]], before: SiteManifest,
        outcome: inout Outcome, say: (String) -> Void
    ) -> [Int64: String] {
        // The pool's handler runs before `finish` returns: `say` does not outlive this call.
        withoutActuallyEscaping(say) { say in
            writePages(activities, seasons: seasons, before: before, outcome: &outcome, saying: say)
        }
    }

    private func writePages(
        _ activities: [Activity], seasons: [String: [(seconds: Int, watts: Double)]], before: SiteManifest,
        outcome: inout Outcome, saying say: @escaping (String) -> Void
    ) -> [Int64: String] {
        var after: [Int64: String] = [:]
        var unwritten: Set<Int64> = []
        var written = 0, failed = 0
        let linked = context.libraries.linked(from: "activities/1.html")
        let pool = OrderedPool<Result<Int64, SitePageFailure>>(jobs: jobs, ahead: 16) {
            switch $0 {
            case .success: written += 1
            case .failure(let f):
                unwritten.insert(f.id)
                if f.failure.fails { failed += 1 }
                say(f.failure.line)
            }
        }
        // Each page links the index and the rides before and after it in time.
        let byTime = activities.sorted { ($0.startTime ?? 0, $0.id) < ($1.startTime ?? 0, $1.id) }.map(\.id)
        let place = Dictionary(uniqueKeysWithValues: byTime.enumerated().map { ($1, $0) })
        for a in activities {
            let curve = seasons[Self.year(of: a.startTime ?? 0, a.utcOffset)]
            let efforts = (try? library.efforts(activity: a.id)) ?? []
            let at = place[a.id] ?? 0
            let links = (
                index: "../index.html", previous: at > 0 ? "\(byTime[at - 1]).html" : nil,
                next: at + 1 < byTime.count ? "\(byTime[at + 1]).html" : nil
            )
            let digest = fingerprint(a, curve: curve, efforts: efforts, neighbours: [links.previous, links.next])
            after[a.id] = digest
            let path = pagePath(a.id)
            if before.pages[a.id] == digest && Self.exists(path) { continue }
            let item: InputItem
            do throws(LibraryError) { item = try library.input(for: a.id, maxFileSize: maxSize) } catch {
                failed += 1
                say("activity \(a.id): \(error)")
                after[a.id] = before.pages[a.id]  // its page, if any, stays as it was
                continue
            }
            pool.submit { [context] in
                do throws(ReportFailure) {
                    var page = try context.page(item, seasonCurve: curve, efforts: efforts)
                    page.links = links
                    page.notes = a.notes
                    page.tags = (a.tags ?? "").split(separator: ",").map(String.init)
                    try context.write(page, to: path, libraries: linked)
                    return .success(a.id)
                } catch {
                    return .failure(SitePageFailure(id: a.id, failure: error))
                }
            }
        }
        pool.finish()
        for id in unwritten { after[id] = before.pages[id] }
        outcome.written = written
        outcome.failed = failed
        return after
    }

    /// Writes a page per segment of the library (`segments/ID.html`: the leaderboard, linking the rides that
    /// have a page here) and removes the ones this site wrote for segments since removed; what the index lists.
    func writeSegmentPages(linking pages: Set<Int64>, say: (String) -> Void) -> [SiteIndex.SegmentEntry] {
        let segments = (try? library.segments()) ?? []
        let folder = self.folder + "/segments"
        if !segments.isEmpty { try? Files.makeFolders(folder) }
        var listed: [SiteIndex.SegmentEntry] = []
        for s in segments {
            let efforts = (try? library.efforts(segment: s.id)) ?? []
            var page = SegmentPage(segment: s, efforts: efforts)
            for e in efforts where pages.contains(e.activityID) {
                page.pages[e.activityID] = "../activities/\(e.activityID).html"
            }
            do throws(OutputError) {
                try ReportContext.writeWhole(
                    page.html(context.libraries.linked(from: "segments/\(s.id).html")), to: folder + "/\(s.id).html")
            } catch {
                say("segment \(s.id): \(error)")
            }
            listed.append(
                SiteIndex.SegmentEntry(
                    id: s.id, page: "segments/\(s.id).html", name: s.name, distanceKm: s.line.length / 1000,
                    efforts: efforts.count, best: efforts.first?.elapsed))
        }
        // Pages of segments no longer in the library: only files this site wrote (a fitkit page) go.
        let kept = Set(segments.map { "\($0.id).html" })
        for name in (try? Files.names(in: folder)) ?? [] where name.hasSuffix(".html") && !kept.contains(name) {
            let path = folder + "/" + name
            if let head = Files.head(path, count: 1024), ReportHTML.isPage(head) { _ = unlink(path) }
        }
        return listed
    }

    /// Removes the pages this site wrote for activities no longer in it (no longer in the library, or no longer
    /// selected); never a file it did not write. The pages removed.
    func removeGone(before: SiteManifest, after: [Int64: String]) -> [String] {
        var removed: [String] = []
        for id in before.pages.keys.sorted() where after[id] == nil {
            if unlink(pagePath(id)) == 0 { removed.append("activities/\(id).html") }
        }
        return removed
    }

    /// The index: the activities newest first, fitness to today, totals by week, month and year, the curves.
    func index(_ activities: [Activity], rides: [RideFigures], seasons: [String: [(seconds: Int, watts: Double)]])
        -> SiteIndex
    {
        let stresses = rides.map { TrainingLoad.stress(of: $0, history: context.history) }
        let stressByID = Dictionary(zip(rides.compactMap(\.id), stresses.map(\.value)), uniquingKeysWith: { a, _ in a })
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
        return index
    }

    /// The folder's manifest, once the folder is known to be this site's to write: every file the run will
    /// write either does not exist or was written by a site of this library (its manifest says so), or is a
    /// page fitkit wrote (a first run stopped before its manifest).
    func claim(_ activities: [Activity]) throws(Failure) -> SiteManifest {
        let manifest: SiteManifest
        do throws(SiteManifest.Failure) { manifest = try SiteManifest.read(folder) } catch {
            throw Failure(description: error.description)
        }
        if let other = manifest.library, other != Files.canonical(library.folder) {
            throw Failure(
                description: "\(folder) is the site of another library (\(other)): give another -o, "
                    + "or remove the folder first")
        }
        let pages = activities.filter { manifest.pages[$0.id] == nil }.map { "activities/\($0.id).html" }
        let owned = manifest.library != nil || !manifest.pages.isEmpty
        let foreign = (pages + (owned ? [] : SiteManifest.files)).filter { name in
            Files.head(folder + "/" + name, count: 1024).map { !ReportHTML.isPage($0) } ?? false
        }
        if !foreign.isEmpty {
            throw Failure(
                description: "\(folder) holds files this site did not write ("
                    + foreign.prefix(3).joined(separator: ", ") + (foreign.count > 3 ? ", …" : "")
                    + "): give another -o, or move them away")
        }
        return manifest
    }

    /// The heatmap's PNG: drawn again from what the site shows now when anything changed (or it is missing);
    /// with no position left to draw (a zone hiding them all), the old picture goes too.
    func heatmap(_ activities: [Activity], changed: Bool) -> [UInt8]? {
        let path = folder + "/heatmap.png"
        guard changed || !Self.exists(path) else { return try? Files.read(path) }
        var tracks: [(lat: [Double], lon: [Double])] = []
        let pool = OrderedPool<(lat: [Double], lon: [Double])?>(jobs: jobs, ahead: 16) {
            if let t = $0 { tracks.append(t) }
        }
        // The routes the library keeps thinned (ThinTrack), the privacy zones applied here; only rides without
        // one (imported before tracks were kept) are decoded.
        let kept = (try? library.tracks(activities.map(\.id))) ?? [:]
        let zones = context.zones
        for a in activities {
            if let t = kept[a.id] {
                var lat = t.latitude, lon = t.longitude
                for i in lat.indices where !lat[i].isNaN && zones.hides(latitude: lat[i], longitude: lon[i]) {
                    (lat[i], lon[i]) = (.nan, .nan)
                }
                pool.submit { [lat, lon] in lat.contains { !$0.isNaN } ? (lat, lon) : nil }
                continue
            }
            guard let item = try? library.input(for: a.id, maxFileSize: maxSize) else { continue }
            pool.submit { [context] in
                guard var (_, series) = try? Analyzer.read(item, options: context.options) else { return nil }
                series.hide(context.zones)
                return series.latitude.contains { !$0.isNaN } ? (series.latitude, series.longitude) : nil
            }
        }
        pool.finish()
        let area = FITCharts.Heatmap.Bounds.covering(
            tracks.map { FITCharts.Heatmap.bounds(latitude: $0.lat, longitude: $0.lon) })
        guard !area.bounds.isEmpty else {
            unlink(path)
            return nil
        }
        let map = FITCharts.Heatmap(bounds: area.bounds, width: 1200)
        for t in tracks { map.add(latitude: t.lat, longitude: t.lon) }
        guard (try? map.write(to: path, contrast: .equalize)) != nil else { return nil }
        return try? Files.read(path)
    }

    /// The best curve of each year's rides, by the year of their local start.
    package static func seasonCurves(_ rides: [RideFigures]) -> [String: [(seconds: Int, watts: Double)]] {
        var byYear: [String: [SampledCurve]] = [:]
        for r in rides {
            guard let c = r.curve else { continue }
            byYear[year(of: r.start, r.utcOffset), default: []].append(c)
        }
        return byYear.mapValues { SampledCurve.best(of: $0).points.filter { $0.watts > 0 } }
    }

    package static func year(of unix: Int64, _ offset: Int64?) -> String {
        String(RideFigures.dayText(AthleteHistory.localDay(unix: unix, utcOffset: offset)).prefix(4))
    }

    /// "2024-06-01 08:12", local time.
    static func localText(_ unix: Int64, _ offset: Int64?) -> String {
        let text = FITTime.iso8601(Int64(Instant(unix: unix).fitField), utcOffset: offset.map(FITTime.zoneOffset) ?? 0)
        return String(text.prefix(16)).replacing("T", with: " ")
    }

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
}

/// A page of the site that was not written, and why.
struct SitePageFailure: Error {
    let id: Int64
    let failure: ReportFailure
}
