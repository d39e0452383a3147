/// FIT's signature: ".FIT" at bytes 8 to 11 of a file's header. The one test of whether bytes start as a FIT
/// file, for those that choose a reader by the first bytes (standard input, workouts, uploads, courses); the
/// decoder checks it where it frames the header.
package enum FITSignature {
    package static let bytes: [UInt8] = Array(".FIT".utf8)

    /// Whether `head` (a file's first bytes) carries it.
    package static func starts(_ head: [UInt8]) -> Bool {
        head.count >= 12 && head[8..<12].elementsEqual(bytes)
    }
}
