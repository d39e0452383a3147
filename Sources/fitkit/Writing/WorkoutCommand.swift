#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITActivity
import FITAnalysis
import FITEdit
import FITKit
import FITSupport

struct WorkoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workout",
        abstract: "Show a structured workout (\(WorkoutFormat.titles)), or write it as another for a bike computer.",
        discussion: """
            Reads Zwift's ZWO (SteadyState, Warmup, Cooldown, Ramp, IntervalsT, FreeRide, MaxEffort, cadence; \
            text events are left out and counted), ERG (watts by minute), MRC (per cent of FTP by minute) and FIT \
            workouts, and writes any of them (-o, by its ending). A FIT workout has a step for each step, a \
            repeat step after repeated ones (IntervalsT), targets as FIT's custom ranges: power as per cent of \
            FTP, or as watts with --power watts; a ramp is a power range (its direction in the step's notes). \
            Power stays as the input has it unless --power says otherwise; converting needs an FTP: --ftp, else \
            the athlete settings file's (as analyze reads it). ZWO holds fractions of FTP, ERG watts, MRC per \
            cent; their steps last a time, so a step lasting a distance is timed at --speed (else at the speed \
            its power holds on the flat), one until the lap button or a heart rate lasts --open-step, and a power \
            zone is held at its middle, each choice said. Without -o the workout is shown: its steps, time, and IF and TSS by analyze's rules over the \
            planned power. docs/DEVICE.md.
            Exit status: 0 shown or written; 1 the input could not be read, or cannot be written as asked; 2 \
            usage error.
            """)

    @Argument(
        help: "A \(WorkoutFormat.endingsText) workout, a library id, or - for standard input.",
        completion: .file(extensions: WorkoutFormat.endings))
    var input: String

    @Option(
        name: .shortAndLong, help: "The workout to write: \(WorkoutFormat.endingsText).",
        completion: .file(extensions: WorkoutFormat.endings))
    var output: String?

    @Option(help: "The workout's name (default: the input's, else the file's).")
    var name: String?

    @Option(
        help: "Functional threshold power, W (default: the athlete settings file's).", transform: ArgumentRules.positive
    )
    var ftp: Double?

    @Option(help: "Write power as percent (of FTP) or watts (default: as the input has it).")
    var power: WorkoutWriting.PowerUnit?

    @Option(
        help: """
            For ZWO, ERG and MRC: the speed distance steps are timed at, km/h (default: the speed each step's \
            power holds on a flat road, else 30).
            """,
        transform: ArgumentRules.positive)
    var speed: Double?

    @Option(
        name: .customLong("open-step"),
        help: """
            For ZWO, ERG and MRC: how long a step lasting until the lap button or a heart rate is ridden \
            (default 5m; as crop takes times: 90s, 5m, 1h).
            """,
        transform: ArgumentRules.clockSeconds)
    var openStep: Double?

    @Flag(help: "The workout as JSON (without -o), or the summary of what was written.")
    var json = false

    @OptionGroup var written: WrittenFileOptions
    @OptionGroup var decode: DecodeOptionGroup

    func validate() throws {
        if let output, WorkoutFormat.of(path: output) == nil {
            throw ValidationError("-o \(output): a workout is written as \(WorkoutFormat.endingsText)")
        }
    }

    func run() throws {
        let (item, bytes) = try WrittenFiles.read(input, maxSize: decode.maxSize, library: nil)
        let configured = ftp == nil ? try Self.settingsFTP() : nil
        do throws(EditError) {
            guard let format = WorkoutFormat.of(path: item.name) ?? WorkoutFormat.of(bytes: bytes) else {
                throw EditError.workout("not a \(WorkoutFormat.titles) workout")
            }
            var reading = try format.read(bytes)
            if let name {
                reading.workout.name = name
            } else if reading.workout.name.isEmpty {
                reading.workout.name = item.stem
            }
            let shown = WorkoutShown(reading: reading, ftp: ftp ?? reading.ftp ?? configured)
            var out = Output()
            guard let output, let target = WorkoutFormat.of(path: output) else {
                if json {
                    out.write(shown.json().text(indent: 2) + "\n")
                } else {
                    out.write(PathText.display(item.name) + "\n" + shown.lines().joinedText("\n") + "\n")
                }
                out.flush()
                return
            }
            let timing = WorkoutTiming(
                speed: speed.map { $0 / 3.6 }, openSeconds: openStep ?? WorkoutTiming.defaultOpenSeconds)
            let options = WorkoutWriting(
                ftp: shown.ftp, unit: power, created: UInt32(Instant(unix: Int64(time(nil))).fitField), timing: timing)
            let result = try target.write(reading.workout, options)
            do throws(OutputError) {
                try WrittenFiles.write(result.bytes, to: output, overwrite: written.overwrite)
            } catch {
                throw EditError.write(error.description)
            }
            // What was left out reading the input and writing the output.
            var done = reading
            done.workout = result.workout ?? reading.workout
            done.assumed = result.assumed
            for r in result.leftOut.reasons { done.leftOut.add(r.what, r.count) }
            let writtenShown = WorkoutShown(reading: done, ftp: shown.ftp)
            if json {
                guard case .object(let pairs) = writtenShown.json() else { return }
                out.write(JSONValue.object([("written", .string(output))] + pairs).text(indent: 2) + "\n")
            } else {
                out.write("written \(output): \(writtenShown.summary())\n")
            }
            out.flush()
        } catch {
            throw WrittenFiles.fail(item.name, error)
        }
    }

    /// The FTP of the athlete settings file today, nil without one.
    static func settingsFTP() throws -> Double? {
        let path = AthleteConfig.defaultPath
        do {
            let day = AthleteHistory.localDay(unix: Int64(time(nil)), utcOffset: nil)
            return try AthleteConfig.load(path, required: false)?.settings(onDay: day).ftp
        } catch {
            complain("\(path): \(error) (fix the file, or give --ftp)")
            throw ExitCode.validationFailure
        }
    }
}

extension WorkoutWriting.PowerUnit: ExpressibleByArgument {}
