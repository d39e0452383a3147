import Foundation
import Testing
import TestSupport
@testable import FITLibrary

/// What scripts and people expect from every command: JSON where there is a report, filters where there are
/// many rides, sorting where there is a list.
@Suite struct ScriptingTests {
    static func json(_ run: Shell.Run) throws -> Any { try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) }

    /// --json from import, du, gc, dedupe and archive; list --sort and --limit with local
    /// start times; --since, --until and --sport on analyze, curve and heatmap.
    @Test("JSON reports, list sorting, and filters on analyze, curve and heatmap")
    func reportsFiltersAndSorting() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = folder + "/lib"
        let imported =
            try Self.json(
                try Fitkit.run([
                    "import", "--json", "--library", lib, Paths.edge810,
                    Paths.fixture("Activity.fit")
                ])) as! [String: Any]
        #expect((imported["counts"] as? [String: Int])?["imported"] == 2)
        #expect((imported["inputs"] as? [[String: Any]])?.count == 2)
        for command in [["du"], ["gc", "--dry-run"], ["dedupe"], ["archive", "--before", "2000-01-01", "--dry-run"]] {
            let run = try Fitkit.run(command + ["--json", "--library", lib])
            #expect(run.status == 0 && (try? Self.json(run)) != nil, "\(command): \(run.stdout)")
        }
        // Edge 810: 2013-08-16, cycling, 41.3 km; Activity.fit: 2012-04-09, running, 0 km.
        let longest = try Fitkit.run(["list", "--sort", "-distance", "--limit", "1", "--library", lib]).stdout
        #expect(longest.contains("cycling") && !longest.contains("running") && longest.contains("start (local)"))
        let oldest = try Fitkit.run(["list", "--sort", "start", "--limit", "1", "--json", "--library", lib])
        #expect((try Self.json(oldest) as? [[String: Any]])?.first?["sport"] as? String == "running")

        let both = [Paths.edge810, Paths.fixture("Activity.fit")]
        let cycling =
            try Self.json(try Fitkit.run(["analyze", "--json", "--sport", "cycling"] + both)) as! [[String: Any]]
        #expect(cycling.map { $0["sport"] as? String } == ["cycling"])
        let since =
            try Self.json(try Fitkit.run(["analyze", "--json", "--since", "2013-01-01"] + both))
            as! [[String: Any]]
        #expect(since.count == 1)
        let until =
            try Self.json(try Fitkit.run(["analyze", "--json", "--until", "2013-01-01"] + both))
            as! [[String: Any]]
        #expect(until.count == 1 && until[0]["sport"] as? String == "running")
        let curve = try Fitkit.run(["curve", "--sport", "running", "-o", folder + "/c.svg"] + both)
        #expect(curve.status == 1 && curve.stderr.contains("no ride with power"))  // the running file has no power
        #expect(try Fitkit.run(["curve", "--sport", "cycling", "-o", folder + "/c.svg"] + both).status == 0)
        let heatmap = try Fitkit.run(["heatmap", "--until", "2013-01-01", "-o", folder + "/h.png"] + both)
        #expect(heatmap.stderr.contains("1 ride on the map"), "\(heatmap.stderr)")
    }
}

/// Progress where work takes a while, on a terminal only.
@Suite struct ProgressTests {
    /// `archive` on a terminal shows how far it is (a pty made by script(1)); without a
    /// terminal it prints only its summary.
    @Test("archive shows progress on a terminal")
    func archiveShowsProgress() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = folder + "/lib"
        #expect(
            try Fitkit.run(["import", "--library", lib, Paths.edge810, Paths.fixture("Activity.fit")]).status
                == 0)
        let run = try Shell.run(
            "/usr/bin/script", ["-qec", "'\(Paths.fitkit)' archive --library '\(lib)' --before 2100-01-01", "/dev/null"]
        )
        #expect(run.stdout.contains("100%") && run.stdout.contains("packed 2 files"), "\(run.stdout)")
        let restored = try Fitkit.run(["archive", "--restore", "--library", lib])
        #expect(restored.status == 0)
        let plain = try Fitkit.run(["archive", "--library", lib, "--before", "2100-01-01"])
        #expect(!plain.stderr.contains("%") && plain.stderr.contains("packed 2 files"))
    }
}
