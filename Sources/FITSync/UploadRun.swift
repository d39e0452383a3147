import FITLibrary
import FITSupport

/// Sends rides to one service, once (docs/SYNC.md). Every ride is recorded in the library before its first byte
/// goes; a ride the library knows at the service (sent before, or synced from it) is not sent; one whose last
/// run stopped while sending is looked for in the service's list (by external id, start and duration) before it
/// is sent again; one still processing is polled, never sent again.
package struct UploadRun {
    /// A ride the library holds, as it is to be sent.
    package struct Ride: Sendable {
        package var activity: Int64
        /// The library's file of the ride.
        package var sha256: String
        package var outgoing: OutgoingRide
        /// For people: the input's name or the activity's title.
        package var label: String

        package init(activity: Int64, sha256: String, outgoing: OutgoingRide, label: String) {
            self.activity = activity
            self.sha256 = sha256
            self.outgoing = outgoing
            self.label = label
        }
    }

    /// What happened to each ride, and what stopped the run.
    package struct Summary: Sendable {
        package var sent: [(label: String, remoteID: String)] = []
        package var duplicates: [(label: String, remoteID: String)] = []
        package var held: [(label: String, remoteID: String?)] = []
        package var processing: [String] = []
        package var failed: [(label: String, reason: String)] = []
        package var problems: [String] = []
        package var stopped: SyncError?
    }

    /// What a run would do with a ride (`--dry-run`).
    package enum Plan: Sendable, Equatable {
        case held(remoteID: String?)
        case poll(uploadID: String)
        case lookThenSend
        case send
    }

    let library: Library
    let target: any UploadTarget
    /// Seconds a run waits for one upload's processing before it stops, to be resumed.
    let processingWait: Double

    package init(library: Library, target: any UploadTarget, processingWait: Double = 60) {
        self.library = library
        self.target = target
        self.processingWait = processingWait
    }

    var service: SourceID { type(of: target).id }

    /// The longest wait between two polls of an upload, s.
    static let longestPollInterval = 8.0

    /// What a run does with a ride at `service`, from what the library knows. With `askFirst` (`--missing`: the
    /// service may hold the ride in another form) a ride never sent is looked for in the service's list too.
    package static func plan(_ ride: Ride, library: Library, service: SourceID, askFirst: Bool = false)
        throws(LibraryError) -> Plan
    {
        let record = try library.upload(service: service, sha256: ride.sha256)
        if record?.state == .done { return .held(remoteID: record?.remoteID) }
        if let remote = try library.remoteID(of: ride.activity, at: service) { return .held(remoteID: remote) }
        if record?.state == .processing, let id = record?.uploadID { return .poll(uploadID: id) }
        return record == nil && !askFirst ? .send : .lookThenSend
    }

    /// Sends each ride as its plan says. A stop (Ctrl-C, the rate budget, a login needed) ends the run there:
    /// `stopped` says why; what was done is recorded.
    package func run(_ rides: [Ride], askFirst: Bool = false, progress: (String) -> Void = { _ in }) -> Summary {
        var summary = Summary()
        for ride in rides {
            do throws(SyncError) {
                try one(ride, askFirst: askFirst, &summary, progress)
            } catch {
                switch error {
                case .interrupted, .budgetSpent, .loginNeeded, .accessDenied, .settings, .rateLimited:
                    summary.stopped = error
                    return summary
                default:
                    summary.failed.append((ride.label, error.description(command: "upload")))
                }
            }
        }
        return summary
    }

    private func one(_ ride: Ride, askFirst: Bool, _ summary: inout Summary, _ progress: (String) -> Void)
        throws(SyncError)
    {
        let plan = try call { () throws(LibraryError) in
            try Self.plan(ride, library: library, service: service, askFirst: askFirst)
        }
        var outcome: UploadProgress
        switch plan {
        case .held(let remote):
            summary.held.append((ride.label, remote))
            return
        case .poll(let uploadID):
            outcome = try target.poll(uploadID: uploadID)
        case .lookThenSend:
            // The last run may have sent it before it stopped: the service's list says.
            if let found = try target.find(ride.outgoing) {
                try recordDone(ride, found)
                summary.held.append((ride.label, found))
                return
            }
            outcome = try send(ride)
        case .send:
            outcome = try send(ride)
        }
        let started = Clock.now
        // Polled a second after, then at growing intervals (2, 4, 8 s, then every 8): a long processing costs a
        // few requests of the rate budget, and is said once.
        var delay = 1.0
        var said = false
        while case .processing(let uploadID) = outcome {
            try call { () throws(LibraryError) in
                try library.uploadProcessing(service: service, sha256: ride.sha256, uploadID: uploadID)
            }
            guard Clock.now - started < processingWait else {
                summary.processing.append(ride.label)
                return
            }
            if !said { progress("\(ride.label): \(type(of: target).title) is processing upload \(uploadID)") }
            said = true
            try Interruption.sleep(min(delay, max(0.05, processingWait - (Clock.now - started))))
            delay = min(delay * 2, Self.longestPollInterval)
            outcome = try target.poll(uploadID: uploadID)
        }
        switch outcome {
        case .processing: return
        case .done(let remote):
            try recordDone(ride, remote)
            summary.sent.append((ride.label, remote))
            do throws(SyncError) { try target.amend(remote, ride.outgoing) } catch {
                if case .interrupted = error { throw error }
                summary.problems.append(
                    "\(ride.label): activity \(remote) was made, but its sport, trainer and commute were not set: \(error)"
                )
            }
        case .duplicate(let remote):
            try recordDone(ride, remote)
            summary.duplicates.append((ride.label, remote))
        case .failed(let reason):
            try call { () throws(LibraryError) in
                try library.uploadFailed(service: service, sha256: ride.sha256, reason: reason)
            }
            summary.failed.append((ride.label, reason))
        }
    }

    /// The ride is the service's activity `remote`.
    private func recordDone(_ ride: Ride, _ remote: String) throws(SyncError) {
        try call { () throws(LibraryError) in
            try library.uploadDone(
                service: service, sha256: ride.sha256, activity: ride.activity, externalID: ride.outgoing.externalID,
                remoteID: remote)
        }
    }

    /// Records the ride as being sent, then sends it.
    private func send(_ ride: Ride) throws(SyncError) -> UploadProgress {
        let sent = ride.outgoing.bytes.withUnsafeBytes { SHA256.hex(of: $0) }
        try call { () throws(LibraryError) in
            try library.beginUpload(
                service: service, sha256: ride.sha256, activity: ride.activity, externalID: ride.outgoing.externalID,
                sentSHA256: sent)
        }
        return try target.send(ride.outgoing)
    }

    private func call<T>(_ body: () throws(LibraryError) -> T) throws(SyncError) -> T {
        do { return try body() } catch { throw SyncError.library(error.description) }
    }
}
