/// The report pages' own style, after the libraries'.
enum ReportStyle {
    static let css = #"""
        body { font: 14px/1.4 system-ui, sans-serif; margin: 0 auto; max-width: 1200px; padding: 12px 16px; color: #222; }
        h1 { font-size: 22px; margin: 4px 0; }
        h2 { font-size: 16px; margin: 18px 0 6px; }
        #meta { color: #555; margin-bottom: 8px; }
        table { border-collapse: collapse; }
        th, td { padding: 2px 8px; text-align: right; border-bottom: 1px solid #eee; }
        th:first-child, td:first-child { text-align: left; }
        #figures { columns: 3 260px; }
        #figures div { break-inside: avoid; display: flex; justify-content: space-between; border-bottom: 1px solid #eee; padding: 1px 4px; }
        #figures span:first-child { color: #555; }
        .note { color: #666; font-size: 13px; }
        #controls { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; margin: 8px 0; }
        #cursor-values { display: flex; gap: 14px; flex-wrap: wrap; font-variant-numeric: tabular-nums; min-height: 20px; }
        #cursor-values span b { font-weight: 600; }
        .layout { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 12px; }
        @media (max-width: 800px) { .layout { grid-template-columns: 1fr; } }
        .chart { height: 110px; width: 100%; margin-bottom: 4px; }
        .chart-label { font-size: 12px; color: #555; }
        #map { height: 460px; background: #f6f6f2; border: 1px solid #ddd; }
        tr.lap { cursor: pointer; }
        tr.lap:hover { background: #f1f5ff; }
        tr.lap.selected { background: #dde7ff; }
        .bar { background: #4c6ef5; height: 10px; display: inline-block; }
        #power-curve { height: 220px; width: 100%; }
        section.session { border-left: 3px solid #ddd; padding-left: 8px; margin: 6px 0; }
        """#
}
