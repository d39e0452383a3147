#if canImport(Glibc)
import Glibc
#endif
import FITExport
import FITSupport
import FITInput

/// Where each export goes: one file, standard output, or a folder of files named after their inputs,
/// never two outputs with the same name in one run.
struct OutputPlan {
    enum Target { case file(String), standardOutput, folder(String) }

    let target: Target
    let suffix: String
    let overwrite: Bool
    private var used: Set<String> = []
    private var outputs = 0

    /// - Parameter oneFile: the output names one file whatever the inputs (report's `-o page.html`): a second
    ///   output to it is an error rather than a folder of that name.
    init(output: String?, inputs: [String], suffix: String, overwrite: Bool, oneFile: Bool = false) {
        self.suffix = suffix
        self.overwrite = overwrite
        guard let output else { target = .folder("."); return }
        if output == "-" { target = .standardOutput; return }
        if oneFile {
            target = .file(output)
            return
        }
        target =
            output.hasSuffix("/") || Self.isFolder(output) || Self.several(inputs) ? .folder(output) : .file(output)
    }

    /// Whether the inputs may hold more than one activity: several, a folder, an archive.
    static func several(_ inputs: [String]) -> Bool {
        inputs.count > 1 || inputs.contains { Self.isFolder($0) || InputNames.isArchive($0) }
    }

    /// A progress line and summary are worth showing when many inputs may come.
    var isBatch: Bool {
        if case .folder = target { return true }
        return false
    }

    /// Where an output goes: standard output (nil) or a path.
    mutating func place(for item: InputItem) -> Result<String?, OutputPlanError> {
        outputs += 1
        switch target {
        case .standardOutput:
            if outputs > 1 { return .failure(OutputPlanError("standard output takes one activity; give -o FOLDER")) }
            return .success(nil)
        case .file(let path):
            if outputs > 1 {
                return .failure(OutputPlanError("-o names one file but there are several inputs; give a folder"))
            }
            return .success(path)
        case .folder(let folder):
            if !Self.isFolder(folder) && PathText.withCString(folder, { mkdir($0, 0o755) }) != 0 && errno != EEXIST {
                return .failure(OutputPlanError("cannot create \(folder): \(String(cString: strerror(errno)))"))
            }
            // A name never holds control characters (a name the input had, or a title a server gave).
            let stem = PathText.safeName(item.stem)
            var name = stem + suffix
            var n = 2
            while used.contains(name) {
                name = "\(stem)-\(n)\(suffix)"
                n += 1
            }
            used.insert(name)
            let base = folder.hasSuffix("/") ? folder : folder + "/"
            return .success(folder == "." ? name : base + name)
        }
    }

    mutating func destination(for item: InputItem) -> Result<ExportJob.Destination, OutputPlanError> {
        place(for: item).map { path -> ExportJob.Destination in
            if let path { return FileDestination(path: path, overwrite: overwrite) }
            return StandardOutputDestination()
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return PathText.withCString(path, { stat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

struct OutputPlanError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
