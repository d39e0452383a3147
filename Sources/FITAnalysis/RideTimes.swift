import FITActivity

/// A ride's distance, times and speeds: which of the records' and the session's figures count when (docs/METRICS.md,
/// "Distance and time"). Each is the computation of one row of the metric table.
enum RideTimes {
    /// The records' distance counter (counted as they were cleaned, or here for a series made directly); the
    /// session's for records without distance and for a pool swim, whose distance is its lengths'.
    static func distance(_ i: Metric.Inputs) -> Double? {
        let ride = i.ride
        if let counted = ride.series.distanceCounted ?? RideMetrics.risen(ride.series.distance),
            !(ride.poolSwim && ride.session?.distance != nil)
        {
            return counted
        }
        return ride.session?.distance
    }

    /// Every figure of a ride comes from the same records: when some were left out for a clock that jumped, the
    /// session's times (which count both sides of the jump, or span it) are not the kept records', and the times
    /// are the kept records' as the distance is.
    static func elapsed(_ i: Metric.Inputs) -> Double? {
        (i.ride.clockJumped ? nil : i.ride.session?.elapsedTime) ?? recordedSpan(i.ride)
    }

    static func timer(_ i: Metric.Inputs) -> Double? {
        let ride = i.ride
        let paused = ride.pauses.reduce(0) {
            $0 + max(0, min($1.upperBound, ride.series.count) - max($1.lowerBound, 0))
        }
        return (ride.clockJumped ? nil : ride.session?.timerTime) ?? (recordedSpan(ride) - Double(paused))
    }

    /// Seconds in motion outside pauses (a pool swim: its active lengths, the rests at the wall are idle ones),
    /// never more than the timer's time: records a device kept writing while paused do not add to it.
    static func moving(_ i: Metric.Inputs) -> Double? {
        let ride = i.ride
        let moving =
            ride.poolSwim
            ? ride.summary.activeLengthTime
            : RideMetrics.movingTime(speed: ride.series.speed, cadence: ride.series.cadence) { s in
                ride.pauses.contains { $0.contains(s) }
            }
        guard let moving, let timer = i.analysis.totalTimerTime else { return moving }
        return min(moving, timer)
    }

    /// Distance over moving time, else the mean of the speed samples.
    static func avgSpeed(_ i: Metric.Inputs) -> Double? {
        let a = i.analysis
        return a.movingTime.flatMap { m in a.totalDistance.flatMap { m > 0 ? $0 / m : nil } }
            ?? RideMetrics.mean(i.series.speed)
    }

    /// The fastest speed sample; when the samples say the ride never went as fast as its distance says it went on
    /// average (a misread wheel sensor, a smoothed stream), the distance's own fastest 5 s.
    static func maxSpeed(_ i: Metric.Inputs) -> Metric.Outcome {
        guard let max = RideMetrics.maximum(i.series.speed) else { return .none }
        guard let avg = i.analysis.avgSpeed, avg > max else { return .number(max) }
        if let fastest = RideMetrics.fastest(distance: i.series.distance, seconds: 5), fastest >= avg {
            return .number(fastest)
        }
        return .missing("the speed samples (at most \((max * 36).rounded() / 10) km/h) disagree with the distance")
    }

    /// A figure of the whole ride that means another thing in each sport (cadence: strokes, steps, revolutions):
    /// for a file of several sports it is given per session instead.
    static func oneSport(_ i: Metric.Inputs, _ figure: (RideSeries) -> Double?) -> Metric.Outcome {
        let sessions = i.ride.summary.sessions
        if sessions.count > 1 && Set(sessions.compactMap(\.sport)).count > 1 {
            return .missing("cadence means another thing in each sport: see each session")
        }
        return figure(i.series).map(Metric.Outcome.number) ?? .none
    }

    private static func recordedSpan(_ ride: Metric.Ride) -> Double { Double(max(0, ride.series.count - 1)) }
}
