import ArgumentParser
import FITLibrary

/// Where the library is: `--library DIR`, default `$XDG_DATA_HOME/fitkit`.
struct LibraryOption: ParsableArguments {
    @Option(
        help: "The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).",
        completion: .directory)
    var library: String?

    /// - Parameter create: make the library when there is none: only commands that add to one do.
    func open(create: Bool = false) throws -> Library {
        do throws(LibraryError) { return try Library(folder: library ?? Library.defaultFolder, create: create) } catch {
            // Errors of the file system, and a missing library, say what to do themselves; the others get where
            // to look.
            switch error {
            case .io, .noLibrary:
                complain(error.description)
            default:
                complain("\(error) (check the folder, or give another with --library)")
            }
            throw ExitCode.failure
        }
    }
}

/// Runs library work, turning its errors into one line and exit 1.
func withLibrary<T>(_ body: () throws(LibraryError) -> T) throws -> T {
    do throws(LibraryError) { return try body() } catch {
        complain(error.description)
        throw ExitCode.failure
    }
}
