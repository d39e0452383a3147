import FITActivity
import FITAnalysis
import FITInput
import FITKit
import FITSupport

/// Matching segments against the library's rides (`segment add`, `segment match`): only the rides whose bounds
/// meet a segment's (the R*Tree) and those whose bounds are not known yet are decoded, each once for all the
/// segments, `jobs` at a time; what each gave is saved in ride order.
public struct SegmentMatching {
    public let library: Library
    public var options = DecodeOptions()
    public var jobs = 1

    public init(library: Library) { self.library = library }

    /// What a run did.
    public struct Report: Sendable {
        /// Rides decoded (the candidates).
        public var decoded = 0
        /// Efforts found on the segments matched.
        public var efforts = 0
        /// Rides that could not be read, one line each.
        public var failed: [String] = []
    }

    /// Matches `segments` against the rides that may hold them.
    public func run(_ segments: [Segment]) throws(LibraryError) -> Report {
        var candidates = Set<Int64>()
        for s in segments { candidates.formUnion(try library.segmentCandidates(s.line)) }
        return try run(segments, activities: candidates.sorted())
    }

    /// Matches `segments` against `activities`.
    public func run(_ segments: [Segment], activities: [Int64]) throws(LibraryError) -> Report {
        var report = Report()
        var saving: LibraryError?
        let options = options
        let pool = OrderedPool<(Int64, Result<RideMatches?, LibraryError>)>(jobs: jobs) { id, read in
            guard saving == nil else { return }
            report.decoded += 1
            do throws(LibraryError) {
                switch read {
                case .success(let matches?):
                    try library.saveMatches(matches, activity: id)
                    report.efforts += matches.efforts.reduce(0) { $0 + $1.efforts.count }
                case .success(nil):
                    // Not an activity to match (no records): its bounds are known to be none.
                    try library.saveNoPositions(activity: id)
                case .failure(let error): report.failed.append("activity \(id): \(error)")
                }
            } catch {
                saving = error
            }
        }
        for id in activities {
            let item: InputItem
            do throws(LibraryError) { item = try library.input(for: id, maxFileSize: options.maxFileSize) } catch {
                pool.submit { (id, .failure(error)) }
                continue
            }
            pool.submit {
                do throws(AnalysisError) {
                    let (_, series) = try Analyzer.read(item, options: options)
                    return (id, .success(RideMatches(series, against: segments)))
                } catch {
                    if case .notAnActivity = error { return (id, .success(nil)) }
                    return (id, .failure(LibraryError.refused(error.line(item.name))))
                }
            }
        }
        pool.finish()
        if let saving { throw saving }
        return report
    }
}
