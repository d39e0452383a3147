#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITAnalysis
import FITSupport

struct FTP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ftp",
        abstract: "Critical power, W′ and FTP estimated from a window's best efforts.",
        discussion: """
            The 2-parameter model (work = CP × t + W′) fitted by least squares to the window's best mean-maximal \
            powers at 3, 5, 12 and 20 minutes, and FTP as 95 % of the best 20 minutes; with the ride each best \
            came from, and a warning when the window holds no hard efforts. The window: --since and --until \
            (default: the 90 days to --until, or to today). Rides from the library (from the power curves it \
            keeps), or from the inputs (all of them unless --since or --until is given). --history gives the \
            estimate of each month.
            Exit status: 0 done, 1 an input failed or no ride with power, 2 usage error.
            """)

    @Argument(help: InputHelp.season, completion: InputHelp.completion)
    var inputs: [String] = []

    @Flag(help: "The estimate as JSON.") var json = false
    @Flag(help: "An estimate for each month of the window.") var history = false
    @OptionGroup var select: SelectionOptions
    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    static let defaultDays: Int64 = 90

    func run() throws {
        var (since, until) = select.unixRange
        if inputs.isEmpty && since == nil {
            since = (until ?? Self.today()) - Self.defaultDays * 86_400
        }
        let (all, failed) = try RidesOverTime.load(
            inputs, since: since, until: until, sports: Set(select.sport), decode: decode, location: location)
        let rides = all.filter { $0.curve != nil }
        var out = Output()
        if history {
            let months = Dictionary(grouping: rides, by: { Period.month.label(ofDay: $0.day) }).sorted {
                $0.key < $1.key
            }
            let estimates = months.map { ($0.key, $0.value, CriticalPower.estimate($0.value.map(\.curve))) }
            if json {
                out.write(
                    JSONValue.array(
                        estimates.map { month, rides, e in
                            .object([("month", .string(month))] + Self.pairs(e, rides))
                        }
                    ).text(indent: 2) + "\n")
            } else {
                out.write("month      rides   CP W   W′ kJ  FTP W\n")
                for (month, rides, e) in estimates {
                    out.write(
                        pad(month, 9) + Self.right(String(rides.count), 7) + Self.right(Self.watts(e.cp), 7)
                            + Self.right(e.wPrime.map { Fitness.one($0 / 1000) } ?? "-", 8)
                            + Self.right(Self.watts(e.ftp), 7) + "\n")
                }
            }
        } else {
            let e = CriticalPower.estimate(rides.map(\.curve))
            if json {
                out.write(JSONValue.object(Self.pairs(e, rides)).text(indent: 2) + "\n")
            } else {
                out.write(Self.text(e, rides, since: since, until: until))
                for w in e.warnings { complain("warning: " + w) }
            }
        }
        out.flush()
        if failed || rides.isEmpty {
            if rides.isEmpty { complain("no ride with power in the window") }
            throw ExitCode.failure
        }
    }

    static func today() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec)
    }

    static func text(_ e: CriticalPower.Estimate, _ rides: [RideFigures], since: Int64?, until: Int64?) -> String {
        var lines: [String] = []
        let window = [
            since.map { "from " + RideFigures.dayText($0 / 86_400) },
            until.map { "to " + RideFigures.dayText(($0 - 1) / 86_400) }
        ]
        .compactMap { $0 }.joined(separator: " ")
        lines.append("window        \(window.isEmpty ? "every ride" : window), \(rides.count) rides with power")
        if let cp = e.cp, let wPrime = e.wPrime {
            lines.append(
                "critical power \(watts(cp)) W, W′ \(Fitness.one(wPrime / 1000)) kJ (2-parameter model, 3 to 20 min)")
        } else {
            lines.append("critical power -  (needs best efforts at two of 3, 5, 12 and 20 min)")
        }
        lines.append(
            "FTP           " + (e.ftp.map { "\(watts($0)) W (95 % of the best 20 min)" } ?? "-  (no 20-minute effort)"))
        lines.append("best efforts")
        for effort in e.efforts {
            let ride = rides[effort.ride]
            lines.append(
                "  " + right("\(effort.seconds / 60) min", 6) + right(watts(effort.watts), 6) + " W  "
                    + RideFigures.dayText(ride.day) + "  " + PathText.display(ride.name)
                    + (ride.id.map { " (activity \($0))" } ?? ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func pairs(_ e: CriticalPower.Estimate, _ rides: [RideFigures]) -> [(String, JSONValue)] {
        func round(_ v: Double?) -> JSONValue { .number(v.map { ($0 * 10).rounded() / 10 }) }
        return [
            ("rides", .int(Int64(rides.count))), ("cp", round(e.cp)), ("w_prime", round(e.wPrime)),
            ("ftp", round(e.ftp)),
            (
                "efforts",
                .array(
                    e.efforts.map { effort in
                        let ride = rides[effort.ride]
                        return .object([
                            ("seconds", .int(Int64(effort.seconds))), ("watts", round(effort.watts)),
                            ("activity", ride.id.map { .int($0) } ?? .null), ("name", .string(ride.name)),
                            ("date", .string(RideFigures.dayText(ride.day)))
                        ])
                    })
            ),
            ("warnings", .array(e.warnings.map { .string($0) }))
        ]
    }

    static func watts(_ v: Double?) -> String { v.map { String(Int($0.rounded())) } ?? "-" }
    static func right(_ s: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - s.count)) + s
    }
}
