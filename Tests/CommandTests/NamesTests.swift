import Foundation
import Testing
import TestSupport

/// Names as the file system and servers give them: bytes that are not UTF-8 work wherever a name goes (issue
/// 29, item 8), and control characters are never printed raw or put in an output's name.
@Suite struct NamesTests {
    /// `bash -c` with the script's own quoting, so that names can hold any byte ($'…').
    static func bash(_ script: String) throws -> Shell.Run { try Shell.bash(script) }

    @Test("a file name that is not UTF-8 works for inspect, import and folder export")
    func namesThatAreNotUTF8() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fitkit = Paths.fitkit
        let setup = try Self.bash("mkdir '\(folder)/in' && cp '\(Paths.edge810)' '\(folder)/in/'$'ride\\xff\\xfe.fit'")
        #expect(setup.status == 0)
        let inspect = try Self.bash("'\(fitkit)' inspect '\(folder)/in/'$'ride\\xff\\xfe.fit'")
        #expect(inspect.status == 0, "\(inspect.stderr)")
        // Shown with the bytes escaped, never as replacement characters.
        #expect(inspect.stdout.hasPrefix("\(folder)/in/ride\\xff\\xfe.fit\n"))
        let imported = try Self.bash(
            "'\(fitkit)' import --library '\(folder)/lib' '\(folder)/in/'$'ride\\xff\\xfe.fit'")
        #expect(imported.status == 0 && imported.stderr.contains("1 imported"), "\(imported.stderr)")
        let exported = try Self.bash("'\(fitkit)' export --gpx -o '\(folder)/out/' '\(folder)/in'")
        #expect(exported.status == 0, "\(exported.stderr)")
        // The output is named with the input's own bytes.
        let names = try Self.bash("ls '\(folder)/out' | od -An -c | tr -s ' '").stdout
        #expect(names.contains("r i d e 377 376 . g p x"), "\(names)")
    }

    @Test("control characters in names and titles are escaped in everything printed")
    func controlCharactersAreEscaped() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fitkit = Paths.fitkit
        let name = "'\(folder)/'$'x\\e[31mred\\nfitkit: exported 999.fit'"
        #expect(try Self.bash("cp '\(Paths.edge810)' \(name)").status == 0)
        // A damaged copy, so that the name reaches standard error.
        #expect(try Self.bash("printf 'garbage' >> \(name)").status == 0)
        let inspect = try Self.bash("'\(fitkit)' inspect \(name)")
        #expect(!inspect.stderr.contains("\u{1b}") && !inspect.stdout.contains("\u{1b}"))
        #expect(inspect.stderr.contains("x\\x1b[31mred\\nfitkit: exported 999.fit"), "\(inspect.stderr)")
        #expect(inspect.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("fitkit: ") })
        // Exported under a name without them.
        let exported = try Self.bash(
            "'\(fitkit)' export --gpx --validation lenient -o '\(folder)/out/' \(name) '\(Paths.edge810)'")
        #expect(exported.status == 0, "\(exported.stderr)")
        let outputs = Shell.files(in: folder + "/out")
        #expect(outputs.contains("x_[31mred_fitkit: exported 999.gpx"), "\(outputs)")
        // A title with an escape sequence, shown escaped by list and show.
        #expect(try Fitkit.run(["import", "--library", folder + "/lib", Paths.edge810]).status == 0)
        #expect(
            try Self.bash("'\(fitkit)' edit 1 --library '\(folder)/lib' --title $'Lunch\\e[2J\\rride'").status == 0)
        let list = try Fitkit.run(["list", "--library", folder + "/lib"])
        #expect(list.stdout.contains("Lunch\\x1b[2J\\rride") && !list.stdout.contains("\u{1b}"))
        let show = try Fitkit.run(["show", "1", "--library", folder + "/lib"])
        #expect(show.stdout.contains("Lunch\\x1b[2J\\rride") && !show.stdout.contains("\u{1b}"))
    }
}
