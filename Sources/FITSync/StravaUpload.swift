import FITLibrary
import FITSupport

/// Strava's uploads (the project's API facts, §6.2): `POST /uploads` (multipart: the file, data_type, name,
/// description, trainer, commute, external_id), then `GET /uploads/{id}` once a second until it names the
/// activity or an error; the sport with `PUT /activities/{id}` afterwards (an upload has no sport field). A
/// duplicate, in either wording Strava gives ("… duplicate of activity N", or a link to /activities/N), at the
/// POST or at a poll, is the ride already there as activity N. Needs the activity:write scope
/// (`fitkit login strava --upload`).
extension Strava: UploadTarget {
    package func send(_ ride: OutgoingRide) throws(SyncError) -> UploadProgress {
        var fields = [
            ("data_type", ride.dataType), ("external_id", ride.externalID), ("trainer", ride.trainer ? "1" : "0"),
            ("commute", ride.commute ? "1" : "0")
        ]
        if let name = ride.name { fields.append(("name", name)) }
        if let description = ride.description { fields.append(("description", description)) }
        let form = Multipart.form(fields: fields, file: (ride.fileName, ride.bytes))
        let (status, json) = try call(
            "POST", "/uploads", body: form.body, headers: [("Content-Type", form.contentType)],
            what: "the upload of \(ride.fileName)", passing: [400])
        return Self.progress(json, status: status)
    }

    package func poll(uploadID: String) throws(SyncError) -> UploadProgress {
        let (status, json) = try call(
            "GET", "/uploads/\(RemoteID.pathSegment(uploadID))", what: "upload \(uploadID)", passing: [400])
        return Self.progress(json, status: status)
    }

    /// The activities started within an hour of the ride: the one sent with its external id, or the one that
    /// is the same ride by start and duration.
    package func find(_ ride: OutgoingRide) throws(SyncError) -> String? {
        let rows =
            try call(
                "GET", "/athlete/activities?after=\(ride.start - 3600)&before=\(ride.start + 3600)&per_page=50",
                what: "the activity list"
            ).json?.array ?? []
        return ride.found(in: rows)
    }

    package func amend(_ remoteID: String, _ ride: OutgoingRide) throws(SyncError) {
        var fields: [(String, JSONValue)] = [("trainer", .bool(ride.trainer)), ("commute", .bool(ride.commute))]
        if let sport = ride.serviceSport { fields.append(("sport_type", .string(sport))) }
        _ = try call(
            "PUT", "/activities/\(RemoteID.pathSegment(remoteID))", body: Array(JSONValue.object(fields).text().utf8),
            headers: [("Content-Type", "application/json")], what: "activity \(remoteID)")
    }

    /// What an Upload object says: an error (a duplicate names the activity), the activity, or still processing.
    static func progress(_ json: JSONValue?, status: Int) -> UploadProgress {
        guard let json else { return .failed("Strava answered HTTP \(status) without an upload") }
        if let error = json["error"]?.string, !error.isEmpty {
            if error.lowercased().contains("duplicate"),
                let id = duplicateOf(error) ?? RemoteID.read(json["activity_id"])
            {
                return .duplicate(id)
            }
            return .failed(withoutTags(error))
        }
        if let activity = RemoteID.read(json["activity_id"]) { return .done(activity) }
        if let text = json["status"]?.string, text.lowercased().contains("deleted") { return .failed(text) }
        if let upload = json["id_str"]?.string ?? RemoteID.read(json["id"]) { return .processing(upload) }
        return .failed("Strava's answer names no upload (HTTP \(status))")
    }

    /// N of "… duplicate of activity N" or of a link to "/activities/N".
    static func duplicateOf(_ error: String) -> String? {
        for marker in ["/activities/", "activity "] {
            var rest = Substring(error)
            while let r = rest.firstRange(of: marker) {
                let digits = rest[r.upperBound...].prefix { $0.isASCII && $0.isNumber }
                if !digits.isEmpty { return String(digits) }
                rest = rest[r.upperBound...]
            }
        }
        return nil
    }

    /// Strava's error text may hold HTML (the duplicate's link): the text alone.
    static func withoutTags(_ text: String) -> String {
        var out = "", inTag = false
        for c in text {
            if c == "<" { inTag = true } else if c == ">" { inTag = false } else if !inTag { out.append(c) }
        }
        return out
    }
}
