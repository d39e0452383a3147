import FITSupport

/// The frame every report page shares: a Content-Security-Policy that lets it make no request (images from
/// one tile server aside, when asked), the libraries' style and script written in, the page's data as a JSON
/// block its script reads.
enum ReportHTML {
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

    static func page(_ p: Parts, _ libraries: ReportLibraries) -> [UInt8] {
        let out = ByteBuffer(capacity: 1 << 20)
        out.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
        let images = " img-src data:" + (p.imageOrigin.map { " " + $0 } ?? "") + ";"
        out.append(
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'unsafe-inline'; "
                + "style-src 'unsafe-inline';" + images + "\">\n")
        out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
        out.append(xmlEscaped: p.title)
        out.append("</title>\n<style>\n")
        out.append(libraries.style)
        out.append(ReportStyle.css)
        out.append(p.css)
        out.append("</style>\n</head><body>\n")
        out.append(p.body)
        out.append("<script id=\"\(p.dataID)\" type=\"application/json\">")
        appendScriptSafe(p.data, to: out)
        out.append("</script>\n<script>\n")
        out.append(libraries.script)
        out.append(helpers)
        out.append(p.script)
        out.append("</script>\n</body></html>\n")
        return Array(out.bytes)
    }

    /// JSON written inside a script element: every `</` written `<\/` (the same string to JSON), so that no
    /// title or name can end the element.
    static func appendScriptSafe(_ value: JSONValue, to out: ByteBuffer) {
        let json = ByteBuffer(capacity: 1 << 20)
        value.append(to: json)
        var previous: UInt8 = 0
        for byte in json.bytes {
            if previous == UInt8(ascii: "<") && byte == UInt8(ascii: "/") { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
            previous = byte
        }
    }

    /// What both pages' scripts use: making elements, times as h:mm:ss.
    static let helpers = #"""
        function el(tag, attrs, text) {
          var e = document.createElement(tag);
          for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
          if (text !== undefined && text !== null) e.textContent = text;
          return e;
        }
        function two(v) { return v < 10 ? '0' + v : '' + v; }
        function clock(s) {
          s = Math.round(s);
          var h = Math.floor(s / 3600), m = Math.floor(s % 3600 / 60), r = s % 60;
          return h > 0 ? h + ':' + two(m) + ':' + two(r) : m + ':' + two(r);
        }

        """#
}
