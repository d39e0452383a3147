import Testing
import TestSupport
@testable import FITKit

/// Applying the profile: scale and offset, components and accumulation, subfields, enum names, strings,
/// arrays, invalid values, date_times and developer fields. Expected values are worked out by hand from the
/// FIT profile's definitions.
@Suite struct ProfileTests {
    static let timestamp = FITBuilder.F(number: 253, size: 4, type: 0x86)

    @Test func generatedProfileCoversEveryMessageAndType() {
        #expect(Profile.version == "21.218.0")
        #expect(Profile.messages.count == 125)
        #expect(Profile.types.count == 215)
        let record = Profile.message(20)!
        #expect(record.name == "record")
        let altitude = record.field(2)!
        #expect(altitude.scale == [5] && altitude.offset == [500] && altitude.components == [78])
        #expect(Profile.type(named: "sport")?.name(of: 2) == "cycling")
    }

    /// The generated names against the FIT SDK's Profile.xlsx as Garmin's SDKs spell them (C: FIT_MESG_NUM_RECORD
    /// 20, FIT_SPORT_CYCLING 2, …).
    @Test func generatedNamesCarryTheProfilesNumbers() throws {
        #expect(MessageNumber.fileId == 0 && MessageNumber.session == 18 && MessageNumber.lap == 19)
        #expect(MessageNumber.record == 20 && MessageNumber.event == 21 && MessageNumber.hr == 132)
        #expect(RecordField.heartRate.fieldNumber == 3 && RecordField.heartRate.rawValue == "heart_rate")
        #expect(RecordField.enhancedAltitude.fieldNumber == 78 && RecordField.timestamp.fieldNumber == 253)
        #expect(SessionField.totalDistance.fieldNumber == 9 && SessionField.messageNumber == 18)
        // A subfield has its parent's number: product (2) read as garmin_product.
        #expect(FileIdField.garminProduct.fieldNumber == 2 && FileIdField.garminProduct.rawValue == "garmin_product")
        #expect(Profile.Sport.cycling.rawValue == 2 && Profile.Sport.cycling.name == "cycling")
        #expect(Profile.EventType.stopAll.rawValue == 4 && Profile.Manufacturer.development.rawValue == 255)
        // Names Swift reserves or that start with a digit.
        #expect(Profile.Switch.auto.rawValue == 2 && Profile.BrazilianGradingScale._5a.name == "5a")
        #expect(Profile.Sport(rawValue: 200).name == nil && Profile.Sport.all.rawValue == 254)

        var b = FITBuilder()
        b.define(local: 0, global: 20, [Self.timestamp, .init(number: 3, size: 1, type: 0x02)])
        b.data(local: 0, le32(1_000_000_000) + [142])
        let m = try decode(b.file())[0]
        #expect(m.globalNumber == MessageNumber.record)
        #expect(m.time(RecordField.timestamp) == 1_000_000_000 && m.int(RecordField.heartRate) == 142)
        #expect(m[RecordField.power] == nil)
    }

    /// The types' names, kept one a line in one string: values and names against Garmin's SDK profile
    /// (garmin_fit_sdk/profile.py: garmin_product has 499 names, 1 is hrm1, 2713 edge_1030, 3122 edge_830 and 65534
    /// connect; manufacturer 32 is wahoo_fitness; time_into_day names none), and every name of every type found
    /// again by `value(named:)`.
    @Test func typeNamesMatchTheSDKsAndAreFoundByName() throws {
        let product = try #require(Profile.type(named: "garmin_product"))
        #expect(product.values.count == 499 && product.names.count == 499)
        #expect(product.name(of: 1) == "hrm1" && product.name(of: 65534) == "connect")
        #expect(product.name(of: 2713) == "edge_1030" && product.name(of: 3122) == "edge_830")
        #expect(product.name(of: 0) == nil && product.value(named: "edge_830") == 3122)
        #expect(product.value(named: "edge_83") == nil && product.value(named: "edge_830 ") == nil)
        #expect(Profile.Manufacturer.wahooFitness.name == "wahoo_fitness")
        let empty = try #require(Profile.type(named: "time_into_day"))
        #expect(empty.names.isEmpty && empty.name(of: 0) == nil && empty.value(named: "") == nil)
        for type in Profile.types {
            #expect(type.names.count == type.values.count, "\(type.name)")
            for (value, name) in zip(type.values, type.names) {
                #expect(!name.isEmpty && !name.contains("\n") && type.value(named: name) == value, "\(type.name)")
            }
        }
    }

    /// The field names are written as switches: each profile name reads back as its case, and no other.
    @Test func fieldNamesReadBackAsTheirCases() {
        #expect(RecordField(rawValue: "heart_rate") == .heartRate && RecordField(rawValue: "heart_rat") == nil)
        #expect(FileIdField(rawValue: "garmin_product") == .garminProduct && FileIdField(rawValue: "") == nil)
        for field in RecordField.allCases { #expect(RecordField(rawValue: field.rawValue) == field) }
        for field in SessionField.allCases { #expect(SessionField(rawValue: field.rawValue) == field) }
        #expect(Set(SessionField.allCases.map(\.rawValue)).count == SessionField.allCases.count)
    }

    @Test func scaleAndOffsetAndAltitudeExpandsToEnhancedAltitude() throws {
        var b = FITBuilder()
        b.define(
            local: 0, global: 20,
            [
                Self.timestamp, .init(number: 2, size: 2, type: 0x84),
                .init(number: 6, size: 2, type: 0x84)
            ])
        b.data(local: 0, le32(1_000_000_000) + le16(2600) + le16(8_250))
        let m = try decode(b.file())[0]
        #expect(m["altitude"] == .double(20))  // 2600 / 5 - 500
        #expect(m["enhanced_altitude"] == .int(20))  // expanded component
        #expect(m["speed"] == .double(8.25))  // 8250 / 1000
        #expect(m["enhanced_speed"] == .double(8.25))
        #expect(m["timestamp"] == .time(1_000_000_000))
        #expect(FITTime.iso8601(1_000_000_000) == "2021-09-08T01:46:40Z")
    }

    /// The calendar arithmetic every date on the command line and from a service goes through, against dates
    /// whose day numbers are known: the FIT epoch (631,065,600 s after 1970 by the FIT specification), a leap day,
    /// 2000-03-01 (day 11,017 by `date -d 2000-03-01 +%s` / 86,400), and a round trip over 150 years.
    @Test func calendarDaysMatchKnownDates() {
        #expect(FITTime.daysFromCivil(1989, 12, 31) * 86_400 == FieldValue.fitEpochOffset)
        #expect(FITTime.daysFromCivil(2000, 3, 1) == 11_017)
        #expect(FITTime.daysFromCivil(2024, 2, 29) + 1 == FITTime.daysFromCivil(2024, 3, 1))
        for day in stride(from: Int64(-3650), to: 50_000, by: 7) {
            let (y, m, d) = FITTime.civil(day)
            #expect(FITTime.daysFromCivil(y, m, d) == day)
        }
    }

    /// The one reader of ISO-8601 times (crop and split times, GPX and TCX, the services' `start_date`), against
    /// `date -u -d TEXT +%s`: 2024-05-01T10:15:00Z is Unix 1714558500, 2020-02-29T23:59:59Z 1583020799, the FIT
    /// epoch 631065600.
    @Test func iso8601TimesAreReadStrictly() {
        let epoch: Int64 = 631_065_600
        for text in [
            "2024-05-01T10:15:00Z", "2024-05-01T12:15:00+02:00", "2024-05-01T05:45:00-04:30",
            "2024-05-01 10:15:00.250Z"
        ] {
            #expect(FITTime.seconds(iso8601: text) == 1_714_558_500 - epoch, "\(text)")
        }
        #expect(FITTime.seconds(iso8601: "2020-02-29T23:59:59Z") == 1_583_020_799 - epoch)
        #expect(FITTime.seconds(iso8601: "1989-12-31T00:00:00Z") == 0)
        #expect(FITTime.seconds(iso8601: "1980-01-01T00:00:00Z") == 315_532_800 - epoch)
        for bad in [
            "2024-13-01T00:00:00Z", "2024-05-01T24:00:00Z", "2024-05-01T10:60:00Z", "2024-05-01T10:15:00",
            "2024-5-1T10:15:00Z", "2024-05-01", "2024-05-01T10:15:00+0200", "2024-05-01T10:15:00Zjunk", ""
        ] {
            #expect(FITTime.seconds(iso8601: bad) == nil, "\(bad)")
        }
    }

    @Test func compressedSpeedDistanceExpandsAndAccumulatesAcrossRollover() throws {
        var b = FITBuilder()
        b.define(local: 0, global: 20, [.init(number: 8, size: 3, type: 0x0D)])
        // 12 bits speed (1/100 m/s) then 12 bits distance (1/16 m), packed little-endian.
        func pack(_ speed: Int, _ distance: Int) -> [UInt8] {
            let v = speed | distance << 12
            return [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF)]
        }
        b.data(local: 0, pack(1000, 160))
        b.data(local: 0, pack(1000, 4090))
        b.data(local: 0, pack(1000, 20))  // 20 - 4090 wraps in 12 bits: +26
        let messages = try decode(b.file())
        #expect(messages.map { $0["speed"] } == Array(repeating: .int(10), count: 3))
        #expect(messages.map { $0.double(RecordField.distance) } == [10, 255.625, 257.25])
        #expect(messages[0]["enhanced_speed"] == .int(10))
    }

    @Test func subfieldsFollowTheirReferenceField() throws {
        var b = FITBuilder()
        b.define(
            local: 0, global: 21,
            [
                .init(number: 0, size: 1, type: 0x00), .init(number: 1, size: 1, type: 0x00),
                .init(number: 3, size: 4, type: 0x86)
            ])
        b.data(local: 0, [0, 0] + le32(0))  // timer start, data 0 = manual
        b.data(local: 0, [11, 3] + le32(4120))  // battery marker: battery_level 4.12 V
        b.data(local: 0, [43, 3] + le32(0x0A0B_0C0D))  // rear gear change: gear_change_data components
        let m = try decode(b.file())
        #expect(m[0]["event"] == .string("timer") && m[0]["event_type"] == .string("start"))
        #expect(m[0]["timer_trigger"] == .string("manual"))
        #expect(m[1]["battery_level"] == .double(4.12))
        #expect(m[1]["data"] == .int(4120))
        #expect(m[2]["rear_gear_num"] == .int(13) && m[2]["rear_gear"] == .int(12))
        #expect(m[2]["front_gear_num"] == .int(11) && m[2]["front_gear"] == .int(10))
        // By generated name, found by number first: a subfield has its field's number, a component its
        // destination's.
        #expect(m[0].string(EventField.timerTrigger) == "manual" && m[1].double(EventField.batteryLevel) == 4.12)
        #expect(m[1].int(EventField.data) == 4120 && m[0][EventField.batteryLevel] == nil)
        #expect(m[2].int(EventField.rearGearNum) == 13 && m[2].int(EventField.frontGear) == 10)
        // Another message's name for a field numbered otherwise there (activity's `event` is field 3, the
        // bike profile's `rear_gear_num` 40) is looked up by its name.
        #expect(m[0].string(ActivityField.event) == "timer" && m[2].int(BikeProfileField.rearGearNum) == 13)
    }

    @Test func invalidValuesAreLeftOutAndArraysKeepTheirPositions() throws {
        var b = FITBuilder()
        // hr_zone (8): high_bpm uint8; unknown field 200 as uint8[3]; an all-invalid uint16 array.
        b.define(
            local: 0, global: 8,
            [
                .init(number: 1, size: 1, type: 0x02), .init(number: 200, size: 3, type: 0x02),
                .init(number: 201, size: 4, type: 0x84)
            ])
        b.data(local: 0, [0xFF, 1, 0xFF, 3, 0xFF, 0xFF, 0xFF, 0xFF])
        let m = try decode(b.file())[0]
        #expect(m["high_bpm"] == nil)
        #expect(m["200"] == .array([.int(1), nil, .int(3)]))
        #expect(m["201"] == nil)
    }

    @Test func stringsAreNullPaddedAndNullSeparated() throws {
        var b = FITBuilder()
        b.define(local: 0, global: 0, [.init(number: 8, size: 8, type: 0x07), .init(number: 99, size: 8, type: 0x07)])
        b.data(local: 0, Array("Edge\0\0\0\0".utf8) + Array("ab\0cd\0\0\0".utf8))
        let m = try decode(b.file())[0]
        #expect(m["product_name"] == .string("Edge"))
        #expect(m["99"] == .array([.string("ab"), .string("cd")]))
    }

    @Test func unknownMessagesAndFieldsAreNamedByNumber() throws {
        var b = FITBuilder()
        b.define(local: 0, global: 65280, [.init(number: 7, size: 2, type: 0x83)])
        b.data(local: 0, le16(UInt16(bitPattern: -5)))
        let m = try decode(b.file())[0]
        #expect(m.name == "65280")
        #expect(m["7"] == .int(-5))
    }

    static func developerFile(describe: Bool) -> [UInt8] {
        var b = FITBuilder()
        b.define(local: 0, global: 207, [.init(number: 3, size: 1, type: 0x02)])
        b.data(local: 0, [0])
        if describe {
            b.define(
                local: 1, global: 206,
                [
                    .init(number: 0, size: 1, type: 0x02), .init(number: 1, size: 1, type: 0x02),
                    .init(number: 2, size: 1, type: 0x02), .init(number: 3, size: 10, type: 0x07),
                    .init(number: 8, size: 6, type: 0x07), .init(number: 6, size: 1, type: 0x02)
                ])
            b.data(local: 1, [0, 1, 0x84] + Array("doughnuts\0".utf8) + Array("count\0".utf8) + [10])
        }
        b.define(local: 2, global: 20, [.init(number: 3, size: 1, type: 0x02)], developer: [(1, 2, 0)])
        b.data(local: 2, [150] + le16(35))
        b.data(local: 2, [151] + le16(36))
        return b.file()
    }

    @Test func developerFieldsTakeNameTypeScaleAndUnitsFromTheirDescription() throws {
        let records = try decode(Self.developerFile(describe: true)).filter { $0.name == "record" }
        #expect(records.count == 2)
        let d = records[0].developerFields
        #expect(d.count == 1 && d[0].name == "doughnuts" && d[0].units == "count")
        #expect(d[0].value == .double(3.5))  // 35 / scale 10
        #expect(records[1].int(RecordField.heartRate) == 151)
    }

    @Test func developerFieldsWithoutADescriptionAreSkippedWithoutLosingTheFraming() throws {
        let (messages, error) = decodeExpectingError(Self.developerFile(describe: false))
        #expect(error == nil)
        let records = messages.filter { $0.name == "record" }
        #expect(records.map { $0.int(RecordField.heartRate) } == [150, 151])
        #expect(records.allSatisfy { $0.developerFields.isEmpty })
    }

    @Test func rawModeLeavesValuesAsRead() throws {
        var b = FITBuilder()
        b.define(local: 0, global: 20, [Self.timestamp, .init(number: 2, size: 2, type: 0x84)])
        b.data(local: 0, le32(5) + le16(2600))
        let (messages, _) = FITDecoder.decodeAll(b.file(), applyProfile: false)
        #expect(messages[0]["altitude"] == .int(2600))
        #expect(messages[0]["timestamp"] == .int(5))
        #expect(messages[0]["enhanced_altitude"] == nil)
    }

    @Test func heartRatesFromHRMessagesAreMergedIntoRecords() throws {
        var b = FITBuilder()
        b.define(local: 0, global: 20, [Self.timestamp])
        for t in UInt32(100)...UInt32(103) { b.data(local: 0, le32(t)) }
        // hr: anchor at t=100 with event_timestamp 0 (1/1024 s units), then samples 1 s apart.
        b.define(
            local: 1, global: 132,
            [
                Self.timestamp, .init(number: 0, size: 2, type: 0x84),
                .init(number: 9, size: 4, type: 0x86), .init(number: 6, size: 1, type: 0x02)
            ])
        b.data(local: 1, le32(100) + le16(0) + le32(0) + [120])
        b.define(local: 2, global: 132, [.init(number: 9, size: 12, type: 0x86), .init(number: 6, size: 3, type: 0x02)])
        b.data(local: 2, le32(1024) + le32(2048) + le32(3072) + [130, 140, 150])
        let records = try decode(b.file()).filter { $0.name == "record" }
        // Record at 100 sees the sample at 100 (120); each next record the mean of samples in (t-1, t]:
        // at 101: 120 carried forward at 100.25/.5/.75, then 130 at 101 -> (3*120 + 130) / 4 = 122.5 -> 123.
        // The last record gets none: Garmin's rule closes a window only when a later sample exists.
        #expect(records.map { $0.int(RecordField.heartRate) } == [120, 123, 133, nil])
    }
}
