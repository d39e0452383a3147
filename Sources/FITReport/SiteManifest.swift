#if canImport(Glibc)
import Glibc
#endif
import FITSupport

/// What a site folder's `.fitkit-site` records (docs/REPORT.md): the library the site was made of, and each
/// activity page it wrote with the fingerprint of what the page shows. A site writes over and removes only
/// the files its manifest names (and `files`, once the folder is its own): a folder holding anything else by
/// those names, or another library's site, is left alone.
package struct SiteManifest: Sendable, Equatable {
    package static let name = ".fitkit-site"
    /// The files besides the pages that a site writes.
    package static let files = ["index.html", "heatmap.png"]

    /// The library's folder; nil for a manifest written before it was recorded.
    package var library: String?
    /// Activity id → the fingerprint of its page on disk.
    package var pages: [Int64: String]

    package init(library: String?, pages: [Int64: String]) {
        self.library = library
        self.pages = pages
    }

    package struct Failure: Error, Sendable, CustomStringConvertible {
        package let description: String
    }

    /// The manifest in `folder`; an empty one when the folder has none.
    package static func read(_ folder: String) throws(Failure) -> SiteManifest {
        let path = folder + "/" + name
        let text: String?
        do throws(Files.Failure) { text = try Files.text(path) } catch {
            throw Failure(description: "\(error)")
        }
        var manifest = SiteManifest(library: nil, pages: [:])
        for line in (text ?? "").split(separator: "\n") {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch (parts.first, parts.count) {
            case ("library", 2): manifest.library = parts[1]
            case ("page", 3): if let id = Int64(parts[1]) { manifest.pages[id] = parts[2] }
            // The first form: an id and a fingerprint.
            case (_, 2): if let id = Int64(parts[0]) { manifest.pages[id] = parts[1] }
            default: continue
            }
        }
        return manifest
    }

    /// The manifest as the file holds it.
    package var text: [UInt8] {
        var out = "fitkit-site\t2\n"
        if let library { out += "library\t" + library.replacing("\n", with: " ") + "\n" }
        for (id, digest) in pages.sorted(by: { $0.key < $1.key }) { out += "page\t\(id)\t\(digest)\n" }
        return Array(out.utf8)
    }
}
