/// The shortest decimal text that reads back as a given double, for the doubles `dump` writes most that have
/// no short decimal: scaled integers off by an ulp (raw / 5 - 500 m gives 120.20000000000005) and float32
/// values widened to double (9.539999961853027). The standard library's general algorithm, written through a
/// stream, costs half as much again per number; this one covers 0.01 ≤ |v| < 10^15 only.
///
/// v = m · 2^e exactly. A decimal n / 10^k reads back as v when it lies within half an ulp of v:
/// (2m - 1) · 2^(e-1) ≤ n / 10^k ≤ (2m + 1) · 2^(e-1), the ends included when m is even (a tie rounds to the
/// even neighbour). With k chosen so that n has about 17 digits (always enough for a double), both ends
/// multiplied by 10^k and divided by 2^(1-e) are exact 128-bit integer operations, which give the range of
/// n. The shortest text is a multiple of the largest power of ten 10^j that has one in the range; of those
/// multiples, the one nearest v (the even one on a tie). That is the rule `Double.description` and Python's
/// `repr` follow, and the test compares with `description` on hundreds of thousands of values.
enum ShortestDecimal {
    /// Appends the shortest round-trip text of `v` in positional notation (as `description` prints it) and
    /// returns true, or returns false without writing when `v` is outside this method's range: |v| < 0.01,
    /// |v| ≥ 10^15, a whole number, or a power of two (whose lower neighbour is closer than the upper).
    static func append(_ v: Double, to out: ByteBuffer) -> Bool {
        let magnitude = abs(v)
        guard magnitude >= 0.01, magnitude < 1e15 else { return false }
        let bits = magnitude.bitPattern
        let fraction = bits & (1 << 52 - 1)
        guard fraction != 0 else { return false }
        let m = fraction | 1 << 52
        let shift = UInt64(1076) &- bits >> 52  // v = m · 2^(1 - shift); from 4 (v near 10^15) to 60 (v near 0.01)
        // 10^k · v has 17 digits before the point: k = 16 - ⌊log10 v⌋, from 2 to 18 (a neighbour for a v within
        // rounding of a power of ten, which only changes how many digits n has).
        var k = 16, scale: UInt64 = 10_000_000_000_000_000  // 10^k
        var limit = 1.0
        while magnitude < limit { k &+= 1; scale &*= 10; limit /= 10 }
        while magnitude >= limit * 10 { k &-= 1; scale /= 10; limit *= 10 }
        let mask = UInt64(1) &<< shift &- 1
        // a · 10^k / 2^shift as a quotient (below 10^19, so 64 bits hold it) and a remainder.
        @inline(__always) func scaled(_ a: UInt64) -> (value: UInt64, remainder: UInt64) {
            let (high, low) = a.multipliedFullWidth(by: scale)
            return (high &<< (64 &- shift) | low &>> shift, low & mask)
        }
        let even = m & 1 == 0
        let lower = scaled(2 &* m &- 1), upper = scaled(2 &* m &+ 1)
        let lo = lower.value &+ (lower.remainder == 0 && even ? 0 : 1)
        let hi = upper.value &- (upper.remainder == 0 && !even ? 1 : 0)
        guard lo <= hi else { return false }
        // The largest power of ten, unit = 10^j, with a multiple in lo...hi. (Divisions by a variable: with a
        // constant per j the compiler computes all nineteen quotients up front.)
        var j = 0, unit: UInt64 = 1
        while j < k {
            let next = unit &* 10
            guard (hi / next) &* next >= lo else { break }
            unit = next
            j &+= 1
        }
        // 10^k · v = whole + part / 2^shift; the multiple of unit nearest it is below · unit or the next one up.
        let (whole, part) = scaled(2 &* m)
        let half = UInt64(1) &<< (shift &- 1)
        let below = whole / unit, rest = whole &- below &* unit
        let up =
            unit == 1
            ? part > half || (part == half && below & 1 == 1)
            : rest > unit / 2 || (rest == unit / 2 && (part != 0 || below & 1 == 1))
        var q = up ? below &+ 1 : below
        if q &* unit < lo { q &+= 1 } else if q &* unit > hi { q &-= 1 }
        let decimals = k - j
        guard decimals > 0 else { return false }
        let divisor = scale / unit  // 10^decimals
        let integer = q / divisor, decimal = q % divisor
        out.write(upTo: 48) { start in
            var p = start
            if v < 0 {
                p.pointee = UInt8(ascii: "-")
                p += 1
            }
            let n = ByteBuffer.digitCount(integer)
            ByteBuffer.writeDigits(integer, width: n, endingAt: p + n)
            p += n
            p.pointee = UInt8(ascii: ".")
            ByteBuffer.writeDigits(decimal, width: decimals, endingAt: p + 1 + decimals)
            p += 1 + decimals
            while p[-1] == UInt8(ascii: "0") { p -= 1 }
            return p - start
        }
        return true
    }
}
