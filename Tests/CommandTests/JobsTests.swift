import Foundation
import Testing
import TestSupport

/// `--jobs N`: every command that takes many inputs says and writes the same, in the same
/// order, with the same exit status, whatever the number of jobs.
@Suite struct JobsTests {
    static let inputs = [Paths.fixtures.path]

    /// Runs `arguments` with --jobs 1 and --jobs 3; returns both runs.
    static func both(_ arguments: [String], in folder: String? = nil) throws -> (Shell.Run, Shell.Run) {
        (
            try Fitkit.run(arguments + ["--jobs", "1"], in: folder),
            try Fitkit.run(arguments + ["--jobs", "3"], in: folder)
        )
    }

    @Test("inspect, analyze, curve and heatmap give the same output and exit status with 1 or 3 jobs")
    func readingCommands() throws {
        let files = Paths.activityFiles().filter { $0.hasPrefix(Paths.fixtures.path) }
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for arguments in [
            ["inspect"] + files, ["inspect", "--json"] + files, ["analyze", "--json"] + Self.inputs,
            ["analyze", "--csv"] + Self.inputs
        ] {
            let (one, three) = try Self.both(arguments)
            #expect(
                one.stdout == three.stdout && one.stderr == three.stderr && one.status == three.status,
                "\(arguments[0])")
            #expect(!one.stdout.isEmpty)
        }
        for (command, name) in [("curve", "c.svg"), ("heatmap", "h.png")] {
            let one = try Fitkit.run([command, "-o", "\(folder)/1-\(name)", "--jobs", "1"] + Self.inputs)
            let three = try Fitkit.run([command, "-o", "\(folder)/3-\(name)", "--jobs", "3"] + Self.inputs)
            #expect(one.status == three.status)
            let (a, b) = (try Paths.bytes("\(folder)/1-\(name)"), try Paths.bytes("\(folder)/3-\(name)"))
            #expect(a == b, "\(command)")
        }
        #expect(try Fitkit.run(["inspect", "--jobs", "0", files[0]]).status == 2)
    }

    @Test("export writes the same files and says the same with 1 or 3 jobs")
    func export() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let one = try Fitkit.run(["export", "--gpx", "--csv", "-o", folder + "/one/", "--jobs", "1"] + Self.inputs)
        let three = try Fitkit.run(["export", "--gpx", "--csv", "-o", folder + "/three/", "--jobs", "3"] + Self.inputs)
        #expect(one.status == three.status)
        #expect(
            one.stderr.replacingOccurrences(of: "/one/", with: "/x/")
                == three.stderr.replacingOccurrences(of: "/three/", with: "/x/"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/one").sorted()
        let others = try FileManager.default.contentsOfDirectory(atPath: folder + "/three").sorted()
        #expect(names.count > 10 && names == others)
        for name in names {
            let (a, b) = (try Paths.bytes("\(folder)/one/\(name)"), try Paths.bytes("\(folder)/three/\(name)"))
            #expect(a == b, "\(name)")
        }
    }

    @Test("import and reparse with 3 jobs make the library one job makes, saying the same")
    func importAndReparse() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The same files twice: the second copies are 'already in the library', whichever job decodes them first.
        let inputs = Self.inputs + Self.inputs
        let one = try Fitkit.run(["import", "--json", "--library", folder + "/one", "--jobs", "1"] + inputs)
        let three = try Fitkit.run(["import", "--json", "--library", folder + "/three", "--jobs", "3"] + inputs)
        #expect(one.stdout == three.stdout && one.status == three.status)
        func listed(_ library: String) throws -> [NSDictionary] {
            let list = try Fitkit.run(["list", "--json", "--library", library])
            let rows = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]] ?? []
            return rows.map { r in
                var r = r
                for k in ["imported_at", "created_at", "updated_at"] { r[k] = nil }
                return r as NSDictionary
            }
        }
        let (a, b) = (try listed(folder + "/one"), try listed(folder + "/three"))
        #expect(a == b && a.count > 5)
        let reparsed = try Fitkit.run(["reparse", "--library", folder + "/three", "--jobs", "3"])
        let again = try Fitkit.run(["reparse", "--library", folder + "/one", "--jobs", "1"])
        #expect(reparsed.stderr == again.stderr && reparsed.status == again.status)
        let (c, d) = (try listed(folder + "/one"), try listed(folder + "/three"))
        #expect(c == d)
    }
}
