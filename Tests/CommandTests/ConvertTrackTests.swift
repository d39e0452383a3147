import Foundation
import Testing
import TestSupport

/// `convert` on tracks with points that cannot be positions or times: those points are left out and counted,
/// the rest written; only a track with nothing usable fails.
@Suite struct ConvertTrackTests {
    static func gpx(_ points: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>cycling</type><trkseg>
        \(points.joined(separator: "\n"))
        </trkseg></trk></gpx>
        """
    }

    static func point(_ lat: String, _ lon: String, _ time: String) -> String {
        "<trkpt lat=\"\(lat)\" lon=\"\(lon)\"><time>\(time)</time></trkpt>"
    }

    @Test(
        "NaN, INF, hexadecimal and out-of-range coordinates, and a point six years away, are left out and counted; the ride is the other 100 points"
    )
    func hostilePoints() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 100 points a second apart, 0.0001° of latitude each (11.1 m): 99 × 11.12 m by hand.
        var points = (0..<100).map { i in
            Self.point(
                String(format: "%.4f", 45 + Double(i) * 0.0001), "7.0",
                String(format: "2024-05-01T10:%02d:%02dZ", i / 60, i % 60))
        }
        points.insert(Self.point("NaN", "7.0", "2024-05-01T10:00:30Z"), at: 30)
        points.insert(Self.point("45.003", "INF", "2024-05-01T10:00:31Z"), at: 31)
        points.insert(Self.point("90.0000001", "7.0", "2024-05-01T10:00:32Z"), at: 32)
        points.insert(Self.point("0x10", "7.0", "2024-05-01T10:00:33Z"), at: 33)
        points.append(Self.point("45.01", "7.0", "2030-05-01T10:00:00Z"))
        try Self.gpx(points).write(toFile: folder + "/t.gpx", atomically: true, encoding: .utf8)
        let run = try Fitkit.run(["convert", folder + "/t.gpx", "-o", folder + "/t.fit"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("4 track points whose position cannot be one left out"), "\(run.stderr)")
        #expect(run.stderr.contains("1 track points stamped more than a day from the rest left out"), "\(run.stderr)")
        let inspect = try Fitkit.run(["inspect", "--json", folder + "/t.fit"])
        #expect(inspect.status == 0, "\(inspect.stdout)")
        let report = try #require(
            (try JSONSerialization.jsonObject(with: Data(inspect.stdout.utf8)) as? [[String: Any]])?.first)
        #expect((report["problems"] as? [Any])?.isEmpty ?? true)
        let analysis = try CleaningCommandTests.analyzed(folder + "/t.fit")
        #expect(analysis["total_elapsed_time"] as? Double == 99)
        let distance = try #require(analysis["total_distance"] as? Double)
        #expect(abs(distance - 99 * 11.1195) < 2, "\(distance)")
        // Nothing usable: a clear failure, no file.
        try Self.gpx([Self.point("NaN", "NaN", "2024-05-01T10:00:00Z")]).write(
            toFile: folder + "/bad.gpx", atomically: true, encoding: .utf8)
        let bad = try Fitkit.run(["convert", folder + "/bad.gpx", "-o", folder + "/bad.fit"])
        #expect(bad.status == 1 && !FileManager.default.fileExists(atPath: folder + "/bad.fit"))
    }
}
