import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import FITAnalysis
@testable import FITCharts

/// Pictures are checked as files: PNGs decoded by an independent decoder (Python's zlib and the PNG chunk
/// layout), SVGs parsed as XML; the heatmap's counting is checked on rides with known pixels.
@Suite struct ChartTests {
    static let edge810 = Paths.fixture("Edge810-Vector-2013-08-16-15-35-10.fit")

    /// Decodes a PNG with Python's standard library: its size, and how many pixels differ from the top-left one.
    static func decodePNG(_ path: String) throws -> (width: Int, height: Int, differing: Int) {
        let script = """
            import struct, sys, zlib
            data = open(sys.argv[1], 'rb').read()
            assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'signature'
            pos, idat, header = 8, b'', None
            while pos < len(data):
                length, kind = struct.unpack('>I4s', data[pos:pos + 8])
                body = data[pos + 8:pos + 8 + length]
                assert zlib.crc32(kind + body) == struct.unpack('>I', data[pos + 8 + length:pos + 12 + length])[0], 'crc'
                if kind == b'IHDR': header = struct.unpack('>IIBBBBB', body)
                if kind == b'IDAT': idat += body
                pos += 12 + length
            w, h, depth, colour = header[:4]
            channels = {2: 3, 6: 4}[colour]
            raw, stride, rows, prev = zlib.decompress(idat), w * channels, [], bytearray(w * channels)
            for y in range(h):
                f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
                for i in range(stride):
                    a = line[i - channels] if i >= channels else 0
                    b, c = prev[i], (prev[i - channels] if i >= channels else 0)
                    p = a + b - c
                    pred = a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else (b if abs(p - b) <= abs(p - c) else c)
                    line[i] = (line[i] + [0, a, b, (a + b) // 2, pred][f]) & 0xFF
                rows.append(line); prev = line
            first = bytes(rows[0][:channels])
            print(w, h, sum(1 for r in rows for x in range(w) if bytes(r[x * channels:(x + 1) * channels]) != first))
            """
        let run = try Shell.run("/usr/bin/python3", ["-c", script, path])
        let parts = run.stdout.split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard run.status == 0, parts.count == 3 else { throw CocoaError(.fileReadCorruptFile) }
        return (parts[0], parts[1], parts[2])
    }

    @Test func plotWritesAPNGAndAnSVGThatReadBack() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = try CLITests.fitkit(["plot", Self.edge810, "-o", folder + "/ride.png"])
        #expect(png.status == 0)
        let image = try Self.decodePNG(folder + "/ride.png")
        #expect(image.width > 1000 && image.height > 800)
        #expect(image.differing > 20_000)  // lines, text and the elevation fill, on white
        let svg = try CLITests.fitkit(["plot", Self.edge810, "--x", "distance", "-o", folder + "/ride.svg"])
        #expect(svg.status == 0)
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: folder + "/ride.svg"))
        #expect(document.rootElement()?.name == "svg")
        #expect(try document.nodes(forXPath: "//*[local-name()='path']").count > 10)
    }

    @Test func curveOfSeveralRides() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try CLITests.fitkit(["curve", Self.edge810, Paths.fixture("Activity.fit"), "-o", folder + "/c.svg"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("1 ride with power"))
        let svg = try String(contentsOfFile: folder + "/c.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("</svg>"))
        let none = try CLITests.fitkit(["curve", Paths.fixture("Activity.fit"), "-o", folder + "/n.svg"])
        #expect(none.status == 1 && none.stderr.contains("no ride with power"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/n.svg"))
    }

    @Test func heatmapCountsEachRideOncePerPixelAndSkipsJumps() {
        let bounds = Heatmap.Bounds(minLon: 0, minLat: 0, maxLon: 0.01, maxLat: 0.01)
        let map = Heatmap(bounds: bounds, width: 200)
        // A ride east along a line and back over the same pixels: one ride, so each pixel counts once.
        let lon = (0...100).map { Double($0) * 0.0001 } + (0...100).reversed().map { Double($0) * 0.0001 }
        let lat = Array(repeating: 0.005, count: lon.count)
        map.add(latitude: lat, longitude: lon)
        #expect(map.intensities(.log).max() == 1)
        let lit = map.intensities(.log).filter { $0 > 0 }.count
        map.add(latitude: lat, longitude: lon)  // a second ride on the same road: same pixels, brighter
        #expect(map.intensities(.log).filter { $0 > 0 }.count == lit)
        // A fix thrown 5 km away for one second is a jump: neither step to nor from it is drawn.
        var jumpy = lat
        jumpy[50] = 0.05
        let before = map.intensities(.log).filter { $0 > 0 }.count
        map.add(latitude: jumpy, longitude: lon)
        #expect(map.jumps == 2)
        #expect(map.intensities(.log).filter { $0 > 0 }.count == before)
    }

    @Test func equalisationRanksPixelsByHowManyRidesCrossedThem() {
        let bounds = Heatmap.Bounds(minLon: 0, minLat: 0, maxLon: 0.01, maxLat: 0.01)
        let map = Heatmap(bounds: bounds, width: 100)
        let lon = (0...100).map { Double($0) * 0.0001 }
        map.add(latitude: Array(repeating: 0.002, count: 101), longitude: lon)
        map.add(latitude: Array(repeating: 0.008, count: 101), longitude: lon)
        map.add(latitude: Array(repeating: 0.008, count: 101), longitude: lon)
        let values = Set(map.intensities(.equalize).filter { $0 > 0 })
        // Half the lit pixels have 1 ride, half 2: equalised to 0.5 and 1.
        #expect(values == [0.5, 1])
    }

    @Test func heatmapOfRealRidesIsADecodablePNG() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try CLITests.fitkit([
            "heatmap", Self.edge810, Paths.fixture("Activity.fit"), "--width", "400",
            "-o", folder + "/heat.png"
        ])
        #expect(run.status == 0)
        let image = try Self.decodePNG(folder + "/heat.png")
        #expect(image.width == 400)
        // The map covers the Edge 810's 41 km loop (more track than the 14-record ride far away): a closed line
        // spanning the canvas lights at least twice its width in pixels.
        #expect(run.stderr.contains("covers the 1 of 2 rides"))
        #expect(image.differing > 2 * 350)
        let svg = try CLITests.fitkit(["heatmap", Self.edge810, "-o", folder + "/heat.svg"])
        #expect(svg.status == 2)
    }

    /// The exits each command's help gives: 0 drawn, 1 not (nothing written), 2 usage error.
    @Test func chartCommandsExitAsTheirHelpSays() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = folder + "/no-such-ride.fit"
        for command in ["plot", "curve", "heatmap"] {
            let output = folder + "/\(command).png"
            let unreadable = try CLITests.fitkit([command, missing, "-o", output])
            #expect(unreadable.status == 1, "\(command) of a missing file")
            #expect(unreadable.stderr.contains("no-such-ride.fit"), "\(command) names the input")
            #expect(!FileManager.default.fileExists(atPath: output), "\(command) wrote a picture of nothing")
            let noOutput = try CLITests.fitkit([command, Self.edge810])
            #expect(noOutput.status == 2 && noOutput.stderr.contains("--output"), "\(command) without -o")
            let badOption = try CLITests.fitkit([command, Self.edge810, "-o", output, "--validation", "sloppy"])
            #expect(badOption.status == 2, "\(command) --validation sloppy")
        }
        // A ride without positions has no line to draw.
        let dark = try CLITests.fitkit(["heatmap", Paths.fixture("MonitoringFile.fit"), "-o", folder + "/dark.png"])
        #expect(dark.status == 1 && !FileManager.default.fileExists(atPath: folder + "/dark.png"))
    }

    @Test func boundsFollowTheAreaWithMostRides() {
        let home = (0..<12).map { i in
            Heatmap.Bounds(minLon: 6 + Double(i) * 0.01, minLat: 45, maxLon: 6.2, maxLat: 45.1)
        }
        let away = Heatmap.Bounds(minLon: -70, minLat: -33, maxLon: -69.9, maxLat: -32.9)
        let area = Heatmap.Bounds.covering(home + [away])
        #expect(area.rides == 12)
        #expect(area.bounds.minLon >= 6 && area.bounds.maxLat <= 45.1)
    }
}
