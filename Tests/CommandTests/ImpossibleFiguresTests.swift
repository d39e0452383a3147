import Foundation
import Testing
import TestSupport

/// Numbers that cannot be true are not shown (docs/METRICS.md): L/R balance is a share of power, so coasting has
/// none; beat-to-beat intervals no heart can beat are gaps; a device's developer field never fills a column of the
/// profile's own field; no average is above its maximum. Files made with known values, figures worked out by hand;
/// the last over every fixture and corpus file.
@Suite struct ImpossibleFiguresTests {
    static let start: UInt32 = 1_000_000_000

    static func analyze(_ bytes: [UInt8]) throws -> [String: Any] {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/ride.fit"))
        let run = try Fitkit.run(["analyze", "--json", folder + "/ride.fit"])
        #expect(run.status == 0, "\(run.stderr)")
        return (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])?.first ?? [:]
    }

    @Test("L/R balance leaves out seconds without power: 100 s pedalled at 50.7 % left, 100 s coasting ('right 0 %')")
    func balanceOfPedalling() throws {
        var b = FITBuilder()
        b.fileID(serial: 7)
        b.define(
            local: 1, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 7, size: 2, type: 0x84),
                .init(number: 30, size: 1, type: 0x02)
            ])
        for i in 0..<200 {
            // Pedalling: the right leg's 49 % (bit 7 set: the value is the right's), so the left's 51 %; every
            // fourth second 52 % right: left 50.25 % on average. Coasting: 0 W, "right 0 %".
            let pedalling = (i / 20) % 2 == 0
            let right: UInt8 = i % 4 == 0 ? 52 : 49
            b.data(
                local: 1, le32(Self.start + UInt32(i)) + le16(pedalling ? 200 : 0) + [0x80 | (pedalling ? right : 0)])
        }
        let figures = try Self.analyze(b.file())
        let balance = figures["left_right_balance"] as? [String: Any] ?? [:]
        // 25 seconds at 48 % left and 75 at 51 %: (25 × 48 + 75 × 51) / 100 = 50.25.
        let left = balance["left"] as? Double ?? .nan
        #expect(abs(left - 50.25) < 0.06, "\(balance)")
        #expect(abs((balance["right"] as? Double ?? .nan) - 49.75) < 0.06)
    }

    @Test("beats alternating 0.001 s and 65.534 s give no HRV figure, and say why")
    func impossibleBeats() throws {
        var b = FITBuilder()
        b.fileID(serial: 8)
        b.define(local: 1, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 3, size: 1, type: 0x02)])
        b.define(local: 2, global: 78, [.init(number: 0, size: 10, type: 0x84)])
        for i in 0..<300 {
            b.data(local: 1, le32(Self.start + UInt32(i)) + [141])
            if i % 5 == 0 { b.data(local: 2, [1, 65_534, 1, 65_534, 1].flatMap { le16(UInt16($0)) }) }
        }
        let figures = try Self.analyze(b.file())
        #expect(figures["hrv"] == nil || figures["hrv"] is NSNull, "\(figures["hrv"] ?? "")")
        let why = (figures["missing"] as? [String: String])?["hrv"] ?? ""
        #expect(why.contains("0.27") && why.contains("2 s"), "\(figures["missing"] ?? "")")
    }

    @Test("a developer field named as a profile field ('temperature', in °F) gets a column of its own in rows")
    func developerTemperature() throws {
        var b = FITBuilder()
        b.fileID(serial: 9)
        b.developerDataID(local: 0)
        b.fieldDescription(local: 1, number: 0, type: 0x01, name: "temperature", units: "F")  // sint8
        b.define(
            local: 2, global: 20,
            [.init(number: 253, size: 4, type: 0x86), .init(number: 13, size: 1, type: 0x01)], developer: [(0, 1, 0)])
        for i in 0..<10 { b.data(local: 2, le32(Self.start + UInt32(i)) + [21, 69]) }
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(b.file()).write(to: URL(fileURLWithPath: folder + "/ride.fit"))
        let run = try Fitkit.run(["rows", folder + "/ride.fit"])
        #expect(run.status == 0, "\(run.stderr)")
        let records = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.filter { $0["table"] as? String == "records" }
        #expect(records.count == 10)
        for r in records {
            #expect(r["temperature"] as? Double == 21, "\(r)")
            // The device's own column, under its name (as rows writes names: temperature__developer_).
            let own = r.filter { $0.key != "temperature" && $0.key.hasPrefix("temperature") }
            #expect(own.count == 1 && own.first?.value as? Double == 69, "\(r)")
        }
    }

    @Test("inspect - reads a gzipped ride on standard input, as every other command does")
    func gzippedStandardInput() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gz = folder + "/ride.fit.gz"
        let zip = try Shell.run("/bin/sh", ["-c", "gzip -c '\(Paths.edge810)' > '\(gz)'"])
        #expect(zip.status == 0)
        let direct = try Fitkit.run(["inspect", Paths.edge810])
        for command in ["cat '\(gz)' | '\(Paths.fitkit)' inspect -", "'\(Paths.fitkit)' inspect - < '\(gz)'"] {
            let run = try Shell.run("/bin/sh", ["-c", command])
            #expect(run.status == 0, "\(command): \(run.stderr)")
            // The same report as of the file itself, its name aside.
            #expect(
                run.stdout.split(separator: "\n").dropFirst() == direct.stdout.split(separator: "\n").dropFirst(),
                "\(run.stdout)")
        }
    }

    /// Every averaged stream of every fixture and corpus file, as `analyze --json` shows it: an average is never
    /// above its maximum. The release build reads them all in one run (a second; the modules' debug build took 49
    /// in process).
    @Test("no average above its maximum, on every file")
    func averagesNeverExceedTheirMaxima() throws {
        let files = Paths.activityFiles()
        let run = try Fitkit.run(["analyze", "--json", "--validation", "lenient"] + files)
        // Exit status 1: a file that is not an activity (a course, settings) is skipped, and said so.
        #expect(run.status == 0 || run.status == 1, "\(run.stderr.suffix(2000))")
        let rides = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let analyzed = Set(rides.compactMap { $0["file"] as? String })
        for file in files where !analyzed.contains(file) {
            #expect(run.stderr.contains(file + ": "), "\(file): neither analyzed nor said why")
        }
        let pairs: [(String, String, String)] = [
            ("speed", "avg_speed", "max_speed"), ("power", "avg_power", "max_power"),
            ("power without zeros", "avg_power_nonzero", "max_power"), ("NP", "normalized_power", "max_power"),
            ("heart rate", "avg_heart_rate", "max_heart_rate"), ("cadence", "avg_cadence", "max_cadence")
        ]
        for ride in rides {
            for (name, average, maximum) in pairs {
                guard let avg = (ride[average] as? NSNumber)?.doubleValue,
                    let max = (ride[maximum] as? NSNumber)?.doubleValue
                else { continue }
                #expect(avg <= max, "\(ride["file"] ?? ""): \(name) average \(avg) above its maximum \(max)")
            }
        }
    }
}
