import ArgumentParser
import FITEdit
import FITSupport

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join consecutive parts of one ride (a ride saved in two after a battery swap) into one FIT file.",
        discussion: """
            The parts are put in the order of their times (they must not overlap). The first part's own \
            messages (file id, devices) are kept, with every part's developer data; every part's records, \
            events and laps; sessions of one sport that follow each other become one, the time between the \
            parts a pause. Laps, sessions and the activity are worked out again (docs/EDIT.md). Written whole or \
            not at all.
            Exit status: 0 written; 1 a part could not be read, or the parts overlap; 2 usage error.
            """)

    @Argument(help: "Two or more FIT files (or library ids).", completion: .file(extensions: ["fit"]))
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The merged file.", completion: .file(extensions: ["fit"]))
    var output: String

    @OptionGroup var edited: EditedFileOptions
    @OptionGroup var location: LibraryOption

    func validate() throws {
        if inputs.count < 2 { throw ValidationError("give two or more parts to merge") }
    }

    func run() throws {
        let zones = try edited.privacy.zones()
        let files = try inputs.map { try EditInputs.read($0, edited.decode, location).file }
        do throws(EditError) {
            try EditInputs.write(try Edits.merge(files, privacy: zones), to: output, overwrite: edited.overwrite)
        } catch {
            throw WrittenFiles.fail(output, error)
        }
    }
}
