import FITProfile
import FITSupport

/// How `dump` writes the messages of one definition straight from their bytes: for each step of its
/// `DecodePlan`, the step's coding, how its value is written, and its key, as plain data the writer reads
/// for every message without reference counting; the keys laid end to end; and the text last written for each
/// value (a layout belongs to one decoder).
package final class JSONLayout {
    /// How a single value of a step is written, from its coding's bits.
    package enum Render {
        /// Through `FieldValue` (arrays, strings, 64-bit integers, byte arrays, several scales).
        case generic
        /// An integer minus an integer offset.
        case integer(offset: Int64)
        /// The coding's number after scale and offset, a double (also every float).
        case real
        /// raw / 10^digits, a double written by decimal shifting.
        case decimal(digits: Int)
        /// Index into `Profile.types`.
        case enumeration(Int)
        case dateTime
    }

    /// What the writer reads of a step for every message.
    package struct Step {
        let coding: FieldCoding
        let render: Render
        let replacedBy: Int
        let isAccumulated: Bool
        let number: UInt8
        /// The step's key in `keyBytes`.
        let key: JSONKeyTable.Key
    }

    /// A step's one-to-one component expansion, as plain data (no strings to retain when it is read).
    package struct ExpansionStep {
        /// The index of the step whose bits expand.
        let source: Int
        let coding: FieldCoding
        let mask: UInt64
        let rule: ComponentRule
        let kind: FieldKind
        /// The target's key in `keyBytes`.
        let key: JSONKeyTable.Key

        /// The value the source's bits expand to, before it is named; nil when they or it are invalid.
        @inline(__always)
        func number(_ bits: UInt64) -> Double? {
            guard !coding.isInvalid(bits), !coding.type.isFloat else { return nil }
            return rule.expand(Int64(bitPattern: bits & mask)).value
        }
    }

    /// The plan's `isSimple`: the writer writes only these messages from their bytes; the rest it decodes
    /// first (and their layout holds nothing else).
    let isSimple: Bool
    let steps: [Step]
    /// What the profile makes of each step's value, for values written through `FieldValue`.
    let transforms: [ValueTransform?]
    /// `{"message":NAME,"fields":{`, the same for every message of the definition (`openingCount` bytes of it:
    /// it is `ByteBuffer.padded`, to be copied with a few word moves).
    let opening: [UInt8]
    let openingCount: Int
    /// The keys of `steps` and `expansions` (`JSONKeyTable.padded`).
    let keyBytes: [UInt8]
    /// The expansions, last step first (the order Garmin's decoder expands them in).
    let expansions: [ExpansionStep]
    /// The indices of the steps that seed an accumulator: all a message skipped by the JSON writer changes.
    let accumulatedSteps: [Int]
    /// The text last written for each of `steps`, then for each of `expansions`.
    let memos: UnsafeMutablePointer<TextMemo>

    init(_ plan: DecodePlan) {
        isSimple = plan.isSimple
        let planned = plan.isSimple ? plan.steps : []
        var keys = JSONKeyTable()
        let steps = planned.map { step in
            Step(
                coding: step.coding, render: Self.render(step), replacedBy: step.replacedBy,
                isAccumulated: step.profile?.isAccumulated == true, number: step.number, key: keys.add(step.name))
        }
        var expansions: [ExpansionStep] = []
        for (i, step) in planned.enumerated().reversed() {
            guard let x = step.expansion else { continue }
            expansions.append(
                ExpansionStep(
                    source: i, coding: step.coding, mask: x.mask, rule: x.rule, kind: x.kind, key: keys.add(x.name)))
        }
        self.steps = steps
        self.expansions = expansions
        transforms = planned.map(\.transform)
        accumulatedSteps = steps.indices.filter { steps[$0].isAccumulated }
        memos = TextMemo.allocate(steps.count + expansions.count)
        let opening = ByteBuffer(capacity: 64)
        opening.append(#"{"message":"#)
        JSONText.appendString(plan.name, to: opening)
        opening.append(#","fields":{"#)
        self.opening = ByteBuffer.padded([UInt8](opening.bytes))
        openingCount = opening.count
        keyBytes = keys.padded
    }

    deinit { memos.deallocate() }

    /// How a step's single value is written: its profile's transform (`ValueTransform`, as `MessageDecoder`
    /// applies it) worked out ahead for the writer.
    private static func render(_ step: DecodePlan.Step) -> Render {
        let coding = step.coding, type = coding.type
        guard coding.isSingle, type.size < 8 || type == .float64 else { return .generic }
        switch step.transform?.kind ?? .plain {
        case .plain:
            return type.isFloat ? .real : .integer(offset: 0)
        case .numeric:
            // Several scales leave the value as read: written through `FieldValue`, as it always was.
            guard step.transform?.scaling != nil else { return .generic }
            let s = coding.scale, o = coding.offset
            // A switch, not a dictionary literal: the first `[Double: Int]` a run makes costs a scan of every
            // protocol conformance in the binary to find `Double: Hashable`.
            let digits: Int? =
                switch s {
                case 10: 1;
                case 100: 2;
                case 1000: 3;
                default: nil
                }
            if !type.isFloat && o == 0, let digits { return .decimal(digits: digits) }
            if type.isFloat || s != 1 { return .real }
            return o == o.rounded() ? .integer(offset: Int64(o)) : .generic
        case .enumeration(let t):
            return type.isFloat ? .generic : .enumeration(t)
        case .dateTime:
            return type.isFloat || type.isSigned ? .generic : .dateTime
        }
    }
}
