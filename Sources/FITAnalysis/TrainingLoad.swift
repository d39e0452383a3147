/// A ride's training stress, and fitness and fatigue over days (the Performance Manager): docs/METRICS.md,
/// "Training load".
public enum TrainingLoad {
    /// What a ride's stress was worked out from.
    public enum Basis: String, Sendable {
        /// TSS: seconds with power × NP² / (FTP² × 36), with the FTP in force on the ride's day.
        case power
        /// hrTSS: hours × (average heart rate / LTHR)² × 100, with the LTHR in force on its day.
        case heartRate = "heart_rate"
    }

    /// One ride's stress, or why it has none.
    public struct Stress: Sendable {
        public var value: Double?
        public var basis: Basis?
        /// Why there is no value ("no FTP in force on 2024-05-01").
        public var missing: String?
        /// What it lacks, to say once for many rides.
        public var lacking: Lack?

        init(value: Double, basis: Basis) {
            self.value = value
            self.basis = basis
        }

        init(missing: String, lacking: Lack) {
            self.missing = missing
            self.lacking = lacking
        }
    }

    /// What a ride without a stress lacks.
    public enum Lack: Sendable, Hashable {
        /// Power, but no FTP; heart rate, but no LTHR: a setting (its config key).
        case setting(String)
        /// Neither power nor heart rate.
        case data
    }

    /// The rule: power TSS when the ride has power; without power, heart-rate TSS; without either, none.
    public static func stress(of ride: RideFigures, history: AthleteHistory) -> Stress {
        let settings = history.settings(onDay: ride.day)
        let day = RideFigures.dayText(ride.day)
        if let np = ride.normalizedPower, let seconds = ride.powerSeconds, seconds > 0 {
            guard let ftp = settings.ftp else {
                return Stress(
                    missing: "power, but no FTP in force on \(day)" + since(history, "ftp"), lacking: .setting("ftp"))
            }
            return Stress(
                value: PowerMetrics.trainingStress(normalized: np, seconds: seconds, ftp: ftp), basis: .power)
        }
        if let hr = ride.avgHeartRate, let seconds = ride.timerTime, seconds > 0 {
            guard let lthr = settings.lthr else {
                return Stress(
                    missing: "heart rate, but no LTHR in force on \(day)" + since(history, "lthr"),
                    lacking: .setting("lthr"))
            }
            return Stress(value: heartRateStress(averageHR: hr, seconds: seconds, lthr: lthr), basis: .heartRate)
        }
        return Stress(missing: "neither power nor heart rate", lacking: .data)
    }

    /// hrTSS: the hours at a heart rate, weighted as TSS weighs intensity (LTHR for an hour is 100).
    public static func heartRateStress(averageHR: Double, seconds: Double, lthr: Double) -> Double {
        let intensity = averageHR / lthr
        return seconds / 3600 * intensity * intensity * 100
    }

    private static func since(_ history: AthleteHistory, _ key: String) -> String {
        history.firstDay(of: key).map { " (the first is from \(RideFigures.dayText($0)))" } ?? ""
    }

    /// One day of the chart.
    public struct Day: Sendable, Equatable {
        /// Days since 1970-01-01.
        public var day: Int64
        /// The day's stress, every ride's summed.
        public var stress: Double
        public var rides: Int
        /// Chronic (42-day) and acute (7-day) training load at the end of the day, and the form the day began
        /// with: yesterday's fitness minus yesterday's fatigue.
        public var ctl: Double, atl: Double, tsb: Double
    }

    public static let chronicDays = 42.0
    public static let acuteDays = 7.0

    /// Every day from the first ride's to `through` (the last ride's day when nil): CTL_d = CTL_{d−1} +
    /// (TSS_d − CTL_{d−1}) / 42, ATL likewise with 7, both 0 the day before the first ride; TSB_d = CTL_{d−1} −
    /// ATL_{d−1}.
    public static func days(_ stresses: [(day: Int64, stress: Double)], through: Int64? = nil) -> [Day] {
        guard let first = stresses.map(\.day).min(), let latest = stresses.map(\.day).max() else { return [] }
        let last = max(through ?? latest, first)
        var daily = [Double](repeating: 0, count: Int(last - first + 1))
        var rides = [Int](repeating: 0, count: daily.count)
        for s in stresses where s.day <= last {
            daily[Int(s.day - first)] += s.stress
            rides[Int(s.day - first)] += 1
        }
        var ctl = 0.0, atl = 0.0
        var out: [Day] = []
        out.reserveCapacity(daily.count)
        for (i, stress) in daily.enumerated() {
            let tsb = ctl - atl
            ctl += (stress - ctl) / chronicDays
            atl += (stress - atl) / acuteDays
            out.append(Day(day: first + Int64(i), stress: stress, rides: rides[i], ctl: ctl, atl: atl, tsb: tsb))
        }
        return out
    }
}
