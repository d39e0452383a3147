#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITAnalysis
import FITCharts
import FITSupport

struct Fitness: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fitness",
        abstract: "Fitness, fatigue and form over days (CTL, ATL, TSB) from every ride's training stress.",
        discussion: """
            One row a day, from the first ride's day to today (UTC), or to --until: the day's training stress, CTL = yesterday's + (stress - \
            yesterday's) / 42, ATL the same over 7 days (both 0 before the first ride), and TSB = yesterday's CTL - \
            yesterday's ATL. A ride's stress is its TSS with the FTP in force on its day; without power, its \
            heart-rate TSS with the LTHR in force; without either, none (counted, with why, on standard error). \
            Settings as for analyze: flags, else the config file, whose dated values ("ftp = 280 since \
            2025-03-01") hold from their day. Rides from the library, or from the inputs; --since and --until \
            bound the days shown (earlier rides still count towards CTL and ATL). -o draws the chart (SVG or PNG).
            Exit status: 0 done, 1 an input failed or nothing to show, 2 usage error.
            """)

    @OptionGroup var shown: SeasonOutput
    @OptionGroup var rides: SeasonRides

    func run() throws {
        // Every ride before the last day counts: fitness is built up from the first.
        let (rides, stresses, failed) = try self.rides.load(fromFirst: true)
        let (since, until) = self.rides.select.unixRange
        // Without --until, to today (its UTC date): a rider looks at today's form, rest days included.
        let lastDay = AthleteHistory.localDay(unix: until.map { $0 - 1 } ?? Int64(time(nil)), utcOffset: nil)
        let firstDay = since.map { AthleteHistory.localDay(unix: $0, utcOffset: nil) }
        let days = TrainingLoad.days(
            zip(rides, stresses).compactMap { ride, s in s.value.map { (ride.day, $0) } }, through: lastDay
        ).filter { $0.day >= (firstDay ?? .min) }
        Self.sayWhatIsLeftOut(stresses, days: rides.map(\.day))
        var out = Output()
        if shown.json {
            out.write(Self.json(days, rides, stresses).text(indent: 2) + "\n")
        } else if shown.csv {
            out.write("date,stress,ctl,atl,tsb,rides\n")
            for d in days { out.write(Self.cells(d).joined(separator: ",") + "\n") }
        } else if shown.table {
            out.write(pad("date", 12) + "stress     CTL     ATL     TSB  rides\n")
            for d in days {
                let c = Self.cells(d)
                out.write(
                    pad(c[0], 12)
                        + c[1...4].map { String(repeating: " ", count: max(0, 6 - $0.count)) + $0 }
                        .joined(separator: "  ") + "  " + c[5] + "\n")
            }
        }
        out.flush()
        try shown.draw("\(days.count) days") { (path) throws(ChartError) in try FitnessChart.draw(days, to: path) }
        if failed || days.isEmpty {
            if days.isEmpty { complain("no ride with a training stress in the dates") }
            throw ExitCode.failure
        }
    }

    /// date, stress, CTL, ATL, TSB (one decimal), rides.
    static func cells(_ d: TrainingLoad.Day) -> [String] {
        [RideFigures.dayText(d.day)] + [d.stress, d.ctl, d.atl, d.tsb].map { Self.one($0) } + [String(d.rides)]
    }

    static func one(_ v: Double) -> String {
        let b = ByteBuffer(capacity: 16)
        b.append(fixed: v, digits: 1)
        return b.string
    }

    /// How many rides had no stress, and why, on standard error: one line, each reason once with how many
    /// rides, their first and last day, and what to do.
    static func sayWhatIsLeftOut(_ stresses: [TrainingLoad.Stress], days: [Int64]) {
        var lacking: [TrainingLoad.Lack: (count: Int, first: Int64, last: Int64)] = [:]
        for (s, day) in zip(stresses, days) {
            guard let lack = s.lacking else { continue }
            let seen = lacking[lack] ?? (0, day, day)
            lacking[lack] = (seen.count + 1, min(seen.first, day), max(seen.last, day))
        }
        let without = stresses.filter { $0.value == nil }.count
        guard without > 0 else { return }
        func span(_ r: (count: Int, first: Int64, last: Int64)) -> String {
            let first = RideFigures.dayText(r.first), last = RideFigures.dayText(r.last)
            return "\(r.count) ride\(r.count == 1 ? "" : "s"), " + (first == last ? first : "\(first) to \(last)")
        }
        let reasons = lacking.sorted { $0.value.count > $1.value.count }.map { lack, r -> String in
            switch lack {
            case .setting(let key):
                let what = key == "ftp" ? "power but no FTP" : "heart rate but no LTHR"
                return "\(what) in force (\(span(r)); give --\(key), or `\(key) = N since YYYY-MM-DD` in "
                    + "\(AthleteConfig.defaultPath))"
            case .data: return "neither power nor heart rate (\(span(r)))"
            }
        }
        complain("\(without) of \(stresses.count) rides have no training stress: " + reasons.joined(separator: "; "))
    }

    static func json(_ days: [TrainingLoad.Day], _ rides: [RideFigures], _ stresses: [TrainingLoad.Stress])
        -> JSONValue
    {
        func round(_ v: Double) -> JSONValue { .double((v * 10).rounded() / 10) }
        return .object([
            (
                "days",
                .array(
                    days.map { d in
                        .object([
                            ("date", .string(RideFigures.dayText(d.day))), ("stress", round(d.stress)),
                            ("ctl", round(d.ctl)), ("atl", round(d.atl)), ("tsb", round(d.tsb)),
                            ("rides", .int(Int64(d.rides)))
                        ])
                    })
            ),
            (
                "rides",
                .array(
                    zip(rides, stresses).map { ride, s in
                        .object([
                            ("activity", ride.id.map { .int($0) } ?? .null), ("name", .string(ride.name)),
                            ("date", .string(RideFigures.dayText(ride.day))),
                            ("stress", s.value.map(round) ?? .null), ("basis", .text(s.basis?.rawValue)),
                            ("missing", .text(s.missing))
                        ])
                    })
            )
        ])
    }
}
