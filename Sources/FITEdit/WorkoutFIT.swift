import FITActivity
import FITKit

/// FIT workouts (docs/DEVICE.md): a file_id of type workout, a workout message (name, sport, description, the
/// number of steps) and a workout_step for each step, repeats as FIT writes them: the steps, then a step of
/// duration `repeat_until_steps_cmplt` naming the first of them (`duration_step`) and the number of passes in
/// all (`repeat_steps`).
///
/// Targets in FIT's custom form (target_value 0, custom_target_value_low/high): power as per cent of FTP
/// (0–1000) or as watts + 1000; heart rate as per cent of the maximum (0–100) or bpm + 100; cadence in rpm,
/// as the secondary target beside power or heart rate. Values are the raw fields, so that the subfields
/// Garmin's decoder names (`custom_target_power_low`…) read them back. A ramp (ZWO's Warmup, Cooldown, Ramp)
/// is a range with its direction in the step's notes ("Ramp 50% → 75% FTP").
enum WorkoutFIT {
    static let maxEffortName = "Max effort"

    static func write(_ workout: Workout, _ options: WorkoutWriting) throws(EditError) -> WorkoutWritten {
        var written = WorkoutWritten(bytes: [])
        var steps: [[(WorkoutStepField, FITEncoder.Value?)]] = []
        for element in workout.elements {
            switch element {
            case .step(let s):
                steps.append(try fields(s, options, &written.leftOut))
            case .repeated(let block, let times):
                let first = steps.count
                for s in block { steps.append(try fields(s, options, &written.leftOut)) }
                steps.append([
                    (.wktStepName, nil),
                    (.durationType, .value(Profile.WktStepDuration.repeatUntilStepsCmplt)),
                    (.durationValue, .number(Double(first))),
                    (.targetType, .value(Profile.WktStepTarget.open)),
                    (.targetValue, .number(Double(times)))
                ])
            }
        }
        var encoder = FITEncoder()
        do throws(FITEncoder.EncodingError) {
            try encoder.write([
                (FileIdField.type, .value(Profile.File.workout)),
                (.manufacturer, .value(Profile.Manufacturer.development)), (.product, .number(0)),
                (.timeCreated, .time(options.created))
            ])
            try encoder.write([
                (WorkoutField.wktName, .text(workout.name)), (.sport, .name(workout.sport)),
                (.numValidSteps, .number(Double(steps.count))),
                (.wktDescription, workout.description.map { .text($0) })
            ])
            for (n, s) in steps.enumerated() {
                try encoder.write([(WorkoutStepField.messageIndex, .number(Double(n)))] + s)
            }
        } catch {
            throw EditError.from(error)
        }
        written.bytes = encoder.file()
        return written
    }

    /// The fields of one step (its message_index aside).
    private static func fields(_ s: Workout.Step, _ options: WorkoutWriting, _ leftOut: inout LeftOut)
        throws(EditError) -> [(WorkoutStepField, FITEncoder.Value?)]
    {
        var f: [(WorkoutStepField, FITEncoder.Value?)] = [
            (.wktStepName, (s.name ?? (s.maxEffort && s.isOpen ? maxEffortName : nil)).map { .text($0) })
        ]
        switch s.duration {
        case .seconds(let t):
            f += [
                (.durationType, .value(Profile.WktStepDuration.time)), (.durationValue, .number((t * 1000).rounded()))
            ]
        case .metres(let m):
            f += [
                (.durationType, .value(Profile.WktStepDuration.distance)),
                (.durationValue, .number((m * 100).rounded()))
            ]
        case .open: f += [(.durationType, .value(Profile.WktStepDuration.open))]
        case .until(let type, let raw): f += [(.durationType, .name(type)), (.durationValue, .number(Double(raw)))]
        }
        // The primary target: power, else heart rate, else cadence; cadence (else heart rate) second.
        var targets: [(type: Profile.WktStepTarget, zone: Int, low: Double?, high: Double?)] = []
        var notes: String?
        if let p = s.power {
            let a = try raw(options.convert(p.from)), b = try raw(options.convert(p.to))
            targets.append((.power, 0, min(a, b), max(a, b)))
            if p.ramp && a != b { notes = "Ramp \(rampText(a)) → \(rampText(b))" }
        } else if let zone = s.powerZone {
            targets.append((.power, zone, nil, nil))
        }
        switch s.heartRate {
        case .bpm(let r)?: targets.append((.heartRate, 0, r.lowerBound + 100, r.upperBound + 100))
        case .percentOfMax(let r)?: targets.append((.heartRate, 0, r.lowerBound, r.upperBound))
        case .zone(let z)?: targets.append((.heartRate, z, nil, nil))
        case nil: break
        }
        if let c = s.cadence { targets.append((.cadence, 0, c.lowerBound, c.upperBound)) }
        if targets.count > 2 {
            // FIT steps have two targets: power and cadence are kept, heart rate left out.
            leftOut.add("heart-rate targets beside power and cadence (a FIT step has two targets)")
            targets.remove(at: 1)
        }
        if let t = targets.first {
            f += [
                (.targetType, .value(t.type)), (.targetValue, .number(Double(t.zone))),
                (.customTargetValueLow, t.low.map { .number($0.rounded()) }),
                (.customTargetValueHigh, t.high.map { .number($0.rounded()) })
            ]
        } else {
            f += [(.targetType, .value(Profile.WktStepTarget.open))]
        }
        f += [(.intensity, .name(s.intensity.rawValue)), (.notes, notes.map { .text($0) })]
        if targets.count == 2 {
            let t = targets[1]
            f += [
                (.secondaryTargetType, .value(t.type)), (.secondaryTargetValue, .number(Double(t.zone))),
                (.secondaryCustomTargetValueLow, t.low.map { .number($0.rounded()) }),
                (.secondaryCustomTargetValueHigh, t.high.map { .number($0.rounded()) })
            ]
        }
        return f
    }

    /// A power as FIT's custom power value: per cent of FTP, or watts + 1000.
    private static func raw(_ p: Workout.Power) throws(EditError) -> Double {
        switch p {
        case .ftp(let f):
            let percent = (f * 100).rounded()
            guard percent >= 0, percent <= 1000 else {
                throw EditError.workout("a power of \(workoutNumber(f * 100, places: 1)) % of FTP: FIT holds 0–1000 %")
            }
            return percent
        case .watts(let w):
            guard w >= 0, w < 65_000 else { throw EditError.workout("a power of \(w) W cannot be a FIT target") }
            return w.rounded() + 1000
        }
    }

    /// A raw power value as the notes write it: "75% FTP", "250 W".
    private static func rampText(_ raw: Double) -> String {
        raw > 1000 ? "\(Int(raw) - 1000) W" : "\(Int(raw))% FTP"
    }

    /// A FIT workout file read into steps: repeats of steps become repeated blocks; a repeat of another kind
    /// (until a time, a heart rate…) or around another repeat is kept as one pass, and said.
    static func read(_ bytes: [UInt8]) throws(EditError) -> WorkoutReading {
        let messages = RecoveredFile.read(bytes).decoded
        guard let fileID = messages.first(where: { $0.globalNumber == MessageNumber.fileId }) else {
            throw EditError.workout("not a FIT file")
        }
        guard fileID.holds(FileIdField.type, Profile.File.workout) else {
            throw EditError.workout(
                "not a FIT workout (its file type is \(fileID.string(FileIdField.type) ?? "not given"))")
        }
        let header = messages.first { $0.globalNumber == MessageNumber.workout }
        var workout = Workout(name: header?.string(WorkoutField.wktName) ?? "")
        workout.sport = header?.string(WorkoutField.sport) ?? "cycling"
        workout.description = header?.string(WorkoutField.wktDescription)
        var reading = WorkoutReading(workout: workout)
        let steps = messages.enumerated()
            .filter { $0.element.globalNumber == MessageNumber.workoutStep }
            .sorted {
                ($0.element.int(WorkoutStepField.messageIndex) ?? Int64($0.offset), $0.offset)
                    < ($1.element.int(WorkoutStepField.messageIndex) ?? Int64($1.offset), $1.offset)
            }
            .map(\.element)
        // Where each FIT step went among the elements, when it is a step of its own.
        var placed: [Int: Int] = [:]
        for (index, m) in steps.enumerated() {
            let durationType = m.string(WorkoutStepField.durationType) ?? "open"
            if durationType == Profile.WktStepDuration.repeatUntilStepsCmplt.name {
                let from = Int(m.int(WorkoutStepField.durationValue) ?? -1)
                let times: Int
                do throws(WorkoutLimitError) {
                    times = try WorkoutLimits.repeats(
                        Double(m.int(WorkoutStepField.targetValue) ?? 1), "workout_step \(index) repeat_steps")
                } catch { throw EditError.workout(error) }
                if let first = placed[from], first < reading.workout.elements.count,
                    reading.workout.elements.count - first == index - from,
                    case let block = reading.workout.elements[first...].compactMap({ e -> Workout.Step? in
                        if case .step(let s) = e { return s }
                        return nil
                    }),
                    block.count == index - from
                {
                    reading.workout.elements.removeSubrange(first...)
                    reading.workout.elements.append(.repeated(block, times: times))
                } else {
                    reading.leftOut.add("repeats around other repeats (kept as one pass)")
                }
                continue
            }
            if durationType.hasPrefix("repeat_until") {
                reading.leftOut.add("repeats \(durationType) (kept as one pass)")
                continue
            }
            placed[index] = reading.workout.elements.count
            reading.workout.elements.append(.step(try step(m, index, durationType, &reading.leftOut)))
        }
        do throws(WorkoutLimitError) { try WorkoutLimits.check(reading.workout) } catch {
            throw EditError.workout(error)
        }
        return reading
    }

    /// One workout_step as a step.
    private static func step(_ m: Message, _ index: Int, _ durationType: String, _ leftOut: inout LeftOut)
        throws(EditError) -> Workout.Step
    {
        let value = m.double(WorkoutStepField.durationValue) ?? 0
        let what = "workout_step \(index) duration_value"
        let duration: Workout.Duration
        do throws(WorkoutLimitError) {
            switch durationType {
            // A step of no length stays one (devices write them); past the limits the file is refused.
            case Profile.WktStepDuration.time.name:
                duration = .seconds(value == 0 ? 0 : try WorkoutLimits.seconds(value / 1000, what))
            case Profile.WktStepDuration.distance.name:
                duration = .metres(value == 0 ? 0 : try WorkoutLimits.metres(value / 100, what))
            case Profile.WktStepDuration.open.name: duration = .open
            default: duration = .until(durationType, UInt32(clamping: Int64(value.isFinite ? value : 0)))
            }
        } catch { throw EditError.workout(error) }
        let intensity = m.string(WorkoutStepField.intensity).flatMap(Workout.Intensity.init(rawValue:)) ?? .active
        var s = Workout.Step(duration: duration, intensity: intensity)
        s.name = m.string(WorkoutStepField.wktStepName)
        let targets = [
            (
                m.string(WorkoutStepField.targetType), m.int(WorkoutStepField.targetValue),
                m.double(WorkoutStepField.customTargetValueLow), m.double(WorkoutStepField.customTargetValueHigh)
            ),
            (
                m.string(WorkoutStepField.secondaryTargetType), m.int(WorkoutStepField.secondaryTargetValue),
                m.double(WorkoutStepField.secondaryCustomTargetValueLow),
                m.double(WorkoutStepField.secondaryCustomTargetValueHigh)
            )
        ]
        for (type, zone, low, high) in targets {
            guard let type, type != Profile.WktStepTarget.open.name else { continue }
            let custom = (zone ?? 0) == 0 ? low.flatMap { l in high.map { (min(l, $0), max(l, $0)) } } : nil
            switch type {
            case Profile.WktStepTarget.power.name:
                if let (l, h) = custom {
                    s.power = powerTarget(l, h, notes: m.string(WorkoutStepField.notes), intensity: intensity)
                } else if let zone, zone > 0 {
                    s.powerZone = Int(zone)
                }
            case Profile.WktStepTarget.heartRate.name:
                if let (l, h) = custom {
                    s.heartRate = l > 100 ? .bpm((l - 100)...(h - 100)) : .percentOfMax(l...h)
                } else if let zone, zone > 0 {
                    s.heartRate = .zone(Int(zone))
                }
            case Profile.WktStepTarget.cadence.name:
                if let (l, h) = custom { s.cadence = l...h }
            default:
                leftOut.add("\(type) targets")
            }
        }
        if s.isOpen && s.name == maxEffortName {
            s.maxEffort = true
            s.name = nil
        }
        return s
    }

    /// A custom power range as a target: a ramp when the notes say which way it goes (as `write` puts them),
    /// else a warm-up's range as a ramp up and a cool-down's as a ramp down (how they are ridden), else a
    /// range to hold.
    private static func powerTarget(_ low: Double, _ high: Double, notes: String?, intensity: Workout.Intensity)
        -> Workout.PowerTarget
    {
        func power(_ raw: Double) -> Workout.Power { raw > 1000 ? .watts(raw - 1000) : .ftp(raw / 100) }
        guard low != high else { return .steady(power(low)) }
        if let notes, notes.hasPrefix("Ramp ") {
            let numbers = notes.split { !$0.isNumber }.compactMap { Double($0) }
            let offset = low > 1000 ? 1000.0 : 0
            if numbers.count >= 2, numbers[0] + offset == high, numbers[1] + offset == low {
                return Workout.PowerTarget(from: power(high), to: power(low), ramp: true)
            }
            if numbers.count >= 2, numbers[0] + offset == low, numbers[1] + offset == high {
                return Workout.PowerTarget(from: power(low), to: power(high), ramp: true)
            }
        }
        switch intensity {
        case .warmup: return Workout.PowerTarget(from: power(low), to: power(high), ramp: true)
        case .cooldown: return Workout.PowerTarget(from: power(high), to: power(low), ramp: true)
        default: return Workout.PowerTarget(from: power(low), to: power(high), ramp: false)
        }
    }
}
