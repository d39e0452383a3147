/// A ride's route thinned for pictures of many rides (the site's heatmap, docs/REPORT.md): a position every
/// `spacing` metres or more, the last one before each gap kept, and one NaN pair where the ride has no position
/// (a gap a line must not cross). The library keeps it for each activity, so that the heatmap of a whole library
/// does not decode every ride again.
public struct ThinTrack: Sendable, Equatable {
    public private(set) var latitude: [Double] = []
    public private(set) var longitude: [Double] = []

    public static let spacing = 25.0

    public init(latitude lat: [Double], longitude lon: [Double], spacing: Double = ThinTrack.spacing) {
        var last: (Double, Double)?
        var pending: (Double, Double)?  // the latest position not kept: kept if a gap or the end follows
        for i in lat.indices {
            guard !lat[i].isNaN, !lon[i].isNaN else {
                if let p = pending { append(p) }
                pending = nil
                if latitude.last.map({ !$0.isNaN }) ?? false { append((.nan, .nan)) }
                last = nil
                continue
            }
            let p = (lat[i], lon[i])
            if let l = last, Geo.haversine(l.0, l.1, p.0, p.1) < spacing {
                pending = p
                continue
            }
            append(p)
            last = p
            pending = nil
        }
        if let p = pending { append(p) }
        while latitude.last?.isNaN == true {
            latitude.removeLast()
            longitude.removeLast()
        }
    }

    private mutating func append(_ p: (Double, Double)) {
        latitude.append(p.0)
        longitude.append(p.1)
    }

    public var isEmpty: Bool { latitude.isEmpty }

    /// Little-endian Float32 pairs (a metre or so of precision: plenty for a picture).
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(latitude.count * 8)
        for i in latitude.indices {
            for v in [latitude[i], longitude[i]] {
                withUnsafeBytes(of: Float(v).bitPattern.littleEndian) { out += $0 }
            }
        }
        return out
    }

    public init?(bytes: [UInt8]) {
        guard bytes.count % 8 == 0 else { return nil }
        func value(_ at: Int) -> Double {
            var bits: UInt32 = 0
            for j in 0..<4 { bits |= UInt32(bytes[at + j]) << (8 * UInt32(j)) }
            return Double(Float(bitPattern: bits))
        }
        for k in stride(from: 0, to: bytes.count, by: 8) {
            latitude.append(value(k))
            longitude.append(value(k + 4))
        }
    }
}
