import ArgumentParser
import FITLibrary

struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Set an activity's title, notes or tags: yours, never overwritten by imports or merges.")
    @Argument(help: "The activity's id.") var id: Int64
    @Option(help: "Title.") var title: String?
    @Option(help: "Notes.") var notes: String?
    @Option(help: "Tags, comma-separated.") var tags: String?
    @OptionGroup var location: LibraryOption

    func run() throws {
        let library = try location.open()
        try withLibrary { () throws(LibraryError) in
            try library.edit(
                id, title: title, notes: notes, tags: tags.map { $0.split(separator: ",").map(String.init) })
        }
    }
}
