import CCrypto
import CSQLite

/// SQLite and libcrypto are loaded when a library is opened, not when fitkit starts (see CLazyLoad).
enum SystemLibraries {
    static func load() throws(LibraryError) {
        if let why = fitkit_sqlite_open() ?? fitkit_crypto_open() { throw .unavailable(String(cString: why)) }
    }
}
