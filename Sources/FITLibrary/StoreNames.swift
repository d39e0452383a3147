/// File names in the store, derived from ids that may come from anywhere (a remote service, a file name):
/// only letters, digits, `.`, `_` and `-` survive, no name starts with a dot or holds "..", and long ids are cut and given a
/// hash of the whole id, so no id (`../`, slashes, NUL, thousands of characters) can name a file outside its
/// folder or two ids one file.
public enum StoreNames {
    static let maximumLength = 96

    public static func component(_ id: String) -> String {
        var name = String(
            id.unicodeScalars.map { scalar -> Character in
                let c = Character(scalar)
                return scalar.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_" || c == ".") ? c : "_"
            })
        while name.contains("..") { name = name.replacingDotDot() }
        while name.hasPrefix(".") { name = "_" + name.dropFirst() }
        if name.isEmpty { name = "_" }
        if name != id || name.count > maximumLength {
            // Sanitised or cut: make it unique to the original id.
            name = String(name.prefix(maximumLength - 17)) + "-" + fnv1a(id)
        }
        return name
    }

    /// FNV-1a 64-bit, as 16 hex digits: a stable short fingerprint (not security).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension String {
    /// ".." becomes "_." so that no component holds a parent reference, even a harmless one.
    fileprivate func replacingDotDot() -> String {
        var out = "", previous: Character = " "
        for c in self {
            previous = c == "." && previous == "." ? "_" : c
            out.append(previous)
        }
        return out
    }
}
