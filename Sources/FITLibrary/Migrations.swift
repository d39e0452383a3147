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
        // 2: merges that can be undone, what other sources know of a ride, and multisport activities.
        //    `merged_into`: set on an activity `dedupe --merge` folded into another; it stays, hidden from
        //    `list`, with its own title and notes, until `dedupe --unmerge` or `gc --purge`.
        //    `home`: on a source or file row moved by such a merge, the activity it belonged to before.
        //    `sports`: every session's sport, comma-separated with commas around (",swimming,cycling,").
        """
        ALTER TABLE activities ADD COLUMN merged_into INTEGER REFERENCES activities(id) ON DELETE SET NULL;
        ALTER TABLE activities ADD COLUMN description TEXT;
        ALTER TABLE activities ADD COLUMN gear TEXT;
        ALTER TABLE activities ADD COLUMN sports TEXT;
        ALTER TABLE activities ADD COLUMN sessions INTEGER NOT NULL DEFAULT 1;
        ALTER TABLE activity_sources ADD COLUMN home INTEGER;
        ALTER TABLE fit_files ADD COLUMN home INTEGER;
        UPDATE activities SET sports = ',' || sport || ',' WHERE sport IS NOT NULL;
        CREATE TABLE merges (                  -- one row per activity merged away, to undo it
            merged INTEGER PRIMARY KEY REFERENCES activities(id) ON DELETE CASCADE,
            into_id INTEGER NOT NULL,
            merged_at INTEGER NOT NULL,
            before TEXT NOT NULL,              -- the other activity's figures and edits before (JSON)
            after TEXT NOT NULL                -- its edits as the merge left them (JSON)
        );
        """,
        // 3: sync. Per source the account, where an unfinished listing stopped and the last complete sync; per
        //    remote item its state: `listed` (known, not yet in the library), `stored` (its file imported and
        //    committed: never fetched again) or `failed` (three tries failed; `sync --retry-failed` tries again).
        //    A try that fails before the third leaves the item `listed`, with its reason and tries.
        """
        CREATE TABLE sync_sources (
            source TEXT PRIMARY KEY,
            account TEXT,
            cursor TEXT,                   -- where an unfinished run stopped, for the user
            last_complete INTEGER,         -- Unix seconds: the last run that listed and fetched everything
            last_run INTEGER
        );
        CREATE TABLE sync_items (
            source TEXT NOT NULL,
            remote_id TEXT NOT NULL,
            state TEXT NOT NULL CHECK (state IN ('listed', 'stored', 'failed')),
            title TEXT,
            start_day TEXT,                -- as the service's list gives it
            tries INTEGER NOT NULL DEFAULT 0,
            reason TEXT,
            activity_id INTEGER,
            listed_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL,
            PRIMARY KEY (source, remote_id)
        );
        """,
        // 4: files fitkit wrote itself from a service's streams (Strava's API serves no originals): the original,
        //    when it arrives, is the more complete record whatever it holds.
        """
        ALTER TABLE activities ADD COLUMN derived INTEGER NOT NULL DEFAULT 0;
        """,
        // 5: what makes one copy of a ride more complete than another (records with a position); FIT files
        //    that are valid but not activities (courses, workouts, settings…), kept as what they are: their
        //    file type, when they were made, their name; and the activities a sync-and-export brought whose
        //    export is not yet written (the next run writes them).
        """
        ALTER TABLE activities ADD COLUMN positions INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE activities ADD COLUMN export_pending INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE fit_files ADD COLUMN file_type TEXT;
        ALTER TABLE fit_files ADD COLUMN created INTEGER;
        ALTER TABLE fit_files ADD COLUMN name TEXT;
        """,
        // 6: each file's mean-maximal power curve at the durations kept (`SampledCurve`), so that a season's
        //    curve, critical power and fitness come from the database. A row goes with its file.
        """
        CREATE TABLE file_curves (
            sha256 TEXT PRIMARY KEY REFERENCES fit_files(sha256) ON DELETE CASCADE,
            curve BLOB NOT NULL
        );
        """,
        // 7: rides sent to a service (`fitkit upload`), recorded before the first byte goes so that a run
        //    stopped at any moment resumes without sending a ride twice: the ride's file, the external id sent
        //    (the SHA-256 of the library's file), the service's upload id and activity id as they come.
        """
        CREATE TABLE uploads (
            service TEXT NOT NULL,
            sha256 TEXT NOT NULL,             -- the library's file of the ride
            activity_id INTEGER NOT NULL,
            external_id TEXT NOT NULL,
            sent_sha256 TEXT,                 -- the bytes sent (a privacy-cut copy differs from the file)
            upload_id TEXT,                   -- the service's upload, while it processes
            remote_id TEXT,                   -- the service's activity
            state TEXT NOT NULL CHECK (state IN ('sending', 'processing', 'done', 'failed')),
            reason TEXT,
            tries INTEGER NOT NULL DEFAULT 0,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL,
            PRIMARY KEY (service, sha256)
        );
        """,
        // 8: segments (docs/SEGMENTS.md): a rider's own lines of road, each effort on them (times are Unix
        //    seconds with their fraction: gate crossings are interpolated), and an R*Tree of each activity's
        //    bounds (its files' together), so that a segment's candidates are the rides that pass near it.
        //    Each activity's route thinned (`activity_tracks`), so that the site's heatmap reads no file again.
        //    `boxed`: the activity's bounds (and track) are known (a row in activity_boxes, or none for a ride without
        //    positions); activities imported before this migration get theirs the first time segments are
        //    matched.
        """
        CREATE TABLE segments (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            line BLOB NOT NULL,                -- each point's latitude and longitude, little-endian doubles
            distance REAL NOT NULL,
            created_at INTEGER NOT NULL
        );
        CREATE TABLE segment_efforts (
            segment_id INTEGER NOT NULL REFERENCES segments(id) ON DELETE CASCADE,
            activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
            start REAL NOT NULL,               -- the start gate's crossing, Unix seconds
            elapsed REAL NOT NULL,
            moving REAL NOT NULL,
            avg_power REAL, avg_heart_rate REAL,
            avg_speed REAL NOT NULL,
            PRIMARY KEY (segment_id, activity_id, start)
        );
        CREATE INDEX segment_efforts_activity ON segment_efforts(activity_id);
        CREATE VIRTUAL TABLE activity_boxes USING rtree(id, min_lat, max_lat, min_lon, max_lon);
        ALTER TABLE activities ADD COLUMN boxed INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE activity_tracks (     -- each activity's route thinned (ThinTrack), for the site's heatmap
            id INTEGER PRIMARY KEY REFERENCES activities(id) ON DELETE CASCADE,
            track BLOB NOT NULL
        );
        CREATE TRIGGER activity_boxes_gone AFTER DELETE ON activities BEGIN
            DELETE FROM activity_boxes WHERE id = OLD.id;
        END;
        """
    ]

    /// Brings the schema up to date. Several fitkit processes may open a new or old library at once: the
    /// version is read again inside one write transaction (which waits for the others' to end), so each
    /// migration runs exactly once, whole or not at all.
    static func apply(to db: Database) throws(LibraryError) {
        if try version(of: db) < all.count {
            try db.transaction { () throws(LibraryError) in
                let current = try version(of: db)
                guard current < all.count else { return }
                for sql in all[current...] { try db.execute(sql) }
                try db.execute("PRAGMA user_version = \(all.count)")
            }
        }
        try addMetricColumns(db)
    }

    /// A metric the library keeps (`Metric.libraryColumn`) has its column, added to a library made before it
    /// existed (empty until `fitkit reparse` fills it): a new metric needs no migration of its own.
    static func addMetricColumns(_ db: Database) throws(LibraryError) {
        func missing() throws(LibraryError) -> [String] {
            let present = Set(try db.query("PRAGMA table_info(activities)").compactMap { $0.text("name") })
            return ActivityRecord.metrics.compactMap(\.libraryColumn).filter { !present.contains($0) }
        }
        guard try !missing().isEmpty else { return }
        try db.transaction { () throws(LibraryError) in
            for column in try missing() { try db.execute("ALTER TABLE activities ADD COLUMN \(column) REAL") }
        }
    }

    private static func version(of db: Database) throws(LibraryError) -> Int {
        Int(try db.query("PRAGMA user_version").first?.int("user_version") ?? 0)
    }
}
