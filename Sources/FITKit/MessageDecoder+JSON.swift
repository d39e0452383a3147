import FITSupport
/// Writing a data message as `fitkit dump`'s JSON line straight from its bytes, for the messages a decode plan
/// covers; the others are decoded into a `Message` first. Both give the same JSON (key order aside).
extension MessageDecoder {
    public func appendJSON(_ raw: RawMessage, to out: ByteBuffer) {
        guard applyProfile, raw.compressedTimestamp == nil,
            plans.withPlan(
                for: raw, make: DecodePlan.init,
                { plan in
                    guard plan.isSimple else { return false }
                    appendJSON(raw, plan, to: out)
                    return true
                })
        else { return decode(raw).appendJSON(to: out) }
    }

    /// Everything `appendJSON` would change in the decoder's state for this message, without writing it:
    /// accumulators seeded, developer descriptions registered, problems reported. Two decoders reading the same
    /// input can so share the writing of its messages and still agree on every message.
    public func skipJSON(_ raw: RawMessage) {
        if !applyProfile {
            // Raw values depend on no state but the developer descriptions.
            let global = raw.definition.globalNumber
            if global == MessageNumber.fieldDescription || global == MessageNumber.developerDataId
                || !raw.definition.developerFields.isEmpty
            {
                _ = decode(raw)
            }
            return
        }
        guard raw.compressedTimestamp == nil,
            plans.withPlan(
                for: raw, make: DecodePlan.init,
                { plan in
                    guard plan.isSimple else { return false }
                    if !plan.accumulatedSteps.isEmpty { seedAccumulators(raw, plan) }
                    return true
                })
        else { _ = decode(raw); return }
        guard !raw.definition.developerFields.isEmpty else { return }
        withDeveloperDescriptions(raw) { cache in
            guard !cache.allDescribed else { return }
            for (dd, step) in zip(raw.definition.developerFields, cache.steps) where !step.described {
                reportMissingDescription(dd, at: raw.offset)
            }
        }
    }

    /// The accumulator seeding of `appendJSON`'s loop, alone.
    private func seedAccumulators(_ raw: RawMessage, _ plan: DecodePlan) {
        let base = raw.bytes.baseAddress!
        let bigEndian = raw.definition.isBigEndian
        for i in plan.accumulatedSteps {
            let s = plan.jsonSteps[i]
            if case .generic = s.render {
                var isByteArray = false
                if let value = FieldReading.read(
                    base + s.position, size: s.size, type: s.type, bigEndian: bigEndian,
                    isByteArray: &isByteArray)
                {
                    seedAccumulator(raw.definition.globalNumber, s.number, value)
                }
            } else if let bits = s.validBits(base, bigEndian: bigEndian) {
                seedAccumulator(raw.definition.globalNumber, s.number, s.type.value(ofBits: bits))
            }
        }
    }

    private func appendJSON(_ raw: RawMessage, _ plan: DecodePlan, to out: ByteBuffer) {
        let base = raw.bytes.baseAddress!
        let bigEndian = raw.definition.isBigEndian
        let global = raw.definition.globalNumber
        out.append(plan.jsonOpening)
        // A comma goes before every field but the first: whether one was written shows in the buffer's length.
        // (A flag captured by `key` would be boxed and checked for exclusive access on every field.)
        let fieldsStart = out.count
        plan.keyBytes.withUnsafeBufferPointer { keys in
            plan.jsonSteps.withUnsafeBufferPointer { steps in
                @inline(__always) func key(_ s: DecodePlan.JSONStep) {
                    out.appendKey(s.key, from: keys, first: out.count == fieldsStart)
                }
                @inline(__always) func replaced(_ s: DecodePlan.JSONStep) -> Bool {
                    guard s.replacedBy >= 0 else { return false }
                    return steps[s.replacedBy].validBits(base, bigEndian: bigEndian) != nil
                }
                for i in 0..<steps.count {
                    let s = steps[i]
                    if case .generic = s.render {
                        var isByteArray = false
                        guard
                            let rawValue = FieldReading.read(
                                base + s.position, size: s.size, type: s.type,
                                bigEndian: bigEndian, isByteArray: &isByteArray)
                        else { continue }
                        if s.isAccumulated { seedAccumulator(global, s.number, rawValue) }
                        if replaced(s) { continue }
                        var value = rawValue
                        if let p = plan.steps[i].profile,
                            let v = Self.value(
                                of: rawValue, kind: p.kind, scale: p.scale,
                                offset: p.offset, isByteArray: isByteArray)
                        {
                            value = v
                        }
                        key(s)
                        sanitize(value).appendJSON(to: out)
                        continue
                    }
                    guard let bits = s.validBits(base, bigEndian: bigEndian) else { continue }
                    if s.isAccumulated { seedAccumulator(global, s.number, s.type.value(ofBits: bits)) }
                    if replaced(s) { continue }
                    key(s)
                    switch s.render {
                    case .integer, .decimal, .real, .enumeration:
                        out.append(bits, memo: plan.memos + i) { appendValue(bits, s, to: out) }
                    case .dateTime, .generic:  // times have a memo of their own (`ISO8601Writer`)
                        appendValue(bits, s, to: out)
                    }
                }
            }
        }
        plan.keyBytes.withUnsafeBufferPointer { keys in
            plan.expansionSteps.withUnsafeBufferPointer { expansions in
                // An expansion's text depends on its source's bits alone (accumulated ones are not in plans).
                let memos = plan.memos + plan.jsonSteps.count
                for k in 0..<expansions.count {
                    let x = expansions[k]
                    let bits = loadBits(base + x.position, x.type.size, bigEndian: bigEndian)
                    guard let value = Self.expandedNumber(x, bits) else { continue }
                    out.appendKey(x.key, from: keys, first: out.count == fieldsStart)
                    out.append(bits, memo: memos + k) { Self.named(number(value), kind: x.kind).appendJSON(to: out) }
                }
            }
        }
        out.append(UInt8(ascii: "}"))
        if !raw.definition.developerFields.isEmpty { appendDeveloperJSON(raw, to: out) }
        out.append("}\n")
    }

    /// Developer fields written straight from their bytes; the same JSON as `Message.appendDeveloperJSON`.
    private func appendDeveloperJSON(_ raw: RawMessage, to out: ByteBuffer) {
        withDeveloperDescriptions(raw) { cache in appendDeveloperJSON(raw, cache, to: out) }
    }

    private func appendDeveloperJSON(_ raw: RawMessage, _ cache: DeveloperCache, to out: ByteBuffer) {
        let base = raw.bytes.baseAddress!
        let bigEndian = raw.definition.isBigEndian
        var first = true
        cache.keyBytes.withUnsafeBufferPointer { keys in
            cache.steps.withUnsafeBufferPointer { steps in
                for (i, step) in steps.enumerated() {
                    guard step.described else {
                        reportMissingDescription(raw.definition.developerFields[i], at: raw.offset)
                        continue
                    }
                    guard step.fits else { continue }
                    let start = out.count
                    if first { out.append(#","developer_fields":{"#) }
                    out.appendKey(step.key, from: keys, first: first)
                    let type = step.type
                    if step.isScalar {
                        let bits = loadBits(base + step.position, type.size, bigEndian: bigEndian)
                        if type.isInvalid(bits) { out.truncate(to: start); continue }
                        out.append(bits, memo: cache.memos + i) {
                            if type.isFloat || !step.isPlain {
                                let v =
                                    type.isFloat
                                    ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
                                    : Double(Self.signed(bits, type))
                                JSONText.appendDouble(step.isPlain ? v : v / step.scale - step.offset, to: out)
                            } else {
                                JSONText.appendInt(Self.signed(bits, type), to: out)
                            }
                        }
                    } else {
                        var isByteArray = false
                        guard
                            var value = FieldReading.read(
                                base + step.position, size: step.size, type: type,
                                bigEndian: bigEndian, isByteArray: &isByteArray)
                        else { out.truncate(to: start); continue }
                        if !step.isPlain && type != .string {
                            value = Self.scaled(value, scale: step.scale, offset: step.offset)
                        }
                        sanitize(value).appendJSON(to: out)
                    }
                    first = false
                }
            }
        }
        if !first { out.append(UInt8(ascii: "}")) }
    }

    @inline(__always)
    private func appendValue(_ bits: UInt64, _ step: DecodePlan.JSONStep, to out: ByteBuffer) {
        let type = step.type
        switch step.render {
        case .integer(let offset):
            JSONText.appendInt(Self.signed(bits, type) - offset, to: out)
        case .decimal(let digits):
            JSONText.appendDecimal(Self.signed(bits, type), digits: digits, to: out)
        case .real(let scale, let offset):
            let v: Double =
                switch type {
                case .float32: Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
                case .float64: Double(bitPattern: bits)
                default: Double(Self.signed(bits, type))
                }
            JSONText.appendDouble((scale == 1 ? v : v / scale) - offset, to: out)
        case .enumeration(let t):
            let v = Self.signed(bits, type)
            if v >= 0, let name = Profile.types[t].name(of: UInt64(v)) {
                JSONText.appendString(name, to: out)
            } else {
                JSONText.appendInt(v, to: out)
            }
        case .dateTime:
            out.append(UInt8(ascii: "\""))
            clock.append(UInt32(truncatingIfNeeded: bits), to: out)
            out.append(UInt8(ascii: "\""))
        case .generic:
            break
        }
    }

    @inline(__always)
    private static func signed(_ bits: UInt64, _ type: BaseType) -> Int64 {
        guard type.isSigned else { return Int64(bitPattern: bits) }
        let shift = Int64(64 - type.size * 8)
        return Int64(bitPattern: bits << UInt64(shift)) >> shift
    }
}
