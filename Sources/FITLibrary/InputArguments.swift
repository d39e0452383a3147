#if canImport(Glibc)
import Glibc
#endif
import FITInput
import FITSupport

/// What the commands accept as inputs: paths (files, folders, archives, `-`), library activity ids and stored
/// files. An argument of digits only that is not an existing file names an activity in the library; one of 8 to
/// 64 hex digits with a letter among them, or `sha256:` and 8 or more hex digits, names a stored file by its
/// SHA-256 (every copy of a merged ride stays reachable so). The library is opened only when such an argument
/// is given.
public struct InputArguments {
    /// The library folder given (`--library`), nil for the default.
    public let library: String?
    public let maxFileSize: Int

    public init(library: String?, maxFileSize: Int) {
        self.library = library
        self.maxFileSize = maxFileSize
    }

    static func isLibraryID(_ argument: String) -> Bool {
        !argument.isEmpty && argument.allSatisfy(\.isNumber) && !exists(argument)
    }

    /// The SHA-256 prefix an argument names a stored file by, or nil.
    static func storedFile(_ argument: String) -> String? {
        let hex = argument.hasPrefix(Self.shaPrefix) ? String(argument.dropFirst(Self.shaPrefix.count)) : argument
        guard (8...64).contains(hex.count), hex.allSatisfy(\.isHexDigit), !exists(argument),
            hex.count < argument.count || hex.contains(where: \.isLetter)
        else { return nil }
        return hex
    }

    static let shaPrefix = "sha256:"

    private static func exists(_ path: String) -> Bool { PathText.withCString(path) { access($0, F_OK) } == 0 }

    /// Whether an argument names something in the library.
    static func inLibrary(_ argument: String) -> Bool { isLibraryID(argument) || storedFile(argument) != nil }

    /// The one FIT stream `inspect` and `dump` read from an argument: a file, `-`, a compressed FIT file
    /// (`.fit.gz`, `.fit.xz`, `.fit.zst`, `.fit.bz2`, decompressed as it is read) or a library id. Apart from `-`,
    /// it can be opened again for a second pass.
    public func single(_ argument: String) throws(InputError) -> InputItem {
        // Standard input is streamed when it is a FIT file on disk; otherwise (a pipe, or compressed: a gzipped
        // ride piped in) the walker reads it as every command does.
        if argument == "-"
            ? InputWalker.standardInputIsPlainFIT()
            : !(Self.inLibrary(argument) || InputNames.isCompressedFIT(argument))
        {
            return InputItem.file(argument, name: argument)
        }
        var found: InputWalker.Found?
        walk([argument]) { if found == nil { found = $0 } }
        switch found {
        case .input(let item)?: return item
        case .failed(let error)?: throw error
        case .skipped(let name, let reason)?: throw InputError(path: name, reason: reason)
        case nil: throw InputError(path: argument, reason: "nothing to read")
        }
    }

    /// The inputs of library activities given by id (typed: never a file that happens to have the id's name).
    public func walk(activities: [Int64], _ visit: (InputWalker.Found) -> Void) {
        guard !activities.isEmpty else { return }
        do throws(LibraryError) {
            let library = try Library(folder: self.library ?? Library.defaultFolder, create: false)
            for id in activities {
                do throws(LibraryError) {
                    visit(.input(try library.input(for: id, maxFileSize: maxFileSize)))
                } catch {
                    visit(.failed(InputError(path: "library:\(id)", reason: error.description)))
                }
            }
        } catch {
            visit(.failed(InputError(path: self.library ?? Library.defaultFolder, reason: error.description)))
        }
    }

    public func walk(_ arguments: [String], progress: ((Int, Int) -> Void)? = nil, _ visit: (InputWalker.Found) -> Void)
    {
        let walker = InputWalker(maxFileSize: maxFileSize)
        guard arguments.contains(where: Self.inLibrary) else {
            return walker.walk(arguments, progress: progress, visit)
        }
        var opened: Library?
        for argument in arguments {
            guard Self.inLibrary(argument) else {
                walker.walk([argument], visit)
                continue
            }
            do throws(LibraryError) {
                let library: Library
                if let opened {
                    library = opened
                } else {
                    library = try Library(folder: self.library ?? Library.defaultFolder, create: false)
                }
                opened = library
                if let id = Int64(argument), Self.isLibraryID(argument) {
                    visit(.input(try library.input(for: id, maxFileSize: maxFileSize)))
                } else if let prefix = Self.storedFile(argument) {
                    visit(.input(try library.input(sha256Prefix: prefix, maxFileSize: maxFileSize)))
                }
            } catch {
                visit(.failed(InputError(path: "library:\(argument)", reason: error.description)))
            }
        }
    }
}
