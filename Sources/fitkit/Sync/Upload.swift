#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITActivity
import FITEdit
import FITInput
import FITKit
import FITLibrary
import FITSupport
import FITSync

/// `--to`: a service rides are sent to.
struct UploadTargetName: ExpressibleByArgument {
    let target: any UploadTarget.Type

    init?(argument: String) {
        guard let target = UploadTargets.named(argument) else { return nil }
        self.target = target
    }

    static var allValueStrings: [String] { UploadTargets.all.map { $0.id.rawValue } }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

struct UploadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upload",
        abstract: "Send rides to Strava or intervals.icu, once: files, library ids, or what a service lacks.",
        discussion: """
            Each ride is put in the library first (a GPX or TCX as the FIT activity convert makes of it) and \
            recorded there before the first byte is sent, with its external id (the SHA-256 of the bytes \
            sent); the bytes sent are the same on every try. A ride the library knows at the service (sent \
            before, or synced from it) is not sent again; one a killed run may have sent is looked for in the \
            service's list (its external id, else its start and duration) before it is sent again; one still \
            processing is polled. A duplicate the service reports names the activity that holds the ride: not \
            a failure. Strava needs `fitkit login strava --upload` (leave to upload). The name is the library's \
            title (else --name), the description its notes (else --description); the sport, trainer and commute \
            are set once the activity exists. The privacy zones (privacy.conf, --privacy-zone) apply to what is \
            sent, as export and report apply them: a copy with no position inside them in any field (as crop \
            writes it); --no-privacy sends the original. --dry-run says what would be sent and its size, \
            importing nothing. --missing sends the library's rides the service does not hold \
            (by sync's ids, earlier uploads, and the service's own list). docs/SYNC.md.
            Exit status: 0 done; 1 some rides failed; 2 usage error; 75 stopped early and resumable (a rate \
            limit, a login needed, processing that outlasts the run: run it again); 130 Ctrl-C.
            """)

    @Argument(
        help: "FIT (or .fit.gz), GPX or TCX files, or library ids.",
        completion: .file(extensions: ["fit", "gz", "gpx", "tcx"]))
    var inputs: [String] = []

    @Option(help: "The service: strava or intervals.")
    var to: UploadTargetName

    @Flag(help: "Send the library's rides the service does not hold yet (with --since, --until, --sport, --source).")
    var missing = false

    @Option(help: "With --missing: only rides that came from this source (igpsport, strava, intervals, file).")
    var source: String?

    @Option(help: "The activity's name when the library has no title for it.")
    var name: String?

    @Option(help: "The activity's description when the library has no notes for it.")
    var description: String?

    @Flag(help: "Mark the activities as ridden on a trainer.")
    var trainer = false

    @Flag(help: "Mark the activities as commutes.")
    var commute = false

    @Flag(
        help: ArgumentHelp(
            "Kept for scripts: privacy.conf's zones now apply by default (--no-privacy sends the original).",
            visibility: .hidden))
    var privacy = false

    @Flag(name: .customLong("dry-run"), help: "Say what would be sent, and send nothing.")
    var dryRun = false

    @Flag(help: "The summary as JSON.")
    var json = false

    @OptionGroup var zones: PrivacyOptions
    @OptionGroup var select: SelectionOptions
    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    func validate() throws {
        if missing == !inputs.isEmpty {
            throw ValidationError("give the rides to send, or --missing for the library's rides the service lacks")
        }
        if source != nil && !missing { throw ValidationError("--source goes with --missing") }
    }

    func run() throws {
        // Every position inside privacy.conf's zones (and --privacy-zone's) is left out of what is sent, as
        // export and report do; --no-privacy sends the original.
        let privacyZones = try zones.zones()
        let service = to.target
        if dryRun { return try dryRun(privacyZones, service: service) }
        let library = try location.open(create: true)
        let rides = try missing ? libraryRides(library) : inputRides(library)
        NoCoreDumps.now()  // tokens are in memory from here on
        Interruption.install()
        let http = try syncCall { () throws(SyncError) in try HTTPClient() }
        let target = try syncCall { () throws(SyncError) in try service.init(http: http) }
        target.allowWaiting(isatty(2) == 1) { left, resumeAt in
            complain("\(service.id): rate limit spent, waiting until \(SyncText.date(resumeAt)) (\(left) s)")
        }
        let wait = getenv("FITKIT_UPLOAD_PROCESSING_WAIT").flatMap { Double(String(cString: $0)) } ?? 60
        let prepared = try rides.map { ride in try privacyCopy(ride, privacyZones, library) }.map(Self.named)
        let summary = UploadRun(library: library, target: target, processingWait: wait)
            .run(prepared, askFirst: missing) { complain($0) }
        target.finish()
        try UploadReport.print(summary, service: service.title, json: json)
        if summary.stopped == .interrupted { throw ExitCode(130) }
        if summary.stopped != nil || !summary.processing.isEmpty { throw ExitCode(75) }
        if !summary.failed.isEmpty || !summary.problems.isEmpty { throw ExitCode.failure }
    }

    /// The inputs as library rides: files imported first (a GPX or TCX converted), ids as they are.
    func inputRides(_ library: Library) throws -> [UploadRun.Ride] {
        var rides: [UploadRun.Ride] = []
        var failed = false
        let arguments = InputArguments(library: location.library, maxFileSize: decode.maxSize)
        // Tracks are named one by one (a folder's walk takes FIT files only).
        let tracks = inputs.filter { [".gpx", ".tcx"].contains(String($0.lowercased().suffix(4))) }
        for path in tracks {
            do {
                rides.append(try ride(try arguments.single(path), library))
            } catch let error as UploadFailure {
                failed = true
                complain(error.line)
            } catch {
                failed = true
                complain("\(path): \(error)")
            }
        }
        arguments.walk(inputs.filter { !tracks.contains($0) }) { found in
            switch found {
            case .skipped: break
            case .failed(let error):
                failed = true
                complain(error.description)
            case .input(let item):
                do { rides.append(try ride(item, library)) } catch let error as UploadFailure {
                    failed = true
                    complain(error.line)
                } catch {
                    failed = true
                    complain("\(item.name): \(error)")
                }
            }
        }
        if failed && rides.isEmpty { throw ExitCode.failure }
        return rides
    }

    struct UploadFailure: Error { let line: String }

    /// One input as a ride of the library, and what is sent of it.
    func ride(_ item: InputItem, _ library: Library) throws -> UploadRun.Ride {
        let bytes: [UInt8]
        do throws(InputError) { bytes = try item.readAll(limit: decode.maxSize) } catch {
            throw UploadFailure(line: error.description)
        }
        let activityID: Int64
        var sent = (bytes: bytes, dataType: "fit")
        if let id = item.activityID {
            activityID = id
        } else {
            var fit = bytes
            if !(bytes.count >= 12 && Array(bytes[8..<12]) == Array(".FIT".utf8)) {
                // A GPX or TCX: the library holds the activity convert makes of it; the track itself is sent.
                do throws(EditError) {
                    fit = try Convert.fit(try Track.read(bytes), privacy: PrivacyZones()).bytes
                } catch {
                    throw UploadFailure(line: "\(item.name): \(error)")
                }
                let head = String(decoding: bytes.prefix(2048), as: UTF8.self)
                sent = (bytes, head.contains("TrainingCenterDatabase") ? "tcx" : "gpx")
            }
            let imported = InputItem.bytes(fit, name: item.name)
            let outcome = try withLibrary { () throws(LibraryError) in
                try library.importPrepared(
                    try Library.prepareImport(imported, held: [], options: decode.options))
            }
            switch outcome {
            case .imported(let id), .enriched(let id), .merged(let id, _), .possibleDuplicate(let id, _),
                .alreadyPresent(let id?):
                activityID = id
            default:
                throw UploadFailure(line: "\(item.name): not an activity the library can hold (\(outcome))")
            }
        }
        let activity = try withLibrary { () throws(LibraryError) in try library.activity(activityID) }
        return try outgoing(activity, bytes: sent.bytes, dataType: sent.dataType, label: item.name)
    }

    /// The library's rides the service does not hold, by what the library knows (the service's list is asked
    /// for each before it is sent).
    func libraryRides(_ library: Library) throws -> [UploadRun.Ride] {
        let (since, until) = select.unixRange
        var filter = ActivityFilter(since: since, until: until, sports: select.sport)
        if let source { filter.sources = [SourceID(source)] }
        let activities = try withLibrary { () throws(LibraryError) in try library.activities(filter) }
        var rides: [UploadRun.Ride] = []
        for a in activities where a.sha256 != nil {
            let held = try withLibrary { () throws(LibraryError) in try library.remoteID(of: a.id, at: to.target.id) }
            if held != nil { continue }
            let item = try withLibrary { () throws(LibraryError) in
                try library.input(for: a.id, maxFileSize: decode.maxSize)
            }
            let bytes: [UInt8]
            do throws(InputError) { bytes = try item.readAll(limit: decode.maxSize) } catch {
                complain(error.description)
                continue
            }
            rides.append(try outgoing(a, bytes: bytes, dataType: "fit", label: "activity \(a.id)"))
        }
        return rides
    }

    func outgoing(_ a: Activity, bytes: [UInt8], dataType: String, label: String) throws -> UploadRun.Ride {
        guard let sha = a.sha256, let start = a.startTime else {
            throw UploadFailure(line: "\(label): the library holds no file of it to send")
        }
        var ride = OutgoingRide(
            bytes: bytes, dataType: dataType, fileName: "\(sha.prefix(16)).\(dataType)", externalID: sha,
            start: start, elapsed: a.elapsedTime ?? a.timerTime ?? 0)
        // A name is one line: a CR or LF in a title (a synced one may hold them) becomes a space.
        ride.name = (a.title ?? name).map { String($0.map { $0 == "\r" || $0 == "\n" || $0 == "\r\n" ? " " : $0 }) }
        ride.description = a.notes ?? description
        ride.sport = a.sport
        ride.subSport = a.subSport
        ride.trainer = trainer
        ride.commute = commute
        return UploadRun.Ride(activity: a.id, sha256: sha, outgoing: ride, label: label)
    }

    /// The ride with its external id the SHA-256 of the very bytes sent (a GPX, or a copy without the privacy
    /// zones' positions, is not the library's file).
    static func named(_ ride: UploadRun.Ride) -> UploadRun.Ride {
        var ride = ride
        ride.outgoing.externalID = ride.outgoing.bytes.withUnsafeBytes { SHA256.hex(of: $0) }
        return ride
    }

    /// With privacy zones, the ride as crop writes it with the zones applied (every position field of every
    /// message): the same bytes on every try.
    func privacyCopy(_ ride: UploadRun.Ride, _ zones: PrivacyZones, _ library: Library) throws -> UploadRun.Ride {
        guard !zones.isEmpty else { return ride }
        let item = try withLibrary { () throws(LibraryError) in
            try library.input(for: ride.activity, maxFileSize: decode.maxSize)
        }
        var copy = ride
        do {
            copy.outgoing.bytes = try Self.zoned(try item.readAll(limit: decode.maxSize), zones, label: ride.label)
            copy.outgoing.dataType = "fit"
            copy.outgoing.fileName = "\(ride.sha256.prefix(16)).fit"
        } catch let error as UploadFailure {
            complain(error.line)
            throw ExitCode.failure
        } catch {
            complain("\(ride.label): \(error)")
            throw ExitCode.failure
        }
        return copy
    }

    /// A FIT file's bytes with every position inside the zones left out, as crop writes them.
    static func zoned(_ fit: [UInt8], _ zones: PrivacyZones, label: String) throws -> [UInt8] {
        let file = EditableFile(RecoveredFile.read(fit))
        guard let span = file.timedSpan else { throw UploadFailure(line: "\(label): no timed messages") }
        return try Edits.crop(file, to: span, privacy: zones).bytes
    }

    /// `--dry-run`: what each ride would become and its size as it would be sent (the zones applied); no library
    /// is made and nothing is imported or sent.
    func dryRun(_ zones: PrivacyZones, service: any UploadTarget.Type) throws {
        let folder = location.library ?? Library.defaultFolder
        let library = try? Library(folder: folder, create: false)
        var out = Output()
        defer { out.flush() }
        if missing {
            guard let library else { return complain("no library at \(folder): nothing to send") }
            for ride in try libraryRides(library) {
                let sent = try privacyCopy(ride, zones, library)
                let plan = try withLibrary { () throws(LibraryError) in
                    try UploadRun.plan(ride, library: library, service: service.id, askFirst: true)
                }
                out.write(Self.planLine(sent, plan, service: service, privacy: !zones.isEmpty) + "\n")
            }
            return
        }
        InputArguments(library: location.library, maxFileSize: decode.maxSize).walk(inputs) { found in
            guard case .input(let item) = found else {
                if case .failed(let error) = found { complain(error.description) }
                return
            }
            do {
                if item.activityID != nil, let library {
                    let ride = try self.ride(item, library)
                    let plan = try withLibrary { () throws(LibraryError) in
                        try UploadRun.plan(ride, library: library, service: service.id)
                    }
                    let sent = try privacyCopy(ride, zones, library)
                    return out.write(Self.planLine(sent, plan, service: service, privacy: !zones.isEmpty) + "\n")
                }
                var bytes = try item.readAll(limit: decode.maxSize)
                var kind = "fit"
                if !(bytes.count >= 12 && Array(bytes[8..<12]) == Array(".FIT".utf8)) {
                    let head = String(decoding: bytes.prefix(2048), as: UTF8.self)
                    kind = head.contains("TrainingCenterDatabase") ? "tcx" : "gpx"
                    if !zones.isEmpty { bytes = try Convert.fit(try Track.read(bytes), privacy: PrivacyZones()).bytes }
                }
                if !zones.isEmpty {
                    bytes = try Self.zoned(bytes, zones, label: item.name)
                    kind = "fit"
                }
                out.write(
                    "\(item.name): would import it and send it to \(service.title) (\(kind), \(bytes.count) bytes"
                        + (zones.isEmpty ? ")" : ", privacy zones applied)") + "\n")
            } catch let error as UploadFailure {
                complain(error.line)
            } catch {
                complain("\(item.name): \(error)")
            }
        }
    }

    static func planLine(_ ride: UploadRun.Ride, _ plan: UploadRun.Plan, service: any UploadTarget.Type, privacy: Bool)
        -> String
    {
        let what =
            "\(ride.outgoing.dataType), \(ride.outgoing.bytes.count) bytes\(privacy ? ", privacy zones applied" : "")"
        switch plan {
        case .held(let remote):
            return "\(ride.label): on \(service.title) already" + (remote.map { " (activity \($0))" } ?? "")
        case .poll(let id): return "\(ride.label): would ask \(service.title) about upload \(id)"
        case .lookThenSend:
            return "\(ride.label): would look for it on \(service.title), and send it (\(what)) if it is not there"
        case .send:
            return "\(ride.label): would send it to \(service.title) (\(what))"
                + (ride.outgoing.name.map { " as \"\($0)\"" } ?? "")
        }
    }
}

/// The end of an upload: problems on standard error, the summary last on standard output.
enum UploadReport {
    static func print(_ s: UploadRun.Summary, service: String, json: Bool) throws {
        for (label, reason) in s.failed { complain("\(label): \(reason)") }
        for problem in s.problems { complain(problem) }
        for label in s.processing {
            complain("\(label): \(service) is still processing it: run the upload again to learn the activity")
        }
        if let stopped = s.stopped { complain(stopped.description(command: "upload")) }
        var out = Output()
        if json {
            func pairs(_ list: [(label: String, remoteID: String)]) -> JSONValue {
                .array(list.map { .object([("input", .string($0.label)), ("activity", .string($0.remoteID))]) })
            }
            out.write(
                JSONValue.object([
                    ("service", .string(service)), ("sent", pairs(s.sent)), ("duplicates", pairs(s.duplicates)),
                    (
                        "held",
                        .array(s.held.map { .object([("input", .string($0.label)), ("activity", .text($0.remoteID))]) })
                    ),
                    ("processing", .array(s.processing.map { .string($0) })),
                    (
                        "failed",
                        .array(s.failed.map { .object([("input", .string($0.label)), ("reason", .string($0.reason))]) })
                    ),
                    ("stopped", .text(s.stopped?.description(command: "upload")))
                ]).text(indent: 2) + "\n")
        } else {
            for (label, remote) in s.sent { out.write("\(label): sent to \(service) as activity \(remote)\n") }
            for (label, remote) in s.duplicates {
                out.write("\(label): \(service) holds it already as activity \(remote)\n")
            }
            out.write(
                "\(service): sent \(s.sent.count), already there \(s.held.count + s.duplicates.count), "
                    + "processing \(s.processing.count), failed \(s.failed.count)\n")
        }
        out.flush()
    }
}
