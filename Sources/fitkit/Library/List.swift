import ArgumentParser
import FITAnalysis
import FITKit
import FITLibrary
import FITSync
import FITSupport

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the library's activities, its other FIT files (--type course), or the undecoded ones.",
        discussion: """
            Start times are the rider's local time, as each file's activity message gives its offset from UTC \
            (UTC when a file does not say); --since and --until are UTC dates. A multisport activity is found \
            by each of its sessions' sports and by `multisport`. Valid FIT files that are not activities \
            (courses, workouts, settings, weight, monitoring) are kept as what they are: --type lists them.
            """)

    @Option(help: "Only activities starting on or after this date (YYYY-MM-DD, UTC).") var since: String?
    @Option(help: "Only activities starting before this time, or on or before this date.") var until: String?
    @Option(help: "Only this FIT sport (cycling, running, multisport, …); repeat for several.") var sport: [String] = []
    @Option(
        help: "Only activities known from this source (file, \(SyncServices.names)); repeat for several.",
        transform: SourceID.init)
    var source: [SourceID] = []
    @Option(
        parsing: .unconditional,
        help: "Order by start, distance, time, sport or id; a leading - reverses (-distance: longest first).")
    var sort = "start"
    @Option(help: "Show at most this many (after sorting).", transform: ArgumentRules.count) var limit: Int?
    @Flag(help: "The FIT files kept because they do not decode, with why.")
    var undecoded = false
    @Option(
        help: """
            The files of this FIT file type instead of activities: course, workout, settings, weight, \
            monitoring_b, … (as the file says), unknown (a file that names none), or all.
            """)
    var type: String?
    @Flag(help: "A JSON array of activities.") var json = false
    @OptionGroup var location: LibraryOption

    mutating func validate() throws {
        for (name, value, end) in [("--since", since, false), ("--until", until, true)] {
            if let value, DateArgument.parse(value, endOfDay: end) == nil {
                throw ValidationError("\(name) \(value): give YYYY-MM-DD")
            }
        }
        guard ActivityOrder(sort) != nil else {
            throw ValidationError("--sort \(sort): give start, distance, time, sport or id (a leading - reverses)")
        }
        if let type, !Self.types.contains(type) {
            throw ValidationError("--type \(type): give one of \(Self.types.joined(separator: ", "))")
        }
        if type != nil && undecoded { throw ValidationError("give one of --type and --undecoded") }
    }

    /// What `--type` takes: FIT's file types, `unknown` and `all`.
    static var types: [String] { Profile.type(at: Profile.File.typeIndex).names + ["unknown", "all"] }

    func run() throws {
        let library = try location.open()
        var out = Output()
        if undecoded {
            let files = try withLibrary { () throws(LibraryError) in try library.undecodedFiles() }
            out.write(
                json
                    ? JSONValue.array(files.map(LibraryJSON.file)).text(indent: 2) + "\n" : LibraryText.undecoded(files)
            )
            return out.flush()
        }
        if let type, type != NonActivity.activityType {
            let files = try withLibrary { () throws(LibraryError) in
                try library.keptFiles(type: type == "all" ? nil : type)
            }
            out.write(
                json ? JSONValue.array(files.map(LibraryJSON.file)).text(indent: 2) + "\n" : LibraryText.kept(files))
            return out.flush()
        }
        let unix = { (fit: UInt32) in Instant(fit: fit).unix }
        let filter = ActivityFilter(
            since: since.flatMap { DateArgument.parse($0, endOfDay: false) }.map(unix),
            until: until.flatMap { DateArgument.parse($0, endOfDay: true) }.map(unix),
            sports: sport, sources: source)
        var activities = try withLibrary { () throws(LibraryError) in try library.activities(filter) }
        activities = ActivityOrder(sort)?.sorted(activities) ?? activities  // checked by validate()
        if let limit { activities = Array(activities.prefix(limit)) }
        if !sport.isEmpty, activities.isEmpty {
            let known = try withLibrary { () throws(LibraryError) in try library.sports() }
            let unknown = sport.filter { !known.contains($0) }
            if !unknown.isEmpty {
                complain(
                    "no activity has the sport \(unknown.joined(separator: ", ")); the library's sports: "
                        + (known.isEmpty ? "none yet" : known.joined(separator: ", ")))
            }
        }
        out.write(
            json
                ? JSONValue.array(activities.map(LibraryJSON.activity)).text(indent: 2) + "\n"
                : LibraryText.table(activities))
        out.flush()
    }
}

/// `list --sort`: a key, reversed by a leading `-`.
struct ActivityOrder {
    let key: String
    let descending: Bool

    init?(_ text: String) {
        descending = text.hasPrefix("-")
        key = descending ? String(text.dropFirst()) : text
        guard ["start", "distance", "time", "sport", "id"].contains(key) else { return nil }
    }

    func sorted(_ activities: [Activity]) -> [Activity] {
        let ascending: (Activity, Activity) -> Bool =
            switch key {
            case "distance": { ($0.distance ?? -1, $0.id) < ($1.distance ?? -1, $1.id) }
            case "time": { ($0.elapsedTime ?? -1, $0.id) < ($1.elapsedTime ?? -1, $1.id) }
            case "sport": { ($0.sport ?? "", $0.startTime ?? 0, $0.id) < ($1.sport ?? "", $1.startTime ?? 0, $1.id) }
            case "id": { $0.id < $1.id }
            default: { ($0.startTime ?? 0, $0.id) < ($1.startTime ?? 0, $1.id) }
            }
        return activities.sorted { descending ? ascending($1, $0) : ascending($0, $1) }
    }
}
