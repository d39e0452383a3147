import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport
@testable import FITAnalysis
@testable import FITCharts

/// `fitkit plot`, `curve` and `heatmap` as a user runs them, and their exits. Pictures are checked as files:
/// PNGs decoded by an independent decoder (Python's zlib and the PNG chunk layout), SVGs parsed as XML.
@Suite struct ChartCommandTests {
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
        let png = try Fitkit.run(["plot", Paths.edge810, "-o", folder + "/ride.png"])
        #expect(png.status == 0)
        let image = try Self.decodePNG(folder + "/ride.png")
        #expect(image.width > 1000 && image.height > 800)
        #expect(image.differing > 20_000)  // lines, text and the elevation fill, on white
        let svg = try Fitkit.run(["plot", Paths.edge810, "--x", "distance", "-o", folder + "/ride.svg"])
        #expect(svg.status == 0)
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: folder + "/ride.svg"))
        #expect(document.rootElement()?.name == "svg")
        #expect(try document.nodes(forXPath: "//*[local-name()='path']").count > 10)
    }

    @Test func curveOfSeveralRides() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Fitkit.run(["curve", Paths.edge810, Paths.fixture("Activity.fit"), "-o", folder + "/c.svg"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("1 ride with power"))
        let svg = try String(contentsOfFile: folder + "/c.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("</svg>"))
        let none = try Fitkit.run(["curve", Paths.fixture("Activity.fit"), "-o", folder + "/n.svg"])
        #expect(none.status == 1 && none.stderr.contains("no ride with power"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/n.svg"))
    }

    @Test func heatmapOfRealRidesIsADecodablePNG() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Fitkit.run([
            "heatmap", Paths.edge810, Paths.fixture("Activity.fit"), "--width", "400",
            "-o", folder + "/heat.png"
        ])
        #expect(run.status == 0)
        let image = try Self.decodePNG(folder + "/heat.png")
        #expect(image.width == 400)
        // The map covers the Edge 810's 41 km loop (more track than the 14-record ride far away): a closed line
        // spanning the canvas lights at least twice its width in pixels.
        #expect(run.stderr.contains("covers the 1 of 2 rides"))
        #expect(image.differing > 2 * 350)
        let svg = try Fitkit.run(["heatmap", Paths.edge810, "-o", folder + "/heat.svg"])
        #expect(svg.status == 2)
    }

    /// The exits each command's help gives: 0 drawn, 1 not (nothing written), 2 usage error.
    @Test func chartCommandsExitAsTheirHelpSays() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = folder + "/no-such-ride.fit"
        for command in ["plot", "curve", "heatmap"] {
            let output = folder + "/\(command).png"
            let unreadable = try Fitkit.run([command, missing, "-o", output])
            #expect(unreadable.status == 1, "\(command) of a missing file")
            #expect(unreadable.stderr.contains("no-such-ride.fit"), "\(command) names the input")
            #expect(!FileManager.default.fileExists(atPath: output), "\(command) wrote a picture of nothing")
            let noOutput = try Fitkit.run([command, Paths.edge810])
            #expect(noOutput.status == 2 && noOutput.stderr.contains("--output"), "\(command) without -o")
            let badOption = try Fitkit.run([command, Paths.edge810, "-o", output, "--validation", "sloppy"])
            #expect(badOption.status == 2, "\(command) --validation sloppy")
        }
        // A ride without positions has no line to draw.
        let dark = try Fitkit.run(["heatmap", Paths.fixture("MonitoringFile.fit"), "-o", folder + "/dark.png"])
        #expect(dark.status == 1 && !FileManager.default.fileExists(atPath: folder + "/dark.png"))
    }
}
