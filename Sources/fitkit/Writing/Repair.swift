import ArgumentParser
import FITActivity
import FITEdit
import FITLibrary
import FITSupport

struct RepairCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repair",
        abstract: "Make damaged FIT files valid activities again.",
        discussion: """
            Truncated data, a bad header or file CRC, a wrong or zero data size, chained files and missing \
            laps, session or activity become a valid FIT activity: every message that can be read, in order, \
            developer fields included; sizes and CRCs written anew; the summaries rebuilt from the records when \
            the file has none. Says what it fixed. A file without damage is written as it is. Outputs are \
            NAME-repaired.fit (in the current folder, or in -o FOLDER). A damaged file the library keeps \
            (sha256:PREFIX, as `fitkit list --undecoded` shows it) is repaired into the library without -o: the \
            repaired copy becomes an activity, and the original bytes stay kept beside it. Privacy zones apply \
            to the files written (not to a repair into the library, which keeps your data whole).
            Exit status: 0 when every input was written; 1 when nothing could be recovered from one; 2 usage \
            error.
            """)

    @Argument(
        help: "FIT files, - for standard input, or library files (sha256:PREFIX).",
        completion: .file(extensions: ["fit"]))
    var inputs: [String]

    @Option(name: .shortAndLong, help: "Output file, or folder for several inputs.", completion: .file())
    var output: String?

    @Flag(help: "What was fixed, as JSON (one object per input, in an array).")
    var json = false

    @OptionGroup var written: WrittenFileOptions
    @OptionGroup var privacy: PrivacyOptions
    @OptionGroup var size: MaxSizeOption
    @OptionGroup var location: LibraryOption

    func validate() throws {
        if inputs.count > 1, let output, !(output.hasSuffix("/") || OutputPlan.isFolder(output)) {
            throw ValidationError("-o \(output): several inputs go to a folder (give -o FOLDER/)")
        }
    }

    func run() throws {
        var failed = false
        var reports: [JSONValue] = []
        var out = Output()
        let zones = try privacy.zones()
        for argument in inputs {
            let (item, bytes) = try WrittenFiles.read(argument, maxSize: size.maxSize, library: location.library)
            let result: Repair.Result
            // The library keeps the rider's data whole; zones apply to the files written for sharing.
            let intoLibrary = output == nil && Library.namesStoredFile(argument)
            do throws(EditError) {
                result = try Repair.repair(bytes, privacy: intoLibrary ? PrivacyZones() : zones)
            } catch {
                complain("\(item.name): \(error)")
                reports.append(.object([("input", .text(item.name)), ("error", .text(error.description))]))
                failed = true
                continue
            }
            var destination: String
            if intoLibrary {
                let library = try location.open()
                let outcome = try withLibrary { () throws(LibraryError) in
                    try library.importRepair(of: Self.digits(argument), repaired: result.bytes)
                }
                destination = outcome.activityID.map { "library activity \($0)" } ?? "the library"
            } else {
                destination = WrittenFiles.path(output, name: item.stem + "-repaired.fit")
                do throws(OutputError) {
                    try WrittenFiles.write(result.bytes, to: destination, overwrite: written.overwrite)
                } catch {
                    complain(error.description)
                    failed = true
                    continue
                }
            }
            if json {
                reports.append(
                    .object([
                        ("input", .text(item.name)), ("output", .text(destination)),
                        ("messages", .int(Int64(result.messages))),
                        ("positions_hidden", .int(Int64(result.hidden))),
                        (
                            "fixes",
                            .array(
                                result.fixes.map {
                                    .object([("kind", .text($0.kind.rawValue)), ("text", .text($0.text))])
                                })
                        )
                    ]))
            } else {
                out.write(
                    result.fixes.isEmpty && result.hidden == 0
                        ? "\(item.name): no damage found; written as it is to \(destination)\n"
                        : "\(item.name): \(result.messages) messages written to \(destination)\n")
                for fix in result.fixes { out.write("  fixed: \(fix.text)\n") }
                if result.hidden > 0 { out.write("  \(result.hidden) positions within privacy zones left out\n") }
            }
        }
        if json { out.write(JSONValue.array(reports).text(indent: 2) + "\n") }
        out.flush()
        if failed { throw ExitCode.failure }
    }

    /// `sha256:abc…` → `abc…`.
    private static func digits(_ argument: String) -> String {
        argument.hasPrefix("sha256:") ? String(argument.dropFirst(7)) : argument
    }
}
