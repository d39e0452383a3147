import ArgumentParser
import FITLibrary

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one activity of the library.")
    @Argument(help: "The activity's id (fitkit list shows them).") var id: Int64
    @Flag(help: "As JSON.") var json = false
    @OptionGroup var location: LibraryOption

    func run() throws {
        let library = try location.open()
        let a = try withLibrary { () throws(LibraryError) in try library.activity(id) }
        var out = Output()
        out.write(json ? LibraryJSON.activity(a).text(indent: 2) + "\n" : LibraryText.detail(a))
        out.flush()
    }
}
