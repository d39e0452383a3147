import Foundation
import Testing
import TestSupport

/// A site of a season's rides: the libraries once, every page working from the disk (docs/REPORT.md).
@Suite struct SiteSizeTests {
    @Test(
        "a site of 12 rides of an hour is under 4.5 MB, and every page of it opens from the disk asking for the site's own libraries alone"
    )
    func twelveRides() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = folder + "/library"
        var files: [String] = []
        for n in 0..<12 {
            // An hour each, a day apart (ReportTests' ride: power, heart rate, cadence, speed, altitude, route).
            let samples = (0..<3600).map { i -> MessyRides.Sample in
                var s = ReportTests.sample(i)
                s.time = ReportTests.start + UInt32(n * 86_400 + i)
                return s
            }
            let bytes = try MessyRides.file(
                samples,
                session: MessyRides.Session(
                    start: ReportTests.start + UInt32(n * 86_400), elapsed: 3599, timer: 3599, distance: 3599 * 8),
                laps: [])
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/ride\(n).fit"))
            files.append(folder + "/ride\(n).fit")
        }
        let imported = try Fitkit.run(["import", "--library", library] + files)
        #expect(imported.status == 0, "\(imported.stderr)")
        let site = folder + "/site"
        let made = try Fitkit.run(["report", "--site", "-o", site, "--library", library, "--no-privacy"])
        #expect(made.status == 0 && made.stderr.contains("12 pages written"), "\(made.stderr)")
        var bytes = 0
        let walk = FileManager.default.enumerator(atPath: site)
        while let name = walk?.nextObject() as? String {
            bytes += (try? FileManager.default.attributesOfItem(atPath: site + "/" + name)[.size] as? Int) ?? 0
        }
        #expect(bytes < 4_500_000, "\(bytes) bytes")
        guard ReportTests.hasBrowser() else { return }
        let shared = Set(["libraries.js", "libraries.css"].map { "file://" + site + "/lib/" + $0 })
        let pages = try FileManager.default.contentsOfDirectory(atPath: site + "/activities").filter {
            $0.hasSuffix(".html")
        }
        #expect(pages.count == 12)
        for page in pages {
            let seen = try ReportTests.check(["ride", site + "/activities/" + page])
            #expect((seen["console"] as? [String])?.isEmpty == true, "\(page): \(seen["console"] ?? "")")
            #expect(Set(seen["requests"] as? [String] ?? []) == shared, "\(page): \(seen["requests"] ?? "")")
            #expect((seen["sections"] as? [String: Any])?["charts"] as? Int ?? 0 >= 4, "\(page)")
        }
    }
}
