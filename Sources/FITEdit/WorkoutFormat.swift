import FITActivity
import FITKit

/// The workout file types `fitkit workout` reads and writes, one row each: FIT, Zwift's ZWO, ERG (watts) and
/// MRC (per cent of FTP). A new type is a new file with its reader and writer, and a row of `all`.
package struct WorkoutFormat: Sendable {
    package let name: String
    /// What people call it: `ZWO`, `FIT`.
    package let title: String
    /// File name endings, lower case, without the dot.
    package let extensions: [String]
    /// Whether a file's first bytes are of this type (checked in `all`'s order).
    package let detects: @Sendable ([UInt8]) -> Bool
    package let read: @Sendable ([UInt8]) throws(EditError) -> WorkoutReading
    package let write: @Sendable (Workout, WorkoutWriting) throws(EditError) -> WorkoutWritten

    package static let fit = WorkoutFormat(
        name: "fit", title: "FIT", extensions: ["fit"],
        detects: FITSignature.starts, read: WorkoutFIT.read,
        write: WorkoutFIT.write)

    package static let all: [WorkoutFormat] = [
        WorkoutFormat(
            name: "zwo", title: "ZWO", extensions: ["zwo"], detects: { head($0).contains("<WORKOUT_FILE") },
            read: ZwiftWorkout.read, write: ZwiftWorkout.write),
        WorkoutFormat(
            name: "erg", title: "ERG", extensions: ["erg"], detects: { head($0).contains("MINUTES WATTS") },
            read: ERGWorkout.readERG, write: ERGWorkout.writeERG),
        WorkoutFormat(
            name: "mrc", title: "MRC", extensions: ["mrc"], detects: { head($0).contains("MINUTES PERCENT") },
            read: ERGWorkout.readMRC, write: ERGWorkout.writeMRC),
        fit
    ]

    /// The first 4 KB as upper-case text: where ZWO's root and the ERG/MRC `MINUTES …` line are found.
    static func head(_ bytes: [UInt8]) -> String { String(decoding: bytes.prefix(4096), as: UTF8.self).uppercased() }

    /// Every ending, as completions offer them: `zwo`, `erg`, `mrc`, `fit`.
    package static var endings: [String] { all.flatMap(\.extensions) }

    /// `.zwo, .erg, .mrc or .fit`, for help and errors.
    package static var endingsText: String { listed(endings.map { "." + $0 }) }

    /// `ZWO, ERG, MRC or FIT`.
    package static var titles: String { listed(all.map(\.title)) }

    static func listed(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }

    /// The format a path's ending names (`plan.zwo`, `PLAN.ERG`), nil for another.
    package static func of(path: String) -> WorkoutFormat? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        let ending = path[path.index(after: dot)...].lowercased()
        return all.first { $0.extensions.contains(ending) }
    }

    /// The format of a file by its first bytes: the first row whose `detects` says so (FIT's header, ZWO's
    /// root element, the ERG/MRC `MINUTES WATTS` or `MINUTES PERCENT` line).
    package static func of(bytes: [UInt8]) -> WorkoutFormat? { all.first { $0.detects(bytes) } }
}

/// A workout as read, with what of the file it could not hold.
package struct WorkoutReading: Sendable {
    package var workout: Workout
    package var leftOut = LeftOut()
    /// What was chosen for steps the output could not hold as they are (a distance step timed at a speed…).
    package var assumed = LeftOut()
    /// The FTP the file names (an ERG header's `FTP =`), nil when it names none.
    package var ftp: Double?
}

/// How a workout is written: the FTP for turning fractions into watts or back, the power unit asked for (nil:
/// as the workout has it, when the file type can hold it), and when the file was made (FIT seconds).
package struct WorkoutWriting: Sendable {
    package enum PowerUnit: String, Sendable, CaseIterable {
        case percent, watts
    }

    package var ftp: Double?
    package var unit: PowerUnit?
    package var created: UInt32
    /// How steps that do not last a time are timed, for formats that hold only time.
    package var timing: WorkoutTiming

    package init(ftp: Double?, unit: PowerUnit?, created: UInt32, timing: WorkoutTiming = WorkoutTiming()) {
        self.ftp = ftp
        self.unit = unit
        self.created = created
        self.timing = timing
        self.timing.ftp = ftp
    }

    /// The workout with every step timed (`timing`), for a format that holds only time.
    func timed(_ workout: Workout) -> (workout: Workout, assumed: LeftOut) { timing.timed(workout) }

    /// A power in the unit asked for (`unit`, else `fallback`, else as it is).
    func convert(_ p: Workout.Power, fallback: PowerUnit? = nil) throws(EditError) -> Workout.Power {
        switch unit ?? fallback {
        case nil: return p
        case .percent?:
            guard let f = p.fraction(ftp: ftp) else {
                throw EditError.workout("its power is in watts: give --ftp to write it as a fraction of FTP")
            }
            return .ftp(f)
        case .watts?:
            guard let w = p.watts(ftp: ftp) else {
                throw EditError.workout("its power is a fraction of FTP: give --ftp to write it in watts")
            }
            return .watts(w)
        }
    }
}

/// A written workout file, and what of the workout it could not hold.
package struct WorkoutWritten: Sendable {
    package var bytes: [UInt8]
    package var leftOut = LeftOut()
    /// What was chosen for steps the format could not hold as they are.
    package var assumed = LeftOut()
    /// The workout as written, when the format needed it changed (every step timed).
    package var workout: Workout?
}

/// What a reader or writer left out, by reason, in the order first met: "3 text events".
package struct LeftOut: Sendable, Equatable {
    package private(set) var reasons: [(what: String, count: Int)] = []

    package init() {}

    package mutating func add(_ what: String, _ count: Int = 1) {
        guard count > 0 else { return }
        if let i = reasons.firstIndex(where: { $0.what == what }) {
            reasons[i].count += count
        } else {
            reasons.append((what, count))
        }
    }

    package var isEmpty: Bool { reasons.isEmpty }

    package static func == (a: LeftOut, b: LeftOut) -> Bool { a.reasons.elementsEqual(b.reasons) { $0 == $1 } }
}

/// Numbers as workout files write them: at most `places` decimals, no trailing zeros, whole numbers bare.
func workoutNumber(_ v: Double, places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let rounded = (v * scale).rounded() / scale
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return rounded.description
}
