import FITProfile

/// Where a message holds positions: the one rule every privacy check goes by (docs/EDIT.md, "Privacy zones").
///
/// - A profile field in semicircles is a position coordinate; `X_lat` and `X_long` of one message are one point
///   (a record's `position_lat`/`position_long`, a lap's start and end, a session's or segment lap's bounding
///   corners `nec_lat`/`nec_long`, a weather report's `observed_location_lat`/`_long`, …).
/// - A developer field whose description gives degrees or semicircles as its units is a coordinate too; its
///   name says which (`lat`, `latitude` against `lon`, `long`, `lng`, `longitude`, as a word of the name), and
///   two of one message whose names differ only there are one point.
/// A coordinate without its partner cannot be checked against a zone, so privacy leaves it out whenever a zone
/// is in force.
package enum PositionFields {
    /// Which coordinate a field holds.
    package enum Axis: Sendable { case latitude, longitude }

    /// The profile's fields of a message, paired: each latitude with its longitude, nil where the profile has no
    /// partner.
    package static func pairs(of profile: MessageProfile) -> [(latitude: UInt8?, longitude: UInt8?)] {
        var byStem: [(stem: Substring, latitude: UInt8?, longitude: UInt8?)] = []
        for field in profile.fields where field.isSemicircles {
            let name = field.name[...]
            let (stem, axis): (Substring, Axis) =
                name.hasSuffix("_lat")
                ? (name.dropLast(4), .latitude)
                : name.hasSuffix("_long") ? (name.dropLast(5), .longitude) : (name, .latitude)
            let i =
                byStem.firstIndex { $0.stem == stem }
                ?? {
                    byStem.append((stem, nil, nil))
                    return byStem.count - 1
                }()
            if axis == .latitude { byStem[i].latitude = field.number } else { byStem[i].longitude = field.number }
        }
        return byStem.map { ($0.latitude, $0.longitude) }
    }

    /// Units a developer field's description may give a coordinate in.
    package static func isPositionUnits(_ units: String) -> Bool {
        switch units.lowercased().trimmingSpaces() {
        case "semicircles", "semicircle", "degrees", "degree", "deg", "°": true
        default: false
        }
    }

    /// What a developer field's name says it holds: its axis and the rest of its name (the key its partner
    /// shares), nil when no word of it names an axis.
    package static func developerAxis(name: String) -> (axis: Axis, stem: String)? {
        let words = name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        for (i, word) in words.enumerated() {
            let axis: Axis? =
                switch word {
                case "lat", "latitude": .latitude
                case "lon", "long", "lng", "longitude": .longitude
                default: nil
                }
            if let axis {
                var stem = words
                stem[i] = "*"
                return (axis, stem.joined(separator: " "))
            }
        }
        return nil
    }

    /// Whether position units are semicircles (else degrees).
    package static func isSemicircles(units: String) -> Bool { units.lowercased().hasPrefix("semicircle") }

    /// A coordinate in degrees from a value in `units` (semicircles or degrees).
    package static func degrees(_ value: Double, units: String) -> Double {
        isSemicircles(units: units) ? FITKit.degrees(semicircles: value) : value
    }

    /// Developer coordinates paired by this rule: among `items` whose units are a position's, each latitude
    /// with the longitude whose name differs only in its axis word (and whose `group` is the same: a
    /// developer's index, the units' kind). An item without an axis word, or one whose axis is taken, stands
    /// alone; items without position units are not given back.
    package static func developerPairs<T>(
        _ items: [T], name: (T) -> String, units: (T) -> String, group: (T) -> String
    ) -> [(latitude: T?, longitude: T?)] {
        var pairs: [(latitude: T?, longitude: T?)] = []
        var waiting: [String: Int] = [:]  // stem and group -> the pair waiting for its partner
        for item in items where isPositionUnits(units(item)) {
            guard let (axis, stem) = developerAxis(name: name(item)) else {
                pairs.append((item, nil))
                continue
            }
            let key = group(item) + " " + stem
            if let k = waiting[key], axis == .latitude ? pairs[k].latitude == nil : pairs[k].longitude == nil {
                if axis == .latitude { pairs[k].latitude = item } else { pairs[k].longitude = item }
                waiting[key] = nil
            } else {
                pairs.append(axis == .latitude ? (item, nil) : (nil, item))
                waiting[key] = pairs.count - 1
            }
        }
        return pairs
    }
}

extension String {
    fileprivate func trimmingSpaces() -> Substring {
        var s = self[...]
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
