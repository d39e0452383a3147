/// The database schema, as numbered migrations applied in order; `PRAGMA user_version` records how far a
/// library has come. A migration is never edited once released: later changes are new migrations.
enum Migrations {
    static let all: [String] = [
        // 1: activities from several sources, the FIT files they came from, and duplicates to review.
        """
        CREATE TABLE activities (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            source_id TEXT NOT NULL,
            start_time INTEGER,            -- Unix seconds, UTC
            utc_offset INTEGER,            -- local time minus UTC, seconds
            sport TEXT, sub_sport TEXT,
            elapsed_time REAL, timer_time REAL, moving_time REAL,
            distance REAL, ascent REAL, descent REAL,
            avg_speed REAL, avg_power REAL, normalized_power REAL, avg_heart_rate REAL, max_heart_rate REAL,
            training_stress_score REAL,
            samples INTEGER NOT NULL DEFAULT 0,   -- completeness, for merges: records…
            streams INTEGER NOT NULL DEFAULT 0,   -- …and columns
            fit_sha256 TEXT,                      -- the file its figures come from (fit_files)
            title TEXT, notes TEXT, tags TEXT,    -- the user's own: imports and merges never overwrite them
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL
        );
        CREATE INDEX activities_start ON activities(start_time);
        CREATE TABLE activity_sources (
            activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
            source TEXT NOT NULL,
            source_id TEXT NOT NULL,
            UNIQUE (source, source_id)
        );
        CREATE TABLE fit_files (
            sha256 TEXT PRIMARY KEY,
            activity_id INTEGER REFERENCES activities(id) ON DELETE SET NULL,
            size INTEGER NOT NULL,
            path TEXT,                     -- under the library folder, while the file is loose
            archive TEXT, member TEXT,     -- once archived
            parsed INTEGER NOT NULL,
            parse_error TEXT,
            imported_at INTEGER NOT NULL,
            CHECK (path IS NOT NULL OR archive IS NOT NULL)
        );
        CREATE TABLE possible_duplicates (
            a INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
            b INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
            start_delta INTEGER NOT NULL,
            duration_delta INTEGER NOT NULL,
            PRIMARY KEY (a, b)
        );
        """,
    ]

    static func apply(to db: Database) throws(LibraryError) {
        let current = try db.query("PRAGMA user_version").first?.int("user_version") ?? 0
        for (i, sql) in all.enumerated() where i >= Int(current) {
            try db.transaction { () throws(LibraryError) in
                try db.execute(sql)
                try db.execute("PRAGMA user_version = \(i + 1)")
            }
        }
    }
}
