import ArgumentParser
import FITLibrary
import FITSupport

struct DU: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "du", abstract: "Storage used by the library.")
    @Flag(help: "As JSON (bytes).") var json = false
    @OptionGroup var location: LibraryOption

    func run() throws {
        let u = try location.open().diskUsage()
        var out = Output()
        if json {
            out.write(
                JSONValue.object([
                    ("originals", .int(u.files)), ("original_files", .int(Int64(u.fileCount))),
                    ("archives", .int(u.archives)), ("archive_files", .int(Int64(u.archiveCount))),
                    ("database", .int(u.database)), ("total", .int(u.files + u.archives + u.database))
                ]).text(indent: 2) + "\n")
            return out.flush()
        }
        out.write("originals  \(LibraryText.bytes(u.files)) in \(u.fileCount) files\n")
        out.write("archives   \(LibraryText.bytes(u.archives)) in \(u.archiveCount) archives\n")
        out.write("database   \(LibraryText.bytes(u.database))\n")
        out.write("total      \(LibraryText.bytes(u.files + u.archives + u.database))\n")
        out.flush()
    }
}
