import FITProfile
import Testing
import TestSupport

@testable import FITActivity
@testable import FITKit

/// A summary reads laps through a plan that keeps only the fields their totals read, and what those depend on
/// (`ActivityReader.lapPlan`, `DecodePlan(_:keeping:)`): each lap's totals must be those of the whole message,
/// as `MessageDecoder.decode(_:)` (held to Garmin's decoder by the conformance check) gives it.
@Suite struct LapPlanTests {
    /// Decodes the laps of `bytes` whole with one decoder and through the lap plan with another, and expects
    /// the same totals of each lap. Both decoders also read the developer field descriptions; nothing else
    /// carries state into a lap (accumulators are kept per message number).
    /// - Returns: how many laps were compared.
    @discardableResult
    static func expectSameTotals(_ bytes: [UInt8], _ what: String) -> Int {
        let reader = FITReader(source: MemorySource(bytes), options: DecodeOptions(validation: .lenient))
        let whole = MessageDecoder(), kept = MessageDecoder()
        var laps = 0
        do {
            while try reader.withNextMessage({ raw in
                let number = raw.definition.globalNumber
                guard number == MessageNumber.lap else {
                    if number == MessageNumber.fieldDescription || number == MessageNumber.developerDataId {
                        _ = whole.decode(raw)
                        _ = kept.decode(raw)
                    }
                    return
                }
                let message = whole.decode(raw)
                let totals = Totals(kept.decode(raw, with: ActivityReader.lapPlan(raw.definition)), LapField.self)
                #expect("\(totals)" == "\(Totals(message, LapField.self))", "\(what), the lap at \(raw.offset)")
                laps += 1
            }) {}
        } catch {
            // A damaged file: the laps before the damage were compared.
        }
        #expect(whole.problems.map(\.description) == kept.problems.map(\.description), "\(what)")
        return laps
    }

    @Test func everyLapOfTheFixturesAndTheCorpusHasTheTotalsOfTheWholeMessage() throws {
        var laps = 0
        for path in Paths.activityFiles() {
            laps += Self.expectSameTotals(try Paths.bytes(path), path)
        }
        #expect(laps > 0)
    }

    /// A lap with every field of the lap profile, each holding a valid value, in both byte orders and for each
    /// sport that chooses subfields: a field the totals read that the plan left out would be missing from them.
    @Test func aLapWithEveryFieldOfTheProfileHasTheTotalsOfTheWholeMessage() throws {
        let profile = try #require(Profile.message(MessageNumber.lap))
        let fields: [FITBuilder.F] = profile.fields.compactMap { field in
            let type = field.baseType
            guard type != .string else { return nil }
            return FITBuilder.F(
                number: field.number, size: UInt8(type.size), type: type.rawValue | (type.size > 1 ? 0x80 : 0))
        }
        let sport = try #require(profile.field(LapField.sport.fieldNumber))
        for bigEndian in [false, true] {
            for sportValue: UInt8 in [0, 1, 2, 5] {  // generic, running, cycling, swimming
                var b = FITBuilder()
                FramingTests.fileID(&b)
                b.define(local: 1, global: MessageNumber.lap, bigEndian: bigEndian, fields)
                var payload: [UInt8] = []
                let times = [LapField.timestamp.fieldNumber, LapField.startTime.fieldNumber]
                for field in fields {
                    // Times in 2001, enums at their first value (active, manual, generic), other fields small
                    // values every type holds as valid (neither all ones, nor 0x7F…, nor zero).
                    var value = [UInt8(field.number % 60 + 1)] + Array(repeating: 0, count: Int(field.size) - 1)
                    if field.number == sport.number {
                        value = [sportValue]
                    } else if times.contains(field.number) {
                        value = le32(1_000_000_000)
                    } else if field.type == BaseType.enumeration.rawValue {
                        value = [0]
                    }
                    payload += bigEndian ? value.reversed() : value
                }
                b.data(local: 1, payload)
                let compared = Self.expectSameTotals(
                    b.file(), "every field, sport \(sportValue), bigEndian \(bigEndian)")
                #expect(compared == 1)
                // The values were read, not missing from both (the whole decoder's, checked by hand).
                let lap = try #require(ActivityReader.summary(of: MemorySource(b.file())).summary.laps.first)
                #expect(lap.startTime == 1_000_000_000 && lap.trigger == "manual" && lap.intensity == "active")
                #expect(lap.avgPower == 20 && lap.normalizedPower == 34 && lap.maxHeartRate == 17)
            }
        }
    }
}
