import FITAnalysis
import FITKit
import FITLibrary
import FITSupport

/// A segment's page of the site (docs/SEGMENTS.md): its leaderboard, each effort linking to its ride's page,
/// and its time and power over the years. No position is on it: privacy zones have nothing to hide there.
package struct SegmentPage: Sendable {
    package var segment: Segment
    package var efforts: [StoredEffort]
    /// Each activity's page, relative to the segment's page; an effort whose ride has none is not linked.
    package var pages: [Int64: String] = [:]

    package init(segment: Segment, efforts: [StoredEffort]) {
        self.segment = segment
        self.efforts = efforts
    }

    package func data() -> JSONValue {
        .object([
            ("name", .string(segment.name)),
            ("distance_km", .rounded(segment.line.length / 1000, 3)),
            (
                "efforts",
                .array(
                    efforts.map { e in
                        .object(SegmentText.effortJSON(e) + [("page", .text(pages[e.activityID]))])
                    })
            )
        ])
    }

    package func html(_ libraries: ReportLibraries) -> [UInt8] {
        ReportHTML.page(
            ReportHTML.Parts(
                title: segment.name, imageOrigin: nil, css: PageAssets.siteCSS, body: PageAssets.segmentHTML,
                dataID: "segment-data", data: data(), script: PageAssets.segmentJS), libraries)
    }
}
