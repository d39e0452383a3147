/// Reads a field's values as one little-endian bit stream, least significant bit first, the way FIT
/// components are packed. Each element contributes `elementBits` bits.
struct BitStream {
    private var words: [UInt64]
    private let elementBits: Int
    private var index = 0
    private var bit = 0
    private(set) var available: Int

    /// nil when the value holds nothing but invalid elements (nothing to expand).
    init?(_ value: FieldValue, elementBits: Int, invalid: UInt64) {
        let mask: UInt64 = elementBits >= 64 ? .max : (1 << UInt64(elementBits)) - 1
        func bits(_ v: FieldValue?) -> UInt64? {
            switch v {
            case .int(let i)?: UInt64(bitPattern: i) & mask
            case .uint(let u)?: u & mask
            case nil: invalid
            default: nil
            }
        }
        var words: [UInt64] = []
        if case .array(let items) = value {
            for item in items {
                guard let w = bits(item) else { return nil }
                words.append(w)
            }
        } else {
            guard let w = bits(value) else { return nil }
            words.append(w)
        }
        if words.allSatisfy({ $0 == invalid }) { return nil }
        self.words = words
        self.elementBits = elementBits
        self.available = words.count * elementBits
    }

    mutating func read(_ count: Int) -> UInt64 {
        var result: UInt64 = 0
        var done = 0
        while done < count && available > 0 {
            let take = min(count - done, elementBits - bit)
            let chunk = (words[index] >> UInt64(bit)) & (take >= 64 ? .max : (1 << UInt64(take)) - 1)
            result |= chunk << UInt64(done)
            done += take
            bit += take
            available -= take
            if bit == elementBits { bit = 0; index += 1 }
        }
        return result
    }
}
