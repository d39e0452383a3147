/// Elevation gain and loss with GoldenCheetah's hysteresis: the reference moves only when altitude leaves a
/// band of ± the threshold around it, and the climb (or descent) to the new reference is counted. The one rule
/// for a ride's ascent (`analyze`) and a course's (`fitkit course`); docs/METRICS.md, "Elevation".
public enum Elevation {
    /// GoldenCheetah's: 3 m.
    public static let defaultThreshold = 3.0

    /// Gain and loss, m; nil without an altitude (NaN samples are passed over).
    public static func gainAndLoss(_ altitude: [Double], hysteresis: Double = defaultThreshold) -> (
        gain: Double, loss: Double
    )? {
        var reference: Double?
        var gain = 0.0, loss = 0.0
        for a in altitude where !a.isNaN {
            guard let ref = reference else { reference = a; continue }
            if a > ref + hysteresis {
                gain += a - ref
                reference = a
            } else if a < ref - hysteresis {
                loss += ref - a
                reference = a
            }
        }
        return reference == nil ? nil : (gain, loss)
    }
}
