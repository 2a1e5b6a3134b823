"""The live host in a real headless browser, driven with real input over the DevTools protocol.

Usage: python live_browser_test.py TRANSITION_LAB [OUTPUT_FOLDER]

Starts `TRANSITION_LAB live --port 0 --record OUTPUT/recorded.json`, opens its page in Debian's
chromium (through chromedriver) and, with `Input.dispatchTouchEvent` (one and two touch points,
after `Emulation.setTouchEmulationEnabled`) and `Input.dispatchMouseEvent`:

- the first minute (at 1200 x 1000: the demos left of the stage, the rest right of it): the page
  opens on the photo grid (modal host) with Open enabled and Close disabled, as the engine's
  status says (a click on the disabled Close sends nothing); a tap on a thumbnail opens the
  photo, after which Open is disabled and Close enabled; an error is cleared when another demo
  is shown;
- presses Forward, then swipes back past the threshold with a finger: the pop completes;
- presses Forward, then drags back a little with the mouse, slowly: the pop is cancelled;
- opens a photo, pinches, rotates and flicks it down with two fingers: the viewer is dismissed;
- opens a Zoom story and grabs the image while it flies: the transition is taken in hand, the
  finger drags it back, and it ends;
- on a pushed Zoom story, swipes to the next story, drags it up to scroll, then drags down in
  one gesture: the story scrolls to its top, and the same drag dismisses it onto the card of the
  story shown now;
- pinches a Zoom card open with a trackpad (ctrl + wheel), and pinches a pushed photo closed
  with a mouse (alt + drag makes two fingers);
- sends a malformed message and a flood of messages: each gets an error, nothing changes, and
  the page goes on receiving frames;
- opens a second page beside the first: it gets a session of its own and the first is untouched;
- closes that page mid-gesture: its finger is cancelled and its session settles cleanly;
- asks from a foreign Origin and Host: refused with 403;
- saves: the page says what it saved and where (downloaded as FILE, written to PATH), the
  recording downloads and is written with --record, and `TRANSITION_LAB run --script` replays it
  to rest;
- on a phone (a 390 x 844 mobile viewport, touch): the stage comes first and fills at least 90 %
  of the width, nothing scrolls sideways, the panels are hidden behind a toggle that shows and
  hides them (a demo picked there with a tap), a tap opens a photo and a finger's drag down
  dismisses it.

It asserts the engine's state (the screens shown, how many transitions completed or were
cancelled, what the invariant checker found), never wall-clock timing: waits are for states.
Screenshots of the page (desktop and phone sizes) go to OUTPUT_FOLDER. Exits non-zero on the
first failure, naming it.
"""

import http.client
import json
import math
import pathlib
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


def fail(message):
    print(f"live browser test: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def start_server(lab, output):
    record = output / "recorded.json"
    if record.exists():
        record.unlink()
    server = subprocess.Popen([lab, "live", "--port", "0", "--record", str(record)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    if "open http://127.0.0.1:" not in line:
        server.kill()
        fail(f"the server did not print its address: {line!r} {server.stderr.read()!r}")
    address = line.split("open ")[1].split()[0]
    return server, address, record


def browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,1000"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


class Page:
    """One tab of the live page, with input in the stage's points."""

    def __init__(self, driver, address):
        self.driver = driver
        driver.get(address)
        self.wait(lambda: driver.execute_script("return live.page !== null && live.status !== null && live.frames > 2"),
                  "the page connected and drew frames")
        self.page = driver.execute_script("return live.page")
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})

    def status(self):
        return self.driver.execute_script("return live.status")

    def wait(self, predicate, what, timeout=20):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if predicate():
                return
            time.sleep(0.05)
        status = self.driver.execute_script("return live.status")
        fail(f"{what}: not reached; status {json.dumps(status)}; errors {self.driver.execute_script('return live.errors')}")

    def at_rest(self):
        status = self.status()
        frame_transition = self.driver.execute_script("return document.getElementById('transition').textContent")
        return status["touchesDown"] == 0 and frame_transition == "none"

    def wait_rest(self, what):
        self.wait(self.at_rest, what)

    def client(self, x, y):
        """The page point of stage point (x, y)."""
        rect = self.driver.execute_script("const r = document.getElementById('stage').getBoundingClientRect();"
                                          "return [r.left, r.top, r.width, r.height]")
        width, height = self.status()["screenWidth"], self.status()["screenHeight"]
        return rect[0] + x * rect[2] / width, rect[1] + y * rect[3] / height

    def touch(self, kind, points):
        touch_points = []
        for index, (x, y) in enumerate(points):
            cx, cy = self.client(x, y)
            touch_points.append({"x": cx, "y": cy, "id": index, "radiusX": 4, "radiusY": 4, "force": 1})
        self.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": touch_points})

    def touch_path(self, paths, lift=True):
        """Fingers down at the first point of each path, moved along them together, then lifted."""
        self.touch("touchStart", [path[0] for path in paths])
        for step in range(1, len(paths[0])):
            self.touch("touchMove", [path[step] for path in paths])
        if lift:
            self.touch("touchEnd", [])

    def mouse(self, kind, x, y, buttons=1):
        cx, cy = self.client(x, y)
        self.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": kind, "x": cx, "y": cy, "button": "left", "buttons": buttons, "clickCount": 1})

    def wheel(self, x, y, delta_y, modifiers):
        """A wheel turn at stage point (x, y); modifiers 2 is ctrl, as a trackpad pinch sends it."""
        cx, cy = self.client(x, y)
        self.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": "mouseWheel", "x": cx, "y": cy, "deltaX": 0, "deltaY": delta_y, "modifiers": modifiers})

    def click(self, element_id):
        rect = self.driver.execute_script(f"const r = document.getElementById('{element_id}').getBoundingClientRect();"
                                          "return [r.left + r.width / 2, r.top + r.height / 2]")
        for kind, buttons in (("mousePressed", 1), ("mouseReleased", 0)):
            self.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
                "type": kind, "x": rect[0], "y": rect[1], "button": "left", "buttons": buttons, "clickCount": 1})

    def show(self, demo, host):
        self.driver.execute_script(f"document.querySelector('#demos button[data-demo=\"{demo}\"][data-host=\"{host}\"]').click()")
        self.wait(lambda: self.status()["demo"] == demo and self.status()["host"] == host and self.status()["engineTime"] > 0.1,
                  f"{demo} in a {host} host is shown")
        self.wait_rest(f"{demo} at rest")

    def clean(self, what):
        status = self.status()
        check(status["violations"] == [] and status["droppedViolations"] == 0,
              f"{what}: the invariant checker found {status['violations']}")

    def screenshot(self, path):
        self.driver.save_screenshot(str(path))

    def rect(self, selector):
        """The client rectangle of the first element matching `selector`: left, top, width, height."""
        return self.driver.execute_script("const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                                          "return [r.left, r.top, r.width, r.height]", selector)

    def text(self, element_id):
        return self.driver.execute_script(f"return document.getElementById('{element_id}').textContent")

    def disabled(self, element_id):
        return self.driver.execute_script(f"return document.getElementById('{element_id}').disabled")

    def tap_element(self, selector):
        """A finger's tap on the middle of the element (the browser makes it a click)."""
        left, top, width, height = self.rect(selector)
        point = {"x": left + width / 2, "y": top + height / 2, "id": 0, "radiusX": 4, "radiusY": 4, "force": 1}
        self.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
        self.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def views(self):
        """The views of the newest frame, by name (the frontmost of a name wins)."""
        views = self.driver.execute_script("return live.lastFrame ? live.lastFrame.views : []")
        return {view["name"]: view for view in views}

    def transitions(self):
        return self.status()["transitions"]

    def check_no_replica(self, what):
        replicas = [name for name, view in self.views().items() if view["isSnapshot"]]
        check(replicas == [], f"{what}: no snapshot or replica is left on screen: {replicas}")


def near(a, b, tolerance=0.5):
    return abs(a - b) <= tolerance


def line(start, end, steps):
    return [(start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps) for i in range(steps + 1)]


def middle_thumbnail(page):
    """The photo grid's thumbnail nearest the middle of the screen."""
    thumbnails = [view for name, view in page.views().items() if name.startswith("thumbnail ")]
    check(thumbnails, f"the grid shows its thumbnails: {sorted(page.views())}")
    return min(thumbnails, key=lambda view: math.hypot(view["centerX"] - 195, view["centerY"] - 422))


def first_minute(page, output):
    """The page opens on the photo grid, where a first tap does something; the buttons follow the engine."""
    status = page.status()
    check(status["demo"] == "photo" and status["host"] == "modal", f"the first demo is the photo grid, modal: {status}")
    page.wait_rest("the grid at rest")
    check(page.status()["canForward"] and not page.status()["canBack"], f"the engine says Open works, Close doesn't: {status}")
    check(page.driver.execute_script("return [...document.querySelectorAll('#controls button')].map(b => b.id)")
          == ["forward", "back", "save"], "the forward action comes first")
    check(not page.disabled("forward") and page.disabled("back"), "Open photo is enabled, Close is disabled")
    check(page.text("forward") == "Open photo" and page.text("back") == "Close", f"named for the demo: {page.text('forward')}")
    stage, left, right = page.rect("#stage"), page.rect("#left"), page.rect("#right")
    check(left[0] + left[2] <= stage[0] and stage[0] + stage[2] <= right[0] and stage[3] >= 800,
          f"on a desktop, the demos left of a full-height stage and the rest right of it: {left} {stage} {right}")
    check(page.rect("#bar")[3] == 0, "the phone's bar is hidden on a desktop")
    page.screenshot(output / "live-desktop-first.png")
    errors, frames = len(page.driver.execute_script("return live.errors")), page.driver.execute_script("return live.frames")
    page.click("back")
    page.wait(lambda: page.driver.execute_script("return live.frames") > frames + 10, "frames after the click on Close")
    check(len(page.driver.execute_script("return live.errors")) == errors, "the disabled Close sent nothing to refuse")
    thumbnail = middle_thumbnail(page)
    page.touch_path([[(thumbnail["centerX"], thumbnail["centerY"])] * 2])
    page.wait(lambda: page.status()["completed"] == 1, "a tap on a thumbnail opened its photo")
    page.wait_rest("the photo open")
    check(page.status()["screens"] == ["Photos", "Viewer"] and page.status()["cancelled"] == 0,
          f"the viewer is shown: {page.status()}")
    check(page.disabled("forward") and not page.disabled("back") and not page.status()["canForward"],
          "with a photo open, Open is disabled and Close enabled")
    page.driver.execute_script("socket.send('{\"type\": \"forward\", \"extra\": 1}')")
    page.wait(lambda: page.text("error") != "", "the error is shown")
    page.show("push", "navigation")
    check(page.text("error") == "", f"showing another demo cleared the error: {page.text('error')!r}")
    check(page.disabled("back") and not page.disabled("forward") and page.text("forward") == "Push",
          "on the root of the push demo, Push works and Pop doesn't")
    page.clean("the first minute")


def swipe_back_completes(page, output):
    check(page.status()["demo"] == "push" and page.status()["host"] == "navigation", "push in navigation is shown")
    page.click("forward")
    page.wait(lambda: page.status()["completed"] == 1, "Forward pushed a screen")
    page.wait_rest("the push at rest")
    check(len(page.status()["screens"]) == 2, f"two screens after the push: {page.status()['screens']}")
    page.touch_path([line((4, 420), (170, 420), 8)], lift=False)
    page.screenshot(output / "live-swipe-back.png")
    for x, y in line((170, 420), (330, 420), 6)[1:]:
        page.touch("touchMove", [(x, y)])
    page.touch("touchEnd", [])
    page.wait(lambda: page.status()["completed"] == 2, "the swipe back completed the pop")
    page.wait_rest("the pop at rest")
    check(len(page.status()["screens"]) == 1 and page.status()["cancelled"] == 0,
          f"popped to one screen, nothing cancelled: {page.status()}")
    check(page.transitions() == ["navigation push from Home to Screen 2: completed",
                                 "navigation pop from Screen 2 to Home: completed"], f"the endings: {page.transitions()}")
    views = page.views()
    check("Screen 2" not in views and near(views["Home"]["centerX"], 195) and near(views["Home"]["opacity"], 1, 1e-6),
          f"Home fills the screen again, Screen 2 is gone: {sorted(views)}")
    page.check_no_replica("swipe back")
    page.clean("swipe back")


def mouse_swipe_cancels(page):
    page.click("forward")
    page.wait(lambda: page.status()["completed"] == 3, "Forward pushed again")
    page.wait_rest("the second push at rest")
    page.mouse("mousePressed", 4, 420)
    for x, y in line((4, 420), (60, 420), 12)[1:]:
        page.mouse("mouseMoved", x, y)
    # Held still, then let go: no flick, short of the threshold.
    for _ in range(6):
        page.mouse("mouseMoved", 60, 420)
    page.mouse("mouseReleased", 60, 420, buttons=0)
    page.wait(lambda: page.status()["cancelled"] == 1, "the short slow mouse swipe cancelled the pop")
    page.wait_rest("the cancelled pop at rest")
    check(len(page.status()["screens"]) == 2, f"still two screens: {page.status()['screens']}")
    check(page.transitions()[-1] == "navigation pop from Screen 3 to Home: cancelled", f"the endings: {page.transitions()}")
    views = page.views()
    check("Screen 3" in views and near(views["Screen 3"]["centerX"], 195) and "Home" not in views,
          f"Screen 3 is back in place, Home hidden behind it again: {sorted(views)}")
    page.clean("cancelled swipe")


def photo_pinch_rotate_flick(page, output):
    page.show("photo", "modal")
    grid = {name: view for name, view in page.views().items() if name.startswith("thumbnail ")}
    check(len(grid) >= 4, f"the grid shows its thumbnails: {sorted(page.views())}")
    page.click("forward")
    page.wait(lambda: page.status()["completed"] == 1, "Forward opened the photo")
    page.wait_rest("the photo open")
    check(len(page.status()["screens"]) == 2, f"the viewer is shown: {page.status()['screens']}")
    page.check_no_replica("the photo open")
    center, paths = (195, 420), ([], [])
    for step in range(13):
        spread = 60 + step * 6
        angle = step * 0.05
        drop = step * 10
        for path, sign in zip(paths, (-1, 1)):
            path.append((center[0] + sign * spread * math.cos(angle), center[1] + drop + sign * spread * math.sin(angle)))
    page.touch_path(list(paths), lift=False)
    page.screenshot(output / "live-photo-pinch-rotate.png")
    # The flick: fast and down, then lift.
    last = [paths[0][-1], paths[1][-1]]
    for step in range(1, 4):
        page.touch("touchMove", [(x, y + step * 40) for x, y in last])
    page.touch("touchEnd", [])
    page.wait(lambda: page.status()["completed"] == 2, "the flick dismissed the photo")
    page.wait_rest("the dismissal at rest")
    check(len(page.status()["screens"]) == 1 and page.status()["cancelled"] == 0,
          f"back to the grid: {page.status()}")
    check(page.transitions() == ["modal present from Photos to Viewer: completed",
                                 "modal dismiss from Viewer to Photos: completed"], f"the endings: {page.transitions()}")
    now = page.views()
    for name, view in grid.items():
        check(name in now and near(now[name]["centerX"], view["centerX"]) and near(now[name]["centerY"], view["centerY"])
              and near(now[name]["opacity"], view["opacity"], 1e-6), f"{name} is back as it was: {now.get(name)} against {view}")
    page.check_no_replica("the photo flicked away")
    page.clean("photo pinch, rotate and flick")


def zoom_grab_mid_flight(page, output):
    page.show("zoom", "modal")
    card = page.views()["card image Harbour"]
    page.driver.execute_script("live.events.length = 0")
    # Slow motion keeps the flight going long enough to catch it whatever the machine's speed.
    page.driver.execute_script("document.getElementById('slowMotion').click()")
    page.wait(lambda: page.status()["slowMotion"], "slow motion on")
    page.click("forward")
    page.wait(lambda: any(e["kind"] == "transitionBegan" for e in page.driver.execute_script("return live.events")),
              "the story began to open")
    # Grab the image where it flies now (the story's main replica), and drag it down.
    views = page.driver.execute_script("return live.lastFrame ? live.lastFrame.views : []")
    flying = [v for v in views if v.get("isSnapshot") and v["content"].get("image")]
    check(flying, f"a replica of the image flies: {[v['name'] for v in views]}")
    grab = (flying[-1]["centerX"], flying[-1]["centerY"])
    page.touch("touchStart", [grab])
    page.wait(lambda: any(e["kind"] == "interactionStarted" for e in page.driver.execute_script("return live.events")),
              "the finger took the flight in hand")
    page.screenshot(output / "live-zoom-grab.png")
    for x, y in line(grab, (grab[0], grab[1] + 260), 10)[1:]:
        page.touch("touchMove", [(x, y)])
    page.touch("touchEnd", [])
    page.driver.execute_script("document.getElementById('slowMotion').click()")
    page.wait(lambda: page.status()["completed"] + page.status()["cancelled"] == 1, "the grabbed transition ended")
    page.wait_rest("the Zoom at rest")
    # Dragged down and away from the story, the opening is undone: the grid alone is shown.
    check(page.status()["cancelled"] == 1 and len(page.status()["screens"]) == 1,
          f"the grabbed opening was cancelled: {page.status()}")
    check(page.transitions() == ["modal present from Stories to Story: cancelled"], f"the endings: {page.transitions()}")
    now = page.views()["card image Harbour"]
    check(near(now["centerX"], card["centerX"]) and near(now["centerY"], card["centerY"]) and near(now["width"], card["width"])
          and near(now["opacity"], 1, 1e-6), f"the card's image is back in its card: {now} against {card}")
    page.check_no_replica("the Zoom cancelled")
    page.clean("Zoom grabbed mid-flight")


def trackpad_pinch_opens_story(page):
    """A trackpad pinch (ctrl + wheel) spreading on a card opens its story under the fingers."""
    page.show("zoom", "modal")
    card = page.views()["card image Tile"]
    for _ in range(14):
        page.wheel(card["centerX"], card["centerY"], -25, 2)
    page.wait(lambda: page.status()["completed"] + page.status()["cancelled"] == 1, "the pinched story ended")
    page.wait_rest("the story at rest")
    check(page.transitions() == ["modal present from Stories to Story: completed"],
          f"a trackpad pinch opened the story: {page.transitions()}")
    page.check_no_replica("the story opened by a pinch")
    page.clean("trackpad pinch")


def zoom_page_scroll_dismiss(page, output):
    """On a pushed Zoom story: a swipe pages to the next story, a drag up scrolls it, and a drag
    down from there scrolls it to its top and, in the same gesture, dismisses it onto the card of
    the story shown now."""
    page.show("zoom", "navigation")
    page.click("forward")
    page.wait(lambda: page.status()["completed"] == 1, "Forward opened a story")
    page.wait_rest("the story open")

    def shown():
        return [name for name, view in page.views().items()
                if name.startswith("detail image ") and near(view["centerX"], 195, 1) and view["opacity"] > 0.99]

    first = shown()
    check(len(first) == 1, f"one story's image is on screen: {first}")
    # ZoomDemo.stories, in order.
    titles = ["Harbour", "Tower", "Tile", "Panorama", "Poster", "Sunset", "Meadow", "Lantern"]
    page.touch_path([line((330, 560), (40, 560), 8)])
    page.wait(lambda: len(shown()) == 1 and shown() != first, "the swipe paged to another story")
    page.wait_rest("the pager at rest")
    title = shown()[0].removeprefix("detail image ")
    check(titles.index(title) == titles.index(first[0].removeprefix("detail image ")) + 1,
          f"paged to the next story: {first[0]} -> {title}")
    top = page.views()[f"detail image {title}"]["centerY"]
    # Up 400 pt, held still, lifted: no fling, the story scrolled by the finger's travel.
    page.touch_path([line((195, 760), (195, 360), 16) + [(195, 360)] * 6])
    page.wait_rest("the scroll at rest")
    scrolled = top - page.views()[f"detail image {title}"]["centerY"]
    check(scrolled > 350 and page.status()["completed"] == 1, f"the drag up scrolled the story {scrolled:.0f} pt, nothing else")
    page.screenshot(output / "live-zoom-scrolled.png")
    # Down 680 pt in one gesture: the story scrolls back to its top, then the card is dismissed.
    page.touch_path([line((195, 150), (195, 830), 34)], lift=False)
    page.screenshot(output / "live-zoom-scroll-handed-over.png")
    check(page.status()["transitions"] == ["navigation push from Stories to Story: completed"]
          and page.driver.execute_script("return document.getElementById('transition').textContent") != "none",
          "past the top, the same drag holds the dismissal")
    page.touch("touchEnd", [])
    page.wait(lambda: page.status()["completed"] == 2, "the drag dismissed the story")
    page.wait_rest("the grid at rest")
    check(page.transitions() == ["navigation push from Stories to Story: completed",
                                 "navigation pop from Story to Stories: completed"], f"the endings: {page.transitions()}")
    card = page.views()[f"card image {title}"]
    check(card["opacity"] > 0.99 and 0 < card["centerY"] < 844, f"the paged story's card is shown, in view: {card}")
    page.check_no_replica("the story scrolled and dismissed")
    page.clean("Zoom paged, scrolled and dismissed")


def mouse_alt_drag_pinches_photo_closed(page):
    """Alt + drag with a mouse makes two fingers mirrored about a point: pinched in, the photo closes."""
    page.show("photo", "navigation")
    page.click("forward")
    page.wait(lambda: page.status()["completed"] == 1, "Forward pushed the viewer")
    page.wait_rest("the viewer at rest")
    # Pressed 40 pt up and left of the point the fingers mirror about, then moved onto it.
    start, anchor = (155, 380), (195, 420)
    cx, cy = page.client(*start)
    page.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": "mousePressed", "x": cx, "y": cy, "button": "left", "buttons": 1, "clickCount": 1, "modifiers": 1})
    for x, y in line(start, (anchor[0] - 6, anchor[1] - 6), 10)[1:]:
        cx, cy = page.client(x, y)
        page.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": "mouseMoved", "x": cx, "y": cy, "button": "left", "buttons": 1, "modifiers": 1})
    page.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": "mouseReleased", "x": cx, "y": cy, "button": "left", "buttons": 0, "clickCount": 1, "modifiers": 1})
    page.wait(lambda: page.status()["completed"] == 2, "the pinch closed the photo")
    page.wait_rest("the grid at rest")
    check(page.transitions() == ["navigation push from Photos to Viewer: completed",
                                 "navigation pop from Viewer to Photos: completed"], f"the endings: {page.transitions()}")
    page.check_no_replica("the photo pinched closed")
    page.clean("alt + drag pinch")


def malformed_and_flood(page):
    before = page.status()
    errors = len(page.driver.execute_script("return live.errors"))
    page.driver.execute_script("socket.send('{\"type\": \"forward\", \"extra\": 1}'); socket.send('not json');"
                               "socket.send(JSON.stringify({type: 'touches', time: 1, touches: [{id: 1, x: 1e9, y: 0, phase: 'began'}]}))")
    page.wait(lambda: len(page.driver.execute_script("return live.errors")) >= errors + 3, "three malformed messages answered")
    after = page.status()
    check(after["screens"] == before["screens"] and after["completed"] == before["completed"] and after["touchesDown"] == 0,
          f"a malformed message changed nothing: {before} -> {after}")
    page.driver.execute_script("for (let i = 0; i < 4000; i++) socket.send(JSON.stringify({type: 'slowMotion', on: false}))")
    page.wait(lambda: any("too many messages" in e for e in page.driver.execute_script("return live.errors")),
              "the flood was bounded")
    frames = page.driver.execute_script("return live.frames")
    page.wait(lambda: page.driver.execute_script("return live.frames") > frames + 10, "frames go on after the flood")
    page.clean("malformed messages and flood")


def second_page_and_disconnect(driver, first, address):
    first_status = first.status()
    first_handle = driver.current_window_handle
    driver.switch_to.new_window("tab")
    second = Page(driver, address)
    check(second.page != first.page, "the second page has a session of its own")
    second.show("push", "navigation")
    second.click("forward")
    second.wait(lambda: second.status()["completed"] == 1, "the second page pushed")
    second.wait_rest("the second page at rest")
    # A finger down mid-swipe, and the page goes away.
    second.touch_path([line((4, 420), (150, 420), 8)], lift=False)
    second.wait(lambda: second.status()["touchesDown"] == 1, "the second page's finger is down")
    driver.close()
    driver.switch_to.window(first_handle)
    ended = None
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and ended is None:
        summary = json.loads(http_get(address, "/sessions")[1])
        ended = next((e for e in summary["ended"] if e["page"] == second.page), None)
        time.sleep(0.1)
    check(ended is not None, "the closed page's session ended")
    check(ended["fingersCancelled"] == 1 and ended["settled"], f"its finger was cancelled and it settled: {ended}")
    check(ended["status"]["violations"] == [], f"it settled cleanly: {ended['status']['violations']}")
    check(ended["status"]["completed"] + ended["status"]["cancelled"] == 2, f"the held pop ended: {ended['status']}")
    now = first.status()
    check(now["screens"] == first_status["screens"] and now["completed"] == first_status["completed"],
          "the first page was untouched by the second")


def http_get(address, path, headers=None):
    host = address.split("//")[1].rstrip("/")
    connection = http.client.HTTPConnection(host, timeout=10)
    connection.request("GET", path, headers=headers or {})
    response = connection.getresponse()
    return response.status, response.read().decode()


def foreign_requests(address):
    port = address.rstrip("/").rsplit(":", 1)[1]
    upgrade = {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
               "Sec-WebSocket-Version": "13"}
    status, body = http_get(address, "/socket", {**upgrade, "Origin": "http://evil.example"})
    check(status == 403 and "must come from this server" in body, f"a foreign Origin is refused: {status} {body}")
    status, _ = http_get(address, "/socket", upgrade)
    check(status == 403, f"a WebSocket without an Origin is refused: {status}")
    status, _ = http_get(address, "/", {"Host": f"evil.example:{port}"})
    check(status == 403, f"a foreign Host is refused: {status}")
    status, body = http_get(address, "/")
    check(status == 200 and "transition-lab live" in body, f"the page itself is served: {status}")


def save_and_replay(page, lab, record, output):
    page.show("push", "navigation")
    page.click("forward")
    page.wait(lambda: page.status()["completed"] == 1, "Forward pushed")
    page.wait_rest("the push at rest")
    page.touch_path([line((4, 420), (300, 420), 10)])
    page.wait(lambda: page.status()["completed"] == 2, "the swipe popped")
    page.wait_rest("the pop at rest")
    page.click("save")
    page.wait(lambda: page.driver.execute_script("return live.saved !== null"), "the recording came back")
    page.wait(lambda: page.driver.execute_script("return live.replay !== null"), "the replay check's verdict came after it")
    saved = page.driver.execute_script("return live.saved")
    said = page.text("savedWhat")
    check(said.startswith("Saved push in a navigation host (") and "downloaded as live-push-navigation.json" in said,
          f"the page says what it saved and where it went: {said!r}")
    page.wait(lambda: page.text("recorded") != "", "the page says where the server wrote it")
    check(record.stem in page.text("recorded") and "push in a navigation host" in page.text("recorded"),
          f"the page names the file written with --record: {page.text('recorded')!r}")
    check(saved["scene"]["demo"] == "push" and [a["do"] for a in saved["scene"]["actions"]] == ["forward"],
          f"the recording holds the scene and the Forward button: {saved['scene']}")
    replay = page.driver.execute_script("return live.replay")
    check(replay["differences"] == [] and replay["comparedFinalFrames"],
          f"the server replayed the recording on the manual clock, to the same endings and final frame: {replay}")
    check([e["completed"] for e in replay["replayed"]] == [True, True], f"the push and the pop, replayed: {replay['replayed']}")
    summary = json.loads(http_get(page.driver.current_url, "/sessions")[1])
    check(record.exists() and summary["recordings"], "--record wrote the recordings")
    written_path = pathlib.Path(summary["recordings"][-1])
    check(written_path.resolve().parent == record.resolve().parent and written_path.name.startswith("recorded-"),
          f"a later demo's recording is written beside the first, numbered: {summary['recordings']}")
    written = json.loads(written_path.read_text())
    check(written == saved, "the file written is the recording downloaded")
    result = subprocess.run([lab, "run", "--script", str(written_path), "--out", str(output / "replay")],
                            capture_output=True, text=True)
    check(result.returncode == 0, f"the recording replays to rest: {result.stderr}")
    ended = next((line for line in result.stdout.splitlines() if "transitions ended:" in line), "")
    check(ended.count("(completed)") == 2 and "cancelled" not in ended, f"run --script replays the push and the pop: {ended}")
    page.clean("save")


def phone(driver, address, output):
    """A fresh page in a phone's viewport, driven with a finger."""
    driver.switch_to.new_window("tab")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    page = Page(driver, address)
    size = driver.execute_script("return [innerWidth, innerHeight]")
    check(size == [390, 844], f"the viewport is a phone's: {size}")
    page.wait(lambda: page.rect("#stage")[2] >= 0.9 * 390, "the stage fills the phone's width")
    left, top, width, height = page.rect("#stage")
    check(width >= 0.9 * 390 and left >= 0 and left + width <= 390 and top >= 0 and top + height <= 844,
          f"the stage is large and wholly on screen: {[left, top, width, height]}")
    check(top < page.rect("#bar")[1], "the stage comes first, the bar under it")

    def sideways():
        return page.driver.execute_script(
            "return [document.documentElement.scrollWidth, document.body.scrollWidth, innerWidth]")

    widths = sideways()
    check(max(widths[:2]) <= widths[2], f"nothing scrolls sideways: {widths}")
    check(page.rect("#demos")[3] == 0 and page.rect("#controls")[3] == 0, "the panels are hidden at first")
    check("127.0.0.1" in page.text("phone") and "adb reverse" in page.text("phone") and "ssh -L" in page.text("phone"),
          "the page says how to open it on a phone")
    page.screenshot(output / "live-phone-grid.png")
    page.tap_element("#panelsToggle")
    page.wait(lambda: page.rect("#demos")[3] > 0, "the toggle showed the panels")
    demos = page.rect("#demos")
    check(demos[0] >= 0 and demos[0] + demos[2] <= 390, f"the panels fit the width: {demos}")
    check(max(sideways()[:2]) <= 390, f"nothing scrolls sideways with the panels open: {sideways()}")
    page.screenshot(output / "live-phone-panels.png")
    page.tap_element("#panelsToggle")
    page.wait(lambda: page.rect("#demos")[3] == 0, "the toggle hid the panels again")
    # A demo picked in the panels with a tap: the panels close, the stage shows it.
    page.tap_element("#panelsToggle")
    page.wait(lambda: page.rect("#demos")[3] > 0, "the panels are shown again")
    page.driver.execute_script("document.querySelector('#demos button[data-demo=\"photo\"][data-host=\"navigation\"]')"
                               ".scrollIntoView({block: 'center'})")
    page.tap_element('#demos button[data-demo="photo"][data-host="navigation"]')
    page.wait(lambda: page.status()["host"] == "navigation" and page.status()["demo"] == "photo", "a tap picked the demo")
    page.wait(lambda: page.rect("#demos")[3] == 0, "picking a demo closed the panels")
    page.wait_rest("the pushed grid at rest")
    check(not page.disabled("barForward") and page.disabled("barBack") and page.text("barForward") == "Open photo",
          "the bar's Open works, its Close doesn't")
    thumbnail = middle_thumbnail(page)
    page.touch_path([[(thumbnail["centerX"], thumbnail["centerY"])] * 2])
    page.wait(lambda: page.status()["completed"] == 1, "a tap opened the photo")
    page.wait_rest("the photo open")
    check(page.disabled("barForward") and not page.disabled("barBack"), "with the photo open, only Close works")
    page.screenshot(output / "live-phone-photo.png")
    page.touch_path([line((195, 400), (195, 700), 6)])
    page.wait(lambda: page.status()["completed"] == 2, "a finger's drag down dismissed the photo")
    page.wait_rest("the grid at rest again")
    check(page.transitions() == ["navigation push from Photos to Viewer: completed",
                                 "navigation pop from Viewer to Photos: completed"], f"the endings: {page.transitions()}")
    page.check_no_replica("the phone's photo dismissed")
    page.clean("phone")
    check(max(sideways()[:2]) <= 390, f"nothing scrolls sideways at the end: {sideways()}")


def main():
    if len(sys.argv) < 2:
        fail("usage: live_browser_test.py TRANSITION_LAB [OUTPUT_FOLDER]")
    lab = sys.argv[1]
    output = pathlib.Path(sys.argv[2] if len(sys.argv) > 2 else "live-browser-output")
    output.mkdir(parents=True, exist_ok=True)
    server, address, record = start_server(lab, output)
    driver = browser()
    try:
        page = Page(driver, address)
        first_minute(page, output)
        swipe_back_completes(page, output)
        mouse_swipe_cancels(page)
        photo_pinch_rotate_flick(page, output)
        zoom_grab_mid_flight(page, output)
        trackpad_pinch_opens_story(page)
        zoom_page_scroll_dismiss(page, output)
        mouse_alt_drag_pinches_photo_closed(page)
        malformed_and_flood(page)
        second_page_and_disconnect(driver, page, address)
        foreign_requests(address)
        save_and_replay(page, lab, record, output)
        page.screenshot(output / "live-end.png")
        phone(driver, address, output)
        severe = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        check(severe == [], f"no console errors: {severe}")
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=10)
    print("live browser test: passed")


if __name__ == "__main__":
    main()
