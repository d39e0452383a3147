import ArgumentParser
import FITLibrary

struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Remove activities and their FIT files, or files kept without an activity.",
        discussion: """
            An id removes that activity with its files (and activities merged into it). A SHA-256, or 8 or more \
            of its first hex digits as fitkit list --undecoded shows them, removes a file kept without an activity.
            """)
    @Argument(help: "Activity ids, or SHA-256 prefixes of undecoded files.") var ids: [String]
    @OptionGroup var location: LibraryOption

    mutating func validate() throws {
        for id in ids where Int64(id) == nil && (id.count < 8 || !id.allSatisfy(\.isHexDigit)) {
            throw ValidationError("\(id): give an activity id, or 8 or more hex digits of a file's SHA-256")
        }
    }

    func run() throws {
        let library = try location.open()
        var activities = 0, files = 0
        for id in ids {
            try withLibrary { () throws(LibraryError) in
                if let number = Int64(id), id.count < 8 {
                    try library.remove(number); activities += 1
                } else {
                    try library.removeUndecoded(id)
                    files += 1
                }
            }
        }
        var parts: [String] = []
        if activities > 0 || files == 0 { parts.append("\(activities) activit\(activities == 1 ? "y" : "ies")") }
        if files > 0 { parts.append("\(files) undecoded file\(files == 1 ? "" : "s")") }
        complain("removed " + parts.joined(separator: " and "))
    }
}
