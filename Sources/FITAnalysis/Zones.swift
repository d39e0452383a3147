/// Training zones: lower edges, a value belongs to the zone whose edge is the highest at or below it
/// (`lo ≤ v < hi`, GoldenCheetah's `whichZone`). Values below the first edge are in no zone.
public struct Zones: Sendable, Equatable {
    public let names: [String]
    public let lowerEdges: [Double]
    /// Where the edges come from, for the zone table's heading: "Coggan's, from FTP 280 W".
    public var basis = ""

    /// Coggan's seven power zones, lower edges at 0, 55, 75, 90, 105, 120 and 150 % of FTP.
    public static func coggan(ftp: Double) -> Zones {
        Zones(
            names: [
                "Z1 active recovery", "Z2 endurance", "Z3 tempo", "Z4 threshold", "Z5 VO2max",
                "Z6 anaerobic", "Z7 neuromuscular"
            ],
            lowerEdges: percent([0, 55, 75, 90, 105, 120, 150], of: ftp), basis: "Coggan's, from FTP \(whole(ftp)) W")
    }

    /// Five heart-rate zones from LTHR, lower edges at 0, 68, 83, 94 and 105 % (GoldenCheetah's defaults).
    public static func heartRate(lthr: Double) -> Zones {
        Zones(
            names: ["Z1 recovery", "Z2 aerobic", "Z3 tempo", "Z4 threshold", "Z5 VO2max"],
            lowerEdges: percent([0, 68, 83, 94, 105], of: lthr), basis: "from LTHR \(whole(lthr)) bpm")
    }

    /// Five heart-rate zones from maximum heart rate, lower edges at 0, 60, 70, 80 and 90 %.
    public static func heartRate(maxHR: Double) -> Zones {
        Zones(
            names: ["Z1 recovery", "Z2 aerobic", "Z3 tempo", "Z4 threshold", "Z5 maximum"],
            lowerEdges: percent([0, 60, 70, 80, 90], of: maxHR), basis: "from maximum heart rate \(whole(maxHR)) bpm")
    }

    /// 280 -> "280", 282.5 -> "282.5".
    private static func whole(_ v: Double) -> String { v.rounded() == v ? String(Int(v)) : "\(v)" }

    /// Whole percentages, so that 55 % of 200 W is exactly 110 W (0.55 × 200 is not, in binary).
    private static func percent(_ percents: [Double], of threshold: Double) -> [Double] {
        percents.map { $0 * threshold / 100 }
    }

    public static func custom(_ edges: [Double]) -> Zones {
        let sorted = edges.sorted()
        return Zones(names: sorted.indices.map { "Z\($0 + 1)" }, lowerEdges: sorted, basis: "your edges")
    }

    public func zone(of value: Double) -> Int? {
        guard !value.isNaN, let first = lowerEdges.first, value >= first else { return nil }
        var i = lowerEdges.count - 1
        while lowerEdges[i] > value { i -= 1 }
        return i
    }

    /// Seconds in each zone, one per sample of a 1 Hz series (NaN samples count nowhere).
    public func timeIn(_ series: [Double]) -> [Double] {
        var seconds = [Double](repeating: 0, count: lowerEdges.count)
        for v in series { if let z = zone(of: v) { seconds[z] += 1 } }
        return seconds
    }
}
