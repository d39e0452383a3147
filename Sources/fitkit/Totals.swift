import ArgumentParser
import FITAnalysis
import FITCharts
import FITSupport

extension Period: ExpressibleByArgument {}

struct TotalsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "totals",
        abstract: "Rides, distance, moving time, ascent, work and training stress by week, month or year.",
        discussion: """
            Weeks are ISO weeks (Monday first; a week belongs to the year of its Thursday), by each ride's local \
            day; periods without rides are listed as zeros. Stress as fitness works it out (TSS with the FTP in \
            force on the ride's day, else heart-rate TSS); rides without are counted. Rides from the library, or \
            from the inputs. -o draws the distance (or --chart's measure) as bars.
            Exit status: 0 done, 1 an input failed or no rides, 2 usage error.
            """)

    /// What the chart shows.
    enum Measure: String, ExpressibleByArgument, CaseIterable { case distance, time, ascent, work, stress, rides }

    @Option(help: "The period: week, month or year.") var by: Period = .week
    @OptionGroup var shown: SeasonOutput
    @Option(help: "What the chart's bars show: distance, time, ascent, work, stress or rides.")
    var chart: Measure = .distance
    @OptionGroup var rides: SeasonRides

    func run() throws {
        let (rides, stresses, failed) = try self.rides.load()
        let periods = PeriodTotals.totals(Array(zip(rides, stresses.map(\.value))), by: by)
        Fitness.sayWhatIsLeftOut(stresses, days: rides.map(\.day))
        var out = Output()
        if shown.json {
            out.write(JSONValue.array(periods.map(Self.json)).text(indent: 2) + "\n")
        } else if shown.csv {
            out.write(Self.columns.joined(separator: ",") + "\n")
            for p in periods { out.write(Self.cells(p).joined(separator: ",") + "\n") }
        } else if shown.table {
            let widths = [10, 6, 10, 9, 8, 9, 7, 8]
            func row(_ cells: [String]) -> String {
                zip(cells, widths).enumerated().map { i, c in
                    i == 0 ? pad(c.0, c.1) : String(repeating: " ", count: max(0, c.1 - c.0.count)) + c.0
                }.joined()
            }
            out.write(row(["period", "rides", "km", "moving", "ascent", "work kJ", "stress", "no TSS"]) + "\n")
            for p in periods {
                out.write(
                    row([
                        p.label, String(p.rides), Fitness.one(p.distance / 1000), Self.hours(p.movingTime),
                        String(Int(p.ascent.rounded())), String(Int(p.work.rounded())), Fitness.one(p.stress),
                        String(p.ridesWithoutStress)
                    ]) + "\n")
            }
        }
        out.flush()
        let (name, unit, value) = Self.measure(chart)
        try shown.draw("\(periods.count) \(by.rawValue)s") { (path) throws(ChartError) in
            try TotalsChart.draw(periods, by: by, measure: name, unit: unit, value: value, to: path)
        }
        if failed || rides.isEmpty {
            if rides.isEmpty { complain("no rides in the dates") }
            throw ExitCode.failure
        }
    }

    static let columns = [
        "period", "start", "rides", "distance", "moving_time", "ascent", "work_kj", "stress", "rides_without_stress"
    ]

    static func cells(_ p: PeriodTotals) -> [String] {
        [
            p.label, RideFigures.dayText(p.firstDay), String(p.rides), Fitness.one(p.distance),
            Fitness.one(p.movingTime), Fitness.one(p.ascent), Fitness.one(p.work), Fitness.one(p.stress),
            String(p.ridesWithoutStress)
        ]
    }

    static func json(_ p: PeriodTotals) -> JSONValue {
        func round(_ v: Double) -> JSONValue { .double((v * 10).rounded() / 10) }
        return .object([
            ("period", .string(p.label)), ("start", .string(RideFigures.dayText(p.firstDay))),
            ("rides", .int(Int64(p.rides))), ("distance", round(p.distance)), ("moving_time", round(p.movingTime)),
            ("ascent", round(p.ascent)), ("work_kj", round(p.work)), ("stress", round(p.stress)),
            ("rides_without_stress", .int(Int64(p.ridesWithoutStress)))
        ])
    }

    /// "12:05" for 12 hours 5 minutes.
    static func hours(_ seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        return "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
    }

    static func measure(_ m: Measure) -> (String, String, (PeriodTotals) -> Double) {
        switch m {
        case .distance: ("Distance", "km", { $0.distance / 1000 })
        case .time: ("Moving time", "h", { $0.movingTime / 3600 })
        case .ascent: ("Ascent", "m", { $0.ascent })
        case .work: ("Work", "kJ", { $0.work })
        case .stress: ("Training stress", "TSS", { $0.stress })
        case .rides: ("Rides", "rides", { Double($0.rides) })
        }
    }
}
