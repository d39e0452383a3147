#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITActivity
import FITAnalysis
import FITInput
import FITKit
import FITLibrary
import FITReport
import FITSupport

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract:
            "Make an interactive page of each ride (charts, map, laps, zones, power curve), or a site of the library.",
        discussion: """
            Each ride becomes one HTML file that opens from the disk, asks nothing of the network and keeps \
            everything it shows: analyze's figures (the same settings and flags), a chart of each stream linked \
            to the others and to the map (one cursor, drag to zoom, laps shaded, pauses as gaps), the route \
            coloured by a stream, laps (a click zooms to one), time in zones, the power curve and best efforts. \
            The map has no background unless --tiles names a tile server (or `tiles = URL` in \
            $XDG_CONFIG_HOME/fitkit/report.conf): the page then fetches the tiles itself. Privacy zones apply to \
            every position the page holds. The charts and the map come from Debian's libjs-dygraphs and \
            libjs-leaflet, written into the page. --site -o DIR makes a site of the library: an index to sort \
            and filter, a page per activity (rewritten only when the activity changed), fitness, totals, the \
            season's power curve and a heatmap. An input is never written over, nor a file that is not a page \
            fitkit wrote (unless --overwrite); -o - writes the page to standard output; a site writes and \
            removes only the files it wrote (its .fitkit-site says which). docs/REPORT.md.
            Exit status: 0 written; 1 an input could not be read (the others are written); 2 usage error.
            """)

    @Argument(help: InputHelp.files, completion: InputHelp.completion)
    var inputs: [String] = []

    @Option(
        name: .shortAndLong, help: "The page (one ride: NAME.html) or the folder (default: NAME.html here).",
        completion: .file(extensions: ["html"]))
    var output: String?

    @Flag(help: "A site of the library (or of the inputs) in the folder -o names.")
    var site = false

    @Option(help: "A map tile server, as {z}/{x}/{y} URL template: the page fetches its tiles.")
    var tiles: String?

    @Option(name: .customLong("tiles-attribution"), help: "What the tiles' licence asks the map to say.")
    var tilesAttribution: String?

    @Flag(help: "Replace an existing file that is not a page fitkit wrote (pages it wrote are replaced anyway).")
    var overwrite = false

    @OptionGroup var athlete: AthleteOptions
    @OptionGroup var select: SelectionOptions
    @OptionGroup var privacy: PrivacyOptions
    @OptionGroup var jobs: JobsOption
    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    func validate() throws {
        if site && output == nil { throw ValidationError("--site needs -o DIR: the folder the site is made in") }
        if site && output == "-" { throw ValidationError("--site needs -o DIR: a site is a folder, not one page") }
        if !site && inputs.isEmpty { throw ValidationError("give the rides to report on (or --site for the library)") }
        if !site, inputs.count > 1, let output, output == "-" || Self.isPageName(output) {
            throw ValidationError("-o \(output) takes one ride: several rides need a folder (-o DIR)")
        }
    }

    /// `-o` names one page (not a folder) when it ends in .html or .htm.
    static func isPageName(_ output: String) -> Bool {
        let lower = output.lowercased()
        return (lower.hasSuffix(".html") || lower.hasSuffix(".htm")) && !OutputPlan.isFolder(output)
    }

    func run() throws {
        let (history, zones, tileServer) = (
            try athlete.history(), try privacy.zones(), try ReportConfig.tiles(tiles, tilesAttribution)
        )
        let context: ReportContext
        do throws(ReportError) {
            context = try ReportContext(history: history, zones: zones, tiles: tileServer, options: decode.options)
        } catch {
            complain(error.description)
            throw ExitCode.failure
        }
        if site {
            try ReportSite(
                context: context, folder: output ?? ".", inputs: inputs, select: select, decode: decode,
                location: location, jobs: jobs.count
            ).build()
            return
        }
        var failed = false, usage = false
        var plan = OutputPlan(
            output: output, inputs: inputs, suffix: ".html", overwrite: overwrite,
            oneFile: output.map(Self.isPageName) ?? false)
        let guarded = PageTargets(inputs: inputs, overwrite: overwrite)
        let seasons = LibrarySeasons(folder: location.library)
        var walk = RideWalk(library: location.library, maxFileSize: decode.maxSize, options: decode.options)
        (walk.selection, walk.jobs, walk.temperature) = (select.selection, jobs.count, true)
        // Where each page goes, and what the library knows of the ride, is settled before it is read.
        walk.each(inputs) { item -> PageInput? in
            switch plan.place(for: item) {
            case .success(let path): return PageInput(path: path, library: seasons.of(item))
            case .failure(let error):
                // One page file (or standard output) takes one ride: said once, a usage error.
                if !usage { complain("\(item.name): \(error.description)") }
                usage = true
                return nil
            }
        } work: { [context] item, input, summary, series -> Result<String, ReportFailure> in
            do throws(ReportFailure) {
                if let path = input.path { try guarded.check(path, item: item) }
                let page = context.page(
                    item, summary: summary, series: series, seasonCurve: input.library.curve,
                    efforts: input.library.efforts)
                try context.write(page, to: input.path)
                return .success(input.path ?? "-")
            } catch {
                return .failure(error)
            }
        } _: { outcome in
            switch outcome {
            case .ride(_, .success(let path)): if path != "-" { complain("wrote \(path)") }
            case .ride(_, .failure(let f)):
                failed = failed || f.fails
                complain(f.line)
            case .rejected(let item): complain("\(item.name): skipped: not within --since, --until, --sport")
            case .notAnActivity(let line), .failed(let line):
                // A page was asked of it: a file that is not a ride fails as an unreadable one does.
                failed = true
                complain(line)
            }
        }
        if usage { throw ExitCode.validationFailure }
        if failed { throw ExitCode.failure }
    }
}

/// Where a ride's page goes (nil: standard output) and what the library knows of it.
private struct PageInput: Sendable {
    let path: String?
    let library: LibrarySeasons.Known
}

/// `$XDG_CONFIG_HOME/fitkit/report.conf` (FITReport's `ReportConfig`); a bad line is a usage error.
extension ReportConfig {
    static func tiles(_ url: String?, _ attribution: String?) throws -> TileServer? {
        do throws(ReportConfig.Failure) { return try tiles(url, attribution, file: XDG.config + "/report.conf") } catch
        {
            complain(error.description)
            throw ExitCode.validationFailure
        }
    }
}
