import FITActivity

/// The training load a planned workout will bring: its Normalized Power, IF and TSS by the same rules as a
/// ridden activity's (`PowerMetrics`), over the planned power second by second (docs/METRICS.md).
public struct WorkoutLoad: Sendable, Equatable {
    /// Planned normalized power: watts at the FTP given, or per cent of FTP (100 is FTP) without one.
    public let normalizedPower: Double
    public let intensityFactor: Double
    public let trainingStress: Double
    /// Seconds of steps with a power target: what the figures cover.
    public let seconds: Double
    /// Seconds of timed steps without a power target (free rides, all-out efforts, heart-rate steps): left
    /// out of the figures, as a ride's seconds without power are.
    public let leftOut: Double

    /// Why a workout has no load figures.
    public enum Missing: Error, Sendable, Equatable, CustomStringConvertible {
        /// Its power is in watts and no FTP was given.
        case needsFTP
        /// No timed step has a power target, or they last under 30 s (Normalized Power's window).
        case noPower

        public var description: String {
            switch self {
            case .needsFTP: "its power targets are in watts: give an FTP for IF and TSS"
            case .noPower: "no 30 s of timed steps with a power target"
            }
        }
    }

    /// The load of `workout` at `ftp` (watts), which a workout in fractions of FTP does not need.
    public static func of(_ workout: Workout, ftp: Double?) -> Result<WorkoutLoad, Missing> {
        let kinds = workout.powerKinds
        if kinds.watts && ftp == nil { return .failure(.needsFTP) }
        let scale = ftp ?? 100
        guard let trace = workout.plannedPower(ftp: scale) else { return .failure(.needsFTP) }
        let targeted = Double(trace.count { !$0.isNaN })
        guard let np = PowerMetrics.normalized(trace) else { return .failure(.noPower) }
        return .success(
            WorkoutLoad(
                normalizedPower: np, intensityFactor: np / scale,
                trainingStress: PowerMetrics.trainingStress(normalized: np, seconds: targeted, ftp: scale),
                seconds: targeted, leftOut: Double(trace.count) - targeted))
    }
}
