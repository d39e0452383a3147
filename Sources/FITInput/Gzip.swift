/// A body a service sends as a gzip file (intervals.icu's originals, some of the time): its bytes expanded, by
/// libarchive's raw format as `.fit.gz` files are read.
package enum Gzip {
    /// Whether the bytes start as a gzip file does (RFC 1952: 1F 8B).
    package static func isGzip(_ bytes: [UInt8]) -> Bool { bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B }

    /// The bytes expanded; more than `limit` bytes (a bomb) or a damaged stream is an error.
    package static func expand(_ bytes: [UInt8], limit: Int, name: String) throws(InputError) -> [UInt8] {
        let reader = try ArchiveReader.open(bytes: bytes, name: name)
        guard try reader.next() != nil, reader.isRaw else {
            throw InputError(path: name, reason: "not a single gzip-compressed file")
        }
        return try Spool.fill(limit: limit, name: name) { (buffer) throws(InputError) in try reader.read(into: buffer) }
            .bytes
    }
}
