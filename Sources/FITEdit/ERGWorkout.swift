import FITActivity

/// ERG and MRC workouts (docs/DEVICE.md), the text files trainer programs have read since CompuTrainer: a
/// `[COURSE HEADER]` (`DESCRIPTION =`, `FILE NAME =`, `FTP =`, and `MINUTES WATTS` or `MINUTES PERCENT`),
/// then `[COURSE DATA]` points of minutes and power; the power goes in a straight line from each point to the
/// next, so two points at one minute make a step and two different powers a ramp. A `[COURSE TEXT]` section
/// (messages shown during the ride) is left out and counted.
enum ERGWorkout {
    static func readERG(_ bytes: [UInt8]) throws(EditError) -> WorkoutReading { try read(bytes, percent: false) }
    static func readMRC(_ bytes: [UInt8]) throws(EditError) -> WorkoutReading { try read(bytes, percent: true) }

    static func writeERG(_ workout: Workout, _ options: WorkoutWriting) throws(EditError) -> WorkoutWritten {
        try write(workout, options, unit: .watts)
    }

    static func writeMRC(_ workout: Workout, _ options: WorkoutWriting) throws(EditError) -> WorkoutWritten {
        try write(workout, options, unit: .percent)
    }

    /// `percent` is what the file's ending says; its `MINUTES …` line says otherwise when it has one.
    private static func read(_ bytes: [UInt8], percent: Bool) throws(EditError) -> WorkoutReading {
        var percent = percent
        var section = ""
        var points: [(minutes: Double, value: Double)] = []
        var name: String?, description: String?, ftp: Double?
        var leftOut = LeftOut()
        for raw in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let line = Track.trimmed(String(raw))
            guard !line.isEmpty, !line.hasPrefix(";") else { continue }
            if line.hasPrefix("[") {
                section = line.uppercased()
                continue
            }
            switch section {
            case "[COURSE HEADER]":
                let upper = line.uppercased()
                if upper.hasPrefix("MINUTES") {
                    percent = upper.contains("PERCENT")
                } else if let eq = line.firstIndex(of: "=") {
                    let key = Track.trimmed(String(line[..<eq])).uppercased()
                    let value = Track.trimmed(String(line[line.index(after: eq)...]))
                    switch key {
                    case "FILE NAME": name = value
                    case "DESCRIPTION": description = value
                    case "FTP": ftp = Double(value)
                    default: break
                    }
                }
            case "[COURSE DATA]":
                let numbers = line.split { $0 == " " || $0 == "\t" || $0 == "," }.compactMap { Double($0) }
                guard numbers.count >= 2, numbers[0] >= 0, numbers[1] >= 0, numbers[0].isFinite, numbers[1].isFinite
                else {
                    throw EditError.workout("a [COURSE DATA] line that is not minutes and power: \(line.prefix(40))")
                }
                points.append((numbers[0], numbers[1]))
            case "[COURSE TEXT]":
                leftOut.add("text events (messages shown during the ride)")
            default: break
            }
        }
        guard points.count >= 2 else {
            throw EditError.workout("no [COURSE DATA] points (an ERG or MRC workout has them)")
        }
        func power(_ v: Double) -> Workout.Power { percent ? .ftp(v / 100) : .watts(v) }
        var workout = Workout(name: name ?? description ?? "")
        workout.description = description
        for (a, b) in zip(points, points.dropFirst()) {
            guard b.minutes >= a.minutes else {
                throw EditError.workout(
                    "[COURSE DATA] goes back in time at minute \(workoutNumber(b.minutes, places: 2))")
            }
            // Milliseconds, as FIT keeps them: minutes written with a few decimals come back to the second.
            let seconds = ((b.minutes - a.minutes) * 60_000).rounded() / 1000
            guard seconds > 0 else { continue }
            do throws(WorkoutLimitError) {
                _ = try WorkoutLimits.seconds(seconds, "[COURSE DATA] at minute \(workoutNumber(a.minutes, places: 2))")
            } catch { throw EditError.workout(error) }
            let target = Workout.PowerTarget(from: power(a.value), to: power(b.value), ramp: a.value != b.value)
            workout.elements.append(.step(Workout.Step(duration: .seconds(seconds), power: target)))
        }
        do throws(WorkoutLimitError) { try WorkoutLimits.check(workout) } catch { throw EditError.workout(error) }
        return WorkoutReading(workout: workout, leftOut: leftOut, ftp: ftp)
    }

    private static func write(_ workout: Workout, _ options: WorkoutWriting, unit: WorkoutWriting.PowerUnit)
        throws(EditError) -> WorkoutWritten
    {
        var leftOut = LeftOut()
        var options = options
        options.unit = unit
        // ERG and MRC steps last a time: every other step is timed, and the choice said.
        let (workout, assumed) = options.timed(workout)
        var data: [String] = []
        var minutes = 0.0
        var lastValue: Double?
        for s in workout.ridden {
            guard let seconds = s.duration.seconds else { continue }  // every step is timed above
            let places = unit == .watts ? 0 : 1
            guard let p = s.power else {
                // A step ridden freely (or all out) keeps its time, so that every step after it starts when it
                // should: held easy at half of FTP (a max effort at the sprint floor, 150 %), else at the power
                // before it, and said.
                let fraction = s.maxEffort ? maxEffortFraction : freeRideFraction
                let easy = (try? value(options.convert(.ftp(fraction)))) ?? lastValue ?? 0
                leftOut.add(
                    (s.maxEffort ? "max-effort" : "free-ride") + " steps, held at "
                        + (unit == .percent ? "\(Int(fraction * 100)) % of FTP" : workoutNumber(easy, places: 0) + " W")
                        + " (ERG and MRC hold power)")
                data.append("\(minutesText(minutes))\t\(workoutNumber(easy, places: places))")
                minutes += seconds / 60
                data.append("\(minutesText(minutes))\t\(workoutNumber(easy, places: places))")
                lastValue = easy
                continue
            }
            var from = try value(options.convert(p.from)), to = try value(options.convert(p.to))
            if !p.ramp { (from, to) = ((from + to) / 2, (from + to) / 2) }
            lastValue = to
            data.append("\(minutesText(minutes))\t\(workoutNumber(from, places: places))")
            minutes += seconds / 60
            data.append("\(minutesText(minutes))\t\(workoutNumber(to, places: places))")
        }
        guard !data.isEmpty else { throw EditError.workout("no timed step with a power target to write") }
        var lines = ["[COURSE HEADER]", "VERSION = 2", "UNITS = ENGLISH"]
        lines.append("DESCRIPTION = " + oneLine(workout.description ?? workout.name))
        lines.append("FILE NAME = " + oneLine(workout.name))
        if let ftp = options.ftp { lines.append("FTP = " + workoutNumber(ftp, places: 0)) }
        lines += [unit == .watts ? "MINUTES WATTS" : "MINUTES PERCENT", "[END COURSE HEADER]", "[COURSE DATA]"]
        lines += data + ["[END COURSE DATA]", ""]
        return WorkoutWritten(
            bytes: Array(lines.joined(separator: "\r\n").utf8), leftOut: leftOut, assumed: assumed, workout: workout)
    }

    /// What a free-ride step is held at in a file that holds only power: half of FTP, an easy spin.
    static let freeRideFraction = 0.5
    /// And a max-effort step: the sprint floor of `Intervals`.
    static let maxEffortFraction = 1.5

    /// Minutes as the files write them, with two decimals at least ("10.00") and up to five (0.3 ms).
    private static func minutesText(_ minutes: Double) -> String {
        let text = workoutNumber(minutes, places: 5)
        guard let dot = text.firstIndex(of: ".") else { return text + ".00" }
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        return decimals >= 2 ? text : text + "0"
    }

    /// A power as the file's number: watts, or per cent of FTP.
    private static func value(_ p: Workout.Power) -> Double {
        switch p {
        case .watts(let w): w
        case .ftp(let f): f * 100
        }
    }

    private static func oneLine(_ text: String) -> String { String(text.map { $0.isNewline ? " " : $0 }) }
}
