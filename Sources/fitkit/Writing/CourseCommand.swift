#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITEdit
import FITKit
import FITSupport

struct CourseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "course",
        abstract: "Write a route (GPX, TCX or a FIT ride) as a FIT course for a bike computer, with turns and climbs.",
        discussion: """
            The course has a record for each point of the route (position, distance along it, altitude when the \
            route has one: none is invented) timed by a virtual partner at --speed (default 25 km/h; a recorded \
            ride, FIT, GPX or TCX, keeps its own times unless --speed is given), and course points: the turns \
            a route planner gave (GPX waypoints, TCX or FIT course points of a turn's type), else a turn at each \
            corner of the route (30° or more over 15 m, not spread along a bend: slight, plain, sharp, U-turn), \
            the start (by its category) and the summit of each climb of 500 m or more at 3 % or more with 30 m \
            of gain, and the waypoints (GPX, TCX, a FIT course's own points) within 50 m of the route, at their \
            nearest point of it, names cut to 15 bytes. \
            Points within 5 m of the line between the points kept are left out. Privacy zones apply to the \
            route and its points (--no-privacy). Written whole or not at all: NAME.fit without -o. docs/DEVICE.md.
            Exit status: 0 written; 1 the input could not be read or has no route; 2 usage error.
            """)

    @Argument(
        help: "A .gpx, .tcx or .fit file, or - for standard input.",
        completion: .file(extensions: ["gpx", "tcx", "fit"]))
    var input: String

    @Option(name: .shortAndLong, help: "The FIT file (or folder).", completion: .file(extensions: ["fit"]))
    var output: String?

    @Option(help: "The course's name (default: the route's, else the file's).")
    var name: String?

    @Option(help: "The virtual partner's speed, km/h (default 25).", transform: ArgumentRules.positive)
    var speed: Double?

    @Flag(help: "Ride the route the other way.")
    var reverse = false

    @OptionGroup var edited: EditedFileOptions

    func run() throws {
        let zones = try edited.privacy.zones()
        let (item, bytes) = try WrittenFiles.read(input, maxSize: edited.decode.maxSize, library: nil)
        do throws(EditError) {
            let isFIT = FITSignature.starts(bytes)
            let track = isFIT ? Course.route(ofFIT: bytes) : try Track.read(bytes)
            if track.badPositions > 0 {
                complain("\(item.name): \(track.badPositions) route points whose position cannot be one left out")
            }
            var plan = Course.Plan(
                name: name ?? track.name ?? item.stem, start: UInt32(Instant(unix: Int64(time(nil))).fitField))
            plan.sport = track.sport ?? "cycling"
            plan.speed = speed.map { $0 / 3.6 }
            plan.reverse = reverse
            let course = try Course.fit(route: track.route, waypoints: track.waypoints, plan: plan, privacy: zones)
            let path = WrittenFiles.path(output, name: item.stem + ".course.fit")
            try EditInputs.write((course.bytes, course.hidden), to: path, overwrite: edited.overwrite)
            var counts: [(String, Int)] = []
            for p in course.points {
                let label = Course.label(p.type).lowercased()
                if let i = counts.firstIndex(where: { $0.0 == label }) {
                    counts[i].1 += 1
                } else {
                    counts.append((label, 1))
                }
            }
            var out = Output()
            out.write(
                "\(course.points.count) course points"
                    + (counts.isEmpty ? "" : ": " + counts.map { "\($0.1) \($0.0)" }.joined(separator: ", ")) + "\n")
            out.flush()
        } catch {
            throw WrittenFiles.fail(item.name, error)
        }
    }
}
