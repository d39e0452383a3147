extension FITError {
    /// What the user can do about it, for the one-line error the commands print.
    package var advice: String {
        switch kind {
        case .notFIT, .badHeader: "is this a FIT file? archives (zip, tar) are read by fitkit export and import"
        case .truncated: "the file is cut short: copy it from the device again"
        case .fileTooLarge: "raise the limit with --max-size"
        case .io: "check the disk or pipe"
        default: "the file is damaged; --validation lenient decodes what it can"
        }
    }
}
