import FITActivity
import FITAnalysis
import FITInput
import FITKit
import FITSupport

/// Where a new segment's line comes from (docs/SEGMENTS.md): a stretch of a ride, a GPX file, or a ride's
/// climbs (by analyze's rule, `Climbs.find`).
package struct SegmentSource {
    package let maxSize: Int
    package let options: DecodeOptions

    package init(maxSize: Int, options: DecodeOptions) {
        self.maxSize = maxSize
        self.options = options
    }

    package struct Failure: Error, CustomStringConvertible {
        package let description: String

        package init(description: String) { self.description = description }
    }

    /// The ride's positions from `start` to `end` (times as crop takes them).
    package func stretch(of ride: InputItem, start: EditTime, end: EditTime) throws(Failure) -> SegmentLine {
        let series = try read(ride)
        let from = Int(start.seconds(from: series.start)) - Int(series.start)
        let to = Int(end.seconds(from: series.start)) - Int(series.start)
        guard from >= 0, to > from, to < series.count else {
            throw Failure(
                description:
                    "\(ride.name): --start and --end must lie within the ride (0 to \(series.count - 1) s), the end after the start"
            )
        }
        return try line(series, from...to, ride)
    }

    /// A GPX file's track, else its route.
    package func gpx(_ path: String) throws(Failure) -> SegmentLine {
        let bytes: [UInt8]
        do throws(InputError) { bytes = try InputItem.file(path, name: path).readAll(limit: maxSize) } catch {
            throw Failure(description: error.description)
        }
        let track: Track
        do throws(EditError) { track = try Track.read(bytes) } catch {
            throw Failure(description: "\(path): \(error)")
        }
        let points = track.route.filter { $0.latitude != nil && $0.longitude != nil }
        guard
            let line = SegmentLine(
                latitude: points.map { $0.latitude ?? 0 }, longitude: points.map { $0.longitude ?? 0 })
        else {
            throw Failure(
                description: "\(path): no line of \(Int(SegmentMatch.shortest)) m or more to make a segment of")
        }
        return line
    }

    /// Each climb of the ride, named by its length, grade, where it starts and the day ("Climb 2.1 km 6.4 % at km
    /// 12.3, 2024-05-01": two climbs alike in one ride are two names).
    package func climbs(of ride: InputItem) throws(Failure) -> [(String, SegmentLine)] {
        let series = try read(ride)
        let found = Climbs.find(
            distance: series.distance, altitude: series.altitude, time: series.distance.indices.map(Double.init))
        let day = FITTime.iso8601(Int64(series.start)).prefix(10)
        let lines = try found.map { c throws(Failure) in
            (
                "Climb \(format(c.length / 1000, 1)) km \(format(c.averageGradient, 1)) % at km "
                    + "\(format(c.startDistance / 1000, 1)), \(day)",
                try line(series, c.start...c.end, ride)
            )
        }
        guard !lines.isEmpty else { throw Failure(description: "\(ride.name): analyze finds no climb in it") }
        return lines
    }

    private func read(_ ride: InputItem) throws(Failure) -> RideSeries {
        do throws(AnalysisError) { return try Analyzer.read(ride, options: options).1 } catch {
            throw Failure(description: error.line(ride.name))
        }
    }

    private func line(_ series: RideSeries, _ range: ClosedRange<Int>, _ ride: InputItem) throws(Failure) -> SegmentLine
    {
        let kept = range.filter { !series.latitude[$0].isNaN && !series.longitude[$0].isNaN }
        guard
            let line = SegmentLine(
                latitude: kept.map { series.latitude[$0] }, longitude: kept.map { series.longitude[$0] })
        else {
            throw Failure(
                description: "\(ride.name): no line of \(Int(SegmentMatch.shortest)) m or more with positions there")
        }
        return line
    }
}
