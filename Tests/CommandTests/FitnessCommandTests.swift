import FITKit
import Foundation
import Testing
import TestSupport

/// `fitness`, `ftp`, `totals` and a season's `curve`, run as users run them on a library of rides the
/// tests make with known power and heart rate, every expected figure worked out by hand from them.
@Suite struct FitnessCommandTests {
    /// FIT seconds of midnight UTC on a day.
    static func day(_ text: String) -> UInt32 {
        let parts = text.split(separator: "-").map { Int64($0)! }
        return UInt32(FITTime.daysFromCivil(parts[0], parts[1], parts[2]) * 86_400 - FieldValue.fitEpochOffset)
    }

    /// A ride of `seconds` at constant `power` (and heart rate), starting at 08:00 UTC on `date`, `metres` long.
    static func ride(_ date: String, seconds: Int, power: Double? = nil, heartRate: Double? = nil, metres: Double = 0)
        throws -> [UInt8]
    {
        let start = day(date) + 8 * 3600
        let samples = (0..<seconds).map { t in
            MessyRides.Sample(
                time: start + UInt32(t), power: power, heartRate: heartRate, speed: metres / Double(seconds),
                distance: metres * Double(t) / Double(seconds - 1))
        }
        return try MessyRides.file(
            samples,
            session: MessyRides.Session(
                start: start, elapsed: Double(seconds - 1), timer: Double(seconds - 1), distance: metres))
    }

    /// A library holding `rides` (name → bytes), its folder and a config folder.
    static func library(_ rides: [(String, [UInt8])]) throws -> (folder: String, run: ([String]) throws -> Shell.Run) {
        let folder = try Shell.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/rides", withIntermediateDirectories: true)
        for (name, bytes) in rides { try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/rides/\(name).fit")) }
        let environment = ProcessInfo.processInfo.environment.merging(
            ["XDG_CONFIG_HOME": folder + "/config", "XDG_DATA_HOME": folder + "/data"]) { $1 }
        let run = { (arguments: [String]) throws -> Shell.Run in
            try Shell.run(Paths.fitkit, arguments, environment: environment)
        }
        let imported = try run(["import", folder + "/rides"])
        #expect(imported.status == 0, "\(imported.stderr)")
        return (folder, run)
    }

    /// NP of a constant `power` held for `seconds` (≥ 30), by GoldenCheetah's rule written out: the 30 s mean
    /// starts from zero, so sample k < 30 counts power × k / 30.
    static func normalized(_ power: Double, _ seconds: Int) -> Double {
        var sum = 0.0
        for k in 1...seconds { sum += pow(power * Double(min(k, 30)) / 30, 4) }
        return pow(sum / Double(seconds), 0.25)
    }

    @Test("fitness gives each day's stress, CTL, ATL and TSB, with the FTP and LTHR of each ride's day")
    func fitnessByDay() throws {
        let (folder, run) = try Self.library([
            ("a", try Self.ride("2024-05-01", seconds: 3600, power: 250)),
            ("b", try Self.ride("2024-05-03", seconds: 3601, heartRate: 135)),
            ("c", try Self.ride("2024-05-03", seconds: 600))  // neither power nor heart rate
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "ftp = 200\nftp = 250 since 2024-05-02\nlthr = 150\n".write(
            toFile: folder + "/athlete.conf", atomically: true, encoding: .utf8)
        let result = try run(["fitness", "--config", folder + "/athlete.conf", "--csv", "--until", "2024-05-03"])
        #expect(result.status == 0, "\(result.stderr)")
        // Ride a at FTP 200 (in force on May 1st): 3600 × NP² / (200² × 36). Ride b: 1 h at 0.9 LTHR = 81.
        let np = Self.normalized(250, 3600)
        let a = 3600 * np * np / (200 * 200 * 36), b = 81.0
        let ctl1 = a / 42, atl1 = a / 7, ctl2 = ctl1 * 41 / 42, atl2 = atl1 * 6 / 7
        let ctl3 = ctl2 + (b - ctl2) / 42, atl3 = atl2 + (b - atl2) / 7
        func one(_ v: Double) -> String { String(format: "%.1f", v).replacingOccurrences(of: ".0", with: "") }
        let rows = result.stdout.split(separator: "\n").map(String.init)
        #expect(rows.first == "date,stress,ctl,atl,tsb,rides")
        #expect(rows.count == 4, "\(rows)")
        #expect(rows[1] == "2024-05-01,\(one(a)),\(one(ctl1)),\(one(atl1)),0,1", "\(rows)")
        #expect(rows[2] == "2024-05-02,0,\(one(ctl2)),\(one(atl2)),\(one(ctl1 - atl1)),0", "\(rows)")
        #expect(rows[3] == "2024-05-03,\(one(b)),\(one(ctl3)),\(one(atl3)),\(one(ctl2 - atl2)),1", "\(rows)")
        #expect(
            result.stderr.contains(
                "1 of 3 rides have no training stress: neither power nor heart rate (1 ride, 2024-05-03)"),
            "\(result.stderr)")
        // The flag holds on every day; the chart is drawn.
        let flagged = try run(["fitness", "--config", folder + "/athlete.conf", "--ftp", "250", "--json"])
        let json = try JSONSerialization.jsonObject(with: Data(flagged.stdout.utf8)) as? [String: Any]
        let rides = json?["rides"] as? [[String: Any]] ?? []
        let expected = 3600 * np * np / (250 * 250 * 36)
        #expect(
            abs((rides.first?["stress"] as? Double ?? 0) - expected) < 0.051
                && rides.first?["basis"] as? String == "power")
        let chart = try run(["fitness", "--config", folder + "/athlete.conf", "-o", folder + "/pmc.png"])
        #expect(chart.status == 0 && FileManager.default.fileExists(atPath: folder + "/pmc.png"), "\(chart.stderr)")
        // analyze takes the FTP of the ride's day from the same file.
        let analysis = try run(["analyze", "--config", folder + "/athlete.conf", "--json", folder + "/rides/a.fit"])
        let report = (try JSONSerialization.jsonObject(with: Data(analysis.stdout.utf8)) as? [[String: Any]])?.first
        #expect(abs((report?["training_stress_score"] as? Double ?? 0) - a) < 0.051, "\(analysis.stdout.prefix(300))")
        // --since shows fewer days, with the loads built from every ride before.
        let since = try run([
            "fitness", "--config", folder + "/athlete.conf", "--csv", "--since", "2024-05-03", "--until", "2024-05-03"
        ])
        let sinceRows: [String] = since.stdout.split(separator: "\n").dropFirst().map(String.init)
        #expect(sinceRows == [rows[3]])
    }

    @Test(
        "fitness without --until runs to today (UTC), and rides without an FTP are said in one line: how many, first and last day, how to set it"
    )
    func fitnessToTodayInOneLine() throws {
        let (folder, run) = try Self.library(
            (1...5).map { ("p\($0)", try Self.ride("2024-05-0\($0)", seconds: 600, power: 200)) } + [
                ("hr", try Self.ride("2024-05-06", seconds: 3600, heartRate: 135))
            ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "lthr = 150\n".write(toFile: folder + "/athlete.conf", atomically: true, encoding: .utf8)
        let result = try run(["fitness", "--config", folder + "/athlete.conf", "--csv"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "5 of 6 rides have no training stress: power but no FTP in force (5 rides, 2024-05-01 to 2024-05-05; give --ftp"
            ), "\(result.stderr)")
        // The last row is today's, by the UTC calendar of this run (the date command's).
        let today = try Shell.run("/bin/date", ["-u", "+%Y-%m-%d"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix(today + ","), "\(last) is not \(today)")
    }

    @Test("analyze of a ride before the first dated value of a setting names that first day")
    func settingNotYetInForce() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(try Self.ride("2024-05-01", seconds: 600, power: 200)).write(
            to: URL(fileURLWithPath: folder + "/r.fit"))
        try "weight = 70 since 2025-03-01\nftp = 250 since 2025-04-01\n".write(
            toFile: folder + "/athlete.conf", atomically: true, encoding: .utf8)
        let run = try Fitkit.run(["analyze", "--config", folder + "/athlete.conf", folder + "/r.fit"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("the athlete config's first weight is from 2025-03-01"), "\(run.stdout)")
        #expect(run.stdout.contains("the athlete config's first ftp is from 2025-04-01"), "\(run.stdout)")
    }

    @Test("ftp fits CP and W′ to the best 3, 5, 12 and 20 minutes and names the rides; warns on easy windows")
    func criticalPower() throws {
        // P = 250 W + 18,000 J / t: the 2-parameter model exactly, in whole watts.
        let (folder, run) = try Self.library([
            ("three", try Self.ride("2024-03-01", seconds: 180, power: 350)),
            ("five", try Self.ride("2024-03-02", seconds: 300, power: 310)),
            ("twelve", try Self.ride("2024-03-03", seconds: 720, power: 275)),
            ("twenty", try Self.ride("2024-03-04", seconds: 1200, power: 265))
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try run(["ftp", "--since", "2024-01-01", "--until", "2024-03-31", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(abs((json?["cp"] as? Double ?? 0) - 250) < 0.05 && abs((json?["w_prime"] as? Double ?? 0) - 18_000) < 1)
        #expect(json?["ftp"] as? Double == 251.8)  // 0.95 × 265 = 251.75
        let efforts = json?["efforts"] as? [[String: Any]] ?? []
        #expect(efforts.map { $0["date"] as? String } == ["2024-03-01", "2024-03-02", "2024-03-03", "2024-03-04"])
        #expect(efforts.map { $0["watts"] as? Double } == [350, 310, 275, 265])
        #expect((json?["warnings"] as? [String])?.isEmpty == true)
        let text = try run(["ftp", "--since", "2024-01-01", "--until", "2024-03-31"])
        #expect(text.stdout.contains("critical power 250 W, W′ 18 kJ"), "\(text.stdout)")
        // March 4th alone: 20 minutes at 265 W, whose every shorter best is 265 W too: CP 265, W′ 0, both warnings.
        let easy = try run(["ftp", "--since", "2024-03-04", "--until", "2024-03-04"])
        #expect(easy.stdout.contains("critical power 265 W, W′ 0 kJ"), "\(easy.stdout)")
        #expect(easy.stderr.contains("warning: W′ of 0 J is outside 5000-50000 J"), "\(easy.stderr)")
        #expect(easy.stderr.contains("warning: the best 3 minutes are within 10 % of the best 20"), "\(easy.stderr)")
        // No ride longer than 5 minutes: the missing durations said.
        let short = try run(["ftp", "--since", "2024-03-01", "--until", "2024-03-02"])
        #expect(short.stderr.contains("warning: no ride with power lasted 12 min, 20 min"), "\(short.stderr)")
        // By month, and from the files themselves.
        let months = try run(["ftp", "--since", "2024-01-01", "--until", "2024-03-31", "--history"])
        #expect(months.stdout.contains("2024-03") && months.stdout.contains("250"), "\(months.stdout)")
        let files = try run(["ftp", "--json", folder + "/rides"])
        let fromFiles = try JSONSerialization.jsonObject(with: Data(files.stdout.utf8)) as? [String: Any]
        #expect(abs((fromFiles?["cp"] as? Double ?? 0) - 250) < 0.05)
    }

    @Test("a library an older fitkit made gets its power curves worked out once; a season's curve from it")
    func olderLibrariesAndTheSeasonsCurve() throws {
        let (folder, run) = try Self.library([
            ("five", try Self.ride("2024-03-02", seconds: 300, power: 310)),
            ("twenty", try Self.ride("2024-03-04", seconds: 1200, power: 265))
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // What an older fitkit left: no curves, no seconds with power.
        let database = folder + "/data/fitkit/library.sqlite"
        _ = try Shell.run(
            "/usr/bin/sqlite3", [database, "DELETE FROM file_curves; UPDATE activities SET power_time = NULL;"])
        let first = try run(["ftp", "--since", "2024-01-01", "--json"])
        #expect(first.stderr.contains("worked out the power figures of 2 rides"), "\(first.stderr)")
        let again = try run(["ftp", "--since", "2024-01-01", "--json"])
        #expect(!again.stderr.contains("worked out") && again.stdout == first.stdout)
        let curve = try run(["curve", "--since", "2024-03-01", "--until", "2024-03-31", "-o", folder + "/season.svg"])
        #expect(curve.status == 0 && curve.stderr.contains("(2 rides with power)"), "\(curve.stderr)")
        #expect(try String(contentsOfFile: folder + "/season.svg", encoding: .utf8).hasPrefix("<?xml"))
    }

    @Test("totals by ISO week, month and year, periods without rides as zeros")
    func totals() throws {
        let (folder, run) = try Self.library([
            ("a", try Self.ride("2020-12-31", seconds: 3600, power: 200, metres: 30_000)),
            ("b", try Self.ride("2021-01-03", seconds: 1800, metres: 10_000)),
            ("c", try Self.ride("2021-01-18", seconds: 600, power: 100, metres: 4_000))
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let weeks = try run(["totals", "--by", "week", "--ftp", "200", "--csv"])
        #expect(weeks.status == 0, "\(weeks.stderr)")
        let rows = weeks.stdout.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        #expect(rows.map { $0[0] } == ["period", "2020-W53", "2021-W01", "2021-W02", "2021-W03"])
        #expect(rows.dropFirst().map { $0[1] } == ["2020-12-28", "2021-01-04", "2021-01-11", "2021-01-18"])
        #expect(rows.dropFirst().map { $0[2] } == ["2", "0", "0", "1"])
        #expect(rows.dropFirst().map { $0[3] } == ["40000", "0", "0", "4000"])
        // Work: an hour at 200 W is 720 kJ, 10 minutes at 100 W 60 kJ. Ride b has neither power nor heart rate.
        #expect(rows.dropFirst().map { $0[6] } == ["720", "0", "0", "60"])
        #expect(rows.dropFirst().map { $0[8] } == ["1", "0", "0", "0"])
        let months = try run(["totals", "--by", "month", "--json"])
        let periods = try JSONSerialization.jsonObject(with: Data(months.stdout.utf8)) as? [[String: Any]]
        #expect(periods?.map { $0["period"] as? String } == ["2020-12", "2021-01"])
        #expect(periods?.map { $0["rides"] as? Int } == [1, 2])
        let chart = try run(["totals", "--by", "year", "-o", folder + "/years.png", "--chart", "work"])
        #expect(chart.status == 0, "\(chart.stderr)")
        #expect(try run(["totals", "--by", "fortnight"]).status == 2)
    }
}
