import FITInput

extension Library {
    /// A damaged file the library keeps (named by its SHA-256 or a prefix of 8 or more digits) made an
    /// activity by its repaired copy: the copy is imported as any file is, and the damaged file's row points to
    /// the activity, so that its original bytes stay kept and reachable from it (`show`).
    /// - Returns: the import's outcome for the repaired copy.
    public func importRepair(of prefix: String, repaired: [UInt8]) throws(LibraryError) -> ImportOutcome {
        let original = try sha256(prefix: prefix)
        let outcome = try importFIT(.bytes(repaired, name: "library:" + original.prefix(12) + " (repaired)"))
        if let activity = outcome.activityID {
            _ = try locked { () throws(LibraryError) in
                try db.query(
                    "UPDATE fit_files SET activity_id = ? WHERE sha256 = ? AND activity_id IS NULL",
                    [.int(activity), .text(original)])
            }
        }
        return outcome
    }

    /// Whether an argument names a file the library keeps by its SHA-256 (`sha256:…` or 8 or more hex digits).
    public static func namesStoredFile(_ argument: String) -> Bool { InputArguments.storedFile(argument) != nil }
}
