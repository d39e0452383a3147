import ArgumentParser
import FITEdit
import FITSupport

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a GPX or TCX track as a FIT activity.",
        discussion: """
            Each track point with a time becomes a record: position, elevation, distance (summed along the \
            track when it has none), speed, and the heart rate, cadence and temperature of Garmin's \
            TrackPointExtension and the power of the power extensions (GPX `power`, TCX `Watts`). A TCX file's \
            laps are kept; the session takes the track's sport. Points without a time, with a position that \
            cannot be one (not a decimal number, beyond 90° or 180°), or stamped more than a day from the rest \
            of the track (a clock that jumped) are left out and counted. Written whole or not at all: NAME.fit without -o.
            Exit status: 0 written; 1 the input could not be read or has no timed points; 2 usage error.
            """)

    @Argument(help: "A .gpx or .tcx file, or - for standard input.", completion: .file(extensions: ["gpx", "tcx"]))
    var input: String

    @Option(name: .shortAndLong, help: "The FIT file (or folder).", completion: .file(extensions: ["fit"]))
    var output: String?

    @OptionGroup var edited: EditedFileOptions

    func run() throws {
        let zones = try edited.privacy.zones()
        let (item, bytes) = try WrittenFiles.read(input, maxSize: edited.decode.maxSize, library: nil)
        do throws(EditError) {
            let track = try Track.read(bytes)
            if track.untimed > 0 { complain("\(item.name): \(track.untimed) track points without a time left out") }
            if track.badPositions > 0 {
                complain("\(item.name): \(track.badPositions) track points whose position cannot be one left out")
            }
            let path = WrittenFiles.path(output, name: item.stem + ".fit")
            let converted = try Convert.fit(track, privacy: zones)
            if converted.timeOutliers > 0 {
                complain(
                    "\(item.name): \(converted.timeOutliers) track points stamped more than a day from the rest left out"
                )
            }
            try EditInputs.write((converted.bytes, converted.hidden), to: path, overwrite: edited.overwrite)
        } catch {
            throw WrittenFiles.fail(item.name, error)
        }
    }
}
