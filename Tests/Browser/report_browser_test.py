"""The lab's report in a real headless browser (Debian's chromium through chromedriver).

Usage: python report_browser_test.py REPORT_FOLDER [SCREENSHOT_FOLDER]

For the index and every scene page of a report written by `transition-lab demo`: the page loads
with no console errors; on a scene page, moving the scrubber (with the keyboard, as a person
would) and pressing the frame-step buttons change the frame shown, and playing at 1x advances it;
a screenshot of the page is not blank. Exits non-zero on the first failure, naming it.
"""

import io
import pathlib
import sys
import time

from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait


def fail(message):
    print(f"browser test: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def not_blank(png, name):
    """The screenshot has content: many colours, and no single colour covers almost all of it."""
    image = Image.open(io.BytesIO(png)).convert("RGB").resize((280, 200))
    colours = image.getcolors(maxcolors=280 * 200)
    most = max(count for count, _ in colours)
    if len(colours) < 40 or most > 0.9 * 280 * 200:
        fail(f"{name}: the screenshot looks blank ({len(colours)} colours, the commonest covers {most / (280 * 200):.0%})")


def shown(driver):
    return (driver.find_element(By.ID, "screen").get_attribute("innerHTML"),
            driver.find_element(By.ID, "frame-number").text)


def check_scene(driver, page, screenshots):
    driver.get(page.as_uri())
    name = page.name
    errors = console_errors(driver)
    if errors:
        fail(f"{name}: console errors: {errors}")
    scrubber = driver.find_element(By.ID, "scrubber")
    last = int(scrubber.get_attribute("max"))
    if last < 10:
        fail(f"{name}: only {last + 1} frames")
    first_svg, first_label = shown(driver)
    if "<svg" not in first_svg or first_label != f"frame 1 of {last + 1}":
        fail(f"{name}: the first frame is not shown ({first_label!r})")

    # The scrubber, moved with the keyboard: End goes to the last frame.
    scrubber.click()
    scrubber.send_keys(Keys.END)
    end_svg, end_label = shown(driver)
    if end_label != f"frame {last + 1} of {last + 1}" or end_svg == first_svg:
        fail(f"{name}: moving the scrubber to the end did not change the frame ({end_label!r})")
    cursor = driver.find_element(By.CSS_SELECTOR, "svg.plot .cursor").get_attribute("x1")
    if float(cursor) < 100:
        fail(f"{name}: the plots' cursor did not follow the scrubber (x = {cursor})")

    # Frame stepping.
    scrubber.send_keys(Keys.HOME)
    driver.find_element(By.ID, "next").click()
    driver.find_element(By.ID, "next").click()
    if shown(driver)[1] != f"frame 3 of {last + 1}":
        fail(f"{name}: two steps forward from the first frame did not show frame 3")
    driver.find_element(By.ID, "previous").click()
    if shown(driver)[1] != f"frame 2 of {last + 1}":
        fail(f"{name}: a step back did not show frame 2")

    # Playing advances the frame shown, in real time.
    driver.find_element(By.ID, "play").click()
    WebDriverWait(driver, 5).until(lambda d: shown(d)[1] not in (f"frame 2 of {last + 1}", f"frame 1 of {last + 1}"))
    driver.find_element(By.ID, "play").click()
    # Paused: the frame shown holds still (on a loaded machine a frame may still be drawn after the click).
    held = shown(driver)[1]
    for _ in range(50):
        time.sleep(0.1)
        now = shown(driver)[1]
        if now == held:
            break
        held = now

    errors = console_errors(driver)
    if errors:
        fail(f"{name}: console errors while playing: {errors}")
    scrubber.send_keys(Keys.HOME)
    for _ in range(last // 2):
        scrubber.send_keys(Keys.ARROW_RIGHT)
    if shown(driver)[1] != f"frame {last // 2 + 1} of {last + 1}":
        fail(f"{name}: {last // 2} steps of the scrubber from the start did not show frame {last // 2 + 1} ({shown(driver)[1]!r})")
    png = driver.get_screenshot_as_png()
    not_blank(png, name)
    if screenshots:
        (screenshots / f"{page.stem}.png").write_bytes(png)


def main():
    if len(sys.argv) < 2:
        fail("usage: report_browser_test.py REPORT_FOLDER [SCREENSHOT_FOLDER]")
    folder = pathlib.Path(sys.argv[1]).resolve()
    screenshots = pathlib.Path(sys.argv[2]).resolve() if len(sys.argv) > 2 else None
    if screenshots:
        screenshots.mkdir(parents=True, exist_ok=True)
    index = folder / "index.html"
    if not index.exists():
        fail(f"no report at {index}")
    scenes = sorted(path for path in folder.glob("*.html") if path.name != "index.html")
    if not scenes:
        fail(f"no scene pages in {folder}")
    driver = browser()
    try:
        driver.get(index.as_uri())
        errors = console_errors(driver)
        if errors:
            fail(f"index.html: console errors: {errors}")
        links = {link.get_attribute("href").rsplit("/", 1)[-1] for link in driver.find_elements(By.CSS_SELECTOR, "li.scene a")}
        if links != {page.name for page in scenes}:
            fail(f"index.html links {sorted(links)}, the report has {[page.name for page in scenes]}")
        not_blank(driver.get_screenshot_as_png(), "index.html")
        for page in scenes:
            check_scene(driver, page, screenshots)
    finally:
        driver.quit()
    print(f"browser test: passed ({len(scenes)} scene pages and the index)")


if __name__ == "__main__":
    main()
