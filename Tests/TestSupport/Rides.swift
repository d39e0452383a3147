import FITInput
import FITKit
import FITLibrary
import Foundation

/// Small rides built byte by byte, and the library and file helpers the library's tests share.
package enum Rides {
    /// Recipe for a small ride: file_id (serial), 60 records a second apart from `start` (FIT seconds) with a
    /// position and heart rate, a session (cycling, elapsed 60 s), and an activity message whose
    /// local_timestamp says the rider's time zone (`utcOffset` seconds).
    package static func ride(start: UInt32, serial: UInt32, utcOffset: Int32 = 0, seconds: UInt32 = 60) -> [UInt8] {
        var b = FITBuilder()
        b.fileID(serial: serial, type: 4)
        b.define(
            local: 1, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 4, type: 0x85),
                .init(number: 1, size: 4, type: 0x85), .init(number: 3, size: 1, type: 0x02)
            ])
        for t in 0..<seconds {
            b.data(
                local: 1,
                le32(start + t) + le32(UInt32(500_000_000 + t * 100)) + le32(UInt32(70_000_000 + t * 100)) + [120])
        }
        b.define(
            local: 2, global: 18,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 2, size: 4, type: 0x86),
                .init(number: 7, size: 4, type: 0x86), .init(number: 5, size: 1, type: 0x00)
            ])
        b.data(local: 2, le32(start + seconds - 1) + le32(start) + le32(seconds * 1000) + [2])
        b.define(local: 3, global: 34, [.init(number: 253, size: 4, type: 0x86), .init(number: 5, size: 4, type: 0x86)])
        b.data(local: 3, le32(start + seconds - 1) + le32(UInt32(Int64(start + seconds - 1) + Int64(utcOffset))))
        return b.file()
    }

    package static func library() throws -> (Library, String) {
        let folder = try Shell.temporaryFolder()
        return (try Library(folder: folder + "/lib"), folder)
    }

    package static func sha(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes { SHA256.hex(of: $0) } }

    package static func bytes(_ item: InputItem) throws -> [UInt8] {
        var source = try item.open()
        var all: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
            if n == 0 { return all }
            all += chunk[0..<n]
        }
    }
}
