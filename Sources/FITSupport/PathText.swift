/// File names as the file system holds them: bytes, not always UTF-8 (`ride\xff\xfe.fit`). fitkit keeps a
/// name as a `String` in which each byte that is not part of valid UTF-8 stands as one of the 256 code points
/// U+10FF00…U+10FFFF (the end of the Supplementary Private Use Area-B, which no name uses), the way Python's
/// `surrogateescape` does: the name goes back to the same bytes when a file is opened (`withCString`), and
/// shows as `\xff` when printed (`display`).
package enum PathText {
    /// The first of the 256 code points that stand for undecodable bytes.
    static let escapeBase: UInt32 = 0x10_FF00

    /// The name a C string holds.
    package static func decode(_ cString: UnsafePointer<CChar>) -> String {
        if let valid = String(validatingCString: cString) { return valid }
        var length = 0
        while cString[length] != 0 { length += 1 }
        return cString.withMemoryRebound(to: UInt8.self, capacity: length) {
            decode(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// The name some bytes hold.
    package static func decode<C: Collection<UInt8>>(_ bytes: C) -> String {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = bytes.startIndex
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                position = bytes.index(position, offsetBy: encoded.count)
            case .error(let length):
                for _ in 0..<length {
                    // U+10FF00 to U+10FFFF: private-use scalars, each a valid one.
                    scalars.append(Unicode.Scalar(escapeBase + UInt32(bytes[position])) ?? "\u{FFFD}")
                    position = bytes.index(after: position)
                }
            case .emptyInput:
                break loop
            }
        }
        return String(scalars)
    }

    /// Whether a name holds bytes that are not UTF-8 (their UTF-8 form holds the lead byte of U+10FF00…).
    @inline(__always)
    static func hasEscapes(_ name: String) -> Bool {
        name.utf8.contains(0xF4) && name.unicodeScalars.contains(where: isEscape)
    }

    static func isEscape(_ s: Unicode.Scalar) -> Bool { s.value >= escapeBase && s.value <= escapeBase + 0xFF }

    /// The bytes a name stands for.
    package static func bytes(_ name: String) -> [UInt8] {
        guard hasEscapes(name) else { return Array(name.utf8) }
        var out: [UInt8] = []
        for s in name.unicodeScalars {
            if isEscape(s) { out.append(UInt8(s.value - escapeBase)) } else { out.append(contentsOf: String(s).utf8) }
        }
        return out
    }

    /// Calls `body` with the name as the C string of its bytes: for every call that gives a path to the system.
    package static func withCString<R>(_ name: String, _ body: (UnsafePointer<CChar>) -> R) -> R {
        // The common case: a name of valid UTF-8 is its own bytes.
        guard hasEscapes(name) else { return name.withCString(body) }
        let raw = bytes(name).map { CChar(bitPattern: $0) } + [0]
        return raw.withUnsafeBufferPointer { body($0.start) }
    }

    /// Text for a terminal or a log: control characters (ESC, newlines, tabs…) and bytes that are not UTF-8
    /// shown as escapes (`\e`, `\n`, `\x1b`, `\xff`), so that no name or title a file or server gives can move
    /// the cursor, colour the terminal or forge a line.
    package static func display(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for s in text.unicodeScalars {
            switch s {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isEscape(s): out += "\\x" + hex(UInt8(s.value - escapeBase))
            case _ where needsEscape(s):
                out += s.value < 0x100 ? "\\x" + hex(UInt8(s.value)) : "\\u{" + String(s.value, radix: 16) + "}"
            default: out.unicodeScalars.append(s)
            }
        }
        return out
    }

    /// A name made safe to write a file under: control characters and bidirectional overrides become `_`
    /// (bytes that are not UTF-8 stay: they are the file system's own).
    package static func safeName(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: { needsEscape($0) && !isEscape($0) }) else { return name }
        return String(String.UnicodeScalarView(name.unicodeScalars.map { needsEscape($0) && !isEscape($0) ? "_" : $0 }))
    }

    /// C0 and C1 controls, DEL, the escapes for undecodable bytes, and the bidirectional overrides that can make
    /// a name read backwards.
    static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || isEscape(s) || (0x202A...0x202E).contains(s.value)
            || (0x2066...0x2069).contains(s.value)
    }

    private static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
    }
}
