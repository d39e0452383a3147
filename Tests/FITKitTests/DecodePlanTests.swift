import Foundation
import Testing
@testable import FITKit

/// `MessageDecoder.decode` builds most messages from a plan made once per definition (`DecodePlan`), those with
/// subfields too (laps, sessions, device_info, file_id); the rest, and every message it cannot plan, the general
/// way (`decodeInFull`, the path that follows Garmin's decoder step for step). Both must give the same message:
/// fields, order, names, values, units.
@Suite struct DecodePlanTests {
    static func fingerprint(_ m: Message) -> String {
        "\(m.globalNumber) \(m.name) @\(m.offset): "
            + m.fields.map { "\($0.name)#\($0.number)=\($0.value) [\($0.units)]" }.joined(separator: ", ")
            + " | " + m.developerFields.map { "\($0.name)=\($0.value) [\($0.units)]" }.joined(separator: ", ")
    }

    /// Decodes `bytes` with two decoders in step, one through `decode`, one through `decodeInFull`, and expects
    /// the same messages; returns how many came from a plan with subfields. With `all` false, messages without
    /// subfields (records, gps_metadata…: the bulk of a file) are passed over by both, to keep the corpus' test
    /// short.
    @discardableResult
    static func expectSame(_ bytes: [UInt8], _ what: String, all: Bool = true) -> Int {
        let reader = FITReader(source: MemorySource(bytes), options: DecodeOptions(validation: .lenient))
        let planned = MessageDecoder(), full = MessageDecoder()
        let plans = PlanCache<DecodePlan>()
        var withSubfields = 0
        while let raw = try? reader.nextMessage() {
            if !all && plans.withPlan(for: raw, make: DecodePlan.init, { $0.isSimple }) { continue }
            let a = planned.decode(raw), b = full.decodeInFull(raw)
            #expect(fingerprint(a) == fingerprint(b), "\(what)")
            if raw.compressedTimestamp == nil,
                planned.plans.withCurrentPlan(for: raw, { $0.decodesFromPlan && !$0.subfieldSteps.isEmpty }) == true
            {
                withSubfields += 1
            }
        }
        return withSubfields
    }

    @Test func everyFixtureAndCorpusMessageDecodesAlike() throws {
        var withSubfields = 0
        for file in try FileManager.default.subpathsOfDirectory(atPath: Paths.fixtures.path)
        where file.hasSuffix(".fit") {
            withSubfields += Self.expectSame(try Paths.bytes(Paths.fixtures.appendingPathComponent(file).path), file)
        }
        for file in (try? FileManager.default.subpathsOfDirectory(atPath: Paths.corpus.path)) ?? []
        where file.lowercased().hasSuffix(".fit") {
            let path = Paths.corpus.appendingPathComponent(file).path
            withSubfields += Self.expectSame(try Paths.bytes(path), path, all: false)
        }
        #expect(withSubfields > 50, "laps, sessions and device_info took the plan")
    }

    /// Laps, sessions, device_info, file_id, workout steps and monitoring whose reference fields (sport,
    /// sub_sport, manufacturer, source_type, duration_type, activity_type) take the values that select each
    /// subfield, others and invalid ones, in both byte orders;
    /// some definitions give a reference or a field with subfields twice, or a field in another type, which the
    /// plan leaves to the general way.
    @Test func subfieldsChosenByAnyReferenceValueDecodeAlike() {
        var random = HostileInputTests.Random(state: 0xD1CE)
        // (global, [(field number, size, base type)]): the fields with subfields and their references.
        let messages: [(UInt16, [FITBuilder.F])] = [
            (
                19,
                [
                    .init(number: 25, size: 1, type: 0x00), .init(number: 10, size: 4, type: 0x86),
                    .init(number: 17, size: 1, type: 0x02), .init(number: 18, size: 1, type: 0x02),
                    .init(number: 13, size: 2, type: 0x84), .init(number: 9, size: 4, type: 0x86),
                    .init(number: 254, size: 2, type: 0x84)
                ]
            ),
            (
                18,
                [
                    .init(number: 5, size: 1, type: 0x00), .init(number: 6, size: 1, type: 0x00),
                    .init(number: 10, size: 4, type: 0x86), .init(number: 18, size: 1, type: 0x02),
                    .init(number: 19, size: 1, type: 0x02), .init(number: 14, size: 2, type: 0x84)
                ]
            ),
            (
                23,
                [
                    .init(number: 25, size: 1, type: 0x00), .init(number: 1, size: 1, type: 0x02),
                    .init(number: 2, size: 2, type: 0x84), .init(number: 4, size: 2, type: 0x84)
                ]
            ),
            (
                0,
                [
                    .init(number: 1, size: 2, type: 0x84), .init(number: 2, size: 2, type: 0x84),
                    .init(number: 0, size: 1, type: 0x00)
                ]
            ),
            // workout_step: duration_type, duration_value and target_value, whose subfields have a scale.
            (
                27,
                [
                    .init(number: 1, size: 1, type: 0x00), .init(number: 2, size: 4, type: 0x86),
                    .init(number: 4, size: 4, type: 0x86), .init(number: 3, size: 1, type: 0x00),
                    .init(number: 5, size: 4, type: 0x86)
                ]
            ),
            // monitoring: activity_type and cycles (strokes: scale 2).
            (55, [.init(number: 5, size: 1, type: 0x00), .init(number: 3, size: 4, type: 0x86)])
        ]
        let selecting: [Int64] = [0, 1, 2, 3, 5, 7, 8, 11, 13, 15, 20, 28, 37, 62, 65, 66, 89, 263, 254]
        for i in 0..<300 {
            let (global, base) = messages[i % messages.count]
            var fields = base
            switch i % 7 {
            case 3: fields.append(fields[0])  // a reference given twice
            case 5: fields.append(fields[fields.count / 2])  // a field given twice
            case 6: fields[1] = .init(number: fields[1].number, size: 2, type: 0x84)  // another type
            default: break
            }
            let bigEndian = i % 2 == 1
            var b = FITBuilder()
            b.define(local: 0, global: global, bigEndian: bigEndian, fields)
            for _ in 0..<8 {
                var payload: [UInt8] = []
                for f in fields {
                    let value: UInt64 =
                        switch random.next() % 4 {
                        case 0: UInt64(bitPattern: selecting[Int(random.next() % UInt64(selecting.count))])
                        case 1: .max  // invalid
                        default: random.next()
                        }
                    let bytes = (0..<Int(f.size)).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
                    payload += bigEndian ? bytes.reversed() : bytes
                }
                b.data(local: 0, payload)
            }
            Self.expectSame(b.file(), "generated message \(i) (global \(global))")
        }
    }
}
