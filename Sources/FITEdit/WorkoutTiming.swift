import FITActivity
import FITSupport

/// How a workout whose steps do not all last a time becomes one whose steps do, for the formats that hold only
/// time (ZWO, ERG, MRC; docs/DEVICE.md, "Workouts"): every step is kept, and each choice made for one is counted
/// and said.
///
/// - A step lasting a distance is timed at `speed` when one is given; else at the speed its power holds on a
///   flat road (`flatSpeed`, when the step has a power and the FTP is known); else at `defaultSpeed`.
/// - A step lasting until the lap button, a heart rate, a power or anything else FIT names lasts `openSeconds`
///   (the lap button's as a free ride when it has no target).
/// - A power zone (FIT's target_value 1…7) becomes the middle of that zone of Coggan's seven, from FTP
///   (`Zones.coggan`'s edges); zone 1 and zone 7 have one edge each and are held where a free ride and a max
///   effort are (50 % and 150 % of FTP).
package struct WorkoutTiming: Sendable {
    /// The speed distance steps are timed at (m/s); nil: each step's own estimate.
    package var speed: Double?
    /// Seconds of a step lasting until the lap button or something else than a time or a distance.
    package var openSeconds: Double
    package var ftp: Double?

    /// 30 km/h: a steady ride on the flat, for a distance step with no power to estimate from.
    package static let defaultSpeed = 30 / 3.6
    /// Five minutes, for a lap-button or heart-rate step.
    package static let defaultOpenSeconds = 300.0

    package init(speed: Double? = nil, openSeconds: Double = defaultOpenSeconds, ftp: Double? = nil) {
        self.speed = speed
        self.openSeconds = openSeconds
        self.ftp = ftp
    }

    /// The workout with every step timed and every zone a power; what was assumed, counted by reason.
    package func timed(_ workout: Workout) -> (workout: Workout, assumed: LeftOut) {
        var assumed = LeftOut()
        var timed = workout
        timed.elements = workout.elements.map { e in
            switch e {
            case .step(let s): .step(time(s, &assumed, passes: 1))
            case .repeated(let steps, let times):
                .repeated(steps.map { time($0, &assumed, passes: max(times, 0)) }, times: times)
            }
        }
        return (timed, assumed)
    }

    private func time(_ step: Workout.Step, _ assumed: inout LeftOut, passes: Int) -> Workout.Step {
        var s = step
        if s.power == nil, let zone = s.powerZone, let fraction = Self.zoneMiddle(zone) {
            s.power = .steady(.ftp(fraction))
            s.powerZone = nil
            assumed.add("power zone \(zone) steps held at \(percent(fraction)) of FTP (the zone's middle)", passes)
        }
        switch s.duration {
        case .seconds: break
        case .metres(let metres):
            let (v, why) = distanceSpeed(s)
            s.duration = .seconds(metres / v)
            assumed.add("distance steps timed at \(kmh(v)) (\(why))", passes)
        case .open:
            s.duration = .seconds(openSeconds)
            assumed.add(
                "lap-button steps ridden for \(clock(openSeconds))" + (s.isOpen ? " as free rides" : ""), passes)
        case .until(let what, let raw):
            s.duration = .seconds(openSeconds)
            assumed.add("steps until \(WorkoutShown.untilText(what, raw)) ridden for \(clock(openSeconds))", passes)
        }
        return s
    }

    /// The speed a distance step is ridden at, and why that one.
    private func distanceSpeed(_ s: Workout.Step) -> (Double, String) {
        if let speed { return (speed, "the speed given") }
        if let watts = s.power?.power(at: 0.5, ftp: ftp), watts > 0 {
            return (Self.flatSpeed(watts: watts), "the speed \(Int(watts.rounded())) W holds on a flat road")
        }
        return (Self.defaultSpeed, "no power to estimate from")
    }

    /// Coggan's zone middles as fractions of FTP; nil for a zone outside 1…7.
    package static func zoneMiddle(_ zone: Int) -> Double? {
        let edges = [0, 0.55, 0.75, 0.90, 1.05, 1.20, 1.50]
        switch zone {
        case 1: return ERGWorkout.freeRideFraction
        case 7: return ERGWorkout.maxEffortFraction
        case 2...6: return (edges[zone - 1] + edges[zone]) / 2
        default: return nil
        }
    }

    /// The speed (m/s) `watts` hold on a flat road without wind: P = v (Crr m g) + ½ ρ CdA v³ at the wheel,
    /// with a rider and bike of 85 kg, Crr 0.005, CdA 0.32 m², ρ 1.225 kg/m³ and 3 % lost in the drivetrain
    /// (the usual road-bike figures, as in bikecalculator.com's model). Solved by bisection: the power
    /// grows with the speed.
    package static func flatSpeed(watts: Double) -> Double {
        let wheel = watts * 0.97
        func power(_ v: Double) -> Double { v * 0.005 * 85 * 9.81 + 0.5 * 1.225 * 0.32 * v * v * v }
        var (low, high) = (0.0, 40.0)
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if power(mid) < wheel { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    private func percent(_ f: Double) -> String { workoutNumber(f * 100, places: 1) + " %" }
    private func kmh(_ v: Double) -> String { workoutNumber(v * 3.6, places: 1) + " km/h" }
    private func clock(_ s: Double) -> String { duration(s) }
}
