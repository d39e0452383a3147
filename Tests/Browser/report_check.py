"""Opens fitkit's report pages in a real browser (Debian's chromium, driven through chromium-driver by Selenium)
and says what a user would see, as one JSON object on standard output; the Swift tests (ReportTests) judge it.

    python report_check.py ride PAGE.html [--hover SECONDS] [--click-route SECONDS] [--lap N] [--drag]
                                          [--screenshot PNG]
    python report_check.py site INDEX.html [--filter TEXT] [--screenshot PNG]
    python report_check.py segment PAGE.html [--screenshot PNG]
    python report_check.py serve    one browser for many checks: a JSON array of the arguments above per line
                                    of standard input, one JSON object per line of standard output

Both give "load_ms" (navigation start to the page drawn and idle: the script's ready mark, then two animation
frames), "console" (every console message of level warning or worse) and "requests" (every request the page
made, from the DevTools protocol's network log: the page itself aside, there must be none).
ride also gives "figures" (each figure's key and data-value), after --hover the cursor's time and values as
written on the page and the map marker's position, after --click-route (a click on the map where the route
passes that second) the cursor's second, after --lap the charts' window, and after --drag (the mouse dragged
across the power chart from a third of its width to two thirds) the window and the selection's figures, as the
page works them out and as it writes them.
site also gives the activities' ids in the order shown after clicking the Distance heading once and twice,
and how many rows are shown after typing --filter in the search box.
"""
import argparse
import json
import sys

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1100",
                 "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-default-apps"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def open_page(driver, path):
    """Loads the page and waits until it is drawn and idle; the milliseconds that took."""
    url = "file://" + path
    driver.get(url)
    # The page marks its body data-ready when its script has run; the browser says when that happens.
    driver.set_script_timeout(30)
    try:
        driver.execute_async_script(
            "var done = arguments[0], ready = function () {"
            "  return document.body && document.body.getAttribute('data-ready') === 'true'; };"
            " if (ready()) return done();"
            " new MutationObserver(function (_, seen) { if (ready()) { seen.disconnect(); done(); } })"
            "   .observe(document.documentElement, {attributes: true, subtree: true, attributeFilter: ['data-ready']});")
    except TimeoutException:
        raise SystemExit("the page never said it was ready")
    painted(driver)
    return driver.execute_script("return performance.now()"), url


def painted(driver):
    """Returns after two more animation frames: by then the browser has drawn what the page last changed."""
    driver.execute_async_script(
        "var done = arguments[0]; requestAnimationFrame(function () { requestAnimationFrame(function () { done(); }); });")


def console(driver):
    return [e["message"] for e in driver.get_log("browser") if e["level"] in ("WARNING", "SEVERE")]


def requests(driver, page_url):
    made = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            if url != page_url and not url.startswith("data:"):
                made.append(url)
    return made


def cells(driver, rows):
    """The text of each cell of the rows a CSS selector names, row by row."""
    return driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll(arguments[0]), function (r) {"
        " return Array.prototype.map.call(r.children, function (c) { return c.textContent; }); });", rows)


def ride(driver, args):
    load_ms, url = open_page(driver, args.page)
    out = {"load_ms": load_ms, "console": console(driver), "requests": requests(driver, url)}
    out["figures"] = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#figures [data-key]'), function (r) {"
        " return [r.getAttribute('data-key'), r.querySelector('[data-value]').getAttribute('data-value'),"
        " r.querySelector('[data-value]').textContent, r.querySelector('[role=rowheader]').textContent]; });")
    out["headline"] = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#headline .stat'), function (s) {"
        " return [s.getAttribute('data-key'), s.querySelector('b').textContent, s.querySelector('span').textContent]; });")
    out["groups"] = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#figures .group'), function (g) {"
        " return [g.getAttribute('data-group'), Array.prototype.map.call(g.querySelectorAll('[data-key]'),"
        " function (r) { return r.getAttribute('data-key'); })]; });")
    # What each section drew: a section with data is drawn whatever another one did.
    out["sections"] = driver.execute_script(
        "var r = window.fitkitReport, a = document.querySelector('.leaflet-control-attribution');"
        " return {title: document.getElementById('title').textContent, charts: r.charts.length,"
        " map: !!r.map(), map_text: r.map() ? '' : document.getElementById('map').textContent,"
        " map_shown: !document.getElementById('map').hidden,"
        " curve_shown: !document.getElementById('curve-section').hidden,"
        " best_shown: !document.getElementById('best-section').hidden,"
        " missing: Array.prototype.map.call(document.querySelectorAll('#missing li'), function (l) { return l.textContent; }),"
        " laps: document.querySelectorAll('#laps tr.lap').length, zones: document.querySelectorAll('#zones table').length,"
        " curve: !!document.querySelector('#power-curve canvas'),"
        " attribution_text: a ? a.textContent : null, attribution_images: a ? a.querySelectorAll('img').length : 0,"
        " zone_rows: Array.prototype.map.call(document.querySelectorAll('#zones tr'), function (r) { return r.textContent; }),"
        " y_labels: Array.prototype.map.call(document.querySelectorAll('#charts .chart'), function (c) {"
        "   return c.querySelectorAll('.dygraph-axis-label-y').length; }),"
        " curve_labels: Array.prototype.map.call(document.querySelectorAll('#power-curve .dygraph-axis-label-x'),"
        "   function (l) { return l.textContent; })};")
    # Every line the map draws, as its positions: no line may join positions a hidden one separated.
    out["route_lines"] = driver.execute_script(
        "var m = window.fitkitReport.map(), lines = [];"
        " if (m) m.eachLayer(function (l) { if (l instanceof L.Polyline)"
        " lines.push(l.getLatLngs().map(function (p) { return [p.lat, p.lng]; })); });"
        " return lines;")
    out["laps_rows"] = cells(driver, "#laps tr")
    if args.hover is not None:
        # Where the first chart draws that time: the mouse goes there, as a user's would.
        chart = driver.find_element(By.CSS_SELECTOR, "#charts .chart")
        x, y = driver.execute_script(
            "var g = window.fitkitReport.charts[0], r = g.graphDiv.getBoundingClientRect();"
            " var p = g.toDomCoords(arguments[0], g.yAxisRange()[0]);"
            " return [p[0] - r.width / 2, -10];", args.hover)
        ActionChains(driver).move_to_element_with_offset(chart, int(round(x)), int(y)).perform()
        painted(driver)
        out["hover"] = driver.execute_script(
            "var m = window.fitkitReport.marker(), t = document.getElementById('cursor-time');"
            " return {cursor: window.fitkitReport.cursor(), marker: m ? [m.lat, m.lng] : null,"
            " time_text: t ? t.textContent : null, time_seconds: t ? Number(t.getAttribute('data-seconds')) : null,"
            " values: Array.prototype.map.call(document.querySelectorAll('#cursor-values [data-stream]'),"
            " function (s) { return [s.getAttribute('data-stream'), s.getAttribute('data-value'), s.textContent]; })};")
    if args.click_route is not None:
        # The map's pixel of that record's position, clicked as a user would.
        box = driver.find_element(By.ID, "map")
        x, y = driver.execute_script(
            "var m = window.fitkitReport.map(), D = JSON.parse(document.getElementById('ride-data').textContent);"
            " var p = m.latLngToContainerPoint([D.lat[arguments[0]], D.lon[arguments[0]]]), r = m.getSize();"
            " return [p.x - r.x / 2, p.y - r.y / 2];", int(args.click_route))
        ActionChains(driver).move_to_element_with_offset(box, int(round(x)), int(round(y))).click().perform()
        painted(driver)
        out["clicked"] = driver.execute_script("return window.fitkitReport.cursor();")
    out["climbs_rows"] = cells(driver, "#climbs tr.effort")
    out["best_times_rows"] = cells(driver, "#best-times tr.effort")
    out["swim_rows"] = cells(driver, "#swim tr.effort")
    out["marks"] = driver.execute_script("return window.fitkitReport.marks();")
    out["intervals_rows"] = cells(driver, "#intervals tr.effort")
    out["chart_labels"] = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#charts .chart-label'), function (l) { return l.textContent; });")
    out["hrv"] = driver.execute_script(
        "var s = document.getElementById('hrv-section'); return s.hidden ? null :"
        " {text: document.getElementById('hrv-text').textContent, chart: !!document.querySelector('#hrv-chart canvas')};")
    out["links"] = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#links a'), function (a) {"
        " return [a.getAttribute('rel'), a.getAttribute('href')]; });")
    out["notes"] = driver.execute_script(
        "var n = document.getElementById('notes'); return n.hidden ? null : n.textContent;")
    out["tags"] = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#tags .tag'), function (t) { return t.textContent; });")
    out["segments_rows"] = driver.execute_script(
        "var s = document.getElementById('segments-section');"
        " return s && !s.hidden ? Array.prototype.map.call(document.querySelectorAll('#segments tr.effort'),"
        " function (r) { return r.textContent; }) : null;")
    if args.segment is not None:
        driver.find_element(By.CSS_SELECTOR, "#segments tr.effort[data-segment='%d']" % args.segment).click()
        out["segment_window"] = driver.execute_script("return window.fitkitReport.window();")
        driver.find_element(By.ID, "reset-zoom").click()
    if args.drag:
        chart = driver.find_element(By.CSS_SELECTOR, "#charts .chart canvas")
        width = chart.size["width"]
        ActionChains(driver).move_to_element_with_offset(chart, -width // 6, 0).click_and_hold() \
            .move_by_offset(width // 3, 0).release().perform()
        out["drag_window"] = driver.execute_script("return window.fitkitReport.window();")
        out["drag_selection"] = driver.execute_script("return window.fitkitReport.selection();")
        out["drag_shown"] = driver.execute_script(
            "var b = document.getElementById('selection'); return b.hidden ? null :"
            " Array.prototype.map.call(b.querySelectorAll('span'), function (s) {"
            " return [s.getAttribute('data-figure'), s.textContent]; });")
        driver.find_element(By.ID, "reset-zoom").click()
        out["drag_after_reset"] = driver.execute_script("return document.getElementById('selection').hidden;")
    if args.lap is not None:
        row = driver.find_element(By.CSS_SELECTOR, "#laps tr.lap[data-lap='%d']" % args.lap)
        row.click()
        out["lap_window"] = driver.execute_script("return window.fitkitReport.window();")
        out["lap_selected"] = "selected" in (row.get_attribute("class") or "")
        driver.find_element(By.ID, "reset-zoom").click()
        out["after_reset"] = driver.execute_script("return window.fitkitReport.window();")
    # The distance axis: the charts run from the start to the last kilometre.
    driver.execute_script(
        "var s = document.getElementById('x-axis'); s.value = 'distance';"
        " s.dispatchEvent(new Event('change'));")
    out["distance_axis"] = driver.execute_script(
        "var c = window.fitkitReport.charts[0]; return c ? c.xAxisExtremes() : null;")
    out["console"] += [m for m in console(driver) if m not in out["console"]]
    if args.screenshot:
        driver.save_screenshot(args.screenshot)
    return out


def site(driver, args):
    load_ms, url = open_page(driver, args.page)
    out = {"load_ms": load_ms, "console": console(driver), "requests": requests(driver, url)}

    def shown():
        return driver.execute_script(
            "return Array.prototype.map.call(document.querySelectorAll('#activities tbody tr'),"
            " function (r) { return Number(r.getAttribute('data-id')); });")

    out["initial"] = shown()
    heading = driver.find_element(By.CSS_SELECTOR, "#activities th[data-sort='distance_km']")
    heading.click()
    out["by_distance_first"] = shown()
    heading.click()
    out["by_distance_second"] = shown()
    if args.filter:
        box = driver.find_element(By.ID, "filter-text")
        box.send_keys(args.filter)
        out["filtered"] = shown()
    out["images"] = driver.execute_script("return document.querySelectorAll('#heatmap img').length")
    out["segments"] = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#segments tr[data-segment]'), function (r) {"
        " var a = r.querySelector('a'); return [a ? a.getAttribute('href') : null, r.textContent]; });")
    out["console"] += [m for m in console(driver) if m not in out["console"]]
    if args.screenshot:
        driver.save_screenshot(args.screenshot)
    return out


def segment(driver, args):
    load_ms, url = open_page(driver, args.page)
    out = {"load_ms": load_ms, "console": console(driver), "requests": requests(driver, url)}
    out["title"] = driver.find_element(By.ID, "title").text
    out["rows"] = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#leaderboard tr[data-activity]'), function (r) {"
        " var a = r.querySelector('a'); return [a ? a.getAttribute('href') : null, r.textContent]; });")
    out["chart"] = driver.execute_script("return !!document.querySelector('#history canvas');")
    out["console"] += [m for m in console(driver) if m not in out["console"]]
    if args.screenshot:
        driver.save_screenshot(args.screenshot)
    return out


def check(driver, argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("kind", choices=["ride", "site", "segment"])
    parser.add_argument("page")
    parser.add_argument("--hover", type=float)
    parser.add_argument("--lap", type=int)
    parser.add_argument("--drag", action="store_true")
    parser.add_argument("--segment", type=int)
    parser.add_argument("--click-route", type=float)
    parser.add_argument("--filter")
    parser.add_argument("--screenshot")
    args = parser.parse_args(argv)
    # What the browser logged for the page before is not this page's.
    driver.get_log("browser")
    driver.get_log("performance")
    return {"ride": ride, "site": site, "segment": segment}[args.kind](driver, args)


def main():
    driver = browser()
    try:
        if sys.argv[1:] == ["serve"]:
            # One browser for every check of a test run: a JSON array of arguments per line in, a JSON line out.
            for line in sys.stdin:
                try:
                    out = check(driver, json.loads(line))
                except (Exception, SystemExit) as e:
                    out = {"error": repr(e)}
                print(json.dumps(out), flush=True)
        else:
            json.dump(check(driver, sys.argv[1:]), sys.stdout)
            print()
    finally:
        driver.quit()


main()
