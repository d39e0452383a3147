import ArgumentParser
import FITAnalysis
import FITInput
import FITLibrary
import FITSupport

extension FileRows.Table: ExpressibleByArgument {}

struct Rows: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rows",
        abstract: "Every file as JSON lines of activities, laps and records, keyed by the SHA-256 of its bytes.",
        discussion: """
            For data tools (Spark, DuckDB, pandas): one line per row, {"table": "activities"|"laps"|"records", \
            "file_sha256": …, "year": …, …}. Every input file has one activities row, whatever it holds \
            ("status": activity, not_activity or failed, with the error): no file is left out unsaid. Laps \
            and records carry the file's key, the activity's year and their index, so that a file read again \
            gives the same rows. Positions within a privacy zone are left out as export leaves them out \
            (--privacy-zone, privacy.conf, --no-privacy). Inputs as export takes them (a tar or zip archive on standard input \
            included), and --files-from a list, one path a line. contrib/spark/fitkit_job.py runs it on a \
            cluster (docs/SCALE.md).
            Exit status: 0 every input read (failed files are rows); 1 an input could not be opened; 2 usage \
            error.
            """)

    @Argument(help: InputHelp.many, completion: InputHelp.completion)
    var inputs: [String] = []

    @Option(help: "A file listing inputs, one a line (- for standard input).", completion: .file())
    var filesFrom: String?

    @Option(name: .customLong("table"), help: "Only these tables (repeatable): activities, laps, records.")
    var tables: [FileRows.Table] = []

    @Flag(
        help: ArgumentHelp(
            "Print every column of each table with its type, as Spark's StructType JSON by table, and exit.",
            discussion: "Records' developer fields, named by each file, go under other (a map) there."))
    var schema = false

    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption
    @OptionGroup var privacy: PrivacyOptions

    func validate() throws {
        if inputs.isEmpty && filesFrom == nil && !schema {
            throw ValidationError("give inputs, or --files-from LIST")
        }
    }

    func run() throws {
        if schema { return print(FileRows.sparkSchema.text()) }
        var all = inputs
        if let filesFrom {
            let text: String?
            do throws(Files.Failure) { text = try Files.text(filesFrom == "-" ? "/dev/stdin" : filesFrom) } catch {
                complain(error.description)
                throw ExitCode.failure
            }
            all += (text ?? "").split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        }
        let wanted = Set(tables.isEmpty ? FileRows.Table.allCases : tables)
        let zones = try privacy.zones()
        var out = Output()
        var failed = false
        /// The activities row of a file that was not read.
        func unread(_ name: String, _ status: String, _ reason: String) {
            guard wanted.contains(.activities) else { return }
            out.write { buffer in
                JSONValue.object([
                    ("table", .string(FileRows.Table.activities.rawValue)), ("file_sha256", .null),
                    ("file", .string(name)), ("status", .string(status)), ("error", .string(reason))
                ]).append(to: buffer)
                buffer.append(UInt8(ascii: "\n"))
            }
        }
        InputArguments(library: location.library, maxFileSize: decode.maxSize).walk(all) { found in
            switch found {
            case .skipped(let name, let reason):
                // Not a FIT file (a note beside the rides): a row says so.
                unread(name, "skipped", reason)
            case .failed(let error):
                // A member that could not be read (over --max-size, cut short): a row says so too.
                failed = true
                complain(error.description)
                unread(error.path, "failed", error.description)
            case .input(let item):
                do {
                    var source = try item.open()
                    let key = try SHA256.hex(of: &source)
                    try FileRows.rows(
                        of: item, key: key, tables: wanted, options: decode.options, privacy: zones
                    ) { table, row in
                        guard case .object(let pairs) = row else { return }
                        out.write { buffer in
                            JSONValue.object([("table", .string(table.rawValue))] + pairs).append(to: buffer)
                            buffer.append(UInt8(ascii: "\n"))
                        }
                    }
                } catch {
                    failed = true
                    complain("\(item.name): \(error)")
                }
            }
        }
        out.flush()
        if failed { throw ExitCode.failure }
    }
}
