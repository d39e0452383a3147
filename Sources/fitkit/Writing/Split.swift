import ArgumentParser
import FITEdit
import FITSupport

struct Split: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "split",
        abstract: "Cut a ride into parts, each a FIT activity of its own.",
        discussion: """
            Cuts at each --at: a part from the start to the first time, one between each two times, one from \
            the last to the end; a message at a cut goes to the part it starts. Each part keeps the file's own \
            messages (file id, devices, developer data), and gets its laps, session and activity worked out \
            again (docs/EDIT.md); `fitkit merge` of the parts gives the ride's records back. Times are \
            \(EditTimeHelp.form). Parts are NAME-1.fit, NAME-2.fit, … in -o FOLDER (default: the current \
            folder), each written whole or not at all.
            Exit status: 0 written; 1 the input could not be read or a time is outside the ride; 2 usage error.
            """)

    @Argument(help: "A FIT file, - for standard input, or a library id.", completion: .file(extensions: ["fit"]))
    var input: String

    @Option(
        name: .customLong("at"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Where to cut (repeatable).", valueName: EditTimeHelp.valueName))
    var cuts: [EditTime] = []

    @Option(name: .shortAndLong, help: "The folder the parts go to.", completion: .directory)
    var output: String?

    @OptionGroup var edited: EditedFileOptions
    @OptionGroup var location: LibraryOption

    func validate() throws {
        if cuts.isEmpty { throw ValidationError("give --at TIME (one or more)") }
    }

    func run() throws {
        let zones = try edited.privacy.zones()
        let (item, file) = try EditInputs.read(input, edited.decode, location)
        guard let start = file.start else {
            throw WrittenFiles.fail(item.name, .noRecords("no timed records to split"))
        }
        let times = cuts.map { $0.seconds(from: start) }.sorted()
        let folder = output.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        do throws(EditError) {
            let parts = try Edits.split(file, at: times, privacy: zones)
            for (i, part) in parts.enumerated() {
                let path = WrittenFiles.path(folder, name: "\(item.stem)-\(i + 1).fit")
                try EditInputs.write(part, to: path, overwrite: edited.overwrite)
            }
        } catch {
            throw WrittenFiles.fail(item.name, error)
        }
    }
}
