#if canImport(Glibc)
import Glibc
#endif
import FITInput
import FITKit

/// What the commands accept as inputs: paths (files, folders, archives, `-`) and library activity ids. An
/// argument of digits only that is not an existing file names an activity in the library, which is opened
/// only when such an argument is given.
public struct InputArguments {
    /// The library folder given (`--library`), nil for the default.
    public let library: String?
    public let maxFileSize: Int

    public init(library: String?, maxFileSize: Int) {
        self.library = library
        self.maxFileSize = maxFileSize
    }

    static func isLibraryID(_ argument: String) -> Bool {
        !argument.isEmpty && argument.allSatisfy(\.isNumber) && access(argument, F_OK) != 0
    }

    /// The one FIT stream `inspect` and `dump` read from an argument: a file, `-`, a compressed FIT file
    /// (`.fit.gz`, `.fit.xz`, `.fit.zst`, `.fit.bz2`, decompressed as it is read) or a library id. Apart from `-`,
    /// it can be opened again for a second pass.
    public func single(_ argument: String) throws(InputError) -> InputItem {
        guard argument != "-", Self.isLibraryID(argument) || InputNames.isCompressedFIT(argument) else {
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

    public func walk(_ arguments: [String], progress: ((Int, Int) -> Void)? = nil, _ visit: (InputWalker.Found) -> Void)
    {
        let walker = InputWalker(maxFileSize: maxFileSize)
        guard arguments.contains(where: Self.isLibraryID) else {
            return walker.walk(arguments, progress: progress, visit)
        }
        var opened: Library?
        for argument in arguments {
            guard Self.isLibraryID(argument), let id = Int64(argument) else {
                walker.walk([argument], visit)
                continue
            }
            do throws(LibraryError) {
                if opened == nil { opened = try Library(folder: self.library ?? Library.defaultFolder) }
                visit(.input(try opened!.input(for: id, maxFileSize: maxFileSize)))
            } catch {
                visit(.failed(InputError(path: "library:\(argument)", reason: error.description)))
            }
        }
    }
}
