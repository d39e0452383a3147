import FITSupport

/// The JavaScript libraries a report is drawn with, from Debian's packages (docs/REPORT.md): dygraphs for the
/// stacked charts (fast canvas line charts with drag-to-zoom and a selection that other charts can be set to),
/// Leaflet for the map. Read at report time and written into each page, which stays one file that needs
/// nothing else; none of their code is in this repository.
package struct ReportLibraries: Sendable {
    package let script: String
    package let style: String
    /// Where a site's pages find the libraries, as a folder relative to the page (`../lib`): the site keeps
    /// one copy (`write(in:)`), not one a page. nil: the page carries them, one self-contained file.
    package var linked: String?

    /// The files of a site's shared copy, in its `lib` folder.
    package static let folder = "lib", scriptFile = "libraries.js", styleFile = "libraries.css"

    /// These libraries as a page `path` (its folders from the site's root: `activities/1.html`) links them.
    package func linked(from path: String) -> ReportLibraries {
        var copy = self
        copy.linked = String(repeating: "../", count: path.filter { $0 == "/" }.count) + Self.folder
        return copy
    }

    /// Where a linking page finds one of the shared files (`../lib/libraries.js`); nil for a page that carries
    /// the libraries itself.
    func href(_ file: String) -> String? { linked.map { $0 + "/" + file } }

    /// Writes the site's shared copy into `site`'s lib folder, each file only when it differs (whole or not at
    /// all).
    package func write(in site: String) throws(OutputError) {
        for (name, text) in [(Self.scriptFile, script), (Self.styleFile, style)] {
            let path = site + "/" + Self.folder + "/" + name, bytes = Array(text.utf8)
            if (try? Files.read(path)) == bytes { continue }
            try ReportContext.writeWhole(bytes, to: path)
        }
    }

    /// Where Debian puts browser libraries.
    package static let defaultRoot = "/usr/share/javascript"

    /// The files read, each with the Debian package that installs it.
    static let files: [(path: String, package: String, isStyle: Bool)] = [
        ("dygraphs/dygraph.min.js", "libjs-dygraphs", false), ("dygraphs/dygraph.min.css", "libjs-dygraphs", true),
        ("leaflet/leaflet.min.js", "libjs-leaflet", false), ("leaflet/leaflet.css", "libjs-leaflet", true)
    ]

    /// Reads the libraries under `root`; a missing one is an error naming its package.
    package static func load(root: String = defaultRoot) throws(ReportError) -> ReportLibraries {
        var script = "", style = ""
        for file in files {
            let path = root + "/" + file.path
            let text: String?
            do throws(Files.Failure) { text = try Files.text(path) } catch {
                throw ReportError.missingLibrary(package: file.package, path: path)
            }
            guard let text else { throw ReportError.missingLibrary(package: file.package, path: path) }
            if file.isStyle {
                // The stylesheets name images (Leaflet's layer switcher and default marker, neither used):
                // left out, so that nothing in the page can ask for a file.
                style += withoutURLs(text) + "\n"
            } else {
                // A script ends at the first "</script": none of these has one, and it would be cut here;
                // its source-map comment (a file it would name) is left out.
                script += withoutSourceMap(text).replacing("</script", with: "<\\/script") + "\n;\n"
            }
        }
        return ReportLibraries(script: script, style: style)
    }

    /// A script without its `//# sourceMappingURL=` line.
    static func withoutSourceMap(_ script: String) -> String {
        script.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("//# sourceMappingURL=") }.joined(separator: "\n")
    }

    /// CSS with every `url(…)` value replaced by `none`.
    static func withoutURLs(_ css: String) -> String {
        var out = "", rest = Substring(css)
        while let start = rest.firstRange(of: "url(") {
            out += rest[..<start.lowerBound] + "none"
            guard let end = rest[start.upperBound...].firstIndex(of: ")") else { return out }
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }
}

/// Why a report could not be made.
package enum ReportError: Error, Sendable, CustomStringConvertible {
    case missingLibrary(package: String, path: String)

    package var description: String {
        switch self {
        case .missingLibrary(let package, let path):
            "the report's JavaScript library is missing (\(path)): install Debian's \(package) "
                + "(sudo apt-get install \(package))"
        }
    }
}
