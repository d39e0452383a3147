import FITSupport

/// The frame every report page shares: a Content-Security-Policy that lets it make no request (images from
/// one tile server aside, when asked), the libraries' style and script written in, the page's data as a JSON
/// block its script reads.
package enum ReportHTML {
    struct Parts {
        var title: String
        /// Where images may come from besides the page itself (a tile server's origin), nil for nowhere.
        var imageOrigin: String?
        var css: String
        var body: String
        /// The JSON block's element id (`ride-data`).
        var dataID: String
        var data: JSONValue
        var script: String
    }

    /// What every page says made it: a page carrying it may be written over by the next report of its ride.
    package static let generator = "fitkit report"

    /// Whether these bytes, the start of a file, are a page `fitkit report` wrote.
    package static func isPage(_ head: [UInt8]) -> Bool {
        String(decoding: head.prefix(1024), as: UTF8.self).contains(
            "<meta name=\"generator\" content=\"\(generator)\">")
    }

    static func page(_ p: Parts, _ libraries: ReportLibraries) -> [UInt8] {
        let out = ByteBuffer(capacity: 1 << 20)
        out.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
        // The origin is a checked one (`TileServer`: scheme, host and port only), escaped all the same.
        let images = " img-src data:" + (p.imageOrigin.map { " " + $0 } ?? "") + ";"
        // A site's pages load its one copy of the libraries from beside them ('self'); a page alone loads nothing.
        let own = libraries.linked == nil ? "" : "'self' "
        out.append(
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src \(own)'unsafe-inline'; "
                + "style-src \(own)'unsafe-inline';")
        out.append(xmlEscaped: images)
        out.append("\">\n<meta name=\"generator\" content=\"\(generator)\">\n")
        out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
        out.append(xmlEscaped: p.title)
        out.append("</title>\n")
        // A site's page links its libraries (before its own style and script, which use them); a page alone
        // carries them.
        if let href = libraries.href(ReportLibraries.styleFile) {
            out.append("<link rel=\"stylesheet\" href=\"")
            out.append(xmlEscaped: href)
            out.append("\">\n")
        }
        out.append("<style>\n")
        if libraries.linked == nil { out.append(libraries.style) }
        out.append(PageAssets.styleCSS)
        out.append(p.css)
        out.append("</style>\n</head><body>\n")
        out.append(p.body)
        out.append("<script id=\"\(p.dataID)\" type=\"application/json\">")
        appendScriptSafe(p.data, to: out)
        out.append("</script>\n")
        if let href = libraries.href(ReportLibraries.scriptFile) {
            out.append("<script src=\"")
            out.append(xmlEscaped: href)
            out.append("\"></script>\n")
        }
        out.append("<script>\n")
        if libraries.linked == nil { out.append(libraries.script) }
        out.append(PageAssets.coreJS)
        out.append(PageAssets.commonJS)
        out.append(p.script)
        out.append("</script>\n</body></html>\n")
        return Array(out.bytes)
    }

    /// JSON written inside a script element so that no text in it can change how the page parses: `<`, `>`
    /// and `&` as `\u003c`, `\u003e` and `\u0026` (no `</script>`, `<!--` or `<script` can form, whatever
    /// a title or file name holds), and U+2028/U+2029 as `\u2028`/`\u2029` (line ends to older script
    /// parsers). Outside strings JSON has none of these characters, so every one escaped is inside a string and
    /// reads back the same.
    package static func appendScriptSafe(_ value: JSONValue, to out: ByteBuffer) {
        let json = ByteBuffer(capacity: 1 << 20)
        value.append(to: json)
        let bytes = json.bytes
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "<"): out.append("\\u003c")
            case UInt8(ascii: ">"): out.append("\\u003e")
            case UInt8(ascii: "&"): out.append("\\u0026")
            case 0xE2 where i + 2 < bytes.endIndex && bytes[i + 1] == 0x80 && (bytes[i + 2] | 1) == 0xA9:
                out.append(bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                i += 2
            default: out.append(byte)
            }
            i += 1
        }
    }
}
