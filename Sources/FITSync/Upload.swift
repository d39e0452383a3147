import FITLibrary
import FITSupport

/// A service rides are sent to (`fitkit upload --to`, docs/SYNC.md): the sync service's own type, with the four
/// calls an upload makes. Each is one file beside the service's (`StravaUpload.swift`, `IntervalsUpload.swift`)
/// and a row of `UploadTargets.all`; the run (`UploadRun`) and the command have no branch for any one service.
package protocol UploadTarget: ServiceAccount {
    /// What the upload call answered, or nil for a service that answers at once (nothing to poll).
    func send(_ ride: OutgoingRide) throws(SyncError) -> UploadProgress
    /// What became of an upload still processing.
    func poll(uploadID: String) throws(SyncError) -> UploadProgress
    /// The service's activity that is this ride already: by its external id, or by start and duration (the
    /// library's rule for one ride), nil when it holds none.
    func find(_ ride: OutgoingRide) throws(SyncError) -> String?
    /// Sets what the upload could not carry (the sport, trainer, commute) on the new activity.
    func amend(_ remoteID: String, _ ride: OutgoingRide) throws(SyncError)
}

/// The services rides are sent to: the one list a new one is added to.
package enum UploadTargets {
    package static let all: [any UploadTarget.Type] = [Strava.self, Intervals.self]

    package static func named(_ name: String) -> (any UploadTarget.Type)? { all.first { $0.id.rawValue == name } }

    package static var names: String { all.map { $0.id.rawValue }.joined(separator: ", ") }

    /// `Strava or intervals.icu`.
    package static var titles: String {
        let words = all.map { $0.title }
        return words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }
}

/// A ride as it is sent: the bytes (the same on every try), what the form carries, and what the run matches it
/// by at the service.
package struct OutgoingRide: Sendable {
    package var bytes: [UInt8]
    /// The service's name for the bytes: `fit`, `fit.gz`, `gpx`, `tcx`.
    package var dataType: String
    package var fileName: String
    package var name: String?
    package var description: String?
    /// A FIT sport name (`cycling`) and sub-sport (`indoor_cycling`), when the ride says them.
    package var sport: String?
    package var subSport: String?
    package var trainer = false
    package var commute = false
    /// The SHA-256 of the library's file of the ride.
    package var externalID: String
    /// Unix seconds, and seconds: what the service's list is matched by.
    package var start: Int64
    package var elapsed: Double

    package init(bytes: [UInt8], dataType: String, fileName: String, externalID: String, start: Int64, elapsed: Double)
    {
        self.bytes = bytes
        self.dataType = dataType
        self.fileName = fileName
        self.externalID = externalID
        self.start = start
        self.elapsed = elapsed
    }

    /// Whether a row of a service's list is this ride: sent with its external id (a service may add to it), or
    /// the same ride by start and duration (the library's merge rule).
    package func isThisRide(externalID: String?, start: Int64?, elapsed: Double?) -> Bool {
        if let externalID, externalID.hasPrefix(self.externalID) { return true }
        guard let start, let elapsed else { return false }
        return DuplicateKind.sameRide(start: start, elapsed: elapsed, start: self.start, elapsed: self.elapsed)
    }

    /// The first row of a service's list that is this ride: its id.
    package func found(in rows: [JSONValue]) -> String? {
        for row in rows {
            guard let id = RemoteID.read(row["id"]) else { continue }
            if isThisRide(
                externalID: row["external_id"]?.string, start: row["start_date"]?.string.flatMap(ISODate.parse),
                elapsed: row["elapsed_time"]?.double)
            {
                return id
            }
        }
        return nil
    }

    /// The sport as both services name it (Strava's `sport_type`, intervals.icu's `type`), nil for one they
    /// would not take from a FIT name.
    package var serviceSport: String? {
        switch (sport, subSport) {
        case ("cycling", "indoor_cycling"?), ("cycling", "virtual_activity"?): "VirtualRide"
        case ("cycling", "mountain"?): "MountainBikeRide"
        case ("cycling", "gravel_cycling"?): "GravelRide"
        case ("cycling", "e_bike_fitness"?), ("e_biking", _): "EBikeRide"
        case ("cycling", _): "Ride"
        case ("running", "trail"?): "TrailRun"
        case ("running", "treadmill"?): "VirtualRun"
        case ("running", _): "Run"
        case ("walking", _): "Walk"
        case ("hiking", _): "Hike"
        case ("swimming", _): "Swim"
        case ("rowing", _): "Rowing"
        case ("cross_country_skiing", _): "NordicSki"
        default: nil
        }
    }
}

/// What a service says of an upload.
package enum UploadProgress: Sendable, Equatable {
    /// Taken, still being processed, under this upload id.
    case processing(String)
    /// The activity it made.
    case done(String)
    /// The service holds this ride already, as this activity: not a failure, the ride is there.
    case duplicate(String)
    /// Refused, with the service's words (a file it cannot read): trying again would not help.
    case failed(String)
}

/// Multipart form data (RFC 7578) as the services read an upload: text fields, then the file. The boundary is
/// 128 random bits, made again in the unlikely case that a value or the file holds it, so that no title or
/// description can end its part and add another (docs/SYNC.md); values carry no NUL.
package enum Multipart {
    package static func form(fields: [(String, String)], file: (name: String, bytes: [UInt8]))
        -> (body: [UInt8], contentType: String)
    {
        let values = fields.map { ($0.0, $0.1.replacing("\u{0}", with: "")) }
        var boundary = randomBoundary()
        while values.contains(where: { $0.1.contains(boundary) }) || contains(file.bytes, Array(boundary.utf8)) {
            boundary = randomBoundary()
        }
        var out: [UInt8] = []
        for (name, value) in values {
            out += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n".utf8)
            out += Array(value.utf8) + [13, 10]
        }
        let fileName = String(file.name.map { $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\u{0}" ? "_" : $0 })
        out += Array(
            ("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(fileName)\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").utf8)
        out += file.bytes + [13, 10]
        out += Array("--\(boundary)--\r\n".utf8)
        return (out, "multipart/form-data; boundary=\(boundary)")
    }

    static func randomBoundary() -> String {
        var generator = SystemRandomNumberGenerator()
        let bits = (generator.next() as UInt64, generator.next() as UInt64)
        return "fitkit-" + hex(bits.0) + hex(bits.1)
    }

    private static func hex(_ v: UInt64) -> String {
        let digits = String(v, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var i = 0
        while i + needle.count <= bytes.count {
            if bytes[i] == first && bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
