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
        abstract: "Send rides to \(UploadTargets.titles), once: files, library ids, or what a service lacks.",
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

    @Option(help: "The service to send to (\(UploadTargets.names)).")
    var to: UploadTargetName

    @Flag(help: "Send the library's rides the service does not hold yet (with --since, --until, --sport, --source).")
    var missing = false

    @Option(help: "With --missing: only rides that came from this source (\(SyncServices.names), file).")
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
        let prepared = try rides.map { ride in try sent(ride, privacyZones, library) }
        let summary = UploadRun(library: library, target: target, processingWait: wait)
            .run(prepared, askFirst: missing) { complain($0) }
        target.finish()
        try UploadReport.print(summary, service: service.title, json: json)
        if summary.stopped == .interrupted { throw ExitCode(130) }
        if summary.stopped != nil || !summary.processing.isEmpty { throw ExitCode(75) }
        if !summary.failed.isEmpty || !summary.problems.isEmpty { throw ExitCode.failure }
    }

    /// How rides become what is sent (FITSync's OutgoingRides), with this run's flags.
    func outgoing(_ library: Library) -> OutgoingRides {
        var rides = OutgoingRides(library: library, maxSize: decode.maxSize, options: decode.options)
        rides.name = name
        rides.description = description
        rides.trainer = trainer
        rides.commute = commute
        return rides
    }

    /// The inputs as library rides (FITSync's OutgoingRides): a run where none could be one fails.
    func inputRides(_ library: Library) throws -> [UploadRun.Ride] {
        var failed = false
        let rides = outgoing(library).rides(inputs, library: location.library) { line in
            failed = true
            complain(line)
        }
        if failed && rides.isEmpty { throw ExitCode.failure }
        return rides
    }

    /// The library's rides the service does not hold, by what the library knows.
    func libraryRides(_ library: Library) throws -> [UploadRun.Ride] {
        let (since, until) = select.unixRange
        var filter = ActivityFilter(since: since, until: until, sports: select.sport)
        if let source { filter.sources = [SourceID(source)] }
        do throws(OutgoingRides.Failure) {
            return try outgoing(library).missing(at: to.target.id, filter) { complain($0) }
        } catch {
            complain(error.description)
            throw ExitCode.failure
        }
    }

    /// The ride as it is sent (the zones applied); a failure ends the run.
    func sent(_ ride: UploadRun.Ride, _ zones: PrivacyZones, _ library: Library) throws -> UploadRun.Ride {
        do throws(OutgoingRides.Failure) { return try outgoing(library).sent(ride, zones: zones) } catch {
            complain(error.description)
            throw ExitCode.failure
        }
    }

    /// `--dry-run`: what each ride would become and its size as it would be sent (the zones applied); no library
    /// is made and nothing is imported or sent.
    func dryRun(_ zones: PrivacyZones, service: any UploadTarget.Type) throws {
        let folder = location.library ?? Library.defaultFolder
        let library = try? Library(folder: folder, create: false)
        var out = Output()
        defer { out.flush() }
        func say(_ ride: UploadRun.Ride, _ library: Library, askFirst: Bool) throws {
            let plan = try withLibrary { () throws(LibraryError) in
                try UploadRun.plan(ride, library: library, service: service.id, askFirst: askFirst)
            }
            out.write(
                UploadText.planLine(try sent(ride, zones, library), plan, service: service, privacy: !zones.isEmpty)
                    + "\n")
        }
        if missing {
            guard let library else { return complain("no library at \(folder): nothing to send") }
            for ride in try libraryRides(library) { try say(ride, library, askFirst: true) }
            return
        }
        InputArguments(library: location.library, maxFileSize: decode.maxSize).walk(inputs) { found in
            guard case .input(let item) = found else {
                if case .failed(let error) = found { complain(error.description) }
                return
            }
            if item.activityID != nil, let library {
                do {
                    try say(try outgoing(library).ride(item), library, askFirst: false)
                } catch let error as OutgoingRides.Failure {
                    complain(error.description)
                } catch {}  // said where it was thrown
                return
            }
            do throws(OutgoingRides.Failure) {
                let (bytes, kind) = try OutgoingRides.wouldSend(item, zones: zones, maxSize: decode.maxSize)
                out.write(
                    "\(item.name): would import it and send it to \(service.title) (\(kind), \(bytes.count) bytes"
                        + (zones.isEmpty ? ")" : ", privacy zones applied)") + "\n")
            } catch {
                complain(error.description)
            }
        }
    }
}

/// The end of an upload: problems on standard error, the summary last on standard output.
enum UploadReport {
    static func print(_ s: UploadRun.Summary, service: String, json: Bool) throws {
        for line in UploadText.problems(s, service: service) { complain(line) }
        var out = Output()
        out.write(UploadText.summary(s, service: service, json: json))
        out.flush()
    }
}
