#if canImport(Glibc)
import Glibc
#endif
import FITSupport
import Dispatch

/// The mean-maximal power curve: for every duration from 1 s to the ride's length, the highest average power
/// held that long. Seconds without power count as 0 W (GoldenCheetah's rule: a stop lowers the efforts that
/// span it).
///
/// Exact, from prefix sums of energy E: for duration d the best is max(E[i+d] − E[i]) / d. Checking every i
/// for every d is 9.3·10⁸ differences on a 12-hour ride; instead the starts are taken in blocks of 64, and a
/// block is scanned only when an upper bound on its windows (the highest E its ends can reach minus the lowest
/// E at its starts) beats the best window found so far, which starts from the best of the previous duration.
/// The durations are shared between the cores.
public struct MeanMaxCurve: Sendable {
    /// `watts[d - 1]` is the best average over d seconds.
    public let watts: [Double]

    static let block = 64

    public init(power: [Double]) {
        let n = power.count
        guard n > 0 else { watts = []; return }
        var energy = [Double](repeating: 0, count: n + 1)
        for i in 0..<n { energy[i + 1] = energy[i] + (power[i].isNaN ? 0 : power[i]) }
        let blocks = energy.count / Self.block + 1
        var blockMax = [Double](repeating: -.infinity, count: blocks)
        var blockMin = [Double](repeating: .infinity, count: blocks)
        for (i, e) in energy.enumerated() {
            blockMax[i / Self.block] = max(blockMax[i / Self.block], e)
            blockMin[i / Self.block] = min(blockMin[i / Self.block], e)
        }
        var best = [Double](repeating: 0, count: n)
        let workers = max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        energy.withUnsafeBufferPointer { e in
            blockMax.withUnsafeBufferPointer { hi in
                blockMin.withUnsafeBufferPointer { lo in
                    best.withUnsafeMutableBufferPointer { out in
                        // Each worker writes its own durations only: sharing the buffers is safe.
                        let shared = SharedBuffers(energy: e, blockMax: hi, blockMin: lo, best: out)
                        // Interleaved durations give every worker a similar share of the work.
                        DispatchQueue.concurrentPerform(iterations: workers) { worker in
                            var d = worker + 1
                            var hint = 0
                            while d <= n {
                                let (sum, at) = Self.bestWindow(shared, n, d, hint: hint)
                                shared.best[d - 1] = sum / Double(d)
                                hint = at
                                d += workers
                            }
                        }
                    }
                }
            }
        }
        watts = best
    }

    /// The buffers `concurrentPerform`'s workers share. Sendable, though the compiler cannot check it: the
    /// energy and block buffers are only read while the workers run, each worker writes only `best[d - 1]` for
    /// its own durations d (worker + 1, + workers, …: no two workers share one), and `concurrentPerform` returns
    /// only when every worker has ended, before anything reads `best`.
    private struct SharedBuffers: @unchecked Sendable {
        let energy: UnsafeBufferPointer<Double>
        let blockMax: UnsafeBufferPointer<Double>
        let blockMin: UnsafeBufferPointer<Double>
        let best: UnsafeMutableBufferPointer<Double>
    }

    /// The largest E[i + d] − E[i] and its i.
    private static func bestWindow(_ s: SharedBuffers, _ n: Int, _ d: Int, hint: Int) -> (Double, Int) {
        let e = s.energy.start
        let last = n - d
        var best = -Double.infinity, at = 0
        @inline(__always) func scan(_ from: Int, _ to: Int) {
            var i = from
            while i <= to {
                let v = e[i + d] - e[i]
                if v > best { best = v; at = i }
                i += 1
            }
        }
        let h = min(hint, last)
        scan(max(0, h - block), min(last, h + block))
        var b = 0
        while b * block <= last {
            let from = b * block, to = min(from + block - 1, last)
            let ends = max(s.blockMax[(from + d) / block], s.blockMax[(to + d) / block])
            if ends - s.blockMin[b] > best { scan(from, to) }
            b += 1
        }
        return (best, at)
    }

    /// The best average over `seconds`, nil when the ride is shorter.
    public func best(_ seconds: Int) -> Double? {
        seconds >= 1 && seconds <= watts.count ? watts[seconds - 1] : nil
    }

    /// Every duration with its best.
    public var points: [(seconds: Int, watts: Double)] { watts.enumerated().map { ($0.offset + 1, $0.element) } }

    /// The named durations of `best_efforts`: 5 s, 1, 5, 20 and 60 min.
    public static let namedDurations = [5, 60, 300, 1200, 3600]
}
