import Testing
@testable import FITActivity
@testable import FITEdit
@testable import FITKit

/// The rules of `crop`/`split` times and of privacy zones, against hand-worked values.
@Suite struct EditTests {
    @Test("times are ISO-8601 (Z or an offset) or +elapsed (h, m, s in order)")
    func editTimes() {
        // 2024-05-01T10:15:00Z is Unix 1714558500; the FIT epoch is Unix 631065600.
        #expect(EditTime("2024-05-01T10:15:00Z") == .absolute(1_714_558_500 - 631_065_600))
        #expect(EditTime("2024-05-01T12:15:00+02:00") == .absolute(1_714_558_500 - 631_065_600))
        #expect(EditTime("2024-05-01T10:15:00.750Z") == .absolute(1_714_558_500 - 631_065_600))
        #expect(EditTime("+10m") == .elapsed(600))
        #expect(EditTime("+1h05m") == .elapsed(3900))
        #expect(EditTime("+90s") == .elapsed(90))
        #expect(EditTime("+1h05m30s") == .elapsed(3930))
        for bad in [
            "+", "+5", "+5m1h", "+1h1h", "2024-05-01", "2024-13-01T00:00:00Z", "+1x", "10m", "2024-05-01T10:15:00"
        ] {
            #expect(EditTime(bad) == nil, "\(bad)")
        }
        #expect(EditTime.elapsed(600).seconds(from: 1000) == 1600)
    }

    @Test("a point is in a zone within its radius (haversine); privacy.conf lines, comments and errors")
    func privacyZones() {
        // 0.01° of latitude is 1,111.95 m on the IUGG mean sphere (2πR/36,000).
        let zones = PrivacyZones([PrivacyZones.Zone("45.0,7.0,1112")!])
        #expect(zones.hides(latitude: 45.01, longitude: 7.0))
        #expect(!zones.hides(latitude: 45.0101, longitude: 7.0))
        #expect(
            PrivacyZones.Zone("45,7") == nil && PrivacyZones.Zone("95,7,10") == nil
                && PrivacyZones.Zone("45,7,-1") == nil)
        let (parsed, invalid) = PrivacyZones.parse("# home\n45.5, -73.5, 300  # flat\n\nnot a zone\n")
        #expect(parsed.zones.count == 1 && parsed.zones[0].radius == 300 && invalid == [4])
    }
}

extension EditTests {
    /// Found by the track fuzzer: a TCX lap that starts before the track's first point made a lap end before
    /// it began, and the convert crashed on the subtraction.
    @Test("convert of a track whose first lap starts before its first point")
    func lapBeforeTheFirstPoint() throws {
        var track = Track()
        track.points = [
            Track.Point(time: 1000, latitude: 45, longitude: 7), Track.Point(time: 1005, latitude: 45.001, longitude: 7)
        ]
        track.lapStarts = [999, 1000]
        let file = EditableFile(RecoveredFile.read(try Convert.fit(track, privacy: PrivacyZones()).bytes))
        #expect(file.laps.count == 2 && file.laps.allSatisfy { $0.end >= $0.start })
        #expect(file.sessions.first.map { $0.start == 1000 && $0.end == 1005 } == true)
    }
}
