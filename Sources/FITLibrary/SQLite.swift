import CSQLite

/// A thin wrapper over the system SQLite: one connection, prepared statements, transactions. WAL journal,
/// foreign keys on, and a busy timeout so a second fitkit waits instead of failing.
final class Database {
    let handle: OpaquePointer
    let path: String

    init(path: String) throws(LibraryError) {
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(db)
            throw LibraryError.database(path: path, message: message)
        }
        handle = db
        self.path = path
        // Another fitkit (a cron'd sync beside an interactive command) may hold the write lock: wait for it.
        // Writers take it at the start of their transactions (BEGIN IMMEDIATE), so a wait never deadlocks.
        sqlite3_busy_timeout(db, 120_000)
        try execute("PRAGMA journal_mode = WAL")
        try execute("PRAGMA foreign_keys = ON")
        try execute("PRAGMA synchronous = FULL")
    }

    deinit { sqlite3_close_v2(handle) }

    func execute(_ sql: String) throws(LibraryError) {
        var message: UnsafeMutablePointer<CChar>?
        if sqlite3_exec(handle, sql, nil, nil, &message) != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? lastError
            sqlite3_free(message)
            throw LibraryError.database(path: path, message: text)
        }
    }

    var lastError: String { String(cString: sqlite3_errmsg(handle)) }

    func prepare(_ sql: String) throws(LibraryError) -> Statement {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw LibraryError.database(path: path, message: lastError)
        }
        return Statement(statement, database: self)
    }

    /// Runs `sql` with `values` bound in order; returns the rows.
    @discardableResult
    func query(_ sql: String, _ values: [SQLValue] = []) throws(LibraryError) -> [Row] {
        let s = try prepare(sql)
        try s.bind(values)
        var rows: [Row] = []
        while let row = try s.step() { rows.append(row) }
        return rows
    }

    var lastInsertID: Int64 { sqlite3_last_insert_rowid(handle) }
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs `body` in one IMMEDIATE transaction: committed when it returns, rolled back when it throws.
    func transaction<T>(_ body: () throws(LibraryError) -> T) throws(LibraryError) -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}

enum SQLValue {
    case int(Int64), double(Double), text(String), blob([UInt8]), null

    static func of(_ v: Double?) -> SQLValue { v.map { .double($0) } ?? .null }
    static func of(_ v: Int64?) -> SQLValue { v.map { .int($0) } ?? .null }
    static func of(_ v: Int?) -> SQLValue { v.map { .int(Int64($0)) } ?? .null }
    static func of(_ v: String?) -> SQLValue { v.map { .text($0) } ?? .null }
}

/// One result row, by column name.
struct Row {
    let values: [String: SQLValue]

    func int(_ name: String) -> Int64? {
        switch values[name] {
        case .int(let v)?: v
        case .double(let v)?: v.isFinite && abs(v) < 9e18 ? Int64(v) : nil
        default: nil
        }
    }

    func double(_ name: String) -> Double? {
        switch values[name] {
        case .int(let v)?: Double(v)
        case .double(let v)?: v
        default: nil
        }
    }

    func text(_ name: String) -> String? {
        if case .text(let v)? = values[name] { return v }
        return nil
    }

    func blob(_ name: String) -> [UInt8]? {
        if case .blob(let v)? = values[name] { return v }
        return nil
    }
}

final class Statement {
    private let handle: OpaquePointer
    private unowned let database: Database

    init(_ handle: OpaquePointer, database: Database) {
        self.handle = handle
        self.database = database
    }

    deinit { sqlite3_finalize(handle) }

    /// SQLite copies bound text at once (SQLITE_TRANSIENT).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    func bind(_ values: [SQLValue]) throws(LibraryError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (i, value) in values.enumerated() {
            let index = Int32(i + 1)
            let rc: Int32 =
                switch value {
                case .int(let v): sqlite3_bind_int64(handle, index, v)
                case .double(let v): sqlite3_bind_double(handle, index, v)
                // A NUL would end the text there (a title a service sent with one): kept as U+FFFD, so the rest
                // of the text is kept too.
                case .text(let v):
                    sqlite3_bind_text(
                        handle, index, v.contains("\u{0}") ? v.replacing("\u{0}", with: "\u{FFFD}") : v, -1,
                        Self.transient)
                case .blob(let v):
                    v.withUnsafeBytes {
                        sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), Self.transient)
                    }
                case .null: sqlite3_bind_null(handle, index)
                }
            guard rc == SQLITE_OK else { throw LibraryError.database(path: database.path, message: database.lastError) }
        }
    }

    func step() throws(LibraryError) -> Row? {
        let rc = sqlite3_step(handle)
        if rc == SQLITE_DONE { return nil }
        guard rc == SQLITE_ROW else { throw LibraryError.database(path: database.path, message: database.lastError) }
        var values: [String: SQLValue] = [:]
        for c in 0..<sqlite3_column_count(handle) {
            let name = String(cString: sqlite3_column_name(handle, c))
            values[name] =
                switch sqlite3_column_type(handle, c) {
                case SQLITE_INTEGER: .int(sqlite3_column_int64(handle, c))
                case SQLITE_FLOAT: .double(sqlite3_column_double(handle, c))
                case SQLITE_TEXT: .text(String(cString: sqlite3_column_text(handle, c)))
                case SQLITE_BLOB:
                    // The pointer comes before the size (SQLite's rule for reading a value's bytes).
                    .blob(
                        sqlite3_column_blob(handle, c).map {
                            Array(UnsafeRawBufferPointer(start: $0, count: Int(sqlite3_column_bytes(handle, c))))
                        } ?? [])
                default: .null
                }
        }
        return Row(values: values)
    }
}
