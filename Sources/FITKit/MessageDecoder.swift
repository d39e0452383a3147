import FITProfile
import FITSupport

/// Turns raw data messages into profile messages: field names, subfields, component expansion with
/// accumulation, scale and offset, enum names, date_times, and developer fields.
///
/// The rules follow Garmin's decoder (`garmin_fit_sdk/decoder.py` 21.218.0) step for step, so that `fitkit dump`
/// yields what it yields; where that decoder fails (compressed timestamps, NaN floats kept as values) we do the
/// right thing instead. The decoder keeps state across messages (accumulators, developer field descriptions).
package final class MessageDecoder {
    /// false gives raw values: names only, no scale/offset, enum names, subfields or components.
    package let applyProfile: Bool
    package internal(set) var problems: [FITError] = []
    // The state touched for every message (accumulators, the date writer, the descriptions' generation) goes
    // without dynamic exclusivity checks: a decoder is used from one thread. What changes only with a
    // field_description or developer_data_id keeps them.
    @exclusivity(unchecked) var accumulator = Accumulator()
    /// Writes date_time values of the JSON written straight from bytes.
    @exclusivity(unchecked) var clock = ISO8601Writer()
    var developerDataIndices = Set<UInt8>()
    /// The developer field descriptions learned so far (`registerFieldDescription`).
    var developerFields: [DeveloperFieldKey: DeveloperFieldInfo] = [:]
    /// Changes whenever `developerFields` does, so that what is worked out from them per definition is made again.
    @exclusivity(unchecked) var developerGeneration = 0
    /// A definition's developer fields with their descriptions, resolved once per definition and description
    /// change: each field's coding (by its description's type, scale and offset), and for the JSON writer its key.
    final class DeveloperCache {
        let infos: [DeveloperFieldInfo?]
        /// What the JSON writer needs of each field, in the definition's order: plain data, no strings to copy.
        struct Step {
            let coding: FieldCoding
            /// The field's key in `keyBytes`.
            let key: JSONKeyTable.Key
            /// Has a description, and is at least one element of its type long.
            let described: Bool, fits: Bool
            /// One number of fewer than 8 bytes: read straight from its bits.
            let isScalar: Bool
        }
        let steps: [Step]
        /// Whether every field has a description (a message then has no problem to report).
        let allDescribed: Bool
        /// The keys of `steps` (`JSONKeyTable.padded`).
        let keyBytes: [UInt8]
        /// The text last written for each of `steps` that is written as a double (a cache belongs to one decoder).
        let memos: UnsafeMutablePointer<TextMemo>

        init(definition: MessageDefinition, infos: [DeveloperFieldInfo?]) {
            self.infos = infos
            var keys = JSONKeyTable()
            steps = zip(definition.developerFields, infos).map { dd, info in
                let type = info?.type ?? .byte
                let coding = FieldCoding(
                    position: dd.position, size: dd.size, type: type, bigEndian: definition.isBigEndian,
                    scale: type == .string ? 1 : info?.scale ?? 1, offset: type == .string ? 0 : info?.offset ?? 0)
                return Step(
                    coding: coding, key: keys.add(info?.name ?? ""), described: info != nil, fits: dd.size >= type.size,
                    isScalar: dd.size == type.size && type != .string && type.size < 8)
            }
            allDescribed = !infos.contains { $0 == nil }
            self.keyBytes = keys.padded
            memos = TextMemo.allocate(steps.count)
        }

        deinit { memos.deallocate() }
    }
    let developerCache = PlanCache<DeveloperCache>(remembersEarlier: true)
    /// Developer fields without a description are reported once each, not once per message.
    var reportedMissing = Set<DeveloperFieldKey>()

    package init(applyProfile: Bool = true) { self.applyProfile = applyProfile }

    /// One field while a message is being built.
    struct Entry {
        var name: String
        var number: UInt8
        var raw: FieldValue
        var isByteArray = false
        /// The subfield this entry reads its field as (nil: the field itself).
        var subfield: SubfieldProfile?
        /// What the profile makes of the value (nil: it stands as read).
        var transform: ValueTransform?
        /// Set for fields expanded from components: their values are final.
        var expandedValue: FieldValue?
        var units = ""
    }

    /// Plans for the current definition of each local message number.
    let plans = PlanCache<DecodePlan>(remembersEarlier: true)
    /// How `dump` writes the messages of each, made the first time one is written.
    let layouts = PlanCache<JSONLayout>(remembersEarlier: true)

    /// The message: every field read through its coding in the definition's plan, then, as Garmin's decoder
    /// does, subfields chosen by their reference fields, components expanded (with accumulation), and scale,
    /// offset, enum names and date_times applied; developer fields by their descriptions.
    package func decode(_ raw: borrowing RawMessage) -> Message {
        plans.withPlan(for: raw, make: { $0.decodePlan }) { plan in decode(raw, plan) }
    }

    /// The message as `plan` reads it: for a plan that keeps some fields (`DecodePlan(_:keeping:)`), those
    /// fields as `decode(_:)` gives them, and not the others. Developer fields are read as ever.
    package func decode(_ raw: borrowing RawMessage, with plan: DecodePlan) -> Message { decode(raw, plan) }

    private func decode(_ raw: borrowing RawMessage, _ plan: DecodePlan) -> Message {
        unowned(unsafe) let definition = raw.definition  // borrowed, like the message: no retain
        let profile = definition.profile
        var entries: [Entry] = []
        entries.reserveCapacity(plan.maxEntries)
        // The steps read that have subfields, and their entries.
        var withSubfields: [(step: Int, entry: Int)] = []
        withSubfields.reserveCapacity(plan.stepsWithSubfields)
        var toExpand: [String] = []
        let base = raw.bytes.start

        if let t = raw.compressedTimestamp, let fp = profile?.field(CommonField.timestamp) {
            entries.append(
                Entry(name: fp.name, number: fp.number, raw: .int(Int64(t)), transform: ValueTransform(fp), units: "s"))
        }
        // The steps are read in place: copying one (for `for step in steps`) retains its strings and profile.
        plan.steps.withUnsafeBufferPointer { steps in
            for i in steps.indices {
                var isByteArray = false
                guard let value = steps[i].coding.rawValue(base, isByteArray: &isByteArray) else { continue }
                let number = steps[i].number
                // (The entry is made where it is stored: one made before would be copied into its place.)
                // A field listed twice: the later copy's value wins; its components are expanded once per copy,
                // each time from the value that won (Garmin's decoder, whose destinations so hold one value per
                // copy).
                if definition.repeatsFields, let earlier = entries.firstIndex(where: { $0.number == number }) {
                    entries[earlier] = Entry(
                        name: steps[i].name, number: number, raw: value, isByteArray: isByteArray,
                        transform: steps[i].transform, units: steps[i].units)
                } else {
                    entries.append(
                        Entry(
                            name: steps[i].name, number: number, raw: value, isByteArray: isByteArray,
                            transform: steps[i].transform, units: steps[i].units))
                    if steps[i].hasSubfields { withSubfields.append((i, entries.count - 1)) }
                }
                if steps[i].hasComponents { toExpand.append(steps[i].name) }
                if steps[i].isAccumulated { seedAccumulator(definition.globalNumber, number, value) }
            }
        }

        let developer = decodeDeveloperFields(raw)
        let mesgNum = definition.globalNumber
        var transforms = false
        if mesgNum == MessageNumber.developerDataId {
            registerDeveloperDataID(entries, offset: raw.offset)
        } else if mesgNum == MessageNumber.fieldDescription {
            registerFieldDescription(entries, offset: raw.offset)
        } else if applyProfile, let profile {
            if !withSubfields.isEmpty { expandSubfields(plan, base, &entries, withSubfields, &toExpand) }
            if !toExpand.isEmpty { expandComponents(profile, &entries, &toExpand) }
            transforms = true
        }
        var fields: [Field] = []
        fields.reserveCapacity(entries.count)
        for i in entries.indices {
            var value = entries[i].expandedValue ?? entries[i].raw
            // The profile's transform of each value read (expanded values are final).
            if transforms, entries[i].expandedValue == nil, let transform = entries[i].transform,
                let v = transform.apply(value, isByteArray: entries[i].isByteArray)
            {
                value = v
            }
            fields.append(
                Field(name: entries[i].name, number: entries[i].number, value: sanitize(value), units: entries[i].units)
            )
        }
        return Message(
            globalNumber: mesgNum, name: plan.name, fields: fields, developerFields: developer,
            offset: raw.offset)
    }

    // MARK: - Subfields

    /// Adds the subfields their references select, each as its field's value under the subfield's name, after
    /// the fields as read (Garmin's decoder puts one in the place of an entry of the same name; none has it
    /// where the plan says the names are unique).
    private func expandSubfields(
        _ plan: DecodePlan, _ base: UnsafeRawPointer, _ entries: inout [Entry],
        _ withSubfields: [(step: Int, entry: Int)], _ toExpand: inout [String]
    ) {
        for (step, original) in withSubfields {
            for sub in plan.steps[step].subfields
            where sub.selectors.contains(where: { plan.selects($0, base) }) {
                var entry = entries[original]
                entry.name = sub.profile.name
                entry.subfield = sub.profile
                entry.transform = sub.transform
                entry.units = sub.profile.units.first ?? ""
                if plan.subfieldNamesAreUnique { entries.append(entry) } else { upsert(&entries, entry) }
                if !sub.profile.components.isEmpty { toExpand.append(sub.profile.name) }
            }
        }
    }

    // MARK: - Components

    /// The destination of one or more components, while the message's components are expanded.
    private struct Expansion {
        var name: String
        var number: UInt8
        var raws: [FieldValue?] = []
        var values: [FieldValue?] = []
        var units: String
    }

    private func expandComponents(_ profile: MessageProfile, _ entries: inout [Entry], _ toExpand: inout [String]) {
        guard !toExpand.isEmpty else { return }
        var expanded: [Expansion] = []
        while let name = toExpand.popLast() {
            // Garmin prefers the field as read over one expanded earlier in this message.
            let source: (number: UInt8, raw: FieldValue, subfield: SubfieldProfile?, isByteArray: Bool)
            if let e = entries.firstIndex(where: { Self.same($0.name, name) }) {
                source = (entries[e].number, entries[e].raw, entries[e].subfield, entries[e].isByteArray)
            } else if let x = expanded.firstIndex(where: { Self.same($0.name, name) }) {
                source = (expanded[x].number, .array(expanded[x].raws), nil, false)
            } else {
                continue
            }
            guard let fp = profile.field(source.number) else { continue }
            let components: [UInt8], bits: [UInt8], scales: [Double], offsets: [Double], units: [String]
            let typeBase: BaseType?
            if let sub = source.subfield {
                (components, bits, scales, offsets, units, typeBase) =
                    (sub.components, sub.bits, sub.scale, sub.offset, sub.units, sub.typeBase)
            } else {
                (components, bits, scales, offsets, units, typeBase) =
                    (fp.components, fp.bits, fp.scale, fp.offset, fp.units, fp.typeBase)
            }
            guard !components.isEmpty, let typeBase else { continue }
            // Garmin reads byte arrays as one opaque value here and fails; we expand them as the profile means.
            guard var stream = BitStream(source.raw, elementBits: typeBase.size * 8, invalid: typeBase.invalidBits)
            else { continue }
            for i in components.indices {
                let width = Int(bits[i])
                guard stream.available >= width, let target = profile.field(components[i]) else { break }
                let index: Int
                if let j = expanded.firstIndex(where: { Self.same($0.name, target.name) }) {
                    index = j
                } else {
                    expanded.append(
                        Expansion(
                            name: target.name, number: target.number,
                            units: i < units.count ? units[i] : (target.units.first ?? "")))
                    index = expanded.count - 1
                }
                var v = Int64(bitPattern: stream.read(width))
                if target.isAccumulated {
                    v = accumulator.accumulate(profile.number, target.number, v, bits: width)
                }
                let (value, rawValue) = ComponentRule(scale: scales, offset: offsets, component: i, into: target)
                    .expand(v)
                expanded[index].raws.append(.int(Int64(rawValue)))
                expanded[index].values.append(value.map { Self.named(number($0), kind: target.kind) })
                if target.hasComponents { toExpand.append(target.name) }
                if stream.available == 0 { break }
            }
        }
        for x in expanded where x.values.contains(where: { $0 != nil }) {
            var entry = Entry(name: x.name, number: x.number, raw: .array(x.raws), units: x.units)
            entry.expandedValue = .array(x.values)
            upsert(&entries, entry)
        }
    }

    func number(_ v: Double) -> FieldValue {
        v.rounded() == v && abs(v) < 9.0e18 ? .int(Int64(v)) : .double(v)
    }

    // MARK: - Values

    static func named(_ value: FieldValue, kind: FieldKind) -> FieldValue {
        guard case .enumeration(let t) = kind else { return value }
        switch value {
        case .int(let v): return enumerationName(v, type: t).map { .string($0) } ?? value
        case .array(let items): return .array(items.map { $0.map { named($0, kind: kind) } })
        default: return value
        }
    }

    /// raw / scale - offset, with Garmin's types: dividing gives a double; subtracting alone keeps an integer.
    static func scaled(_ value: FieldValue, scale: Double, offset: Double) -> FieldValue {
        switch value {
        case .array(let items): return .array(items.map { $0.map { scaled($0, scale: scale, offset: offset) } })
        case .int(let v) where scale == 1: return offset == 0 ? value : .int(v - Int64(offset))
        case .uint where scale == 1 && offset == 0: return value
        case .int, .uint, .double:
            guard let number = value.double else { return value }
            return .double(FieldCoding.scaled(number, scale: scale, offset: offset))
        default: return value
        }
    }

    /// Garmin reports a one-element array as its element.
    func sanitize(_ value: FieldValue) -> FieldValue {
        if case .array(let items) = value, items.count == 1, let only = items[0] { return only }
        return value
    }

    /// Whether two names are the same, comparing their lengths first: most names differ in length, and that
    /// costs far less than comparing them.
    @inline(__always)
    static func same(_ a: String, _ b: String) -> Bool { a.utf8.count == b.utf8.count && a == b }

    private func upsert(_ entries: inout [Entry], _ entry: Entry) {
        if let i = entries.firstIndex(where: { Self.same($0.name, entry.name) }) {
            entries[i] = entry
        } else {
            entries.append(entry)
        }
    }

    func seedAccumulator(_ mesgNum: UInt16, _ fieldNum: UInt8, _ value: FieldValue) {
        if case .array(let items) = value {
            for case let v? in items { if let n = v.int { accumulator.seed(mesgNum, fieldNum, n) } }
        } else if let n = value.int {
            accumulator.seed(mesgNum, fieldNum, n)
        }
    }
}

struct DeveloperFieldKey: Hashable {
    let index: UInt8
    let number: UInt8
}

/// What a field_description says about one developer field.
package struct DeveloperFieldInfo: Sendable {
    package let name: String
    package let type: BaseType
    package let scale: Double
    package let offset: Double
    package let units: String
}
