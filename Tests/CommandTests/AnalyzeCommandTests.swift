import Foundation
import Testing
import TestSupport
@testable import FITAnalysis

/// `fitkit analyze` as a user runs it: against a real ride, with athlete settings from flags and the config file.
@Suite struct AnalyzeCommandTests {
    @Test func aRealRideAgreesWithItsDevice() throws {
        // The Edge 810's session says normalized_power 301 W (fitkit dump; Garmin's decoder gives the same).
        let run = try Fitkit.run([
            "analyze", "--json", "--ftp", "280",
            Paths.fixture("Edge810-Vector-2013-08-16-15-35-10.fit")
        ])
        #expect(run.status == 0)
        let array = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [[String: Any]]
        let a = array[0]
        let np = try #require(a["normalized_power"] as? Double)
        #expect(abs(np - 301) < 1)
        #expect((a["device"] as? [String: Any])?["normalized_power"] as? Double == 301)
        for key in [
            "intensity_factor", "training_stress_score", "total_ascent", "total_descent", "avg_power",
            "max_power", "avg_heart_rate", "total_distance", "total_timer_time", "total_elapsed_time",
            "moving_time"
        ] {
            #expect(a[key] is Double, "\(key)")
        }
        let curve = try #require(a["power_curve"] as? [String: Double])
        #expect(curve.count == 4700 && curve["1"] == 619)  // max_power
        #expect((a["time_in_power_zones"] as? [Double])?.count == 7)
        #expect(a["time_in_hr_zones"] is NSNull)  // no LTHR given: said in "missing", not guessed
        #expect((a["missing"] as? [String: String])?["time_in_hr_zones"] != nil)
    }

    @Test func settingsComeFromTheConfigFileUnderTheFlags() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/fitkit", withIntermediateDirectories: true)
        try "ftp = 250\n".write(toFile: folder + "/fitkit/athlete.conf", atomically: true, encoding: .utf8)
        let ride = Paths.fixture("Edge810-Vector-2013-08-16-15-35-10.fit")
        let run = try Shell.run(Paths.fitkit, ["analyze", "--json", ride], environment: ["XDG_CONFIG_HOME": folder])
        let fromFile = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [[String: Any]]
        let np = try #require(fromFile[0]["normalized_power"] as? Double)
        #expect(abs(try #require(fromFile[0]["intensity_factor"] as? Double) - np / 250) < 0.001)
        let flag = try Shell.run(
            Paths.fitkit, ["analyze", "--json", "--ftp", "300", ride], environment: ["XDG_CONFIG_HOME": folder])
        let fromFlag = try JSONSerialization.jsonObject(with: Data(flag.stdout.utf8)) as! [[String: Any]]
        #expect(abs(try #require(fromFlag[0]["intensity_factor"] as? Double) - np / 300) < 0.001)
        try "ftp = none\n".write(toFile: folder + "/fitkit/athlete.conf", atomically: true, encoding: .utf8)
        let broken = try Shell.run(Paths.fitkit, ["analyze", ride], environment: ["XDG_CONFIG_HOME": folder])
        #expect(broken.status == 2 && broken.stderr.contains("athlete.conf: line 1"))
    }

    @Test func csvHasOneRowPerActivity() throws {
        let run = try Fitkit.run([
            "analyze", "--csv", Paths.fixture("Edge810-Vector-2013-08-16-15-35-10.fit"),
            Paths.fixture("Activity.fit")
        ])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3 && lines[0].hasPrefix("file,name,sport,start_time,total_distance"))
        // 29 + avg_power_nonzero, four device figures, sessions, sports and left_out (quoted: it holds commas).
        func cells(_ line: Substring) -> Int {
            var count = 1, quoted = false
            for c in line {
                if c == "\"" { quoted.toggle() } else if c == "," && !quoted { count += 1 }
            }
            return count
        }
        // Then every other number of the metric table, in its order (a metric added to it is a column).
        let later = ["avg_cadence", "max_cadence", "power_time", "avg_power_per_kg", "normalized_power_per_kg"]
        #expect(lines.allSatisfy { cells($0) == 37 + later.count })
        #expect(lines[0].hasSuffix(",left_out," + later.joined(separator: ",")), "\(lines[0])")
    }

    /// `analyze --json` gives the device's session figures beside the computed ones;
    /// Garmin's decoder reads this ride's session as avg_power 276, total_ascent 514, avg_heart_rate 154,
    /// total_distance 41339.38.
    @Test("analyze shows the device's session figures")
    func deviceBlockHasEverySessionTotal() throws {
        let run = try Fitkit.run(["analyze", "--json", Paths.edge810])
        let report = try #require(
            (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])?.first)
        let device = try #require(report["device"] as? [String: Any])
        #expect(device["avg_power"] as? Double == 276 && device["total_ascent"] as? Double == 514)
        #expect(device["avg_heart_rate"] as? Double == 154 && device["total_distance"] as? Double == 41339.38)
        let computed = try #require(report["avg_power"] as? Double),
            nonzero = try #require(report["avg_power_nonzero"] as? Double)
        #expect(nonzero > computed)
        #expect(try Fitkit.run(["analyze", Paths.edge810]).stdout.contains("avg 276 W"))
    }

    /// the flag and the config key reach the threshold, and the output names it.
    @Test("--ascent-threshold and ascent_threshold in athlete.conf")
    func ascentThresholdFromTheFlagAndTheConfig() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "ascent_threshold = 0\n".write(toFile: folder + "/athlete.conf", atomically: true, encoding: .utf8)
        let byDefault = try Fitkit.run(["analyze", Paths.edge810])
        let flag = try Fitkit.run(["analyze", "--ascent-threshold", "0", Paths.edge810])
        let config = try Fitkit.run(["analyze", "--config", folder + "/athlete.conf", Paths.edge810])
        #expect(byDefault.stdout.contains("(rises over 3 m)") && flag.stdout.contains("(rises over 0 m)"))
        #expect(flag.stdout == config.stdout)
    }
}
