import Foundation
import Testing
import TestSupport

/// `fitkit course`: routes written as FIT courses, read back by Garmin's decoder with its integrity check; the
/// course points where a geometry worked out here (great-circle steps, the corner of a route made with one)
/// puts them.
@Suite struct CourseTests {
    static let metresPerDegree = 6_371_008.8 * Double.pi / 180

    /// A route every 10 m from 45° N 7° E: stretches of (metres, heading degrees clockwise from north, gradient %),
    /// with `wiggle` m of sideways noise on every other point.
    static func route(_ stretches: [(Double, Double, Double)], wiggle: Double = 0) -> [(Double, Double, Double)] {
        var points = [(45.0, 7.0, 100.0)]
        var n = 0
        for (length, heading, grade) in stretches {
            for _ in 0..<Int(length / 10) {
                let (lat, lon, ele) = points[points.count - 1]
                let h = heading * .pi / 180
                let dLat = 10 * cos(h) / metresPerDegree
                let dLon = 10 * sin(h) / (metresPerDegree * cos(lat * .pi / 180))
                points.append((lat + dLat, lon + dLon, ele + grade / 10))
                n += 1
            }
        }
        guard wiggle > 0 else { return points }
        // Sideways (east-west) noise on a northward stretch: ± wiggle m, alternately.
        return points.enumerated().map { i, p in
            (p.0, p.1 + (i % 2 == 0 ? wiggle : -wiggle) / (metresPerDegree * cos(p.0 * .pi / 180)), p.2)
        }
    }

    static func gpx(_ points: [(Double, Double, Double)], waypoints: [(Double, Double, String, String)] = []) -> String
    {
        let wpts = waypoints.map { "<wpt lat=\"\($0.0)\" lon=\"\($0.1)\"><name>\($0.2)</name><sym>\($0.3)</sym></wpt>" }
        let rtepts = points.map { "<rtept lat=\"\($0.0)\" lon=\"\($0.1)\"><ele>\($0.2)</ele></rtept>" }
        return
            "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\">"
            + wpts.joined() + "<rte><name>Test loop</name>" + rtepts.joined() + "</rte></gpx>"
    }

    /// Great-circle distance, m (haversine, written here on its own).
    static func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let r = Double.pi / 180
        let h = pow(sin((b.0 - a.0) * r / 2), 2) + cos(a.0 * r) * cos(b.0 * r) * pow(sin((b.1 - a.1) * r / 2), 2)
        return 2 * 6_371_008.8 * asin(min(1, h.squareRoot()))
    }

    static func along(_ points: [(Double, Double, Double)], to index: Int) -> Double {
        (0..<index).reduce(0.0) { $0 + distance(points[$1], points[$1 + 1]) }
    }

    @Test(
        "a route's corner, bend, climb and near waypoint are course points where the geometry puts them; wiggles of 3 m make none; Garmin's decoder reads it clean"
    )
    func coursePointsWhereTheGeometryPutsThem() throws {
        // North 1 km climbing at 5 % (wiggling ±3 m), a right-angle corner east for 1 km, then 45° right (south-east).
        let made =
            Self.route([(1000, 0, 5)], wiggle: 3)
            + Self.route([(1000, 90, 0), (500, 135, 0)]).map {
                (p: (Double, Double, Double)) -> (Double, Double, Double) in
                (p.0 + 1000 / Self.metresPerDegree, p.1, p.2 + 50)
            }.dropFirst()
        let route = Array(made)
        let corner = 100, bend = 200  // indices: 1 km and 2 km along
        // A fountain 30 m off the first leg at 500 m, a shop 80 m off: too far.
        let near = (45.0 + 500 / Self.metresPerDegree, 7.0 + 30 / (Self.metresPerDegree * cos(45 * .pi / 180)))
        let far = (45.0 + 700 / Self.metresPerDegree, 7.0 + 80 / (Self.metresPerDegree * cos(45 * .pi / 180)))
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.gpx(route, waypoints: [(near.0, near.1, "Fountain", "Drinking Water"), (far.0, far.1, "Shop", "Shop")])
            .write(toFile: folder + "/loop.gpx", atomically: true, encoding: .utf8)
        let run = try Fitkit.run(["course", folder + "/loop.gpx", "-o", folder + "/loop.fit", "--no-privacy"])
        #expect(run.status == 0, "\(run.stderr)")
        let read = try GarminRead.read([folder + "/loop.fit"])
        guard let garmin = read.first else { return }  // Garmin's decoder not installed
        #expect(garmin.integrity && garmin.errors.isEmpty, "\(garmin.errors)")
        #expect(garmin.messages["file_id"]?.first?["type"] as? String == "course")
        #expect(garmin.messages["course"]?.first?["name"] as? String == "Test loop")
        let points = garmin.messages["course_point"] ?? []
        func at(_ type: String) -> [Double] {
            points.filter { $0["type"] as? String == type }.compactMap { $0["distance"] as? Double }
        }
        // The corner (+90°: right) and the bend (+45°: slight right), within a leg of where they were made.
        #expect(at("right").count == 1 && abs((at("right").first ?? 0) - Self.along(route, to: corner)) <= 25)
        #expect(
            at("slight_right").count == 1 && abs((at("slight_right").first ?? 0) - Self.along(route, to: bend)) <= 25)
        #expect(at("left").isEmpty && at("slight_left").isEmpty, "\(points)")  // the wiggles made no turn
        // The climb: 1 km at 5 % (+50 m, 5,000: uncategorised) from the start to the corner's summit.
        #expect(at("summit").count == 1 && abs((at("summit").first ?? 0) - Self.along(route, to: corner)) <= 15)
        let climbStart = points.first {
            ($0["name"] as? String)?.hasSuffix("+50m") == true && $0["type"] as? String == "generic"
        }
        #expect(climbStart != nil, "\(points)")
        // The fountain beside the point 500 m north (further along the wiggling route), the shop left out.
        #expect(at("water").count == 1 && abs((at("water").first ?? 0) - Self.along(route, to: 50)) <= 15)
        #expect(!points.contains { $0["name"] as? String == "Shop" })
        // A record every point but those within 5 m of the line: the wiggles of ±3 m go.
        #expect(garmin.records.count < route.count && garmin.records.count >= 4)
        #expect(run.stdout.contains("course points"))
        // inspect counts the course points by type as Garmin's decoder reads them.
        let inspected = try JSONSerialization.jsonObject(
            with: Data(try Fitkit.run(["inspect", "--json", folder + "/loop.fit"]).stdout.utf8))
        let counts = ((inspected as? [[String: Any]])?.first?["course_points"] as? [String: Int]) ?? [:]
        var garminCounts: [String: Int] = [:]
        for p in points { garminCounts[p["type"] as? String ?? "", default: 0] += 1 }
        #expect(counts == garminCounts && !counts.isEmpty, "\(counts) \(garminCounts)")
    }

    @Test("every point a long wiggly track leaves out lies within 5 m of the course line written")
    func simplificationKeepsTheLine() throws {
        let route =
            Self.route([(3000, 30, 0)], wiggle: 2)
            + Self.route([(3000, 120, 0)], wiggle: 4).dropFirst().map {
                p in
                (
                    p.0 + 3000 * cos(30 * .pi / 180) / Self.metresPerDegree,
                    p.1 + 3000 * sin(30 * .pi / 180) / (Self.metresPerDegree * cos(45 * .pi / 180)), p.2
                )
            }
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.gpx(route).write(toFile: folder + "/long.gpx", atomically: true, encoding: .utf8)
        let run = try Fitkit.run(["course", folder + "/long.gpx", "-o", folder + "/long.fit", "--no-privacy"])
        #expect(run.status == 0, "\(run.stderr)")
        guard let garmin = try GarminRead.read([folder + "/long.fit"]).first else { return }
        let line = garmin.records.compactMap { r -> (Double, Double)? in
            guard let lat = GarminRead.degrees(r["position_lat"]), let lon = GarminRead.degrees(r["position_long"])
            else { return nil }
            return (lat, lon)
        }
        #expect(line.count < route.count / 2, "\(line.count) of \(route.count)")
        // Each input point's distance to the nearest segment of the written line, on a local flat projection.
        let k = Self.metresPerDegree * cos(45 * Double.pi / 180), m = Self.metresPerDegree
        var worst = 0.0
        for p in route {
            var best = Double.infinity
            for (a, b) in zip(line, line.dropFirst()) {
                let ax = (a.1 - p.1) * k, ay = (a.0 - p.0) * m, bx = (b.1 - p.1) * k, by = (b.0 - p.0) * m
                let dx = bx - ax, dy = by - ay, l2 = dx * dx + dy * dy
                let t = l2 > 0 ? max(0, min(1, -(ax * dx + ay * dy) / l2)) : 0
                best = min(best, ((ax + t * dx) * (ax + t * dx) + (ay + t * dy) * (ay + t * dy)).squareRoot())
            }
            worst = max(worst, best)
        }
        #expect(worst <= 5.05, "\(worst)")
    }

    @Test(
        "--reverse turns the right corner into a left one; a ride turned into a course keeps its times unless --speed")
    func reverseAndRideTiming() throws {
        let route =
            Self.route([(500, 0, 0)])
            + Self.route([(500, 90, 0)]).map { p in
                (p.0 + 500 / Self.metresPerDegree, p.1, p.2)
            }.dropFirst()
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.gpx(Array(route)).write(toFile: folder + "/l.gpx", atomically: true, encoding: .utf8)
        let run = try Fitkit.run(["course", folder + "/l.gpx", "--reverse", "-o", folder + "/r.fit", "--no-privacy"])
        #expect(run.status == 0, "\(run.stderr)")
        let ride = Paths.fixture("Edge810-Vector-2013-08-16-15-35-10.fit")
        for (name, extra) in [("own", [String]()), ("paced", ["--speed", "36"])] {
            let r = try Fitkit.run(["course", ride, "-o", folder + "/\(name).fit", "--no-privacy"] + extra)
            #expect(r.status == 0, "\(r.stderr)")
        }
        let read = try GarminRead.read([folder + "/r.fit", folder + "/own.fit", folder + "/paced.fit", ride])
        guard read.count == 4 else { return }
        let turns = (read[0].messages["course_point"] ?? []).compactMap { $0["type"] as? String }
        #expect(turns.contains("left") && !turns.contains("right"), "\(turns)")
        for r in read.prefix(3) { #expect(r.integrity && r.errors.isEmpty, "\(r.file): \(r.errors)") }
        func times(_ r: GarminRead) -> [Double] { r.records.compactMap { ($0["timestamp"] as? NSNumber)?.doubleValue } }
        let own = times(read[1]), paced = times(read[2]), original = times(read[3])
        #expect(own.first != nil && own.first == original.first, "the course starts when the ride did")
        #expect(own.last == original.last && paced.first == original.first)
        // At 36 km/h (10 m/s): the course's time is its distance over 10 m/s, to the second.
        let total = (read[2].records.last?["distance"] as? Double) ?? 0
        #expect(abs(((paced.last ?? 0) - (paced.first ?? 0)) - total / 10) <= 1, "\(total)")
    }

    @Test(
        "a route stamped with one time is timed by the speed; route planners' waypoint types and symbols keep their kind; names are whole"
    )
    func routesFromPlanners() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 2 km north at 5 %, every point stamped with the export's time (as GaiaGPS does).
        let points = Self.route([(2000, 0, 5)])
        let stamp = "2024-06-01T10:00:00Z"
        let trkpts = points.map {
            "<trkpt lat=\"\($0.0)\" lon=\"\($0.1)\"><ele>\($0.2)</ele><time>\(stamp)</time></trkpt>"
        }
        let kinds = [
            ("Fountain", "sym", "water-24"), ("Camp", "sym", "campsite-24"), ("Loo", "sym", "toilets-24"),
            ("Rest", "type", "rest_area")
        ]
        let wpts = kinds.enumerated().map { n, k in
            let p = points[20 + n * 40]
            return "<wpt lat=\"\(p.0)\" lon=\"\(p.1)\"><name>\(k.0)</name><\(k.1)>\(k.2)</\(k.1)></wpt>"
        }
        let name = "Bars – Ünïcode long route name"
        let gpx =
            "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\">"
            + wpts.joined() + "<trk><name>\(name)</name><trkseg>" + trkpts.joined() + "</trkseg></trk></gpx>"
        try gpx.write(toFile: folder + "/gaia.gpx", atomically: true, encoding: .utf8)
        let run = try Fitkit.run(["course", folder + "/gaia.gpx", "-o", folder + "/gaia.fit"])
        #expect(run.status == 0, "\(run.stderr)")
        let inspect = try Fitkit.run(["inspect", folder + "/gaia.fit"])
        #expect(inspect.stdout.contains("name        \(name)"), "\(inspect.stdout)")
        let json = try Fitkit.run(["inspect", "--json", folder + "/gaia.fit"])
        let object = (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])?.first
        #expect(object?["name"] as? String == name, "\(json.stdout)")
        guard let garmin = try GarminRead.read([folder + "/gaia.fit"]).first else { return }
        #expect(garmin.integrity)
        // Timed by 25 km/h: 2,000 m (as the route's points measure it) in 288 s, not all at one time.
        let lap = garmin.messages["lap"]?.first ?? [:]
        let elapsed = lap["total_elapsed_time"] as? Double ?? 0
        let length = Self.along(points, to: points.count - 1)
        #expect(abs(elapsed - length / (25 / 3.6)) < 1.5, "\(elapsed) s for \(length) m")
        let types = Dictionary(
            (garmin.messages["course_point"] ?? []).compactMap { p -> (String, String)? in
                guard let n = p["name"] as? String, let t = p["type"] as? String else { return nil }
                return (n, t)
            }, uniquingKeysWith: { a, _ in a })
        #expect(types["Fountain"] == "water" && types["Camp"] == "campsite", "\(types)")
        #expect(types["Loo"] == "toilet" && types["Rest"] == "rest_area", "\(types)")
        // The climb's name fits a course point's 15 bytes whole, its figures with their units.
        let climbs = types.keys.filter { $0.contains("%") }
        #expect(!climbs.isEmpty)
        for c in climbs { #expect(c.utf8.count <= 15 && (c.hasSuffix("%") || c.hasSuffix("m")), "\(c)") }
        #expect((garmin.messages["course"]?.first?["name"] as? String) == name)
    }

    /// FIT's turn types (the planner's cues among a course's points).
    static let turnTypes: Set<String> = [
        "left", "right", "straight", "slight_left", "sharp_left", "slight_right", "sharp_right", "u_turn", "left_fork",
        "right_fork", "middle_fork"
    ]

    /// A course point's turn type and position (degrees), as Garmin's decoder reads it; nil for a place.
    static func turn(_ p: [String: Any]) -> (type: String, lat: Double, lon: Double)? {
        guard let type = p["type"] as? String, turnTypes.contains(type),
            let lat = GarminRead.degrees(p["position_lat"]),
            let lon = GarminRead.degrees(p["position_long"])
        else { return nil }
        return (type, lat, lon)
    }

    @Test(
        "a real route: its GPX gets a turn at each of the planner's junction cues and at most twice its cues; its FIT keeps the planner's cues and adds none"
    )
    func realRouteTurns() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // RideWithGPS's 48 km route, as GPX (track and places, no cues) and as its own FIT course (13 points).
        let (gpx, planned) = (Paths.route("cptr003.gpx"), Paths.route("cptr003.fit"))
        for (input, output) in [(gpx, "from-gpx.fit"), (planned, "from-fit.fit")] {
            let run = try Fitkit.run(["course", input, "-o", folder + "/" + output, "--no-privacy"])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let read = try GarminRead.read([planned, folder + "/from-gpx.fit", folder + "/from-fit.fit"])
        guard read.count == 3 else { return }  // Garmin's decoder not installed
        let (cueFile, fromGPX, fromFIT) = (read[0], read[1], read[2])
        let cuePoints = cueFile.messages["course_point"] ?? []
        let cues = cuePoints.compactMap(Self.turn)
        #expect(cuePoints.count == 13 && cues.count == 7, "the planner's cues as Garmin's decoder reads them")
        let found = (fromGPX.messages["course_point"] ?? []).compactMap(Self.turn)
        // Every junction within 50 m of a turn point; no more turn points than twice the planner's cues.
        for cue in cues {
            let nearest = found.map { Self.distance(($0.lat, $0.lon, 0), (cue.lat, cue.lon, 0)) }.min() ?? .infinity
            #expect(nearest <= 50, "the \(cue.type) at \(cue.lat), \(cue.lon): nearest turn \(nearest) m")
        }
        #expect(!found.isEmpty && found.count <= 2 * cuePoints.count, "\(found.count) turn points")
        // From the planner's FIT: its turns as they are (type, place), and none guessed.
        let kept = (fromFIT.messages["course_point"] ?? []).compactMap(Self.turn)
        #expect(kept.count == cues.count, "\(kept.map(\.type))")
        for (k, c) in zip(kept, cues) {
            #expect(k.type == c.type && Self.distance((k.lat, k.lon, 0), (c.lat, c.lon, 0)) < 1, "\(k) \(c)")
        }
        for r in [fromGPX, fromFIT] { #expect(r.integrity && r.errors.isEmpty, "\(r.file): \(r.errors)") }
    }
}
