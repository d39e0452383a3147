import FITActivity
import FITKit

/// `convert`: a GPX or TCX track written as a FIT activity. Each timed point becomes a record (position,
/// altitude, distance, speed, heart rate, cadence, power, temperature as the track has them; distance summed
/// along the track when it has none); a timer start and stop around them; the laps a TCX file has, else one;
/// a session of the track's sport; the activity.
package enum Convert {
    /// The FIT file, how many positions it left out for a privacy zone, and how many points it left out for a
    /// time far from the track's (`RecordTimeline`'s clock rule: the run of times that step by at most a day
    /// and holds the most points is the track, as analysis takes a ride's records).
    package static func fit(_ track: Track, privacy: PrivacyZones) throws(EditError)
        -> (bytes: [UInt8], hidden: Int, timeOutliers: Int)
    {
        var points = track.points.sorted { ($0.time ?? 0) < ($1.time ?? 0) }
        let count = points.count
        if let run = RecordTimeline.longestRun(of: points.lazy.compactMap(\.time)) {
            points = points.filter { $0.time.map { (run.first...run.last).contains($0) } ?? false }
        }
        guard let first = points.first?.time, let last = points.last?.time else {
            throw EditError.noRecords("no timed track points to convert")
        }
        var encoder = FITEncoder()
        var distance = 0.0
        var previous: Track.Point?
        let hasPositions = track.points.contains { $0.latitude != nil }
        do throws(FITEncoder.EncodingError) {
            try encoder.write([
                (FileIdField.type, .value(Profile.File.activity)),
                (.manufacturer, .value(Profile.Manufacturer.development)), (.product, .number(0)),
                (.timeCreated, .time(first))
            ])
            for p in points {
                if let lat = p.latitude, let lon = p.longitude, let a = previous?.latitude, let b = previous?.longitude
                {
                    distance += Geo.haversine(a, b, lat, lon)
                }
                if p.latitude != nil { previous = p }
                // One rule for what a record holds, the profile's (`FITEncoder.record`).
                var point = p
                point.distance = p.distance ?? (hasPositions ? distance : nil)
                try encoder.write(FITEncoder.record(point))
            }
        } catch {
            throw EditError.from(error)
        }
        let file = EditableFile(RecoveredFile.read(encoder.file()))
        let starts = track.lapStarts.filter { $0 <= last }.sorted()
        // Each lap to the second before the next starts (a lap that starts before the first point, from it).
        let laps = starts.enumerated().map { i, s in
            Summaries.Span(start: max(s, first), end: i + 1 < starts.count ? max(starts[i + 1], 1) - 1 : last)
        }
        var writer = ActivityWriter(privacy: privacy)
        writer.fileMessages(file.entries.filter { $0.role == .fileID })
        try writer.piece(file.entries.filter { $0.role == .timed })
        let bytes = try writer.finish(
            laps: laps, sessions: [Summaries.Span(start: first, end: last, sport: track.sport)], utcOffset: nil)
        return (bytes, writer.hidden, count - points.count)
    }
}
