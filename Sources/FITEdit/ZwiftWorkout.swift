import FITActivity
import FITSupport

/// Zwift's ZWO workouts (docs/DEVICE.md): `<workout_file>` with a name, description, sportType and a
/// `<workout>` of elements, power as a fraction of FTP:
///
/// - `SteadyState` (Duration, Power, or a PowerLow–PowerHigh range), `Warmup`, `Cooldown` and `Ramp` (from
///   PowerLow to PowerHigh over the step; the intensity warm-up, cool-down or active);
/// - `IntervalsT` (Repeat × OnDuration at OnPower, OffDuration at OffPower; Cadence, CadenceResting): its on
///   step, its off step (rest), repeated;
/// - `FreeRide` (no target) and `MaxEffort` (all out);
/// - `Cadence` on any of them; `textevent`s (messages shown during the ride) are left out and counted.
enum ZwiftWorkout {
    static func read(_ bytes: [UInt8]) throws(EditError) -> WorkoutReading {
        var reader = Reader()
        try XMLEvents.read(bytes, what: "ZWO", failure: EditError.workout) { reader.take($0) }
        if let limit = reader.limit { throw EditError.workout(limit) }
        guard reader.root == "workout_file" else {
            throw EditError.workout("not a ZWO workout (its root element is \(reader.root ?? "missing"))")
        }
        if let sport = reader.sportType, sport.lowercased() != "bike" {
            throw EditError.workout("a \(sport) workout: fitkit reads cycling ZWO workouts (sportType bike)")
        }
        var workout = Workout(name: reader.name ?? "")
        workout.description = reader.description
        workout.elements = reader.elements
        do throws(WorkoutLimitError) { try WorkoutLimits.check(workout) } catch { throw EditError.workout(error) }
        return WorkoutReading(workout: workout, leftOut: reader.leftOut)
    }

    /// Folds the XML events into elements.
    private struct Reader {
        var root: String?
        var stack: [String] = []
        var text = ""
        var name: String?, description: String?, sportType: String?
        var elements: [Workout.Element] = []
        var leftOut = LeftOut()
        /// The first number past `WorkoutLimits`: the file is refused (nothing after it is read).
        var limit: WorkoutLimitError?

        mutating func take(_ event: XMLEvents.Event) {
            guard limit == nil else { return }
            switch event {
            case .open(let element, let attributes):
                if root == nil { root = element }
                // Elements of the workout are the children of <workout>; deeper ones are their text events.
                if stack.last == "workout" {
                    let attributes = Dictionary(attributes.map { ($0.key.lowercased(), $0.value) }) { a, _ in a }
                    do throws(WorkoutLimitError) { try add(element, attributes) } catch { limit = error }
                } else if stack.count >= 2, stack[stack.count - 2] == "workout",
                    element.lowercased() == "textevent"
                {
                    leftOut.add("text events (messages shown during the ride)")
                }
                stack.append(element)
                text = ""
            case .text(let t): text += t
            case .close:
                guard let element = stack.popLast() else { return }
                if stack.last == "workout_file" {
                    let value = Track.trimmed(text)
                    switch element {
                    case "name": name = value
                    case "description": description = value.isEmpty ? nil : value
                    case "sportType": sportType = value
                    default: break
                    }
                }
                text = ""
            }
        }

        mutating func add(_ element: String, _ a: [String: String]) throws(WorkoutLimitError) {
            func number(_ key: String) -> Double? { a[key].flatMap { Double(Track.trimmed($0)) } }
            /// An attribute's seconds, checked against the limits (nil when absent; 0 is left as it is).
            func seconds(_ key: String, _ name: String) throws(WorkoutLimitError) -> Double? {
                guard let v = number(key) else { return nil }
                return v == 0 ? 0 : try WorkoutLimits.seconds(v, "\(element) \(name)")
            }
            func power(_ key: String) -> Workout.Power? { number(key).map { .ftp($0) } }
            let cadence =
                number("cadence").map { $0...$0 }
                ?? number("cadencelow").flatMap { l in number("cadencehigh").map { l...$0 } }
            if element == "IntervalsT" {
                guard let times = number("repeat"), let on = try seconds("onduration", "OnDuration"),
                    let off = try seconds("offduration", "OffDuration")
                else { return leftOut.add("IntervalsT elements without Repeat, OnDuration or OffDuration") }
                let passes = try WorkoutLimits.repeats(times, "IntervalsT Repeat")
                var onStep = Workout.Step(duration: .seconds(on), intensity: .active)
                onStep.power =
                    power("onpower").map(Workout.PowerTarget.steady)
                    ?? range(power("poweronlow"), power("poweronhigh"))
                onStep.cadence = cadence
                var offStep = Workout.Step(duration: .seconds(off), intensity: .rest)
                offStep.power =
                    power("offpower").map(Workout.PowerTarget.steady)
                    ?? range(power("powerofflow"), power("poweroffhigh"))
                offStep.cadence = number("cadenceresting").map { $0...$0 }
                elements.append(.repeated([onStep, offStep], times: passes))
                return
            }
            guard ["SteadyState", "SolidState", "Warmup", "Cooldown", "Ramp", "FreeRide", "MaxEffort"].contains(element)
            else { return leftOut.add("\(element) elements (not a ZWO step fitkit knows)") }
            guard let seconds = try seconds("duration", "Duration"), seconds > 0 else {
                return leftOut.add("\(element) elements without a Duration")
            }
            let intensity: Workout.Intensity =
                element == "Warmup" ? .warmup : element == "Cooldown" ? .cooldown : .active
            var step = Workout.Step(duration: .seconds(seconds), intensity: intensity)
            switch element {
            case "SteadyState", "SolidState":
                step.power =
                    range(power("powerlow"), power("powerhigh")) ?? power("power").map(Workout.PowerTarget.steady)
            case "Warmup", "Cooldown", "Ramp":
                if let low = power("powerlow"), let high = power("powerhigh") {
                    step.power = Workout.PowerTarget(from: low, to: high, ramp: low != high)
                } else {
                    step.power = power("power").map(Workout.PowerTarget.steady)
                }
            case "MaxEffort": step.maxEffort = true
            default: break
            }
            step.cadence = cadence
            elements.append(.step(step))
        }

        /// A range to hold, nil without both ends.
        func range(_ low: Workout.Power?, _ high: Workout.Power?) -> Workout.PowerTarget? {
            guard let low, let high else { return nil }
            return Workout.PowerTarget(from: low, to: high, ramp: false)
        }
    }

    static func write(_ workout: Workout, _ options: WorkoutWriting) throws(EditError) -> WorkoutWritten {
        var leftOut = LeftOut()
        // ZWO steps last a time: every other step is timed, and the choice said.
        let (workout, assumed) = options.timed(workout)
        let out = ByteBuffer(capacity: 4096)
        out.append("<workout_file>\n    <author></author>\n    <name>")
        out.append(xmlEscaped: workout.name)
        out.append("</name>\n    <description>")
        out.append(xmlEscaped: workout.description ?? "")
        out.append("</description>\n    <sportType>bike</sportType>\n    <tags/>\n    <workout>\n")
        func fraction(_ p: Workout.Power) throws(EditError) -> Double {
            guard case .ftp(let f) = try options.convert(p, fallback: .percent) else { return 0 }
            return f
        }
        func text(_ f: Double) -> String { workoutNumber(f, places: 4) }
        func element(_ name: String, _ attributes: [(String, String?)]) {
            out.append("        <" + name)
            for case (let key, let value?) in attributes { out.append(" \(key)=\"\(value)\"") }
            out.append("/>\n")
        }
        func cadence(_ c: ClosedRange<Double>?) -> String? {
            c.map { workoutNumber(($0.lowerBound + $0.upperBound) / 2, places: 0) }
        }
        func step(_ s: Workout.Step) throws(EditError) {
            guard let seconds = s.duration.seconds else { return }  // every step is timed above
            if s.heartRate != nil { leftOut.add("heart-rate targets (ZWO has none)") }
            let duration = workoutNumber(seconds, places: 3)
            guard let p = s.power else {
                return element(
                    s.maxEffort ? "MaxEffort" : "FreeRide", [("Duration", duration), ("Cadence", cadence(s.cadence))])
            }
            let from = try fraction(p.from), to = try fraction(p.to)
            let common: [(String, String?)] = [("Duration", duration)]
            if p.ramp || s.intensity == .warmup || s.intensity == .cooldown {
                let name = s.intensity == .warmup ? "Warmup" : s.intensity == .cooldown ? "Cooldown" : "Ramp"
                element(
                    name, common + [("PowerLow", text(from)), ("PowerHigh", text(to)), ("Cadence", cadence(s.cadence))])
            } else if p.isSteady {
                element("SteadyState", common + [("Power", text(from)), ("Cadence", cadence(s.cadence))])
            } else {
                // A range to hold: its middle for Zwift, its ends for a reader that knows ranges.
                element(
                    "SteadyState",
                    common + [
                        ("Power", text((from + to) / 2)), ("PowerLow", text(from)), ("PowerHigh", text(to)),
                        ("Cadence", cadence(s.cadence))
                    ])
            }
        }
        for e in workout.elements {
            switch e {
            case .step(let s): try step(s)
            case .repeated(let steps, let times):
                if steps.count == 2, let on = steps[0].duration.seconds, let off = steps[1].duration.seconds,
                    let onPower = steps[0].power, onPower.isSteady, !onPower.ramp,
                    let offPower = steps[1].power, offPower.isSteady, !offPower.ramp
                {
                    element(
                        "IntervalsT",
                        [
                            ("Repeat", String(times)), ("OnDuration", workoutNumber(on, places: 3)),
                            ("OffDuration", workoutNumber(off, places: 3)),
                            ("OnPower", text(try fraction(onPower.from))),
                            ("OffPower", text(try fraction(offPower.from))), ("Cadence", cadence(steps[0].cadence)),
                            ("CadenceResting", cadence(steps[1].cadence))
                        ])
                } else {
                    leftOut.add(
                        "repeats other than of two steady steps (written out in full: ZWO repeats only IntervalsT)")
                    for _ in 0..<max(times, 0) {
                        for s in steps { try step(s) }
                    }
                }
            }
        }
        out.append("    </workout>\n</workout_file>\n")
        return WorkoutWritten(bytes: Array(out.bytes), leftOut: leftOut, assumed: assumed, workout: workout)
    }
}
