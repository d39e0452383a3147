import FITActivity
import FITAnalysis
import FITSupport

/// A workout for people and for programs: `fitkit workout` without `-o`, and `inspect` of a FIT workout.
package struct WorkoutShown: Sendable {
    package let reading: WorkoutReading
    /// The FTP the load and the watts are figured at, nil when none is known.
    package let ftp: Double?

    package init(reading: WorkoutReading, ftp: Double?) {
        self.reading = reading
        self.ftp = ftp
    }

    package var workout: Workout { reading.workout }
    package var load: Result<WorkoutLoad, WorkoutLoad.Missing> { WorkoutLoad.of(workout, ftp: ftp) }

    /// "12 steps, 1:15:00, IF 0.82, TSS 84; left out: 3 text events (…)": the line of a written workout.
    package func summary() -> String {
        let time = workout.time
        var parts = ["\(workout.ridden.count) steps", duration(time.seconds)]
        if time.untimed > 0 { parts[1] += " and \(time.untimed) untimed" }
        switch load {
        case .success(let l): parts.append("IF \(format(l.intensityFactor, 2)), TSS \(format(l.trainingStress, 0))")
        case .failure(let why): parts.append("no IF or TSS: \(why)")
        }
        var text = parts.joinedText(", ")
        if !reading.assumed.isEmpty { text += "; assumed: " + Self.leftOutText(reading.assumed) }
        if !reading.leftOut.isEmpty { text += "; left out: " + Self.leftOutText(reading.leftOut) }
        return text
    }

    package static func leftOutText(_ left: LeftOut) -> String {
        left.reasons.map { "\($0.count) \($0.what)" }.joinedText(", ")
    }

    /// The lines `inspect` and `workout` print, indented under a file's name.
    package func lines() -> [String] {
        var lines: [String] = []
        func line(_ label: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            lines.append("  " + label.padding(12) + value)
        }
        line("workout", workout.name.isEmpty ? "(no name)" : workout.name)
        line("sport", workout.sport)
        line("description", workout.description)
        let time = workout.time
        line(
            "time",
            duration(time.seconds)
                + (time.untimed > 0 ? " and \(time.untimed) step\(time.untimed == 1 ? "" : "s") not timed" : ""))
        switch load {
        case .success(let l):
            let np = ftp == nil ? format(l.normalizedPower, 0) + " % FTP" : format(l.normalizedPower, 0) + " W"
            var text = "IF \(format(l.intensityFactor, 2)), TSS \(format(l.trainingStress, 0)), NP \(np)"
            if let ftp { text += " at FTP \(format(ftp, 0)) W" }
            if l.leftOut > 0 { text += " (\(duration(l.leftOut)) without a power target left out)" }
            line("load", text)
        case .failure(let why): line("load", "none: \(why)")
        }
        lines.append("  steps")
        var number = 0
        for e in workout.elements {
            switch e {
            case .step(let s):
                number += 1
                lines.append(Self.row(String(number), s, ftp: ftp))
            case .repeated(let steps, let times):
                number += 1
                lines.append("    " + String(number).padding(4) + "\(times) ×")
                for s in steps { lines.append(Self.row("", s, ftp: ftp, indent: 4)) }
            }
        }
        line("left out", reading.leftOut.isEmpty ? nil : Self.leftOutText(reading.leftOut))
        return lines
    }

    /// One step: "  3   12:00  active    90 % FTP (225 W), 90 rpm".
    private static func row(_ number: String, _ s: Workout.Step, ftp: Double?, indent: Int = 0) -> String {
        let length: String =
            switch s.duration {
            case .seconds(let t): duration(t)
            case .metres(let m): format(m / 1000, 2) + " km"
            case .open: "lap"
            case .until(let what, let raw): untilText(what, raw)
            }
        var targets: [String] = []
        if let p = s.power { targets.append(powerText(p, ftp: ftp)) }
        if let z = s.powerZone { targets.append("power zone \(z)") }
        switch s.heartRate {
        case .bpm(let r)?: targets.append(rangeText(r, "bpm"))
        case .percentOfMax(let r)?: targets.append(rangeText(r, "% max HR"))
        case .zone(let z)?: targets.append("heart-rate zone \(z)")
        case nil: break
        }
        if let c = s.cadence { targets.append(rangeText(c, "rpm")) }
        if targets.isEmpty { targets.append(s.maxEffort ? "all out" : "free") }
        let name = s.name.map { "  \"\($0)\"" } ?? ""
        return "    " + String(repeating: " ", count: indent) + number.padding(4) + length.padding(9)
            + s.intensity.rawValue.padding(9) + targets.joinedText(", ") + name
    }

    /// A step that lasts until something: "HR < 125 bpm", "300 kcal", else FIT's name and raw value.
    package static func untilText(_ what: String, _ raw: UInt32) -> String {
        // FIT's heart rates here are % of the maximum up to 100, else bpm + 100; powers % of FTP up to 1000,
        // else watts + 1000.
        let hr = raw > 100 ? "\(raw - 100) bpm" : "\(raw) % max HR"
        let power = raw > 1000 ? "\(raw - 1000) W" : "\(raw) % FTP"
        switch what {
        case "hr_less_than": return "HR < " + hr
        case "hr_greater_than": return "HR > " + hr
        case "power_less_than": return "power < " + power
        case "power_greater_than": return "power > " + power
        case "calories": return "\(raw) kcal"
        default: return "\(what) \(raw)"
        }
    }

    private static func rangeText(_ r: ClosedRange<Double>, _ unit: String) -> String {
        r.lowerBound == r.upperBound
            ? "\(format(r.lowerBound, 0)) \(unit)" : "\(format(r.lowerBound, 0))–\(format(r.upperBound, 0)) \(unit)"
    }

    /// "90 % FTP (225 W)", "ramp 50 → 75 % FTP", "200–220 W".
    private static func powerText(_ p: Workout.PowerTarget, ftp: Double?) -> String {
        func one(_ power: Workout.Power) -> (String, String) {
            switch power {
            case .ftp(let f): (format(f * 100, 0), "% FTP")
            case .watts(let w): (format(w, 0), "W")
            }
        }
        let (a, unit) = one(p.from), (b, _) = one(p.to)
        var text = p.isSteady ? "\(a) \(unit)" : p.ramp ? "ramp \(a) → \(b) \(unit)" : "\(a)–\(b) \(unit)"
        if case .ftp = p.from, let ftp, let wa = p.from.watts(ftp: ftp), let wb = p.to.watts(ftp: ftp) {
            text += p.isSteady ? " (\(format(wa, 0)) W)" : " (\(format(wa, 0))–\(format(wb, 0)) W)"
        }
        return text
    }

    /// The JSON of `workout --json` and of `inspect --json`'s `workout`.
    package func json() -> JSONValue {
        let time = workout.time
        var pairs: [(String, JSONValue)] = [
            ("name", .string(workout.name)), ("sport", .string(workout.sport)),
            ("description", .text(workout.description)), ("time_s", .double(time.seconds)),
            ("untimed_steps", .int(Int64(time.untimed))), ("ftp", .number(ftp))
        ]
        switch load {
        case .success(let l):
            pairs.append(
                (
                    "load",
                    .object([
                        ("normalized_power", .rounded(l.normalizedPower, 1)),
                        ("normalized_power_unit", .string(ftp == nil ? "% FTP" : "W")),
                        ("intensity_factor", .rounded(l.intensityFactor, 3)),
                        ("training_stress", .rounded(l.trainingStress, 1)), ("seconds", .double(l.seconds)),
                        ("left_out_s", .double(l.leftOut))
                    ])
                ))
            pairs.append(("load_missing", .null))
        case .failure(let why):
            pairs += [("load", .null), ("load_missing", .string(why.description))]
        }
        pairs.append(
            (
                "steps",
                .array(
                    workout.elements.map { e in
                        switch e {
                        case .step(let s): Self.json(s)
                        case .repeated(let steps, let times):
                            .object([("repeat", .int(Int64(times))), ("steps", .array(steps.map(Self.json)))])
                        }
                    })
            ))
        for (key, list) in [("assumed", reading.assumed), ("left_out", reading.leftOut)] {
            pairs.append(
                (
                    key,
                    .array(list.reasons.map { .object([("what", .string($0.what)), ("count", .int(Int64($0.count)))]) })
                )
            )
        }
        return .object(pairs)
    }

    private static func json(_ s: Workout.Step) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("name", .text(s.name)), ("intensity", .string(s.intensity.rawValue))]
        switch s.duration {
        case .seconds(let t): pairs.append(("duration_s", .double(t)))
        case .metres(let m): pairs.append(("distance_m", .double(m)))
        case .open: pairs.append(("until", .object([("type", .string("open")), ("value", .null)])))
        case .until(let what, let raw):
            pairs.append(("until", .object([("type", .string(what)), ("value", .int(Int64(raw)))])))
        }
        func power(_ p: Workout.Power) -> JSONValue {
            switch p {
            case .ftp(let f): .object([("ftp_fraction", .double(f))])
            case .watts(let w): .object([("watts", .double(w))])
            }
        }
        pairs.append(
            (
                "power",
                s.power.map { .object([("from", power($0.from)), ("to", power($0.to)), ("ramp", .bool($0.ramp))]) }
                    ?? .null
            ))
        pairs.append(("power_zone", s.powerZone.map { .int(Int64($0)) } ?? .null))
        let heartRate: JSONValue =
            switch s.heartRate {
            case .bpm(let r)?: .object([("bpm", .array([.double(r.lowerBound), .double(r.upperBound)]))])
            case .percentOfMax(let r)?:
                .object([("percent_of_max", .array([.double(r.lowerBound), .double(r.upperBound)]))])
            case .zone(let z)?: .object([("zone", .int(Int64(z)))])
            case nil: .null
            }
        pairs.append(("heart_rate", heartRate))
        pairs.append(("cadence", s.cadence.map { .array([.double($0.lowerBound), .double($0.upperBound)]) } ?? .null))
        pairs.append(("max_effort", .bool(s.maxEffort)))
        return .object(pairs)
    }
}
