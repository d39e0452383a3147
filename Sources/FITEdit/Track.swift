import FITActivity
import FITKit

/// A GPX or TCX track as `convert` reads it: its points with their times and what the Garmin
/// TrackPointExtension (heart rate, cadence, temperature) and the power extensions give, its sport, and the
/// start of each of a TCX file's laps.
package struct Track: Sendable {
    /// A point of the track: what a FIT record is made of (`TrackPoint`).
    package typealias Point = TrackPoint

    package var points: [Point] = []
    /// Every point with a position, timed or not, in the file's order: the route a course follows (a GPX
    /// route's points have no times).
    package var route: [Point] = []
    /// Named places: GPX waypoints (`wpt`) and TCX course points.
    package var waypoints: [Waypoint] = []
    /// The track's, route's or course's name, when it has one.
    package var name: String?
    /// A FIT sport name (`cycling`), when the track says one.
    package var sport: String?
    /// When each lap starts (TCX).
    package var lapStarts: [UInt32] = []
    /// Points left out for having no time (a FIT record needs one).
    package var untimed = 0
    /// Points left out for a position that cannot be one: not a decimal number (`NaN`, `INF`, `0x10`), or
    /// outside -90…90° of latitude or -180…180° of longitude.
    package var badPositions = 0

    /// A named place along or near a route.
    package struct Waypoint: Sendable, Equatable {
        package var name: String?
        package var latitude: Double?, longitude: Double?
        /// The GPX `type` or `sym`, or the TCX `PointType` (`Summit`, `Water`, `Left`…).
        package var kind: String?
        /// Metres along the route, when the file says (a FIT course point): which pass of a route that goes by
        /// twice it belongs to.
        package var distance: Double?
    }

    /// Reads a GPX or TCX document (told apart by its root element). libxml2 reads it without network access
    /// and without expanding entities.
    package static func read(_ bytes: [UInt8]) throws(EditError) -> Track {
        var builder = Builder()
        try XMLEvents.read(bytes, what: "GPX or TCX", failure: EditError.track) { event in
            switch event {
            case .open(let element, let attributes): builder.open(element, attributes)
            case .text(let text): builder.text(text)
            case .close: builder.close()
            }
        }
        guard let root = builder.root, root == "gpx" || root == "TrainingCenterDatabase" else {
            throw EditError.track("not a GPX or TCX file (its root element is \(builder.root ?? "missing"))")
        }
        return builder.track
    }

    /// Folds the reader's events into a track: an element stack, the point being read.
    private struct Builder {
        var track = Track()
        var root: String?
        var stack: [String] = []
        var point: Point?
        var waypoint: Waypoint?
        /// Whether the point being read has a position that cannot be one.
        var bad = false

        mutating func open(_ name: String, _ attributes: [String: String]) {
            if root == nil { root = name }
            stack.append(name)
            switch name {
            case "trkpt", "rtept", "Trackpoint":
                point = Point()
                bad = false
                if let lat = attributes["lat"] { point?.latitude = Track.coordinate(lat, limit: 90, &bad) }
                if let lon = attributes["lon"] { point?.longitude = Track.coordinate(lon, limit: 180, &bad) }
            case "wpt", "CoursePoint":
                waypoint = Waypoint()
                var ignored = false
                waypoint?.latitude = attributes["lat"].flatMap { Track.coordinate($0, limit: 90, &ignored) }
                waypoint?.longitude = attributes["lon"].flatMap { Track.coordinate($0, limit: 180, &ignored) }
            case "Activity": track.sport = track.sport ?? attributes["Sport"].flatMap(SportNames.fromText)
            case "Lap": if let t = attributes["StartTime"].flatMap(EditTime.iso8601) { track.lapStarts.append(t) }
            default: break
            }
        }

        mutating func close() {
            guard let name = stack.popLast() else { return }
            if name == "trkpt" || name == "rtept" || name == "Trackpoint", let p = point {
                if bad {
                    track.badPositions += 1
                } else if p.time == nil {
                    track.untimed += 1
                } else {
                    track.points.append(p)
                }
                if !bad && p.latitude != nil && p.longitude != nil { track.route.append(p) }
                point = nil
            }
            if name == "wpt" || name == "CoursePoint", let w = waypoint {
                if w.latitude != nil && w.longitude != nil { track.waypoints.append(w) }
                waypoint = nil
            }
        }

        mutating func text(_ text: String) {
            guard let name = stack.last else { return }
            let trimmed = text.filter { !$0.isWhitespace }
            if waypoint != nil {
                var ignored = false
                switch name {
                case "name", "Name": waypoint?.name = Track.trimmed(text)
                case "type", "sym", "PointType":
                    // The first word fitkit knows as a course point type wins (a route planner's `type`, else
                    // its symbol's name).
                    if waypoint?.kind == nil || Course.waypointType(waypoint?.kind) == .generic {
                        waypoint?.kind = Track.trimmed(text)
                    }
                case "LatitudeDegrees": waypoint?.latitude = Track.coordinate(trimmed, limit: 90, &ignored)
                case "LongitudeDegrees": waypoint?.longitude = Track.coordinate(trimmed, limit: 180, &ignored)
                default: break
                }
                return
            }
            guard point != nil else {
                if name == "type", stack.dropLast().last == "trk" {
                    track.sport = track.sport ?? SportNames.fromText(trimmed)
                }
                if (name == "name" && ["trk", "rte", "metadata"].contains(stack.dropLast().last ?? ""))
                    || (name == "Name" && stack.dropLast().last == "Course")
                {
                    track.name = track.name ?? Track.trimmed(text)
                }
                return
            }
            let number = Track.decimal(trimmed)
            switch name {
            case "time", "Time": point?.time = EditTime.iso8601(trimmed)
            case "ele", "AltitudeMeters": point?.altitude = number
            case "LatitudeDegrees": point?.latitude = Track.coordinate(trimmed, limit: 90, &bad)
            case "LongitudeDegrees": point?.longitude = Track.coordinate(trimmed, limit: 180, &bad)
            case "DistanceMeters": point?.distance = number
            case "hr": point?.heartRate = number
            case "Value" where stack.dropLast().last == "HeartRateBpm": point?.heartRate = number
            case "cad", "Cadence", "RunCadence": point?.cadence = number
            case "atemp", "wtemp", "temp": point?.temperature = number
            case "power", "Watts", "PowerInWatts": point?.power = number
            case "speed", "Speed": point?.speed = number
            default: break
            }
        }
    }

    /// A number as GPX and TCX write them (XML Schema's decimal and double: `-12.5`, `1e3`), nil for anything
    /// else: no hexadecimal (`0x10`), no `NaN` or `INF`, nothing infinite.
    static func decimal(_ text: String) -> Double? {
        var digits = 0, seenPoint = false, seenExponent = false, afterExponent = 0
        for (i, c) in text.utf8.enumerated() {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if seenExponent { afterExponent += 1 } else { digits += 1 }
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                let previous = i > 0 ? Array(text.utf8)[i - 1] : nil
                guard i == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return nil }
            case UInt8(ascii: "."):
                guard !seenPoint && !seenExponent else { return nil }
                seenPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard !seenExponent && digits > 0 else { return nil }
                seenExponent = true
            default: return nil
            }
        }
        guard digits > 0, !seenExponent || afterExponent > 0, let v = Double(text), v.isFinite else { return nil }
        return v
    }

    /// Text without its leading and trailing whitespace.
    static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// A latitude (`limit` 90) or longitude (180) in degrees; nil, and `bad` set, when the text is not one.
    static func coordinate(_ text: String, limit: Double, _ bad: inout Bool) -> Double? {
        guard let v = decimal(text.filter { !$0.isWhitespace }), abs(v) <= limit else {
            bad = true
            return nil
        }
        return v
    }

}
