import FITActivity
import FITKit

/// `fitkit course`: a route written as a FIT course for a bike computer (docs/DEVICE.md). A course is a file_id
/// of type course, a course message (name, sport), one lap, a timer start, a record for each point (position,
/// distance along the route, altitude, and a time: the route's own, or a virtual partner's at a steady speed),
/// the course points and a timer stop.
///
/// Course points: the turns a route planner gave (GPX waypoints, TCX course points or FIT course points of a
/// turn's type), else a turn at each corner of the route (`CourseGeometry.turns`: slight 30–60°, plain 60–120°,
/// sharp 120–165°, a U-turn beyond); the start (as its category) and the summit of each climb by the climbs'
/// rule (`Climbs`); and the waypoints within 50 m of the route, at their nearest point of it.
package enum Course {
    /// A course point: where along the route, where on the map, its FIT type and name.
    package struct Point: Sendable, Equatable {
        package let distance: Double
        package let latitude: Double, longitude: Double
        package let type: Profile.CoursePoint
        package let name: String
    }

    /// What a course is made of, and how.
    package struct Plan: Sendable {
        package var name: String
        package var sport: String?
        /// The virtual partner's speed, m/s; nil keeps the route's own times when every point has one.
        package var speed: Double?
        package var reverse = false
        /// Leave out points within this many metres of the course line (0: keep every point).
        package var simplify = 5.0
        /// When the course starts (FIT seconds), for a route without times of its own (one with them starts when
        /// it did, whatever its pace).
        package var start: UInt32

        package init(name: String, start: UInt32) {
            self.name = name
            self.start = start
        }
    }

    package static let defaultSpeed = 25 / 3.6
    /// The most metres of climbing (or descent) and the most course points FIT's 16-bit fields hold.
    static let mostClimbing = 65_534.0
    static let mostPoints = 65_534

    /// How far from the route a waypoint may be and still be one of its course points.
    package static let waypointReach = 50.0
    /// How far a FIT course point's own distance along the route may be from where it is placed (two
    /// computations of a route's length part by a few metres a kilometre).
    static let passReach = 1_000.0
    /// The longest name a course point keeps (Garmin's devices show 15 bytes of it).
    package static let nameLimit = 15

    /// The course's FIT bytes, its course points, and how many route points were left out by the privacy zones
    /// and by simplification.
    package static func fit(
        route: [TrackPoint], waypoints: [Track.Waypoint], plan: Plan, privacy: PrivacyZones
    ) throws(EditError) -> (bytes: [UInt8], points: [Point], hidden: Int, simplified: Int) {
        var route = route.filter { $0.latitude != nil && $0.longitude != nil }
        if plan.reverse {
            route = route.reversed().map {
                var p = $0; p.time = nil; return p
            }
        }
        let before = route.count
        route = route.filter { p in !privacy.hides(latitude: p.latitude ?? 0, longitude: p.longitude ?? 0) }
        let hidden = before - route.count
        guard route.count >= 2 else { throw EditError.noRecords("fewer than two route points with a position") }
        let lat = route.map { $0.latitude ?? 0 }, lon = route.map { $0.longitude ?? 0 }
        let d = CourseGeometry.distances(lat, lon)
        // Times: the route's own when asked and whole and in order, else the virtual partner's.
        let own = route.compactMap(\.time)
        // A route whose times do not move forward (GaiaGPS stamps every point with the export's time) is a plan,
        // not a record: timed by the speed.
        let keepsTimes =
            plan.speed == nil && own.count == route.count && zip(own, own.dropFirst()).allSatisfy { $0 <= $1 }
            && (own.last ?? 0) > (own.first ?? 0)
        let speed = plan.speed ?? defaultSpeed
        let start = own.first ?? plan.start
        let times: [UInt32] = keepsTimes ? own : d.map { start &+ UInt32(($0 / speed).rounded()) }
        func time(at distance: Double) -> UInt32 {
            guard let i = d.firstIndex(where: { $0 >= distance }) else { return times[times.count - 1] }
            guard i > 0, d[i] > d[i - 1] else { return times[i] }
            let f = (distance - d[i - 1]) / (d[i] - d[i - 1])
            return times[i - 1] &+ UInt32((Double(times[i] &- times[i - 1]) * f).rounded())
        }
        // A planner's turns were made for the route's own direction: a reversed route has its turns found again.
        let waypoints = plan.reverse ? waypoints.filter { !isTurn(waypointType($0.kind)) } : waypoints
        let points = coursePoints(route, lat, lon, d, waypoints: waypoints, privacy: privacy)
        let altitudes = route.compactMap(\.altitude)
        let kept =
            plan.simplify > 0
            ? CourseGeometry.simplified(
                lat, lon, altitude: altitudes.count == route.count ? altitudes : nil, tolerance: plan.simplify)
            : Array(route.indices)
        let elevation = altitudes.count == route.count ? Elevation.gainAndLoss(altitudes) : nil
        try checkLimits(elevation, points: points.count)

        var encoder = FITEncoder()
        do throws(FITEncoder.EncodingError) {
            try encoder.write([
                (FileIdField.type, .value(Profile.File.course)),
                (.manufacturer, .value(Profile.Manufacturer.development)), (.product, .number(0)),
                (.timeCreated, .time(start))
            ])
            try encoder.write([
                // The profile sets no length for a course's name: kept whole up to FIT's 254 bytes of text.
                (CourseField.name, .text(cut(plan.name, to: 254))),
                (.sport, plan.sport.map { .name($0) })
            ])
            let end = times[times.count - 1]
            try encoder.write([
                (LapField.timestamp, .time(end)), (.startTime, .time(start)),
                (.startPositionLat, .number(semicircles(degrees: lat[0]))),
                (.startPositionLong, .number(semicircles(degrees: lon[0]))),
                (.endPositionLat, .number(semicircles(degrees: lat[lat.count - 1]))),
                (.endPositionLong, .number(semicircles(degrees: lon[lon.count - 1]))),
                (.totalElapsedTime, .number(Double(end &- start))), (.totalTimerTime, .number(Double(end &- start))),
                (.totalDistance, .number(d[d.count - 1])), (.totalAscent, elevation.map { .number($0.gain.rounded()) }),
                (.totalDescent, elevation.map { .number($0.loss.rounded()) })
            ])
            try encoder.write([
                (EventField.timestamp, .time(start)), (.event, .value(Profile.Event.timer)),
                (.eventType, .value(Profile.EventType.start)), (.eventGroup, .number(0))
            ])
            for i in kept {
                var p = TrackPoint(time: times[i], latitude: lat[i], longitude: lon[i], distance: d[i])
                p.altitude = route[i].altitude
                try encoder.write(FITEncoder.record(p))
            }
            for (n, p) in points.enumerated() {
                try encoder.write([
                    (CoursePointField.messageIndex, .number(Double(n))), (.timestamp, .time(time(at: p.distance))),
                    (.positionLat, .number(semicircles(degrees: p.latitude))),
                    (.positionLong, .number(semicircles(degrees: p.longitude))),
                    (.distance, .number(p.distance)), (.type, .value(p.type)), (.name, .text(p.name))
                ])
            }
            try encoder.write([
                (EventField.timestamp, .time(end)), (.event, .value(Profile.Event.timer)),
                (.eventType, .value(Profile.EventType.stopAll)), (.eventGroup, .number(0))
            ])
        } catch {
            throw EditError.from(error)
        }
        return (encoder.file(), points, hidden, route.count - kept.count)
    }

    /// What FIT's fields cannot hold, said as the route's before anything is written.
    static func checkLimits(_ elevation: (gain: Double, loss: Double)?, points: Int) throws(EditError) {
        if let climb = elevation.map({ max($0.gain, $0.loss) }), climb > Self.mostClimbing {
            throw EditError.encoding(
                "the route climbs or descends \(Int(climb)) m: a FIT course holds at most \(Int(Self.mostClimbing)) m "
                    + "(its lap's total_ascent is 16 bits)")
        }
        if points > Self.mostPoints {
            throw EditError.encoding(
                "\(points) course points: a FIT course numbers at most \(Self.mostPoints) (16 bits); "
                    + "give fewer waypoints")
        }
    }

    /// The route of a FIT activity (or of a course, read again): its records' times, positions and altitudes,
    /// and its name and sport when it says them.
    package static func route(ofFIT bytes: [UInt8]) -> Track {
        var track = Track()
        for m in RecoveredFile.read(bytes).decoded {
            switch m.globalNumber {
            case MessageNumber.record:
                guard let lat = m.double(RecordField.positionLat), let lon = m.double(RecordField.positionLong)
                else { continue }
                var p = TrackPoint(
                    time: m.time(RecordField.timestamp), latitude: degrees(semicircles: lat),
                    longitude: degrees(semicircles: lon))
                p.altitude = m.double(RecordField.enhancedAltitude) ?? m.double(RecordField.altitude)
                track.route.append(p)
            case MessageNumber.session: track.sport = track.sport ?? m.string(SessionField.sport)
            case MessageNumber.coursePoint:
                // A course's own points (a planner's turns and places) come along as waypoints.
                guard let lat = m.double(CoursePointField.positionLat),
                    let lon = m.double(CoursePointField.positionLong)
                else { continue }
                track.waypoints.append(
                    Track.Waypoint(
                        name: m.string(CoursePointField.name), latitude: degrees(semicircles: lat),
                        longitude: degrees(semicircles: lon), kind: m.string(CoursePointField.type),
                        distance: m.double(CoursePointField.distance)))
            case MessageNumber.course:
                track.name = track.name ?? m.string(CourseField.name)
                track.sport = track.sport ?? m.string(CourseField.sport)
            default: break
            }
        }
        return track
    }

    /// The course points of a route, in order along it.
    static func coursePoints(
        _ route: [TrackPoint], _ lat: [Double], _ lon: [Double], _ d: [Double], waypoints: [Track.Waypoint],
        privacy: PrivacyZones
    ) -> [Point] {
        var points: [Point] = []
        // The planner's turns, when it gave some, are the ones a rider follows: no others are guessed.
        let planned = waypoints.contains { isTurn(waypointType($0.kind)) }
        for turn in planned ? [] : CourseGeometry.turns(lat, lon, d) {
            let type = turnType(turn.angle)
            points.append(
                Point(
                    distance: d[turn.index], latitude: lat[turn.index], longitude: lon[turn.index], type: type,
                    name: label(type)))
        }
        let altitudes = route.map { $0.altitude ?? .nan }
        for climb in Climbs.find(distance: d, altitude: altitudes) {
            points.append(
                Point(
                    distance: climb.startDistance, latitude: lat[climb.start], longitude: lon[climb.start],
                    type: climbType(climb.category), name: climbText(climb)))
            points.append(
                Point(
                    distance: climb.endDistance, latitude: lat[climb.end], longitude: lon[climb.end],
                    type: .summit, name: climbText(climb, prefix: "Top ")))
        }
        let grid = waypoints.isEmpty ? nil : CourseGeometry.SegmentGrid(lat, lon)
        for w in waypoints {
            guard let la = w.latitude, let lo = w.longitude, var candidates = grid?.near(la, lo), !candidates.isEmpty
            else { continue }
            // A point that says how far along it is belongs to that pass of a route that goes by twice.
            if let along = w.distance, along > 0 {
                let pass = candidates.filter { abs(d[$0] - along) <= passReach }
                if !pass.isEmpty { candidates = pass }
            }
            guard let near = CourseGeometry.nearest(la, lo, route: lat, lon, d, among: candidates),
                near.away <= waypointReach
            else { continue }
            let type = waypointType(w.kind)
            points.append(
                Point(
                    distance: near.along, latitude: near.latitude, longitude: near.longitude, type: type,
                    name: w.name ?? label(type)))
        }
        return
            points
            .filter { !privacy.hides(latitude: $0.latitude, longitude: $0.longitude) }
            .map {
                Point(
                    distance: $0.distance, latitude: $0.latitude, longitude: $0.longitude, type: $0.type,
                    name: cut($0.name))
            }
            .sorted { $0.distance < $1.distance }
    }

    /// Whether a course point type is a turn (a planner's cue), not a place.
    static func isTurn(_ type: Profile.CoursePoint) -> Bool {
        [
            .left, .right, .straight, .slightLeft, .sharpLeft, .slightRight, .sharpRight, .uTurn, .leftFork, .rightFork,
            .middleFork
        ].contains(type)
    }

    /// FIT's turn types by the heading change (positive right).
    static func turnType(_ angle: Double) -> Profile.CoursePoint {
        let a = abs(angle), right = angle > 0
        if a > 165 { return .uTurn }
        if a >= 120 { return right ? .sharpRight : .sharpLeft }
        if a >= 60 { return right ? .right : .left }
        return right ? .slightRight : .slightLeft
    }

    /// A climb's start as its category's course point type.
    static func climbType(_ category: Climb.Category) -> Profile.CoursePoint {
        switch category {
        case .hors: .horsCategory
        case .one: .firstCategory
        case .two: .secondCategory
        case .three: .thirdCategory
        case .four: .fourthCategory
        case .uncategorised: .generic
        }
    }

    /// "2.2km 4.1% +90m".
    /// A climb's name in the longest form that fits a course point's name whole (after `prefix`): "9.2km 5.6%
    /// +511m", else "9.2km 5.6% 511m", else length and grade; never cut inside a figure or its unit.
    static func climbText(_ c: Climb, prefix: String = "") -> String {
        func one(_ v: Double) -> String {
            let tenths = Int((v * 10).rounded())
            return "\(tenths / 10).\(abs(tenths % 10))"
        }
        let length = one(c.length / 1000) + "km", grade = one(c.averageGradient) + "%"
        let gain = "\(Int(c.gain.rounded()))m"
        let forms = ["\(length) \(grade) +\(gain)", "\(length) \(grade) \(gain)", "\(length) \(grade)", grade]
        return forms.map { prefix + $0 }.first { $0.utf8.count <= nameLimit } ?? prefix + grade
    }

    /// A waypoint's kind as a course point type: a FIT type's name (`Water`, `First Aid`, `summit`), or a common
    /// symbol for one; else generic.
    static func waypointType(_ kind: String?) -> Profile.CoursePoint {
        guard var key = kind.map({ String($0.lowercased().map { $0 == " " || $0 == "-" ? "_" : $0 }) }) else {
            return .generic
        }
        // GaiaGPS's symbols carry their icon's size: water-24, campsite-24.
        if let last = key.lastIndex(of: "_"), !key[key.index(after: last)...].isEmpty,
            key[key.index(after: last)...].allSatisfy(\.isNumber)
        {
            key = String(key[..<last])
        }
        if let value = Profile.type(at: Profile.CoursePoint.typeIndex).value(named: key) {
            return Profile.CoursePoint(rawValue: value)
        }
        return waypointSynonyms.first { $0.names.contains(key) }?.type ?? .generic
    }

    /// The common names of GPX `type`/`sym` (RideWithGPS, GaiaGPS, Garmin's symbols) and TCX `PointType` words
    /// for FIT's course point types, where they are not FIT's own name.
    static let waypointSynonyms: [(names: Set<String>, type: Profile.CoursePoint)] = [
        (["drinking_water", "water_source", "fountain", "drinking_fountain"], .water),
        (["restaurant", "cafe", "coffee", "food_and_drink", "bakery", "fast_food", "pizza"], .food),
        (["shop", "grocery", "convenience_store", "supermarket", "shopping"], .store),
        (["peak", "mountain", "summit_marker"], .summit),
        (["caution", "hazard", "warning"], .danger),
        (["medical", "hospital", "first_aid_kit", "doctor"], .firstAid),
        (["restroom", "restrooms", "toilets", "bathroom", "wc"], .toilet),
        (["campground", "camping", "camp", "tent"], .campsite),
        (["shelter_hut", "hut", "lodge", "lodging", "hotel"], .shelter),
        (["viewpoint", "scenic_area", "scenic", "view", "vista"], .overlook),
        (["bike_shop", "bicycle_shop", "repair", "bike_repair"], .service),
        (["rest_stop", "rest"], .restArea), (["showers"], .shower), (["aid", "feed_zone"], .aidStation),
        (["information", "info_point"], .info), (["valley_floor"], .valley)
    ]

    /// A type's name as a label: "sharp_left" → "Sharp left".
    package static func label(_ type: Profile.CoursePoint) -> String {
        let text = String((type.name ?? "point").map { $0 == "_" ? " " : $0 })
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// A name cut to `limit` bytes (a course point's `nameLimit` by default), at a character's end.
    static func cut(_ name: String, to limit: Int = nameLimit) -> String {
        var out = ""
        for c in name {
            guard out.utf8.count + String(c).utf8.count <= limit else { break }
            out.append(c)
        }
        return out
    }
}
