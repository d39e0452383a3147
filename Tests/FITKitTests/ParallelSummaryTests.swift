import Testing
@testable import FITActivity
@testable import FITKit
@testable import FITSupport

/// `ActivityReader.summary` with the records read on two threads (each totalling the batches of
/// `RecordTotals.batchSize` records it claims) must give exactly the summary one thread gives: the same totals to the last bit,
/// the same counts and marks, the same problems, the same error.
@Suite struct ParallelSummaryTests {
    /// Everything a summary holds, dictionaries in key order.
    static func fingerprint(_ s: ActivitySummary) -> String {
        [
            "computed \(String(describing: s.computed))", "sessions \(s.sessions)", "laps \(s.laps)",
            "records \(s.recordCount), timed \(s.timedRecordCount), with a position \(s.positionCount)",
            "pauses \(s.pauses), session marks \(s.sessionMarks), timer stop marks \(s.timerStopMarks)",
            "counts \(s.messageCounts.sorted { $0.key < $1.key })",
            "developer fields \(s.developerFields.sorted { $0.key < $1.key })", "problems \(s.problems)"
        ]
        .joined(separator: "\n")
    }

    static func expectSame(
        _ bytes: [UInt8], _ what: String,
        validations: [Validation] = [.strict, .lenient, .off]
    ) {
        for validation in validations {
            let options = DecodeOptions(validation: validation)
            let one = ActivityReader.summary(of: MemorySource(bytes), options: options)
            let two = ActivityReader.summary(of: MemorySource(bytes), options: options, again: { MemorySource(bytes) })
            // The input cannot be opened again: the first thread totals every batch after the first itself.
            let alone = ActivityReader.summary(of: MemorySource(bytes), options: options, again: { nil })
            #expect(fingerprint(two.summary) == fingerprint(one.summary), "\(what), \(validation), two threads")
            #expect(two.error == one.error, "\(what), \(validation)")
            #expect(fingerprint(alone.summary) == fingerprint(one.summary), "\(what), \(validation), no second input")
            #expect(alone.error == one.error, "\(what), \(validation)")
        }
    }

    /// A ride of `count` records whose totals depend on order across batch edges: altitude up and down (the
    /// climb between the last altitude of one batch and the first of the next), speeds and heart rates to
    /// average, out-of-range heart rates (problems in both threads' batches), records without a timestamp or
    /// with an invalid one (timed and untimed counts differ), compressed_speed_distance records (decoded in full, their distance
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

    @Test(arguments: [1, 511, 512, 513, 1023, 1024, 1025, 1536, 2600])
    func generatedRidesAroundBatchEdgesMatchOneThread(records: Int) {
        Self.expectSame(Self.ride(records: records), "\(records) records")
    }

    @Test func fixturesMatchOneThread() throws {
        for name in [
            "Edge810-Vector-2013-08-16-15-35-10.fit", "event_timestamp.fit", "sample_mulitple_header.fit",
            "strava-android-app-201.10-b1218918.fit", "compressed-speed-distance.fit"
        ] {
            Self.expectSame(try Paths.bytes(Paths.fixture(name)), name)
        }
    }

    @Test func brokenInputsStopAtTheSameRecordWithTheSameError() throws {
        let whole = Self.ride(records: 2600)
        for cut in [300, 20_000, 45_000, 70_000, whole.count - 1] {
            Self.expectSame(Array(whole.prefix(cut)), "cut at \(cut)")
        }
        var flipped = whole
        flipped[50_000] ^= 0xFF
        Self.expectSame(flipped, "a byte flipped")
    }

    /// The merge alone: two totals that claim batches in turn (as two threads do, whichever reaches a batch
    /// first), merged, against all batches in one.
    @Test(arguments: [0, 1, 511, 512, 513, 1024, 1500, 3000])
    func totalsOfClaimedBatchesMergeToTheTotalsOfOne(records: Int) {
        let claims = BatchClaims()
        var one = RecordTotals(), first = RecordTotals(claims: claims), second = RecordTotals(claims: claims)
        // Worked out here the plain way, record after record, for the batched sums to be checked against.
        var ascent = 0.0, descent = 0.0, last: Double?, speeds: [Double] = []
        for i in 0..<records {
            var s = RecordSample()
            s.time = i % 9 == 4 ? nil : 1000 + UInt32(i)
            s.altitude = i % 13 == 0 ? nil : Double((i * 7919) % 300) / 3
            s.speed = Double(i % 17) * 1.1 + 0.3
            s.heartRate = i % 400 == 7 ? 300 : Double(60 + i % 120)
            s.distance = Double(i) * 4.2
            s.latitude = 45.5
            s.longitude = i % 5 == 0 ? nil : 7.25
            s.offset = i * 20
            if let a = s.altitude {
                if let l = last { if a > l { ascent += a - l } else { descent += l - a } }
                last = a
            }
            speeds.append(s.speed!)
            one.add(s)
            // The second gets to batches 1, 4, 7, … first.
            if (i / RecordTotals.batchSize) % 3 == 1 {
                if second.takesNext() { second.add(s) } else { second.pass() }
                if first.takesNext() { first.add(s) } else { first.pass() }
            } else {
                if first.takesNext() { first.add(s) } else { first.pass() }
                if second.takesNext() { second.add(s) } else { second.pass() }
            }
        }
        let expected = one.merged(), got = first.merged(with: second), gotTheOtherWay = second.merged(with: first)
        let totals = expected.totals(sport: nil)
        #expect(totals.ascent == last.map { _ in ascent.rounded() })
        #expect(totals.descent == last.map { _ in descent.rounded() })
        if records > 0 {
            #expect(abs(totals.avgSpeed! - speeds.reduce(0, +) / Double(records)) < 1e-9)
            let lastTimed = (records - 1) % 9 == 4 ? records - 2 : records - 1
            #expect(totals.elapsedTime == Double(lastTimed))
        }
        for part in [got, gotTheOtherWay] {
            #expect(String(describing: part.totals(sport: nil)) == String(describing: expected.totals(sport: nil)))
            #expect(part.positionCount == expected.positionCount)
            #expect(part.problems == expected.problems)
        }
    }
}
