#if canImport(Glibc)
import Glibc
#endif

/// A small deterministic generator (SplitMix64), so the random tests repeat.
package struct SeededGenerator: RandomNumberGenerator {
    package var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// The seed of the tests that choose moments at random: fixed, so that a failure repeats;
    /// `FITKIT_TEST_SEED` tries another.
    package static var testSeed: UInt64 {
        getenv("FITKIT_TEST_SEED").flatMap { UInt64(String(cString: $0)) } ?? 20_261_127
    }
}
