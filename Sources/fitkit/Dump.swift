import ArgumentParser
import FITInput
import FITKit
import FITLibrary

struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print every data message as one JSON object per line.",
        discussion: """
            Values follow Garmin's FIT SDK decoder: scale and offset applied, enum names, date_times as ISO 8601 \
            UTC, expanded components and subfields. Records get heart rates from later `hr` messages, which \
            needs a second read of the file; on standard input (-) the stream is read once and `hr` messages \
            are not merged into records (a note says so on standard error). It shows the file as it is: \
            privacy zones do not apply (positions are printed); export or crop apply them to what you share.
            """)

    @Argument(
        help: InputHelp.one,
        completion: .file(extensions: ["fit", "gz", "xz", "zst"]))
    var file: String

    @Flag(help: "Values before the profile is applied: raw numbers, no scale/offset, names or expansion.")
    var raw = false

    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    func run() throws { try DumpRun(file: file, raw: raw, options: decode.options, library: location.library).run() }
}

/// What `fitkit dump` does once its command line is read (by `Dump`, or by `QuickCommandLine`).
struct DumpRun: CommandRun {
    var file: String
    var raw: Bool
    var options: DecodeOptions
    var library: String?

    func run() throws {
        let input: InputItem, source: any ByteSource
        do throws(InputError) {
            input = try InputArguments(library: library, maxFileSize: options.maxFileSize).single(file)
            source = try input.open()
        } catch {
            complain(error.description)
            throw ExitCode.failure
        }
        let isStandardInput = file == "-"
        var merger: HeartRateMerger?
        if !raw && !isStandardInput, let first = try? input.open() {
            merger = HeartRateMerger.collect(from: first, options: options)
            if let reason = merger?.failure {
                complain("\(file): hr messages were not merged into records: \(reason)")
            }
        }
        let decoder = FITDecoder(source: source, options: options, applyProfile: !raw, heartRates: merger)
        var out = Output()
        var failure: FITError?
        if !isStandardInput, let again = try? input.open() {
            // A file can be read once more: two decoders share the writing of the JSON, one core each.
            let second = FITDecoder(source: again, options: options, applyProfile: !raw, heartRates: merger)
            failure = ParallelJSONWriter.run(decoder, second) { out.write(all: $0) }
        } else {
            do throws(FITError) {
                var more = true
                while more {
                    // Until the buffer is due to be written: a call retains what the closure holds.
                    try out.write { buffer throws(FITError) in
                        repeat { more = try decoder.nextJSON(into: buffer) } while more && buffer.count < Output.flushAt
                    }
                }
            } catch {
                failure = error
            }
        }
        out.flush()
        if isStandardInput && !raw && decoder.messageCounts[MessageNumber.hr] != nil {
            complain(
                "\(file): hr messages were not merged into records (standard input is read once); "
                    + "give a file path to merge them")
        }
        let problems = decoder.problems
        for p in problems { complain("\(file): \(p)") }
        if let failure {
            complain("\(file): \(failure) (\(failure.advice); what decoded before it was printed)")
        }
        if failure != nil || !problems.isEmpty { throw ExitCode.failure }
    }
}
