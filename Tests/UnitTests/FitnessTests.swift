import Testing
@testable import FITAnalysis

/// the rules of the figures over time, each against a hand calculation: the Performance Manager's
/// days, a ride's stress with the thresholds of its day, the 2-parameter critical power fit, ISO weeks, and the
/// curves the library keeps.
@Suite struct FitnessTests {
    /// TSS 100 on day 10, nothing on day 11, 50 on day 12: CTL and ATL by the rule written out, TSB the day before.
    @Test func performanceManagerByHand() {
        let days = TrainingLoad.days([(10, 100), (12, 30), (12, 20)])
        #expect(days.map(\.day) == [10, 11, 12])
        #expect(days.map(\.stress) == [100, 0, 50] && days.map(\.rides) == [1, 0, 2])
        let ctl1 = 100.0 / 42, atl1 = 100.0 / 7
        let ctl2 = ctl1 - ctl1 / 42, atl2 = atl1 - atl1 / 7
        let ctl3 = ctl2 + (50 - ctl2) / 42, atl3 = atl2 + (50 - atl2) / 7
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-12 }
        #expect(close(days[0].ctl, ctl1) && close(days[0].atl, atl1) && days[0].tsb == 0)
        #expect(close(days[1].ctl, ctl2) && close(days[1].atl, atl2) && close(days[1].tsb, ctl1 - atl1))
        #expect(close(days[2].ctl, ctl3) && close(days[2].atl, atl3) && close(days[2].tsb, ctl2 - atl2))
        // Through a later day: the loads decay, nothing is added.
        let longer = TrainingLoad.days([(10, 100)], through: 12)
        #expect(longer.count == 3 && close(longer[2].ctl, ctl1 * 41 / 42 * 41 / 42))
    }

    @Test func stressUsesTheThresholdsOfTheRidesDay() throws {
        let history = try AthleteHistory(
            parsing: "ftp = 200\nftp = 250 since 2024-05-02\nlthr = 150 since 2024-05-02\n")
        let may1 = try #require(AthleteHistory.day("2024-05-01")) * 86_400
        var ride = RideFigures(name: "a", start: may1 + 8 * 3600)
        (ride.normalizedPower, ride.powerSeconds) = (250, 3600)
        // 3600 × 250² / (200² × 36) = 156.25; the next day at 250 W FTP: 100.
        #expect(TrainingLoad.stress(of: ride, history: history).value == 156.25)
        ride.start += 86_400
        #expect(TrainingLoad.stress(of: ride, history: history).value == 100)
        // Heart rate alone: an hour at LTHR is 100; 1.5 h at 0.9 LTHR is 1.5 × 0.81 × 100.
        var hr = RideFigures(name: "b", start: ride.start)
        (hr.avgHeartRate, hr.timerTime) = (135, 5400)
        let stress = TrainingLoad.stress(of: hr, history: history)
        #expect(abs(stress.value! - 121.5) < 1e-9 && stress.basis == .heartRate)
        // The day before the first LTHR: none, and why.
        hr.start -= 86_400
        #expect(
            TrainingLoad.stress(of: hr, history: history).missing
                == "heart rate, but no LTHR in force on 2024-05-01 (the first is from 2024-05-02)")
        #expect(
            TrainingLoad.stress(of: RideFigures(name: "c", start: 0), history: history).missing
                == "neither power nor heart rate")
    }

    /// Efforts that follow CP 250 W and W′ 18 kJ exactly (P = CP + W′/t): the fit gives them back.
    @Test func criticalPowerFitsTheTwoParameterModel() throws {
        let points = CriticalPower.durations.map { ($0, 250 + 18_000 / Double($0)) }
        let (cp, wPrime) = try #require(CriticalPower.fit(points))
        #expect(abs(cp - 250) < 1e-9 && abs(wPrime - 18_000) < 1e-6)
        // Curves: each duration's best from its own ride; FTP 95 % of the 20 minutes.
        let curves = CriticalPower.durations.map { d in
            SampledCurve(MeanMaxCurve(power: Array(repeating: 250 + 18_000 / Double(d), count: d)))
        }
        let e = CriticalPower.estimate(curves + [nil])
        #expect(e.efforts.map(\.ride) == [0, 1, 2, 3] && e.warnings.isEmpty)
        #expect(abs(e.ftp! - 0.95 * 265) < 1e-3 && abs(e.cp! - 250) < 1e-3)
        // An easy window: the short best barely above the long, W′ implausible: both said.
        let easy = CriticalPower.estimate([SampledCurve(MeanMaxCurve(power: Array(repeating: 200, count: 1200)))])
        #expect(easy.warnings.count == 2, "\(easy.warnings)")
    }

    /// ISO 8601 weeks, checked against the calendar: 2019-12-30 starts 2020-W01, 2020-12-31 and 2021-01-03 are
    /// in 2020-W53, 2021-01-04 starts 2021-W01, 2024-12-30 starts 2025-W01.
    @Test(arguments: [
        ("2019-12-30", "2020-W01"), ("2020-12-31", "2020-W53"), ("2021-01-03", "2020-W53"), ("2021-01-04", "2021-W01"),
        ("2024-12-30", "2025-W01"), ("1970-01-01", "1970-W01")
    ])
    func isoWeeks(day: String, week: String) throws {
        let d = try #require(AthleteHistory.day(day))
        #expect(Period.week.label(ofDay: d) == week)
        #expect(Period.weekday(Period.week.start(ofDay: d)) == 0)  // a Monday
    }

    @Test func totalsByPeriodIncludeEmptyOnes() throws {
        func ride(_ day: String, km: Double) throws -> (RideFigures, Double?) {
            var r = RideFigures(name: day, start: try #require(AthleteHistory.day(day)) * 86_400 + 3600)
            r.distance = km * 1000
            return (r, km)
        }
        let rides = [try ride("2020-12-31", km: 10), try ride("2021-01-03", km: 20), try ride("2021-01-18", km: 5)]
        let weeks = PeriodTotals.totals(rides, by: .week)
        #expect(weeks.map(\.label) == ["2020-W53", "2021-W01", "2021-W02", "2021-W03"])
        #expect(weeks.map(\.rides) == [2, 0, 0, 1] && weeks.map(\.distance) == [30_000, 0, 0, 5_000])
        #expect(weeks.map(\.stress) == [30, 0, 0, 5])
        #expect(PeriodTotals.totals(rides, by: .month).map(\.label) == ["2020-12", "2021-01"])
        #expect(PeriodTotals.totals(rides, by: .year).map(\.rides) == [1, 2])
    }

    @Test func keptCurvesAreExactAtTheirDurations() {
        let power = (0..<4000).map { (i: Int) -> Double in Double(100 + (i * 37) % 300) }
        let full = MeanMaxCurve(power: power)
        let kept = SampledCurve(full)
        #expect(SampledCurve.grid.count == 562 && Set(SampledCurve.grid).count == 562)
        for d in [1, 5, 60, 180, 300, 720, 1200, 3600] { #expect(kept.best(d) == full.best(d)) }
        #expect(kept.best(4000) == nil && kept.best(121) == nil)
        // Kept as 32-bit floats: read back within a float's precision.
        let back = SampledCurve(bytes: kept.bytes)!
        #expect(zip(back.watts, kept.watts).allSatisfy { abs($0 - $1) <= $1 * 1e-7 })
    }
}
