import FITSupport
import FITKit

/// The cleaning rules (docs/METRICS.md, "What is left out"), applied to an activity's records as the pass
/// that reads them gives them, each as a row of the summary's layout: a record stamped outside the ride's time
/// is left out whole; a value outside its stream's physical limit, a heart rate of 0, a position at 0°,0° or
/// in a GPS glitch, and a distance or altitude that moves faster than anything can are blanked (NaN) in the
/// row. Every one is counted in `report`.
///
/// Analysis, pictures and fitness read only cleaned records; exports only with `--clean` (an export is a
/// conversion and keeps the file's values).
///
/// It runs for every record of every ride analysed, so the checks of a clean value are straight-line
/// comparisons; what a value outside needs (naming it, counting it) is done apart.
package final class RecordCleaner {
    // The state that changes record by record is read and written in this class's own methods only:
    // exclusivity is not checked at run time.
    @exclusivity(unchecked) package private(set) var report = CleaningReport()
    /// The ride's time, absolute FIT seconds: records outside are left out. Nil when every record is in it.
    package let window: ClosedRange<UInt32>?
    /// The ride's distance by its counter (`DistanceCounter`), over the distances of the records kept. Nil when
    /// no record carries a distance.
    package var distanceCounted: Double? { counter.hasValues ? counter.total : nil }

    /// How close to the first kept record a session's start must be to be on the records' clock.
    package static let clockTolerance: UInt32 = 300

    /// A stream with a physical limit: its column (-1 when the ride has none), and its limits. Plain values
    /// only, so that passing one costs no reference counting.
    private struct Limited {
        let column: Int
        let low: Double, high: Double
        let subject: CleaningReport.Subject

        init(_ layout: RecordLayout, _ name: String, _ range: ClosedRange<Double>, _ subject: CleaningReport.Subject) {
            column = layout.index(of: name) ?? -1
            (low, high) = (range.lowerBound, range.upperBound)
            self.subject = subject
        }
    }

    private let power, heartRate, cadence, speed, altitude: Limited
    private let latitude: Int, longitude: Int, distance: Int
    /// A distance or altitude cannot move faster than this many metres a second (`PhysicalLimits.speed`).
    private let fastest = PhysicalLimits.speed.upperBound
    @exclusivity(unchecked) private var counter = DistanceCounter()
    @exclusivity(unchecked) private var lastAltitude = Double.nan, lastAltitudeTime: UInt32 = 0
    /// Ordinals (among records with a time) of positions in GPS glitches, in order.
    private let glitches: [ClosedRange<Int>]
    @exclusivity(unchecked) private var glitch = 0
    @exclusivity(unchecked) private var ordinal = -1

    /// Cleaning for the records of the activity `summary` describes; its summary must have been read with a
    /// timeline (`ActivityReader.summary(of:options:columns:timeline:)`) for the clock and GPS rules.
    package init(summary: ActivitySummary) {
        let layout = summary.layout
        power = Limited(layout, ActivityStreams.power, PhysicalLimits.power, .power)
        heartRate = Limited(layout, ActivityStreams.heartRate, PhysicalLimits.heartRate, .heartRate)
        cadence = Limited(layout, ActivityStreams.cadence, PhysicalLimits.cadence, .cadence)
        speed = Limited(layout, ActivityStreams.speed, PhysicalLimits.speed, .speed)
        altitude = Limited(layout, ActivityStreams.altitude, PhysicalLimits.altitude, .altitude)
        latitude = layout.index(of: ActivityStreams.latitude) ?? -1
        longitude = layout.index(of: ActivityStreams.longitude) ?? -1
        distance = layout.index(of: ActivityStreams.distance) ?? -1
        window = Self.window(of: summary)
        glitches = summary.timeline.map { $0.hasLongStretch ? $0.shortStretches : [] } ?? []
    }

    /// The ride's time, by the rule of docs/METRICS.md: the run of records whose clock steps sanely
    /// (`RecordTimeline.Run`) that holds the most records. Not the span the sessions and laps give: a device
    /// whose clock was set mid-ride stamps its session's start with the clock it had then. Nil when every
    /// record is in that run, or without a timeline.
    static func window(of summary: ActivitySummary) -> ClosedRange<UInt32>? {
        guard let timeline = summary.timeline, timeline.runs.count > 1, let run = timeline.longestRun else {
            return nil
        }
        let shift = summary.relativeTime?.correction ?? 0
        return FITTime.absolute(run.first, shift: shift)...FITTime.absolute(run.last, shift: shift)
    }

    /// Cleans one record (its time absolute, its values a row of the summary's layout, blanked in place).
    /// False when the whole record is left out.
    package func keep(time: UInt32, values: UnsafeMutableBufferPointer<Double>) -> Bool {
        let row = values.start
        ordinal += 1
        // A record of the other side of a clock jump is left out whole, its distance too: every figure of the
        // ride comes from the records kept (docs/METRICS.md).
        if let window, !window.contains(time) {
            report.add(.records, .clockJump)
            return false
        }
        if distance >= 0 && !row[distance].isNaN { count(distance: row[distance], at: time, row) }
        check(power, row)
        check(heartRate, row)
        check(cadence, row)
        check(speed, row)
        check(altitude, row)
        if altitude.column >= 0 && !row[altitude.column].isNaN { rate(altitude: row[altitude.column], at: time, row) }
        if latitude >= 0 && longitude >= 0 && !row[latitude].isNaN && !row[longitude].isNaN {
            if Geo.isNoFix(row[latitude], row[longitude]) {
                leaveOutPosition(row, .noFix)
            } else if glitch < glitches.count && inGlitch() {
                leaveOutPosition(row, .gpsJump)
            }
        }
        return true
    }

    /// Blanks a value outside its stream's limits (a missing one, NaN, compares inside).
    @inline(__always)
    private func check(_ stream: Limited, _ row: UnsafeMutablePointer<Double>) {
        guard stream.column >= 0 else { return }
        let v = row[stream.column]
        if v < stream.low || v > stream.high { leaveOut(stream, v, row) }
    }

    @inline(never)
    private func leaveOut(_ stream: Limited, _ v: Double, _ row: UnsafeMutablePointer<Double>) {
        row[stream.column] = .nan
        if stream.subject == .heartRate && v == 0 { return report.add(.heartRate, .dropout) }
        let unit = stream.subject.unit
        report.add(stream.subject, v > stream.high ? .above(stream.high, unit: unit) : .below(stream.low, unit: unit))
    }

    @inline(never)
    private func leaveOutPosition(_ row: UnsafeMutablePointer<Double>, _ reason: CleaningReport.Reason) {
        row[latitude] = .nan
        row[longitude] = .nan
        report.add(.positions, reason)
    }

    /// Seconds between two times, one when the clock went back (a jumped clock is not this rule's business).
    @inline(__always)
    private static func seconds(from then: UInt32, to now: UInt32) -> Double { now > then ? Double(now - then) : 1 }

    /// Counts a distance (`DistanceCounter`): a spike, or a value out of order, is blanked; a restart is kept.
    @inline(__always)
    private func count(distance d: Double, at time: UInt32, _ row: UnsafeMutablePointer<Double>) {
        switch counter.add(d, at: Double(time)) {
        case .counted, .restarted: break
        case .tooFast:
            row[distance] = .nan
            report.add(.distance, .tooFast)
        case .outOfOrder:
            row[distance] = .nan
            report.add(.distance, .outOfOrder)
        }
    }

    /// An altitude that moves faster than the limit, up or down, from the last clean one is a spike: blanked.
    @inline(__always)
    private func rate(altitude a: Double, at time: UInt32, _ row: UnsafeMutablePointer<Double>) {
        if !lastAltitude.isNaN && abs(a - lastAltitude) > fastest * Self.seconds(from: lastAltitudeTime, to: time) {
            row[altitude.column] = .nan
            return report.add(.altitude, .tooFast)
        }
        (lastAltitude, lastAltitudeTime) = (a, time)
    }

    /// Whether the current record's position lies in a glitch (ordinals only grow).
    private func inGlitch() -> Bool {
        while glitch < glitches.count && glitches[glitch].upperBound < ordinal { glitch += 1 }
        return glitch < glitches.count && glitches[glitch].contains(ordinal)
    }
}
