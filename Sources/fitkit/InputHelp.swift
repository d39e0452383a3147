import ArgumentParser

/// What the commands that read rides say of their inputs: one text for each kind, so that every command that
/// takes library ids says so.
enum InputHelp {
    /// Library ids and stored files, as `InputArguments` reads them.
    static let library = "library activity ids, or sha256:PREFIX for a stored file"

    /// Commands that read many inputs: files, folders, archives, standard input, the library.
    static let many = ArgumentHelp(
        "FIT files, folders, archives (zip, tar, .fit.gz), - for standard input, or \(library).")

    /// Commands that read a season: the library's rides when there are no inputs.
    static let season = ArgumentHelp(
        "FIT files, folders, archives (zip, tar, .fit.gz), - for standard input, or \(library); none: the library's rides."
    )

    /// Commands that read one stream at a time (`inspect`, `dump`).
    static let files = ArgumentHelp("FIT files (also .fit.gz, .xz, .zst), - for standard input, or \(library).")

    /// Commands that draw one ride.
    static let one = ArgumentHelp("A FIT file, - for standard input, a library activity id, or sha256:PREFIX.")

    static let completion = CompletionKind.file(extensions: ["fit", "gz", "zip", "tar", "xz", "zst"])
}
