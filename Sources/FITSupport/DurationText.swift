/// The one grammar of lengths of time on the command line: a number and a unit, several from the largest unit
/// down, each unit once: `1h05m30s`, `90s`, `10m`, `90d`, `12w`, `6mo`, `1y2mo`.
///
/// Units: `y` (365 days), `mo` (30 days), `w`, `d`, `h`, `m` (minutes, everywhere), `s`. Each command says
/// which it takes (`crop` and `split` the clock's, `archive` the calendar's); a unit it does not take is refused
/// by name, and so is `m` where minutes make no sense but months might have been meant ("6m is six minutes:
/// months are mo").
package enum DurationText {
    package enum Unit: String, CaseIterable, Sendable {
        case years = "y", months = "mo", weeks = "w", days = "d", hours = "h", minutes = "m", seconds = "s"

        package var seconds: Int64 {
            switch self {
            case .years: 365 * 86_400
            case .months: 30 * 86_400
            case .weeks: 7 * 86_400
            case .days: 86_400
            case .hours: 3600
            case .minutes: 60
            case .seconds: 1
            }
        }
    }

    /// The units of a clock (`crop`, `split`) and of a calendar (`archive`).
    package static let clock: [Unit] = [.hours, .minutes, .seconds]
    package static let calendar: [Unit] = [.years, .months, .weeks, .days]

    /// Why a text is not a length of time `units` allow.
    package struct Refusal: Error, Sendable, CustomStringConvertible {
        package let description: String
    }

    /// Seconds of `text`, in `units` only.
    package static func seconds(_ text: some StringProtocol, units: [Unit]) throws(Refusal) -> Int64 {
        let example = units == clock ? "+1h05m, +90s" : "90d, 12w, 6mo, 1y"
        var total: Int64 = 0
        var number: Int64?
        var previous: Int?  // the index in Unit.allCases of the last unit read: units go from large to small
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if let digit = c.wholeNumberValue, c.isASCII {
                let (n, overflow) = (number ?? 0).multipliedReportingOverflow(by: 10)
                guard !overflow, n <= Int64(UInt32.max) else { throw Refusal(description: "\(text): too long") }
                number = n + Int64(digit)
                i += 1
                continue
            }
            let name = c == "m" && i + 1 < chars.count && chars[i + 1] == "o" ? "mo" : String(c)
            guard let n = number, let unit = Unit(rawValue: name) else {
                throw Refusal(description: "\(text): give a number and a unit, such as \(example)")
            }
            guard units.contains(unit) else {
                if unit == .minutes && units.contains(.months) {
                    throw Refusal(description: "\(text): m is minutes; months are mo (\(n)mo)")
                }
                throw Refusal(description: "\(text): \(unit.rawValue) is not a unit here (\(example))")
            }
            let index = Unit.allCases.firstIndex(of: unit) ?? 0
            guard previous.map({ index > $0 }) ?? true else {
                throw Refusal(description: "\(text): each unit once, the largest first (\(example))")
            }
            previous = index
            total += n * unit.seconds
            number = nil
            i += name.count
        }
        guard number == nil, previous != nil else {
            throw Refusal(description: "\(text): give a number and a unit, such as \(example)")
        }
        return total
    }
}
