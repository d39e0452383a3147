import FITSupport
/// Writing a data message as `fitkit dump`'s JSON line straight from its bytes, for the messages a decode plan
/// covers; the others are decoded into a `Message` first. Both give the same JSON (key order aside).
extension MessageDecoder {
    package func appendJSON(_ raw: borrowing RawMessage, to out: ByteBuffer) {
        guard applyProfile, raw.compressedTimestamp == nil,
            layouts.withPlan(
                for: raw, make: { layout($0) },
                { layout in
                    guard layout.isSimple else { return false }
                    appendJSON(raw, layout, to: out)
                    return true
                })
        else { return decode(raw).appendJSON(to: out) }
    }

    /// Everything `appendJSON` would change in the decoder's state for this message, without writing it:
    /// accumulators seeded, developer descriptions registered, problems reported. Two decoders reading the same
    /// input can so share the writing of its messages and still agree on every message.
    package func skipJSON(_ raw: borrowing RawMessage) {
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
            layouts.withPlan(
                for: raw, make: { layout($0) },
                { layout in
                    guard layout.isSimple else { return false }
                    if !layout.accumulatedSteps.isEmpty { seedAccumulators(raw, layout) }
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

    /// The layout of a definition's messages, from its decode plan.
    private func layout(_ definition: MessageDefinition) -> JSONLayout {
        plans.withPlan(for: definition, make: { $0.decodePlan }) { JSONLayout($0) }
    }

    /// The accumulator seeding of `appendJSON`'s loop, alone.
    private func seedAccumulators(_ raw: borrowing RawMessage, _ layout: JSONLayout) {
        let base = raw.bytes.start
        for i in layout.accumulatedSteps {
            let s = layout.steps[i]
            if case .generic = s.render {
                var isByteArray = false
                if let value = s.coding.rawValue(base, isByteArray: &isByteArray) {
                    seedAccumulator(raw.definition.globalNumber, s.number, value)
                }
            } else if let bits = s.coding.validBits(base) {
                seedAccumulator(raw.definition.globalNumber, s.number, s.coding.value(bits))
            }
        }
    }

    private func appendJSON(_ raw: borrowing RawMessage, _ layout: JSONLayout, to out: ByteBuffer) {
        let base = raw.bytes.start
        let global = raw.definition.globalNumber
        layout.opening.withUnsafeBufferPointer { out.append(padded: $0.start, count: layout.openingCount) }
        // A comma goes before every field but the first: whether one was written shows in the buffer's length.
        // (A flag captured by `key` would be boxed and checked for exclusive access on every field.)
        let fieldsStart = out.count
        layout.keyBytes.withUnsafeBufferPointer { keys in
            layout.steps.withUnsafeBufferPointer { steps in
                @inline(__always) func key(_ s: UnsafePointer<JSONLayout.Step>) {
                    out.appendKey(s.pointee.key, from: keys, first: out.count == fieldsStart)
                }
                @inline(__always) func replaced(_ s: UnsafePointer<JSONLayout.Step>) -> Bool {
                    guard s.pointee.replacedBy >= 0 else { return false }
                    return steps[s.pointee.replacedBy].coding.validBits(base) != nil
                }
                for i in 0..<steps.count {
                    // Read in place: a step is too large to copy for every field.
                    let s = steps.start + i
                    if case .generic = s.pointee.render {
                        var isByteArray = false
                        guard let rawValue = s.pointee.coding.rawValue(base, isByteArray: &isByteArray) else {
                            continue
                        }
                        if s.pointee.isAccumulated { seedAccumulator(global, s.pointee.number, rawValue) }
                        if replaced(s) { continue }
                        var value = rawValue
                        if let transform = layout.transforms[i],
                            let v = transform.apply(rawValue, isByteArray: isByteArray)
                        {
                            value = v
                        }
                        key(s)
                        sanitize(value).appendJSON(to: out)
                        continue
                    }
                    guard let bits = s.pointee.coding.validBits(base) else { continue }
                    if s.pointee.isAccumulated {
                        seedAccumulator(global, s.pointee.number, s.pointee.coding.value(bits))
                    }
                    if replaced(s) { continue }
                    key(s)
                    switch s.pointee.render {
                    case .integer, .decimal, .real, .enumeration:
                        out.append(bits, memo: layout.memos + i) { appendValue(bits, s, to: out) }
                    case .dateTime, .generic:  // times have a memo of their own (`ISO8601Writer`)
                        appendValue(bits, s, to: out)
                    }
                }
            }
        }
        layout.keyBytes.withUnsafeBufferPointer { keys in
            layout.expansions.withUnsafeBufferPointer { expansions in
                // An expansion's text depends on its source's bits alone (accumulated ones are not in plans).
                let memos = layout.memos + layout.steps.count
                for k in 0..<expansions.count {
                    // Read in place: a step copied out was a call to memcpy, twice a record.
                    let x = expansions.start + k
                    let bits = x.pointee.coding.bits(base)
                    // Bits written before were valid: their text is copied without working the value out.
                    if (memos + k).pointee.holds(bits) {
                        out.appendKey(x.pointee.key, from: keys, first: out.count == fieldsStart)
                        out.appendKept(memos + k)
                        continue
                    }
                    guard let value = x.pointee.number(bits) else { continue }
                    out.appendKey(x.pointee.key, from: keys, first: out.count == fieldsStart)
                    out.append(bits, memo: memos + k) {
                        Self.named(number(value), kind: x.pointee.kind).appendJSON(to: out)
                    }
                }
            }
        }
        out.append(UInt8(ascii: "}"))
        if !raw.definition.developerFields.isEmpty { appendDeveloperJSON(raw, to: out) }
        out.append("}\n")
    }

    /// Developer fields written straight from their bytes; the same JSON as `Message.appendDeveloperJSON`.
    private func appendDeveloperJSON(_ raw: borrowing RawMessage, to out: ByteBuffer) {
        withDeveloperDescriptions(raw) { cache in appendDeveloperJSON(raw, cache, to: out) }
    }

    private func appendDeveloperJSON(_ raw: borrowing RawMessage, _ cache: DeveloperCache, to out: ByteBuffer) {
        let base = raw.bytes.start
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
                    let coding = step.coding
                    if step.isScalar {
                        guard let bits = coding.validBits(base) else { out.truncate(to: start); continue }
                        out.append(bits, memo: cache.memos + i) {
                            if coding.type.isFloat || coding.isScaled {
                                JSONText.appendDouble(coding.scaled(coding.number(bits)), to: out)
                            } else {
                                JSONText.appendInt(coding.integer(bits), to: out)
                            }
                        }
                    } else {
                        var isByteArray = false
                        guard var value = coding.rawValue(base, isByteArray: &isByteArray) else {
                            out.truncate(to: start)
                            continue
                        }
                        if coding.isScaled { value = Self.scaled(value, scale: coding.scale, offset: coding.offset) }
                        sanitize(value).appendJSON(to: out)
                    }
                    first = false
                }
            }
        }
        if !first { out.append(UInt8(ascii: "}")) }
    }

    @inline(__always)
    private func appendValue(_ bits: UInt64, _ step: UnsafePointer<JSONLayout.Step>, to out: ByteBuffer) {
        let coding = step.pointee.coding
        switch step.pointee.render {
        case .integer(let offset):
            JSONText.appendInt(coding.integer(bits) - offset, to: out)
        case .decimal(let digits):
            JSONText.appendDecimal(coding.integer(bits), digits: digits, to: out)
        case .real:
            JSONText.appendDouble(coding.scaled(coding.number(bits)), to: out)
        case .enumeration(let t):
            let v = coding.integer(bits)
            if let name = enumerationName(v, type: t) {
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
}
