import ArgumentParser
import FITActivity
import FITAnalysis
import FITEdit
import FITInput
import FITKit
import FITLibrary
import FITSupport

struct SegmentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segment",
        abstract: "Your own leaderboards: lines of road, every ride of them in the library, ranked by time.",
        discussion: """
            A ride holds an effort on a segment when it crosses the start gate (a line 50 m wide across the \
            segment's first point) and then the end gate, the segment's way, staying within 40 m of its line for \
            90 % of its length between them; crossing times are interpolated between records, pauses count \
            (elapsed time) and moving time is shown beside it. Only rides that pass near a segment are read \
            (an R*Tree of each ride's bounds). import and sync match each new ride against every segment. \
            docs/SEGMENTS.md.
            Exit status: 0 done; 1 an input or the library could not be read; 2 usage error.
            """,
        subcommands: [Add.self, ListSegments.self, ShowSegment.self, RemoveSegment.self, Match.self])

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Add a segment from a stretch of a ride, a GPX track or route, or a ride's climbs; match the library.")

        @Argument(help: "The segment's name (not with --climbs: each climb is named by its length and grade).")
        var name: String?

        @Option(help: "The ride to take the line from: a library id or a FIT file.") var from: String?
        @Option(help: ArgumentHelp("Where the segment starts on that ride.", valueName: EditTimeHelp.valueName))
        var start: EditTime?
        @Option(help: ArgumentHelp("Where it ends.", valueName: EditTimeHelp.valueName)) var end: EditTime?
        @Option(
            help: "A GPX file whose track (or route) is the segment's line.", completion: .file(extensions: ["gpx"]))
        var gpx: String?
        @Option(help: "Add each climb analyze finds in this ride (a library id or a FIT file).") var climbs: String?
        @OptionGroup var jobs: JobsOption
        @OptionGroup var decode: DecodeOptionGroup
        @OptionGroup var location: LibraryOption

        func validate() throws {
            let sources = [from, gpx, climbs].compactMap { $0 }.count
            if sources != 1 { throw ValidationError("give one of --from (with --start and --end), --gpx, --climbs") }
            if from != nil && (start == nil || end == nil) { throw ValidationError("--from needs --start and --end") }
            if climbs == nil && (name ?? "").isEmpty { throw ValidationError("give the segment's name") }
            if climbs != nil && name != nil { throw ValidationError("--climbs names each climb itself: give no name") }
        }

        func run() throws {
            let lines: [(String, SegmentLine)]
            let source = SegmentSource(maxSize: decode.maxSize, options: decode.options)
            do throws(SegmentSource.Failure) {
                if let from, let start, let end {
                    lines = [(name ?? "", try source.stretch(of: try ride(from), start: start, end: end))]
                } else if let gpx {
                    lines = [(name ?? "", try source.gpx(gpx))]
                } else {
                    lines = try source.climbs(of: try ride(climbs ?? ""))
                }
            } catch {
                complain(error.description)
                throw ExitCode.failure
            }
            let library = try location.open(create: true)
            var added: [Segment] = [], refused = 0
            for (name, line) in lines {
                do throws(LibraryError) {
                    let id = try library.addSegment(name: name, line: line)
                    added += try library.segments().filter { $0.id == id }
                } catch {
                    // Each of a ride's climbs on its own: one the library has already does not stop the others.
                    guard case .refused = error, lines.count > 1 else {
                        complain(error.description)
                        throw ExitCode.failure
                    }
                    complain("\(PathText.display(name)): skipped: \(error)")
                    refused += 1
                }
            }
            try SegmentRun.match(library, added, jobs: jobs.count, options: decode.options)
            if added.isEmpty && refused > 0 { throw ExitCode.failure }
        }

        /// A ride argument (a library id or a file) as an input.
        func ride(_ argument: String) throws(SegmentSource.Failure) -> InputItem {
            do throws(InputError) {
                return try InputArguments(library: location.library, maxFileSize: decode.maxSize).single(argument)
            } catch {
                throw SegmentSource.Failure(description: error.description)
            }
        }
    }

    struct ListSegments: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the segments.")
        @Flag(help: "As JSON.") var json = false
        @OptionGroup var location: LibraryOption

        func run() throws {
            let library = try location.open()
            let segments = try withLibrary { () throws(LibraryError) in try library.segments() }
            print(
                json ? SegmentText.listJSON(segments).text(indent: 2) : SegmentText.list(segments),
                terminator: json ? "\n" : "")
        }
    }

    struct ShowSegment: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "A segment's leaderboard: every effort, fastest first, the PR marked.")
        @Argument(help: "The segment's id or name.") var segment: String
        @Flag(help: "As JSON.") var json = false
        @OptionGroup var location: LibraryOption

        func run() throws {
            let library = try location.open()
            let s = try SegmentRun.named(segment, in: library)
            let efforts = try withLibrary { () throws(LibraryError) in try library.efforts(segment: s.id) }
            print(
                json ? SegmentText.showJSON(s, efforts).text(indent: 2) : SegmentText.show(s, efforts),
                terminator: json ? "\n" : "")
        }
    }

    struct RemoveSegment: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rm", abstract: "Remove a segment and its efforts (the rides stay).")
        @Argument(help: "The segment's id or name.") var segment: String
        @OptionGroup var location: LibraryOption

        func run() throws {
            let library = try location.open()
            let s = try SegmentRun.named(segment, in: library)
            try withLibrary { () throws(LibraryError) in try library.removeSegment(s.id) }
            complain("removed segment \(s.id) (\(PathText.display(s.name))) and its \(s.efforts) efforts")
        }
    }

    struct Match: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Match every segment against the whole library again (rides near them, and rides never read for it).")
        @OptionGroup var jobs: JobsOption
        @OptionGroup var decode: DecodeOptionGroup
        @OptionGroup var location: LibraryOption

        func run() throws {
            let library = try location.open()
            let segments = try withLibrary { () throws(LibraryError) in try library.segments() }
            try SegmentRun.match(library, segments, jobs: jobs.count, options: decode.options)
        }
    }
}

/// What the segment subcommands share.
enum SegmentRun {
    static func named(_ argument: String, in library: Library) throws -> Segment {
        guard let s = try withLibrary({ () throws(LibraryError) in try library.segment(named: argument) }) else {
            complain("no segment \(argument) in the library (fitkit segment list shows them)")
            throw ExitCode.failure
        }
        return s
    }

    /// Matches `segments` against the library and says what was found (rides read, efforts; failures on
    /// standard error: a ride that cannot be read is said, the others still matched).
    static func match(_ library: Library, _ segments: [Segment], jobs: Int?, options: DecodeOptions) throws {
        var matching = SegmentMatching(library: library)
        matching.options = options
        matching.jobs = jobs ?? OrderedPool<Int>.onlineCores
        let report = try withLibrary { () throws(LibraryError) in try matching.run(segments) }
        for line in report.failed { complain(line) }
        let names = segments.map {
            "\($0.id) \"\(PathText.display($0.name))\" (\(format($0.line.length / 1000, 2)) km)"
        }
        let which =
            segments.count <= 3
            ? "segment\(segments.count == 1 ? "" : "s") " + names.joinedText(", ") : "\(segments.count) segments"
        complain("\(which): \(report.efforts) efforts in \(report.decoded) rides read")
        if !report.failed.isEmpty { throw ExitCode.failure }
    }
}
