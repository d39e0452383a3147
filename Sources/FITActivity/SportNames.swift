import FITKit

/// The names each format and service gives a sport, in one table: FIT's sport and sub-sport, Strava's
/// `sport_type`, TCX's `Activity Sport`, the words a GPX `type` or TCX file uses, and the noun of a title
/// ("Morning Ride"). Every mapping of sport names goes through it.
package enum SportNames {
    package struct Row: Sendable {
        package let sport: Profile.Sport
        package let subSport: Profile.SubSport?
        /// Strava's `sport_type` values for it (the first is the one fitkit would send).
        package let strava: [String]
        /// TCX's three: Biking, Running, Other.
        package let tcx: String
        /// A title's noun.
        package let noun: String
    }

    /// Rows of one sport: its plain row first (no sub-sport), then the sub-sports Strava names apart.
    package static let rows: [Row] = [
        Row(sport: .cycling, subSport: nil, strava: ["Ride", "Velomobile", "Handcycle"], tcx: "Biking", noun: "Ride"),
        Row(sport: .cycling, subSport: .road, strava: ["Ride"], tcx: "Biking", noun: "Ride"),
        Row(sport: .cycling, subSport: .virtualActivity, strava: ["VirtualRide"], tcx: "Biking", noun: "Ride"),
        Row(
            sport: .cycling, subSport: .mountain, strava: ["MountainBikeRide", "EMountainBikeRide"], tcx: "Biking",
            noun: "Ride"),
        Row(sport: .cycling, subSport: .gravelCycling, strava: ["GravelRide"], tcx: "Biking", noun: "Ride"),
        Row(sport: .eBiking, subSport: nil, strava: ["EBikeRide"], tcx: "Biking", noun: "Ride"),
        Row(sport: .running, subSport: nil, strava: ["Run"], tcx: "Running", noun: "Run"),
        Row(sport: .running, subSport: .trail, strava: ["TrailRun"], tcx: "Running", noun: "Run"),
        Row(sport: .running, subSport: .virtualActivity, strava: ["VirtualRun"], tcx: "Running", noun: "Run"),
        Row(sport: .walking, subSport: nil, strava: ["Walk"], tcx: "Running", noun: "Walk"),
        Row(sport: .hiking, subSport: nil, strava: ["Hike"], tcx: "Running", noun: "Hike"),
        Row(sport: .swimming, subSport: nil, strava: ["Swim"], tcx: "Other", noun: "Swim"),
        Row(sport: .rowing, subSport: nil, strava: ["Rowing"], tcx: "Other", noun: "Rowing"),
        Row(
            sport: .crossCountrySkiing, subSport: nil, strava: ["NordicSki"], tcx: "Other",
            noun: "Cross Country Skiing"),
        Row(sport: .alpineSkiing, subSport: nil, strava: ["AlpineSki"], tcx: "Other", noun: "Alpine Skiing")
    ]

    /// FIT's sport and sub-sport for Strava's `sport_type` (generic for a type it has no row for).
    package static func fromStrava(_ type: String?) -> (Profile.Sport, Profile.SubSport?) {
        guard let type else { return (.generic, nil) }
        // Ride is both cycling's plain row and road cycling's: the sub-sport Strava's own means (road).
        if let row = rows.first(where: { $0.subSport != nil && $0.strava.contains(type) })
            ?? rows.first(where: { $0.strava.contains(type) })
        {
            return (row.sport, row.subSport)
        }
        return (.generic, nil)
    }

    /// The row of a FIT sport's name (`cycling`), its plain one.
    private static func row(_ sport: String?) -> Row? {
        guard let sport else { return nil }
        return rows.first { $0.subSport == nil && $0.sport.name == sport }
    }

    /// TCX's `Activity Sport` for a FIT sport's name.
    package static func tcx(_ sport: String?) -> String { row(sport)?.tcx ?? "Other" }

    /// A title's noun for a FIT sport's name: "Ride" for cycling; a sport without a row as its words
    /// ("Stand Up Paddleboarding"); "Activity" without one.
    package static func noun(_ sport: String?) -> String {
        guard let sport else { return "Activity" }
        if let row = row(sport) { return row.noun }
        return sport.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// A FIT sport's name for the words a GPX `type` or a TCX `Sport` uses (`Biking`, `cycling`, `Ride`,
    /// `Running`, `hike`), nil when none says one.
    package static func fromText(_ text: String) -> String? {
        let t = text.lowercased()
        let words: [(String, Profile.Sport)] = [
            ("bik", .cycling), ("cycl", .cycling), ("ride", .cycling), ("run", .running), ("walk", .walking),
            ("hik", .hiking), ("swim", .swimming)
        ]
        return words.first { t.contains($0.0) }?.1.name
    }
}
