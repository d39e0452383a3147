import Testing
import TestSupport
@testable import FITActivity
@testable import FITKit

/// `inspect` checks the records of a file with a session without totalling them (`RecordTotalling.withoutSession`,
/// `RecordChecks`): the raw values inside each field's physical limit are worked out once per definition
/// (`FieldPlan.bounds`), and a record whose values all lie inside is only counted. It must report exactly the
/// problems, and count exactly the records, times and positions, that totalling the records gives.
@Suite struct RecordChecksTests {
    /// The record fields with a limit: number, name, limit, and whether the value is a position (semicircles).
    static let limited: [(number: UInt8, name: String, limit: ClosedRange<Double>, position: Bool)] = [
        (253, "timestamp", 0...4_294_967_295, false), (0, "position_lat", -90...90, true),
        (1, "position_long", -180...180, true), (3, "heart_rate", 20...250, false), (4, "cadence", 0...255, false),
        (6, "speed", 0...100, false), (7, "power", 0...4000, false), (73, "enhanced_speed", 0...100, false)
    ]
    /// Integer base types: sint8, uint8, uint8z, sint16, uint16, uint16z, sint32, uint32, uint32z.
    static let integerTypes: [(type: UInt8, size: Int, signed: Bool)] = [
        (0x01, 1, true), (0x02, 1, false), (0x0A, 1, false), (0x83, 2, true), (0x84, 2, false), (0x8B, 2, false),
        (0x85, 4, true), (0x86, 4, false), (0x8C, 4, false)
    ]

    /// Raw values to try for a field of `size` bytes: every one for a byte; for wider fields the ends, zero,
    /// the raw values at and beside each end of the limit (worked out here from the profile's scale), and values
    /// spread over the range.
    static func rawValues(size: Int, signed: Bool, limit: ClosedRange<Double>, perUnit: Double) -> [Int64] {
        let bits = Int64(size * 8)
        let (low, high) =
            signed
            ? (-(Int64(1) << (bits - 1)), (Int64(1) << (bits - 1)) - 1)
            : (0, (Int64(1) << bits) - 1)
        if size == 1 { return Array(low...high) }
        var values: [Int64] = [low, low + 1, high - 1, high, -1, 0, 1]
        for end in [limit.lowerBound, limit.upperBound] {
            let raw = Int64((end * perUnit).rounded())
            values += (-2...2).map { raw + $0 }
        }
        let step = (high - low) / 257
        values += (0..<257).map { low + $0 * step + 13 }
        return values.filter { (low...high).contains($0) }
    }

    static func bytes(_ raw: Int64, size: Int, bigEndian: Bool) -> [UInt8] {
        let little = (0..<size).map { UInt8(truncatingIfNeeded: raw >> (8 * Int64($0))) }
        return bigEndian ? little.reversed() : little
    }

    /// One field of each integer type, in both byte orders, holding values in and out of its limit, in records
    /// followed by a session: each record's problem is the one the full decoder's value of it calls for (the
    /// value present and outside the limit), worked out here; no record is left uncounted.
    @Test func everyIntegerTypeIsCheckedAgainstItsLimitAsTheFullDecoderReadsIt() throws {
        for field in Self.limited {
            // Raw units per unit of the value: the profile's scale (speeds in mm/s), semicircles per degree.
            let perUnit = field.position ? 2_147_483_648.0 / 180 : field.number == 6 || field.number == 73 ? 1000 : 1
            var outside = 0
            for type in Self.integerTypes {
                for bigEndian in [false, true] {
                    let values = Self.rawValues(
                        size: type.size, signed: type.signed, limit: field.limit,
                        perUnit: perUnit)
                    var b = FITBuilder()
                    FramingTests.fileID(&b)
                    b.define(
                        local: 1, global: 20, bigEndian: bigEndian,
                        [.init(number: field.number, size: UInt8(type.size), type: type.type)])
                    for raw in values { b.data(local: 1, Self.bytes(raw, size: type.size, bigEndian: bigEndian)) }
                    Self.session(&b)
                    let bytes = b.file()
                    let what = "\(field.name) as 0x\(String(type.type, radix: 16))\(bigEndian ? ", big-endian" : "")"

                    var expected: [Int] = []
                    var dropouts: [Int] = []  // a heart rate of 0 is a dropout, counted apart
                    for m in try decode(bytes) where m.globalNumber == 20 {
                        guard var v = m[field.name]?.double else { continue }
                        if field.position { v *= 180 / 2_147_483_648 }
                        if field.name == "heart_rate" && v == 0 { dropouts.append(m.offset); continue }
                        if !field.limit.contains(v) { expected.append(m.offset) }
                    }
                    let (summary, error) = ActivityReader.summary(
                        of: MemorySource(bytes), again: { MemorySource(bytes) }, totals: .withoutSession)
                    #expect(error == nil, "\(what)")
                    #expect(summary.computed == nil, "\(what): a session, so no record totals")
                    #expect(summary.recordCount == values.count, "\(what)")
                    let limitName = field.name == "enhanced_speed" ? "speed" : field.name
                    let problems = summary.problems.filter { $0.expected.hasPrefix(limitName + " within") }
                    #expect(problems.map(\.offset) == expected, "\(what)")
                    #expect(summary.dropouts == dropouts.count, "\(what)")
                    #expect(problems.count == summary.problems.count, "\(what): no other problems")
                    outside += expected.count
                    // The screen itself passes exactly the records without a problem or a dropout, which are read
                    // in full (for all but a timestamp of another type than uint32, always read in full).
                    let reader = FITReader(source: MemorySource(bytes))
                    var screened = 0
                    while try reader.withNextMessage({ raw in
                        guard raw.definition.globalNumber == 20 else { return }
                        screened += 1
                        let screen = RecordPlan(raw.definition).screen
                        #expect((screen == nil) == (field.number == 253 && type.type != 0x86), "\(what)")
                        if let screen {
                            #expect(screen.take(raw) == !(expected + dropouts).contains(raw.offset), "\(what)")
                        }
                    }) {}
                    #expect(screened == values.count)
                }
            }
            #expect(outside > 0, "\(field.name): no value outside the limit was tried")
        }
    }

    /// Session: timestamp, total_distance.
    static func session(_ b: inout FITBuilder) {
        b.define(local: 9, global: 18, [.init(number: 253, size: 4, type: 0x86), .init(number: 9, size: 4, type: 0x86)])
        b.data(local: 9, le32(1_000_000_000) + le32(123_456))
    }

    /// Everything a summary holds, dictionaries in key order.
    static func fingerprint(_ s: ActivitySummary) -> String {
        [
            "computed \(String(describing: s.computed))", "sessions \(s.sessions)", "laps \(s.laps)",
            "records \(s.recordCount), timed \(s.timedRecordCount), with a position \(s.positionCount)",
            "pauses \(s.pauses), session marks \(s.sessionMarks), timer stop marks \(s.timerStopMarks)",
            "counts \(s.messageCounts.sorted { $0.key < $1.key })",
            "developer fields \(s.developerFields.map { "\($0.name) \($0.units)" })", "problems \(s.problems)"
        ]
        .joined(separator: "\n")
    }

    /// A ride of `count` records whose totals depend on order: altitude up and down, speeds and heart rates to
    /// average, out-of-range heart rates (problems), records without a timestamp or with an invalid one (timed
    /// and untimed counts differ), compressed_speed_distance records (decoded in full, their distance
    /// accumulated), timer stops and starts and a session part-way (marks count the timed records before them).
    static func ride(records count: Int) -> [UInt8] {
        var b = FITBuilder()
        FramingTests.fileID(&b)
        // record: timestamp, position_lat, position_long, altitude (uint16, scale 5, offset 500), heart_rate,
        // distance (uint32 cm), speed (uint16 mm/s), power.
        b.define(
            local: 0, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 4, type: 0x85),
                .init(number: 1, size: 4, type: 0x85), .init(number: 2, size: 2, type: 0x84),
                .init(number: 3, size: 1, type: 0x02), .init(number: 5, size: 4, type: 0x86),
                .init(number: 6, size: 2, type: 0x84), .init(number: 7, size: 2, type: 0x84)
            ])
        // record: timestamp, compressed_speed_distance (12 bits speed, 12 bits distance).
        b.define(local: 1, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 8, size: 3, type: 0x0D)])
        // record without a timestamp: heart_rate only.
        b.define(local: 2, global: 20, [.init(number: 3, size: 1, type: 0x02)])
        // event: timestamp, event (0 = timer), event_type (0 = start, 4 = stop_all).
        b.define(
            local: 3, global: 21,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 1, type: 0x00),
                .init(number: 1, size: 1, type: 0x00)
            ])
        // session: timestamp, total_distance.
        b.define(local: 4, global: 18, [.init(number: 253, size: 4, type: 0x86), .init(number: 9, size: 4, type: 0x86)])
        var distance: UInt32 = 0, packed: UInt32 = 0
        for i in 0..<count {
            let t = 1_000_000_000 + UInt32(i)
            distance += UInt32(300 + i * 13 % 170)
            if i % 97 == 50 { b.data(local: 3, le32(t) + [0, 4]) }
            if i % 97 == 60 { b.data(local: 3, le32(t + 5) + [0, 0]) }
            if i == count / 2 { b.data(local: 4, le32(t) + le32(distance)) }
            switch i % 11 {
            case 3:
                b.data(local: 2, [UInt8(100 + i % 60)])
            case 7:
                packed = UInt32(2000 + i % 900) | ((distance / 100) & 0xFFF) << 12
                b.data(local: 1, le32(t) + [UInt8(packed & 0xFF), UInt8(packed >> 8 & 0xFF), UInt8(packed >> 16)])
            default:
                let altitude = UInt16(3000 + (i * 37) % 400 + i % 5)  // (raw / 5) - 500 m, up and down
                let heartRate = UInt8(i % 211 == 0 ? 252 : 90 + i % 80)
                // Now and then the timestamp is there but invalid: untimed too.
                b.data(
                    local: 0,
                    le32(i % 13 == 5 ? UInt32.max : t) + le32(UInt32(bitPattern: Int32(500_000_000 + i * 900)))
                        + le32(UInt32(bitPattern: Int32(-100_000_000 - i * 700))) + le16(altitude) + [heartRate]
                        + le32(distance) + le16(UInt16(5000 + (i * 7919) % 4000)) + le16(UInt16(150 + i % 230)))
            }
        }
        b.data(local: 4, le32(1_000_000_000 + UInt32(count)) + le32(distance))
        return b.file()
    }

    /// A checked summary against the totalled one: everything the same but the record totals, which a file
    /// with a session does not get; a file without one is read again and gets them.
    static func expectSameChecks(
        _ bytes: [UInt8], _ what: String,
        validations: [Validation] = [.strict, .lenient, .off]
    ) {
        for validation in validations {
            let options = DecodeOptions(validation: validation)
            var totalled = ActivityReader.summary(of: MemorySource(bytes), options: options).summary
            let checked = ActivityReader.summary(
                of: MemorySource(bytes), options: options,
                again: { MemorySource(bytes) }, totals: .withoutSession)
            if !totalled.sessions.isEmpty { totalled.computed = nil }
            #expect(
                Self.fingerprint(checked.summary) == Self.fingerprint(totalled),
                "\(what), \(validation)")
            #expect(
                checked.error == ActivityReader.summary(of: MemorySource(bytes), options: options).error,
                "\(what), \(validation)")
        }
    }

    /// Rides whose records have every limited field (and altitude, distance, temperature, enhanced altitude) in
    /// any base type, integer or not, with any bytes: screened or read in full, each must come out as totalled.
    /// Half have a session, half not; some records have compressed timestamps.
    @Test func recordsOfAnyTypeAndValueGiveWhatTotallingGives() {
        var random = HostileInputTests.Random(state: 0xC0FFEE)
        let types = HostileInputTests.baseTypes
        for i in 0..<150 {
            var b = FITBuilder()
            FramingTests.fileID(&b)
            // Most fields in their profile types (so that most records take the short way), some not, some
            // left out; now and then one given twice.
            var fields: [FITBuilder.F] = []
            for number in HostileInputTests.recordFields where random.next() % 6 != 0 {
                let t =
                    random.next() % 3 == 0
                    ? types[Int(random.next() % UInt64(types.count))]
                    : Self.profileType(number)
                fields.append(.init(number: number, size: t.size, type: t.type))
                if random.next() % 25 == 0 { fields.append(.init(number: number, size: t.size, type: t.type)) }
            }
            let bigEndian = i % 4 == 3
            b.define(local: 0, global: 20, bigEndian: bigEndian, fields)
            let size = fields.reduce(0) { $0 + Int($1.size) }
            for j in 0..<60 {
                // Mostly bytes within the limits (small numbers), some anything, some invalid (all ones).
                let payload: [UInt8] = (0..<size).map { k in
                    switch random.next() % 10 {
                    case 0: UInt8(truncatingIfNeeded: random.next())
                    case 1: 0xFF
                    default: k % 4 == 0 ? UInt8(30 + random.next() % 60) : 0
                    }
                }
                if j % 7 == 6 {
                    b.compressed(local: 0, offset: UInt8(j % 32), payload)
                } else {
                    b.data(local: 0, payload)
                }
            }
            if i % 2 == 0 { Self.session(&b) }
            Self.expectSameChecks(b.file(), "generated ride \(i)", validations: [.lenient])
        }
    }

    /// The profile's base type of a record field, with its size.
    static func profileType(_ number: UInt8) -> (type: UInt8, size: UInt8) {
        switch number {
        case 253, 5, 73, 78: (0x86, 4)
        case 0, 1: (0x85, 4)
        case 2, 6, 7: (0x84, 2)
        case 13: (0x01, 1)
        default: (0x02, 1)
        }
    }

    @Test func fixturesGiveWhatTotallingGives() throws {
        for name in [
            "Edge810-Vector-2013-08-16-15-35-10.fit", "event_timestamp.fit", "sample_mulitple_header.fit",
            "strava-android-app-201.10-b1218918.fit", "compressed-speed-distance.fit",
            "garmin-edge-820-bike.fit", "activity-filecrc.fit", "DeveloperData.fit"
        ] {
            Self.expectSameChecks(try Paths.bytes(Paths.fixture(name)), name)
        }
    }

    /// The generated ride of `ride(records:)` (out-of-range heart rates, untimed records, compressed
    /// speed and distance decoded in full, a session part-way and one at the end), whole, cut and damaged.
    @Test func generatedRidesWholeCutAndDamagedGiveWhatTotallingGives() {
        let whole = Self.ride(records: 2600)
        Self.expectSameChecks(whole, "whole")
        for cut in [300, 20_000, 45_000, whole.count - 1] {
            Self.expectSameChecks(Array(whole.prefix(cut)), "cut at \(cut)")
        }
        var flipped = whole
        flipped[50_000] ^= 0xFF
        Self.expectSameChecks(flipped, "a byte flipped")
    }

    /// A record has a time when its header is a compressed timestamp, whatever its fields say, or when its
    /// timestamp field is valid; it has a position when both position fields are valid. Counted by hand here.
    @Test func timesAndPositionsAreCountedAsTheRecordsHaveThem() {
        var b = FITBuilder()
        FramingTests.fileID(&b)
        b.define(
            local: 0, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 4, type: 0x85),
                .init(number: 1, size: 4, type: 0x85), .init(number: 3, size: 1, type: 0x02)
            ])
        b.define(local: 1, global: 20, [.init(number: 3, size: 1, type: 0x02)])
        let position = le32(500_000_000) + le32(100_000_000)
        b.data(local: 0, le32(1_000_000_000) + position + [90])  // timed, positioned
        b.data(local: 0, le32(UInt32.max) + position + [90])  // positioned
        b.compressed(local: 0, offset: 3, le32(UInt32.max) + le32(0x7FFF_FFFF) + le32(1) + [90])  // timed
        b.compressed(local: 1, offset: 4, [91])  // timed
        b.data(local: 1, [92])
        b.data(local: 0, le32(1_000_000_009) + le32(1) + le32(0x7FFF_FFFF) + [93])  // timed
        Self.session(&b)
        let bytes = b.file()
        let checked = ActivityReader.summary(
            of: MemorySource(bytes), again: { MemorySource(bytes) },
            totals: .withoutSession
        ).summary
        let totalled = ActivityReader.summary(of: MemorySource(bytes)).summary
        for s in [checked, totalled] {
            #expect(s.recordCount == 6)
            #expect(s.timedRecordCount == 4)
            #expect(s.positionCount == 2)
            #expect(s.problems.isEmpty)
        }
    }

    /// One local number given a new definition again and again (two layouts taking turns, three records each):
    /// every screen is dropped with its definition, and the records it passed still count.
    @Test func recordsUnderDefinitionsThatComeAndGoAreAllCounted() {
        var b = FITBuilder()
        FramingTests.fileID(&b)
        for i in 0..<50 {
            if i % 2 == 0 {
                b.define(
                    local: 0, global: 20,
                    [
                        .init(number: 253, size: 4, type: 0x86),
                        .init(number: 3, size: 1, type: 0x02)
                    ])
                for j in 0..<3 { b.data(local: 0, le32(1_000_000_000 + UInt32(i * 3 + j)) + [j == 2 ? 10 : 120]) }
            } else {
                b.define(
                    local: 0, global: 20,
                    [
                        .init(number: 3, size: 1, type: 0x02),
                        .init(number: 7, size: 2, type: 0x84)
                    ])
                for _ in 0..<3 { b.data(local: 0, [130] + le16(250)) }
            }
        }
        Self.session(&b)
        let bytes = b.file()
        let checked = ActivityReader.summary(
            of: MemorySource(bytes), again: { MemorySource(bytes) },
            totals: .withoutSession
        ).summary
        #expect(checked.recordCount == 150)
        #expect(checked.timedRecordCount == 75)
        #expect(checked.problems.count == 25)  // a heart rate of 10 in every other definition's last record
        Self.expectSameChecks(bytes, "redefinitions")
    }

    /// A file without a session is read again for its totals; one that cannot be opened again keeps the
    /// checked summary, without them.
    @Test func aFileWithoutASessionIsReadAgainForItsTotals() throws {
        var b = FITBuilder()
        FramingTests.fileID(&b)
        b.define(local: 0, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 7, size: 2, type: 0x84)])
        for i in 0..<10 { b.data(local: 0, le32(1_000_000_000 + UInt32(i)) + le16(UInt16(100 + i * 10))) }
        let bytes = b.file()
        var opened = 0
        let read = ActivityReader.summary(
            of: MemorySource(bytes),
            again: {
                opened += 1; return MemorySource(bytes)
            },
            totals: .withoutSession
        ).summary
        #expect(opened == 1)
        #expect(read.computed?.avgPower == 145)  // (100 + 190) / 2
        #expect(read.computed?.elapsedTime == 9)
        let notAgain = ActivityReader.summary(of: MemorySource(bytes), again: { nil }, totals: .withoutSession).summary
        #expect(notAgain.computed == nil)
        #expect(notAgain.recordCount == 10)
    }
}
