import FITKit

/// Volume by calendar period: weeks as ISO 8601 counts them (Monday first; a week belongs to the year of its
/// Thursday, so 2021-01-03 is in 2020-W53), months, years, by the rider's local day.
public enum Period: String, Sendable, CaseIterable {
    case week, month, year

    /// The first day of the period holding a local day (days since 1970-01-01).
    public func start(ofDay day: Int64) -> Int64 {
        let (y, m, _) = FITTime.civil(day)
        switch self {
        case .week: return day - Self.weekday(day)
        case .month: return FITTime.daysFromCivil(y, m, 1)
        case .year: return FITTime.daysFromCivil(y, 1, 1)
        }
    }

    /// The first day of the next period.
    public func next(_ start: Int64) -> Int64 {
        let (y, m, _) = FITTime.civil(start)
        switch self {
        case .week: return start + 7
        case .month: return m == 12 ? FITTime.daysFromCivil(y + 1, 1, 1) : FITTime.daysFromCivil(y, m + 1, 1)
        case .year: return FITTime.daysFromCivil(y + 1, 1, 1)
        }
    }

    /// "2020-W53", "2021-03", "2021".
    public func label(ofDay day: Int64) -> String {
        let (y, m, _) = FITTime.civil(day)
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        switch self {
        case .week:
            let thursday = start(ofDay: day) + 3
            let (isoYear, _, _) = FITTime.civil(thursday)
            let week = (thursday - FITTime.daysFromCivil(isoYear, 1, 1)) / 7 + 1
            return "\(isoYear)-W\(two(week))"
        case .month: return "\(y)-\(two(m))"
        case .year: return "\(y)"
        }
    }

    /// Monday 0 … Sunday 6 (1970-01-01 was a Thursday).
    static func weekday(_ day: Int64) -> Int64 { ((day + 3) % 7 + 7) % 7 }
}

/// One period's rides and what they add up to.
public struct PeriodTotals: Sendable, Equatable {
    public var label: String
    public var firstDay: Int64
    public var rides = 0
    /// Metres, seconds, metres, kJ, TSS.
    public var distance = 0.0, movingTime = 0.0, ascent = 0.0, work = 0.0, stress = 0.0
    /// Rides whose stress could not be worked out (no power or heart rate, or no threshold in force).
    public var ridesWithoutStress = 0

    /// Every period from the first ride's to the last ride's, those without rides included (as zeros).
    public static func totals(_ rides: [(ride: RideFigures, stress: Double?)], by period: Period) -> [PeriodTotals] {
        guard let first = rides.map(\.ride.day).min(), let last = rides.map(\.ride.day).max() else { return [] }
        var periods: [PeriodTotals] = []
        var start = period.start(ofDay: first)
        while start <= last {
            periods.append(PeriodTotals(label: period.label(ofDay: start), firstDay: start))
            start = period.next(start)
        }
        for (ride, stress) in rides {
            // The periods are in order: the last one starting on or before the ride's day holds it.
            var low = 0, high = periods.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if periods[mid].firstDay <= ride.day { low = mid } else { high = mid - 1 }
            }
            periods[low].rides += 1
            periods[low].distance += ride.distance ?? 0
            periods[low].movingTime += ride.movingTime ?? 0
            periods[low].ascent += ride.ascent ?? 0
            periods[low].work += ride.work ?? 0
            if let stress { periods[low].stress += stress } else { periods[low].ridesWithoutStress += 1 }
        }
        return periods
    }
}
