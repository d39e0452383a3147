import FITActivity
import FITKit

/// Why a file could not be repaired, cut, merged or converted. Each says what to do, in one line.
package enum EditError: Error, Sendable, CustomStringConvertible {
    /// Nothing of the input could be read as FIT messages.
    case nothingRecovered(String)
    /// The input has no records (a course, settings), or none in the times asked for.
    case noRecords(String)
    /// A time the file's records do not reach, or times out of order.
    case badTimes(String)
    /// A value the FIT profile cannot hold (a track point far outside any ride).
    case encoding(String)
    /// The GPX or TCX input could not be read.
    case track(String)
    /// A workout (ZWO, ERG, MRC or FIT) could not be read, or cannot be written as asked.
    case workout(String)

    /// A workout's number past `WorkoutLimits`, as the workout error it is.
    static func workout(_ limit: WorkoutLimitError) -> EditError { .workout(limit.description) }
    /// The output could not be written (a full disk, permissions, an existing file).
    case write(String)

    package var description: String {
        switch self {
        case .nothingRecovered(let why), .noRecords(let why), .badTimes(let why), .encoding(let why),
            .track(let why), .workout(let why), .write(let why):
            why
        }
    }

    static func from(_ error: FITEncoder.EncodingError) -> EditError { .encoding(error.description) }
}
