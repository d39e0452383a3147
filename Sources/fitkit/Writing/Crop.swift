import ArgumentParser
import FITEdit
import FITSupport

extension EditTime: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}

/// `--from`, `--to` and `--at` name moments as an ISO-8601 time or an elapsed time from the start.
enum EditTimeHelp {
    static let valueName = "time"
    static let form = "an ISO-8601 UTC time (2024-05-01T10:15:00Z) or the time from the start (+10m, +1h05m, +90s)"
}

struct Crop: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "crop",
        abstract: "Keep one stretch of a ride, as a FIT activity of its own.",
        discussion: """
            Keeps the records, events and other timed messages from --from to --to (both included), and the \
            file's own messages (file id, devices, developer data); laps, sessions and the activity are worked \
            out again for what is kept (docs/EDIT.md). Times are \(EditTimeHelp.form). Written whole or not at \
            all: NAME-crop.fit without -o.
            Exit status: 0 written; 1 the input could not be read or has no records in the times; 2 usage error.
            """)

    @Argument(help: "A FIT file, - for standard input, or a library id.", completion: .file(extensions: ["fit"]))
    var input: String

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Where the kept stretch starts (default: the start).", valueName: EditTimeHelp.valueName))
    var from: EditTime?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Where it ends (default: the end).", valueName: EditTimeHelp.valueName))
    var to: EditTime?

    @Option(name: .shortAndLong, help: "The output file (or folder).", completion: .file(extensions: ["fit"]))
    var output: String?

    @OptionGroup var edited: EditedFileOptions
    @OptionGroup var location: LibraryOption

    func validate() throws {
        if from == nil && to == nil { throw ValidationError("give --from, --to or both") }
    }

    func run() throws {
        let zones = try edited.privacy.zones()
        let (item, file) = try EditInputs.read(input, edited.decode, location)
        guard let start = file.start, let span = file.timedSpan else {
            throw WrittenFiles.fail(item.name, .noRecords("no timed records to crop"))
        }
        let from = self.from?.seconds(from: start) ?? span.lowerBound
        let to = self.to?.seconds(from: start) ?? span.upperBound
        guard from <= to else {
            throw WrittenFiles.fail(item.name, .badTimes("--from is after --to"))
        }
        do throws(EditError) {
            let part = try Edits.crop(file, to: from...to, privacy: zones)
            let path = WrittenFiles.path(output, name: item.stem + "-crop.fit")
            try EditInputs.write(part, to: path, overwrite: edited.overwrite)
        } catch {
            throw WrittenFiles.fail(item.name, error)
        }
    }
}
