import FITLibrary
import FITSupport

/// intervals.icu's uploads (the project's API facts, §6.3): `POST /api/v1/athlete/0/activities` with the file as
/// multipart and name, description and external_id as query parameters; 201 made a new activity, 200 means it
/// held these very bytes already (it de-duplicates by the file's hash only): both name the activity, recorded
/// the same way. Sport, trainer and commute with `PUT /api/v1/activity/{id}` afterwards.
extension Intervals: UploadTarget {
    package func send(_ ride: OutgoingRide) throws(SyncError) -> UploadProgress {
        var query = [("external_id", ride.externalID)]
        if let name = ride.name { query.append(("name", name)) }
        if let description = ride.description { query.append(("description", description)) }
        let form = Multipart.form(fields: [], file: (ride.fileName, ride.bytes))
        let response = try client.send(
            "POST", "/api/v1/athlete/0/activities?" + FormEncoding.encode(query), body: form.body,
            contentType: form.contentType, what: "the upload of \(ride.fileName)")
        let json = try? JSONReading.parse(response.body)
        guard let id = RemoteID.read(json?["activities"]?.array?.first?["id"]) ?? RemoteID.read(json?["id"]) else {
            return .failed("intervals.icu's answer names no activity (HTTP \(response.status))")
        }
        return response.status == 200 ? .duplicate(id) : .done(id)
    }

    package func poll(uploadID: String) throws(SyncError) -> UploadProgress {
        // Its uploads answer at once: an id kept as an upload is the activity.
        .done(uploadID)
    }

    package func find(_ ride: OutgoingRide) throws(SyncError) -> String? {
        let query = [
            ("oldest", ServiceDate.day(ride.start - 86_400)), ("newest", ServiceDate.day(ride.start + 86_400)),
            ("fields", "id,start_date,elapsed_time,external_id")
        ]
        let rows =
            try client.json(
                "/api/v1/athlete/0/activities?" + FormEncoding.encode(query), what: "the activity list"
            ).array ?? []
        return ride.found(in: rows)
    }

    package func amend(_ remoteID: String, _ ride: OutgoingRide) throws(SyncError) {
        var fields: [(String, JSONValue)] = [("trainer", .bool(ride.trainer)), ("commute", .bool(ride.commute))]
        if let sport = ride.serviceSport { fields.append(("type", .string(sport))) }
        _ = try client.send(
            "PUT", "/api/v1/activity/\(RemoteID.pathSegment(remoteID))",
            body: Array(JSONValue.object(fields).text().utf8),
            contentType: "application/json", what: "activity \(remoteID)")
    }
}
