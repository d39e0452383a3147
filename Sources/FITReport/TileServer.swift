/// A map tile server a page may fetch its background from (`--tiles`, or `tiles =` in report.conf): a URL
/// template checked as a URL before anything of it reaches a page, so that no setting can add to the page's
/// Content-Security-Policy or its markup (docs/REPORT.md). The attribution is text: the page escapes it
/// before the map shows it.
package struct TileServer: Sendable, Equatable {
    /// `https://tile.example.org/{z}/{x}/{y}.png`.
    package let url: String
    package let attribution: String
    /// `https://tile.example.org` (`https://*.tile.example.org` for a `{s}` subdomain): what the page's policy
    /// lets images come from.
    package let origin: String

    /// Checks the template: http or https, a host of letters, digits, dots and dashes (`{s}.` before it
    /// allowed), an optional port, a path of URL characters with `{z}`, `{x}` and `{y}`. The attribution
    /// defaults to the host's name.
    package init(url: String, attribution: String?) throws(TileServerError) {
        let lower = url.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lower.hasPrefix($0) }) else {
            throw TileServerError(url: url, why: "it must start with https:// or http://")
        }
        let rest = url.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" && $0 != "?" }
        var host = Substring(authority)
        var port: Substring?
        if let colon = authority.lastIndex(of: ":") {
            host = authority[..<colon]
            port = authority[authority.index(after: colon)...]
        }
        let subdomain = host.hasPrefix("{s}.")
        if subdomain { host = host.dropFirst(4) }
        guard !host.isEmpty, host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }),
            host.first != ".", host.first != "-"
        else {
            throw TileServerError(url: url, why: "its host must be a name of letters, digits, dots and dashes")
        }
        if let port, port.isEmpty || port.count > 5 || !port.allSatisfy({ $0.isASCII && $0.isNumber }) {
            throw TileServerError(url: url, why: "its port must be a number")
        }
        let path = rest.dropFirst(authority.count)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/?=&%+,@!$*():{}")
        if let bad = path.first(where: { !allowed.contains($0) }) {
            throw TileServerError(url: url, why: "\(bad.debugDescription) is not a character of a tile URL")
        }
        for placeholder in ["{z}", "{x}", "{y}"] where !path.contains(placeholder) {
            throw TileServerError(url: url, why: "give a URL template with {z}, {x} and {y}")
        }
        self.url = url
        self.attribution = attribution ?? "Tiles: " + host
        let hostPort = host + (port.map { ":" + $0 } ?? "")
        self.origin = lower.prefix(scheme.count) + (subdomain ? "*." : "") + hostPort.lowercased()
    }
}

package struct TileServerError: Error, Sendable, CustomStringConvertible {
    package let url: String
    package let why: String
    package var description: String { "tile server \(url.debugDescription): \(why)" }
}
