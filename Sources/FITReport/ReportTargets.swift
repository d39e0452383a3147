import FITInput
import FITSupport

/// What a page may be written over (docs/REPORT.md): never an input, and an existing file only when it is a
/// page fitkit wrote, or with --overwrite.
package struct PageTargets: Sendable {
    package let inputs: Set<[UInt64]>
    package let overwrite: Bool

    package init(inputs: [String], overwrite: Bool) {
        self.inputs = Set(inputs.compactMap(Files.identity))
        self.overwrite = overwrite
    }

    package func check(_ path: String, item: InputItem) throws(ReportFailure) {
        guard let target = Files.identity(path) else { return }
        if inputs.contains(target) || item.path.flatMap(Files.identity) == target {
            throw ReportFailure(line: "\(path) is an input: a page never replaces a ride (give -o PAGE.html)")
        }
        if !overwrite, let head = Files.head(path, count: 1024), !ReportHTML.isPage(head) {
            throw ReportFailure(
                line: "\(path) exists and is not a page fitkit wrote: give another -o, or --overwrite to replace it")
        }
    }
}

/// `report.conf`: `tiles = URL-TEMPLATE` and `tiles_attribution = TEXT` lines.
package enum ReportConfig {
    /// The file unreadable, or its tile server refused: one line naming where it came from.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The tile layer the flags give, else the file's, checked alike (`TileServer`); its attribution, else
    /// the tile server's name.
    package static func tiles(_ url: String?, _ attribution: String?, file path: String) throws(Failure) -> TileServer?
    {
        var url = url, attribution = attribution
        var from = "--tiles"
        if url == nil {
            let text: String?
            do throws(Files.Failure) { text = try Files.text(path) } catch {
                throw Failure(description: error.description)
            }
            for line in (text ?? "").split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces() }
                guard parts.count == 2, !parts[0].hasPrefix("#") else { continue }
                if parts[0] == "tiles" { url = parts[1] }
                if parts[0] == "tiles_attribution" { attribution = attribution ?? parts[1] }
            }
            from = path
        }
        guard let url else { return nil }
        do throws(TileServerError) { return try TileServer(url: url, attribution: attribution) } catch {
            throw Failure(description: "\(from): \(error)")
        }
    }
}

extension String {
    /// Without spaces and tabs at either end.
    fileprivate func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s = s.dropFirst() }
        while s.last == " " || s.last == "\t" || s.last == "\r" { s = s.dropLast() }
        return String(s)
    }
}
