// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `dive_alert`, with a name for each value the profile names.
    public struct DiveAlert: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 62 }

        /// `ndl_reached`
        @_alwaysEmitIntoClient public static var ndlReached: Self { Self(rawValue: 0) }
        /// `gas_switch_prompted`
        @_alwaysEmitIntoClient public static var gasSwitchPrompted: Self { Self(rawValue: 1) }
        /// `near_surface`
        @_alwaysEmitIntoClient public static var nearSurface: Self { Self(rawValue: 2) }
        /// `approaching_ndl`
        @_alwaysEmitIntoClient public static var approachingNdl: Self { Self(rawValue: 3) }
        /// `po2_warn`
        @_alwaysEmitIntoClient public static var po2Warn: Self { Self(rawValue: 4) }
        /// `po2_crit_high`
        @_alwaysEmitIntoClient public static var po2CritHigh: Self { Self(rawValue: 5) }
        /// `po2_crit_low`
        @_alwaysEmitIntoClient public static var po2CritLow: Self { Self(rawValue: 6) }
        /// `time_alert`
        @_alwaysEmitIntoClient public static var timeAlert: Self { Self(rawValue: 7) }
        /// `depth_alert`
        @_alwaysEmitIntoClient public static var depthAlert: Self { Self(rawValue: 8) }
        /// `deco_ceiling_broken`
        @_alwaysEmitIntoClient public static var decoCeilingBroken: Self { Self(rawValue: 9) }
        /// `deco_complete`
        @_alwaysEmitIntoClient public static var decoComplete: Self { Self(rawValue: 10) }
        /// `safety_stop_broken`
        @_alwaysEmitIntoClient public static var safetyStopBroken: Self { Self(rawValue: 11) }
        /// `safety_stop_complete`
        @_alwaysEmitIntoClient public static var safetyStopComplete: Self { Self(rawValue: 12) }
        /// `cns_warning`
        @_alwaysEmitIntoClient public static var cnsWarning: Self { Self(rawValue: 13) }
        /// `cns_critical`
        @_alwaysEmitIntoClient public static var cnsCritical: Self { Self(rawValue: 14) }
        /// `otu_warning`
        @_alwaysEmitIntoClient public static var otuWarning: Self { Self(rawValue: 15) }
        /// `otu_critical`
        @_alwaysEmitIntoClient public static var otuCritical: Self { Self(rawValue: 16) }
        /// `ascent_critical`
        @_alwaysEmitIntoClient public static var ascentCritical: Self { Self(rawValue: 17) }
        /// `alert_dismissed_by_key`
        @_alwaysEmitIntoClient public static var alertDismissedByKey: Self { Self(rawValue: 18) }
        /// `alert_dismissed_by_timeout`
        @_alwaysEmitIntoClient public static var alertDismissedByTimeout: Self { Self(rawValue: 19) }
        /// `battery_low`
        @_alwaysEmitIntoClient public static var batteryLow: Self { Self(rawValue: 20) }
        /// `battery_critical`
        @_alwaysEmitIntoClient public static var batteryCritical: Self { Self(rawValue: 21) }
        /// `safety_stop_started`
        @_alwaysEmitIntoClient public static var safetyStopStarted: Self { Self(rawValue: 22) }
        /// `approaching_first_deco_stop`
        @_alwaysEmitIntoClient public static var approachingFirstDecoStop: Self { Self(rawValue: 23) }
        /// `setpoint_switch_auto_low`
        @_alwaysEmitIntoClient public static var setpointSwitchAutoLow: Self { Self(rawValue: 24) }
        /// `setpoint_switch_auto_high`
        @_alwaysEmitIntoClient public static var setpointSwitchAutoHigh: Self { Self(rawValue: 25) }
        /// `setpoint_switch_manual_low`
        @_alwaysEmitIntoClient public static var setpointSwitchManualLow: Self { Self(rawValue: 26) }
        /// `setpoint_switch_manual_high`
        @_alwaysEmitIntoClient public static var setpointSwitchManualHigh: Self { Self(rawValue: 27) }
        /// `auto_setpoint_switch_ignored`
        @_alwaysEmitIntoClient public static var autoSetpointSwitchIgnored: Self { Self(rawValue: 28) }
        /// `switched_to_open_circuit`
        @_alwaysEmitIntoClient public static var switchedToOpenCircuit: Self { Self(rawValue: 29) }
        /// `switched_to_closed_circuit`
        @_alwaysEmitIntoClient public static var switchedToClosedCircuit: Self { Self(rawValue: 30) }
        /// `tank_battery_low`
        @_alwaysEmitIntoClient public static var tankBatteryLow: Self { Self(rawValue: 32) }
        /// `po2_ccr_dil_low`
        @_alwaysEmitIntoClient public static var po2CcrDilLow: Self { Self(rawValue: 33) }
        /// `deco_stop_cleared`
        @_alwaysEmitIntoClient public static var decoStopCleared: Self { Self(rawValue: 34) }
        /// `apnea_neutral_buoyancy`
        @_alwaysEmitIntoClient public static var apneaNeutralBuoyancy: Self { Self(rawValue: 35) }
        /// `apnea_target_depth`
        @_alwaysEmitIntoClient public static var apneaTargetDepth: Self { Self(rawValue: 36) }
        /// `apnea_surface`
        @_alwaysEmitIntoClient public static var apneaSurface: Self { Self(rawValue: 37) }
        /// `apnea_high_speed`
        @_alwaysEmitIntoClient public static var apneaHighSpeed: Self { Self(rawValue: 38) }
        /// `apnea_low_speed`
        @_alwaysEmitIntoClient public static var apneaLowSpeed: Self { Self(rawValue: 39) }
    }
}

func makeType62() -> TypeProfile {
    TypeProfile(
        name: "dive_alert",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 32, 33, 34, 35, 36, 37, 38, 39
        ],
        names: """
            ndl_reached
            gas_switch_prompted
            near_surface
            approaching_ndl
            po2_warn
            po2_crit_high
            po2_crit_low
            time_alert
            depth_alert
            deco_ceiling_broken
            deco_complete
            safety_stop_broken
            safety_stop_complete
            cns_warning
            cns_critical
            otu_warning
            otu_critical
            ascent_critical
            alert_dismissed_by_key
            alert_dismissed_by_timeout
            battery_low
            battery_critical
            safety_stop_started
            approaching_first_deco_stop
            setpoint_switch_auto_low
            setpoint_switch_auto_high
            setpoint_switch_manual_low
            setpoint_switch_manual_high
            auto_setpoint_switch_ignored
            switched_to_open_circuit
            switched_to_closed_circuit
            tank_battery_low
            po2_ccr_dil_low
            deco_stop_cleared
            apnea_neutral_buoyancy
            apnea_target_depth
            apnea_surface
            apnea_high_speed
            apnea_low_speed
            """)
}
