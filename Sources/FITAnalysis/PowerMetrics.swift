#if canImport(Glibc)
import Glibc
#endif

/// The power metrics, each by GoldenCheetah's rule (docs/METRICS.md says why and where tools differ).
public enum PowerMetrics {
    /// Mean of the recorded samples, zeros included (GoldenCheetah's AvgPower).
    public static func average(_ power: [Double]) -> Double? {
        var sum = 0.0, n = 0
        for p in power where !p.isNaN { sum += p; n += 1 }
        return n > 0 ? sum / Double(n) : nil
    }

    /// Normalized Power as GoldenCheetah's IsoPower: a 30-sample rolling mean whose buffer starts at zero,
    /// raised to the 4th power, averaged over every sample (warm-up included), 4th root. Seconds without a
    /// sample are skipped, not counted as zeros. Nil for fewer than 30 samples.
    public static func normalized(_ power: [Double]) -> Double? {
        var window = [Double](repeating: 0, count: 30)
        var slot = 0, rolling = 0.0, total = 0.0, n = 0
        for p in power where !p.isNaN {
            rolling += p - window[slot]
            window[slot] = p
            slot = (slot + 1) % 30
            let mean = rolling / 30
            let square = mean * mean
            total += square * square
            n += 1
        }
        guard n >= 30 else { return nil }
        return (total / Double(n)).squareRoot().squareRoot()
    }

    /// TSS = seconds × NP × IF / (FTP × 3600) × 100, the seconds being those with a power sample.
    public static func trainingStress(normalized np: Double, seconds: Double, ftp: Double) -> Double {
        seconds * np * (np / ftp) / (ftp * 3600) * 100
    }

    /// Joules as kJ: each 1 s sample is P × 1 s.
    public static func work(_ power: [Double]) -> Double {
        power.reduce(0) { $1.isNaN ? $0 : $0 + $1 } / 1000
    }

    /// W′ balance (Skiba's integral form, GoldenCheetah's default): W′ minus the W′ spent above CP, each
    /// second's expenditure recovering exponentially with τ = 546·e^(−0.01·(CP − mean power below CP)) + 316.
    /// Seconds without power count as 0 W (recovery), as GoldenCheetah fills gaps.
    /// The running sum decays each second instead of Waterworth's e^(t/τ) weights, which overflow past
    /// t/τ ≈ 709.
    public static func wPrimeBalance(_ power: [Double], cp: Double, wPrime: Double) -> [Double] {
        var below = 0.0, belowCount = 0
        for p in power where !p.isNaN && p < cp { below += p; belowCount += 1 }
        let meanBelow = belowCount > 0 ? below / Double(belowCount) : 0
        let tau = Double(Int(546 * exp(-0.01 * (cp - meanBelow)) + 316))
        let decay = exp(-1 / tau)
        var spent = 0.0
        return power.map { p in
            spent = spent * decay + max(0, (p.isNaN ? 0 : p) - cp)
            return wPrime - spent
        }
    }
}
