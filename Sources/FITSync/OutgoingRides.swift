import FITActivity
import FITEdit
import FITInput
import FITKit
import FITLibrary
import FITSupport

/// How rides become what `fitkit upload` sends (docs/SYNC.md, "Uploads"): an input put in the library first (a
/// GPX or TCX as the FIT activity convert makes of it, the track itself sent), the library's rides a service
/// lacks, the form's fields from the activity and the flags, a copy without the privacy zones' positions, and
/// an external id naming the very bytes sent.
package struct OutgoingRides {
    package let library: Library
    /// The most bytes read of a file (`--max-size`), and how files are decoded.
    package let maxSize: Int
    package let options: DecodeOptions
    /// What the flags give: the name and description when the library has none, trainer and commute.
    package var name: String?
    package var description: String?
    package var trainer = false
    package var commute = false

    package init(library: Library, maxSize: Int, options: DecodeOptions) {
        self.library = library
        self.maxSize = maxSize
        self.options = options
    }

    /// Why a ride cannot be sent, in one line naming it.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package let description: String
    }

    /// The inputs as library rides, in the order named: files imported first (a GPX or TCX converted), ids as they
    /// are; each input that cannot be one is said through `failed`.
    package func rides(_ inputs: [String], library folder: String?, failed: (String) -> Void) -> [UploadRun.Ride] {
        var rides: [UploadRun.Ride] = []
        let arguments = InputArguments(library: folder, maxFileSize: maxSize)
        func add(_ item: InputItem) {
            do throws(Failure) { rides.append(try ride(item)) } catch { failed(error.description) }
        }
        // Tracks are named one by one (a folder's walk takes FIT files only).
        let tracks = inputs.filter { [".gpx", ".tcx"].contains(String($0.lowercased().suffix(4))) }
        for path in tracks {
            do throws(InputError) { add(try arguments.single(path)) } catch { failed(error.description) }
        }
        arguments.walk(inputs.filter { !tracks.contains($0) }) { found in
            switch found {
            case .skipped: break
            case .failed(let error): failed(error.description)
            case .input(let item): add(item)
            }
        }
        return rides
    }

    /// One input as a ride of the library, and what is sent of it.
    package func ride(_ item: InputItem) throws(Failure) -> UploadRun.Ride {
        let bytes: [UInt8]
        do throws(InputError) { bytes = try item.readAll(limit: maxSize) } catch {
            throw Failure(description: error.description)
        }
        var sent = (bytes: bytes, dataType: "fit")
        let activityID: Int64
        if let id = item.activityID {
            activityID = id
        } else {
            var fit = bytes
            if !FITSignature.starts(bytes) {
                // A GPX or TCX: the library holds the activity convert makes of it; the track itself is sent.
                fit = try Self.converted(bytes, name: item.name)
                sent = (bytes, Self.trackType(bytes))
            }
            activityID = try imported(InputItem.bytes(fit, name: item.name))
        }
        let activity: Activity
        do throws(LibraryError) { activity = try library.activity(activityID) } catch {
            throw Failure(description: error.description)
        }
        return try outgoing(activity, bytes: sent.bytes, dataType: sent.dataType, label: item.name)
    }

    /// The activity a FIT input is in the library, imported when it is not.
    func imported(_ item: InputItem) throws(Failure) -> Int64 {
        let outcome: Library.ImportOutcome
        do throws(LibraryError) {
            outcome = try library.importPrepared(
                try Library.prepareImport(item, held: [], options: options, segments: try library.segments()))
        } catch {
            throw Failure(description: error.description)
        }
        switch outcome {
        case .imported(let id), .enriched(let id), .merged(let id, _), .possibleDuplicate(let id, _),
            .alreadyPresent(let id?):
            return id
        default:
            throw Failure(description: "\(item.name): not an activity the library can hold (\(outcome))")
        }
    }

    /// The library's rides `service` does not hold, by what the library knows (the service's list is asked for
    /// each before it is sent); a file that cannot be read is given to `skipped` and left out.
    package func missing(at service: SourceID, _ filter: ActivityFilter, skipped: (String) -> Void) throws(Failure)
        -> [UploadRun.Ride]
    {
        var found: [(Activity, [UInt8])] = []
        do throws(LibraryError) {
            for a in try library.activities(filter) where a.sha256 != nil {
                if try library.remoteID(of: a.id, at: service) != nil { continue }
                let item = try library.input(for: a.id, maxFileSize: maxSize)
                do throws(InputError) { found.append((a, try item.readAll(limit: maxSize))) } catch {
                    skipped(error.description)
                }
            }
        } catch {
            throw Failure(description: error.description)
        }
        var rides: [UploadRun.Ride] = []
        for (a, bytes) in found {
            rides.append(try outgoing(a, bytes: bytes, dataType: "fit", label: "activity \(a.id)"))
        }
        return rides
    }

    /// An activity as sent: its file, the form's fields.
    func outgoing(_ a: Activity, bytes: [UInt8], dataType: String, label: String) throws(Failure) -> UploadRun.Ride {
        guard let sha = a.sha256, let start = a.startTime else {
            throw Failure(description: "\(label): the library holds no file of it to send")
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

    /// The ride as it is sent: with privacy zones, the copy crop writes with every position inside them left
    /// out of every field (the same bytes on every try); its external id the SHA-256 of the very bytes sent.
    package func sent(_ ride: UploadRun.Ride, zones: PrivacyZones) throws(Failure) -> UploadRun.Ride {
        var copy = ride
        if !zones.isEmpty {
            do {
                let item = try library.input(for: ride.activity, maxFileSize: maxSize)
                copy.outgoing.bytes = try Self.zoned(try item.readAll(limit: maxSize), zones, label: ride.label)
            } catch let error as Failure {
                throw error
            } catch {
                throw Failure(description: "\(ride.label): \(error)")
            }
            copy.outgoing.dataType = "fit"
            copy.outgoing.fileName = "\(ride.sha256.prefix(16)).fit"
        }
        copy.outgoing.externalID = copy.outgoing.bytes.withUnsafeBytes { SHA256.hex(of: $0) }
        return copy
    }

    /// A FIT file's bytes with every position inside the zones left out, as crop writes them.
    package static func zoned(_ fit: [UInt8], _ zones: PrivacyZones, label: String) throws(Failure) -> [UInt8] {
        let file = EditableFile(RecoveredFile.read(fit))
        guard let span = file.timedSpan else { throw Failure(description: "\(label): no timed messages") }
        do throws(EditError) { return try Edits.crop(file, to: span, privacy: zones).bytes } catch {
            throw Failure(description: "\(label): \(error)")
        }
    }

    /// What a file not yet in the library would be sent as: the file itself, or with zones the FIT copy without
    /// their positions; and its kind.
    package static func wouldSend(_ item: InputItem, zones: PrivacyZones, maxSize: Int) throws(OutgoingRides.Failure)
        -> (bytes: [UInt8], kind: String)
    {
        var bytes: [UInt8]
        do throws(InputError) { bytes = try item.readAll(limit: maxSize) } catch {
            throw OutgoingRides.Failure(description: error.description)
        }
        var kind = "fit"
        if !FITSignature.starts(bytes) {
            kind = trackType(bytes)
            guard !zones.isEmpty else { return (bytes, kind) }
            bytes = try converted(bytes, name: item.name)
        }
        guard !zones.isEmpty else { return (bytes, kind) }
        return (try OutgoingRides.zoned(bytes, zones, label: item.name), "fit")
    }

    /// A GPX or TCX track as the FIT activity `convert` makes of it.
    static func converted(_ track: [UInt8], name: String) throws(Failure) -> [UInt8] {
        do throws(EditError) { return try Convert.fit(try Track.read(track), privacy: PrivacyZones()).bytes } catch {
            throw Failure(description: "\(name): \(error)")
        }
    }

    /// `tcx` or `gpx`, as the services name a track's file.
    package static func trackType(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.prefix(2048), as: UTF8.self).contains("TrainingCenterDatabase") ? "tcx" : "gpx"
    }
}
