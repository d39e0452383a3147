import FITProfile
import Foundation
import Testing
import TestSupport
@testable import FITActivity
@testable import FITKit
@testable import FITSupport

/// Rules that each live in one place: the grammar of lengths of time, the calendar, what a record can hold, and
/// the names of sports.
@Suite struct OneRuleTests {
    @Test(
        "one grammar of lengths: m is minutes everywhere; months are mo, and 6m where months are meant is refused by name"
    )
    func durations() throws {
        #expect(try DurationText.seconds("1h05m30s", units: DurationText.clock) == 3930)
        #expect(try DurationText.seconds("10m", units: DurationText.clock) == 600)
        #expect(try DurationText.seconds("90d", units: DurationText.calendar) == 90 * 86_400)
        #expect(try DurationText.seconds("6mo", units: DurationText.calendar) == 180 * 86_400)
        #expect(try DurationText.seconds("1y2mo", units: DurationText.calendar) == (365 + 60) * 86_400)
        #expect(try DurationText.seconds("12w", units: DurationText.calendar) == 84 * 86_400)
        #expect(throws: DurationText.Refusal.self) { try DurationText.seconds("6m", units: DurationText.calendar) }
        do {
            _ = try DurationText.seconds("6m", units: DurationText.calendar)
        } catch {
            #expect(error.description.contains("months are mo (6mo)"), "\(error)")
        }
        for bad in ["5m1h", "1h1h", "5", "", "1x", "2d", "1mo"] {
            #expect(throws: DurationText.Refusal.self, "\(bad)") {
                try DurationText.seconds(bad, units: DurationText.clock)
            }
        }
    }

    @Test("one reader of calendar days: February 30 is no day in any reader; leap days are, as date(1) says")
    func calendarDays() throws {
        #expect(FITTime.seconds(iso8601: "2015-02-30T00:00:00Z") == nil)
        #expect(
            FITTime.day("2015-02-29") == nil && FITTime.day("2015-04-31") == nil && FITTime.day("2015-13-01") == nil)
        let unix = try Shell.run("/bin/date", ["-u", "-d", "2016-02-29T12:00:00Z", "+%s"]).stdout
        let expected = try #require(Int64(unix.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(FITTime.seconds(iso8601: "2016-02-29T12:00:00Z") == expected - FieldValue.fitEpochOffset)
        #expect(FITTime.day("2016-02-29") == (expected - 43_200) / 86_400)
    }

    @Test("one instant between FIT's epoch and Unix's: the FIT epoch is 1989-12-31 as date(1) gives it, both ways")
    func instants() throws {
        let epoch = try Shell.run("/bin/date", ["-u", "-d", "1989-12-31T00:00:00Z", "+%s"]).stdout
        let unix = try #require(Int64(epoch.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(Instant(fit: UInt32(0)).unix == unix)
        #expect(Instant(unix: unix + 86_400).fit == 86_400)
        #expect(Instant(unix: 0).fit == -unix && Instant(unix: 0).fitField == 0)
        #expect(Instant(fit: Int64(1_000_000_000)).iso8601() == "2021-09-08T01:46:40Z")
        #expect(Instant(unix: 1_000_000_000).iso8601(utcOffset: 7200) == "2001-09-09T03:46:40+02:00")
    }

    @Test(
        "what a record holds is the profile's limits: an altitude of 12 km is kept, 255 bpm and 127 °C (invalid values) are not"
    )
    func recordLimits() {
        #expect(FITEncoder.fitting(12_000, RecordField.enhancedAltitude) != nil)
        #expect(FITEncoder.fitting(-501, RecordField.enhancedAltitude) == nil)
        #expect(
            FITEncoder.fitting(254, RecordField.heartRate) != nil
                && FITEncoder.fitting(255, RecordField.heartRate) == nil)
        #expect(FITEncoder.fitting(126, RecordField.temperature) != nil)
        #expect(FITEncoder.fitting(127, RecordField.temperature) == nil)
        #expect(
            FITEncoder.fitting(.nan, RecordField.power) == nil
                && FITEncoder.fitting(.infinity, RecordField.power) == nil)
        // 2^32 - 2 hundredths of a metre is the longest distance a record holds.
        #expect(FITEncoder.fitting(42_949_672.94, RecordField.distance) != nil)
        #expect(FITEncoder.fitting(42_949_672.95, RecordField.distance) == nil)
    }

    @Test("sport names: Strava's types, TCX's sports and titles from one table")
    func sports() {
        #expect(SportNames.fromStrava("GravelRide") == (.cycling, .gravelCycling))
        #expect(SportNames.fromStrava("Ride") == (.cycling, .road))
        #expect(SportNames.fromStrava("Kitesurf") == (.generic, nil))
        #expect(SportNames.tcx("cycling") == "Biking" && SportNames.tcx("hiking") == "Running")
        #expect(SportNames.tcx("swimming") == "Other")
        #expect(
            SportNames.noun("e_biking") == "Ride"
                && SportNames.noun("stand_up_paddleboarding") == "Stand Up Paddleboarding")
        #expect(SportNames.noun(nil) == "Activity")
        #expect(SportNames.fromText("Biking") == "cycling" && SportNames.fromText("Trail running") == "running")
    }
}
