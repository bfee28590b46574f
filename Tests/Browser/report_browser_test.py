#!/usr/bin/env python3
"""Opens `barscope verify --report`'s page in a real browser (headless Chromium, driven by
Playwright for Python) and checks what a reviewer sees, offline:

- the page loads from disk with no request other than local files and no console error;
- the failure renders: its golden, its render and its diff are decoded and shown, the diff's red
  marks are on screen, the changed regions are outlined;
- moving the swipe slider (with the keyboard, as a person can) changes the pixels shown;
- the zoom shows, for the most-changed pixel, the golden's and the render's hex values, which
  must be what Pillow reads from the two PNGs at that pixel;
- filtering by status and searching by name hide and show the right entries;
- on a phone-sized viewport the page needs no sideways scrolling;
- the transition's animated PNG, decoded by the browser's own decoder (WebCodecs ImageDecoder),
  has every frame of `barscope frames`, pixel for pixel.

Usage: report_browser_test.py BARSCOPE [--screenshot FILE]. The example suite is
docs/report-example (committed); it is copied to a temporary folder first. With --screenshot the
page's first screen is saved there (docs/images/verify-report.png is made that way).
"""
import argparse
import base64
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageChops
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
SUITE = ROOT / "docs" / "report-example"



# The widest frame of a report's animation (Goldens.transitionMaximumWidth): wider frames are
# shrunk by the smallest whole factor that fits.
REPORT_ANIMATION_WIDTH = 640


def shrunk(image, factor):
    """The RGBA bytes of an opaque `image` shrunk by a whole `factor`: each factor x factor block
    (cut short at the right and bottom edges) becomes the mean of its pixels, rounded half up,
    as BarScope's Image.reduced(by:) defines it."""
    if factor == 1:
        return image.tobytes()
    width, height = image.size
    pixels = image.tobytes()
    assert all(pixels[i] == 255 for i in range(3, len(pixels), 4)), "the frames are opaque"
    out = bytearray()
    for y0 in range(0, height, factor):
        rows = range(y0, min(height, y0 + factor))
        for x0 in range(0, width, factor):
            columns = range(x0, min(width, x0 + factor))
            n = len(rows) * len(columns)
            for channel in range(4):
                total = sum(pixels[(y * width + x) * 4 + channel] for y in rows for x in columns)
                out.append((total + n // 2) // n)
    return bytes(out)


def find_browser():
    """Debian's chromium, or the one $BARSCOPE_CHROMIUM names; None lets Playwright use its own."""
    named = os.environ.get("BARSCOPE_CHROMIUM")
    if named:
        return named
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    mac = "/Applications/Chromium.app/Contents/MacOS/Chromium"
    return mac if os.path.exists(mac) else None


failures = []


def check(condition, message):
    if condition:
        print("ok:", message)
    else:
        print("FAILED:", message)
        failures.append(message)


def hex_at(path, x, y):
    image = Image.open(path).convert("RGBA")
    r, g, b, a = image.getpixel((x, y))
    values = (r, g, b) if a == 255 else (r, g, b, a)
    return "#" + "".join(f"{v:02x}" for v in values)


def shot(locator):
    return Image.open(io.BytesIO(locator.screenshot())).convert("RGB")


def loaded(locator):
    """Waits until every picture in the locator is decoded (card pictures load lazily)."""
    locator.evaluate_all("images => Promise.all(images.map(i => i.decode()))")


def pixels(image):
    """The RGB triples of an image, row by row."""
    data = image.convert("RGB").tobytes()
    return [tuple(data[i:i + 3]) for i in range(0, len(data), 3)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("barscope")
    parser.add_argument("--screenshot")
    args = parser.parse_args()
    barscope = str(Path(args.barscope).resolve())

    work = Path(tempfile.mkdtemp(prefix="barscope-report-"))
    try:
        # Run from the copy's root with relative paths, so the page names the folder as the
        # repository does (docs/report-example), not a temporary path.
        suite = work / "docs" / "report-example"
        shutil.copytree(SUITE, suite)
        report, artifacts = work / "report", work / "artifacts"
        env = dict(os.environ, BARSCOPE_RECORD="")
        run = subprocess.run(
            [barscope, "verify", "docs/report-example", "--record", "never", "--artifacts", "artifacts",
             "--report", "report", "--json"],
            capture_output=True, text=True, env=env, cwd=work)
        check(run.returncode == 1, f"verify exits 1 for a failing suite (got {run.returncode}: {run.stderr.strip()})")
        results = {r["name"]: r for r in json.loads(run.stdout)["results"]}
        mail = results["mail"]
        peak = mail["diff"]["peak"]
        frames = work / "frames"
        subprocess.run([barscope, "frames", str(suite / "push.yaml"), "-o", str(frames), "--count", "10"],
                       check=True, capture_output=True)

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=find_browser(), args=["--no-sandbox"])
            context = browser.new_context(offline=True, viewport={"width": 1280, "height": 900})
            page = context.new_page()
            problems, foreign = [], []
            page.on("console", lambda m: problems.append(m.text) if m.type in ("error", "warning") else None)
            page.on("pageerror", lambda e: problems.append(str(e)))
            page.on("request", lambda r: None if r.url.startswith(("file:", "data:", "blob:")) else foreign.append(r.url))
            page.goto((report / "index.html").as_uri())
            page.wait_for_load_state("load")

            # The failure renders: every picture of its card decoded, the diff's red on screen.
            check(page.locator(".card[data-status=failed]").count() == 2, "two failure cards (mail and push)")
            card = page.locator(".card[data-name=mail]")
            loaded(card.locator(".pane.side img"))
            widths = card.locator(".pane.side img").evaluate_all("images => images.map(i => i.naturalWidth)")
            check(len(widths) == 3 and all(w == 1179 for w in widths),
                  f"golden, now and diff decoded at 1179 px wide ({widths})")
            diff = shot(card.locator(".pane.side figure").nth(2))
            red = sum(1 for p in pixels(diff) if p[0] > 200 and p[1] < 60 and p[2] < 60)
            check(red > 500, f"the diff's red marks are on screen ({red} red pixels in its screenshot)")
            boxes = card.locator(".pane.side figure").nth(0).locator(".box").count()
            check(boxes == len(mail["diff"].get("regions", [])) == 4, f"four changed regions outlined ({boxes})")

            # Swipe: the slider at each end shows a different picture.
            card.locator("button[data-mode=swipe]").click()
            loaded(card.locator(".pane.swipe img"))
            swipe = card.locator(".pane.swipe .px")
            slider = card.locator("input.swipe")
            slider.focus()
            page.keyboard.press("Home")
            all_now = shot(swipe)
            page.keyboard.press("End")
            all_golden = shot(swipe)
            changed = ImageChops.difference(all_now, all_golden).getbbox()
            moved = sum(1 for p in pixels(ImageChops.difference(all_now, all_golden)) if max(p) > 40)
            check(changed is not None and moved > 200,
                  f"moving the swipe slider from one end to the other changes {moved} shown pixels")
            for _ in range(25):
                page.keyboard.press("ArrowLeft")
            check(slider.input_value() == "75", f"the arrow keys move the slider ({slider.input_value()})")

            # Onion skin at 0 shows the golden alone, as the swipe did at its golden end (but for
            # the swipe's line at the edge), and at 100 the render.
            card.locator("button[data-mode=onion]").click()
            loaded(card.locator(".pane.onion img"))
            onion = card.locator("input.onion")
            onion.focus()
            page.keyboard.press("Home")
            faded_out = shot(card.locator(".pane.onion .px"))
            page.keyboard.press("End")
            faded_in = shot(card.locator(".pane.onion .px"))
            inside = (3, 0, all_golden.width - 3, all_golden.height)
            check(ImageChops.difference(faded_out.crop(inside), all_golden.crop(inside)).getbbox() is None,
                  "the onion skin at 0 shows the golden alone")
            check(ImageChops.difference(faded_in.crop(inside), all_now.crop(inside)).getbbox() is None,
                  "the onion skin at 100 shows the render alone")

            # Zoom: the most-changed pixel's hex values, as Pillow reads them from the PNGs.
            card.locator("button[data-mode=side]").click()
            golden_picture = card.locator(".pane.side .px").nth(0)
            box = golden_picture.bounding_box()
            x, y = peak["x"], peak["y"]
            page.mouse.move(box["x"] + (x + 0.5) / 1179 * box["width"],
                            box["y"] + (y + 0.5) / int(golden_picture.get_attribute("data-h")) * box["height"])
            page.wait_for_function(
                "document.querySelector('.card[data-name=mail] .hex-golden').textContent.startsWith('#')")
            at = card.locator(".at").inner_text()
            shown_golden = card.locator(".hex-golden").inner_text()
            shown_now = card.locator(".hex-actual").inner_text()
            expected_golden = hex_at(suite / "mail.png", x, y)
            expected_now = hex_at(artifacts / "mail.actual.png", x, y)
            check(at == f"x {x}, y {y}", f"the zoom is at the pixel pointed at ({at})")
            check(shown_golden == expected_golden == peak["golden"],
                  f"the zoom shows the golden's {shown_golden} (Pillow: {expected_golden})")
            check(shown_now == expected_now == peak["actual"],
                  f"the zoom shows the render's {shown_now} (Pillow: {expected_now})")
            loupe = shot(card.locator("canvas[data-picture=actual]"))
            centre = loupe.getpixel((82, 82))
            check("#%02x%02x%02x" % centre == expected_now,
                  f"the loupe's centre pixel is drawn in that colour ({centre})")
            why = card.locator("details.why summary").inner_text()
            check(peak["golden"] in why and peak["actual"] in why, f"why names both values ({why})")

            # Filter by status, search by name.
            def visible(selector):
                return page.locator(selector).evaluate_all("items => items.filter(i => !i.hidden).length")
            page.locator("#filters input[value=failed]").uncheck()
            check(visible(".card[data-status=failed]") == 0, "unticking failed hides the failures")
            page.locator("#filters input[value=failed]").check()
            page.locator("#search").fill("DARK")
            check(visible("[data-name]") == 1, "searching DARK keeps settings@dark alone (case ignored)")
            check(page.locator("#passes .shown").inner_text() == " (1 shown)", "the contact sheet counts what it shows")
            page.locator("#search").fill("no such scene")
            check(page.locator("#none").is_visible(), "a search that matches nothing says so")
            page.locator("#search").fill("")

            # The contact sheet: collapsed, and the transition's animation decoded by the browser.
            check(not page.locator("#passes").evaluate("d => d.open"), "passes start collapsed")
            animation = base64.b64encode((report / "push.transition.png").read_bytes()).decode()
            # Each frame's RGBA bytes hashed in the page (SHA-256), so only the hashes cross over.
            decoded = page.evaluate(
                """async data => {
                    const bytes = Uint8Array.from(atob(data), c => c.charCodeAt(0));
                    const decoder = new ImageDecoder({data: bytes, type: "image/png"});
                    await decoder.tracks.ready;
                    const count = decoder.tracks.selectedTrack.frameCount, frames = [];
                    for (let i = 0; i < count; i++) {
                        const {image} = await decoder.decode({frameIndex: i});
                        const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
                        const context = canvas.getContext("2d");
                        context.drawImage(image, 0, 0);
                        const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
                        const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", rgba));
                        frames.push({duration: image.duration,
                                     sha256: Array.from(digest, b => b.toString(16).padStart(2, "0")).join("")});
                        image.close();
                    }
                    return frames;
                }""", animation)
            check(len(decoded) == 10, f"the browser decodes 10 frames of the animation ({len(decoded)})")
            same = 0
            for index, frame in enumerate(decoded):
                full = Image.open(frames / f"frame-{index:03d}.png").convert("RGBA")
                expected = shrunk(full, -(-full.width // REPORT_ANIMATION_WIDTH))
                if frame["sha256"] == hashlib.sha256(expected).hexdigest():
                    same += 1
            durations = {frame["duration"] for frame in decoded}
            check(len(durations) == 1 and min(durations) > 0, f"every frame shows for the same time ({durations} µs)")
            check(same == 10, f"every decoded frame equals barscope frames' PNG ({same} of 10)")

            # A phone: no sideways scrolling.
            page.set_viewport_size({"width": 390, "height": 844})
            page.locator("#passes summary").click()
            widths = page.evaluate("[document.scrollingElement.scrollWidth, innerWidth]")
            check(widths[0] <= widths[1], f"a 390 px wide viewport needs no sideways scrolling ({widths})")

            if args.screenshot:
                page.set_viewport_size({"width": 1100, "height": 900})
                page.locator("#passes summary").click()
                page.evaluate("window.scrollTo(0, 0)")
                first = card.locator(".pane.side .px").nth(1).bounding_box()
                page.mouse.move(first["x"] + (x + 0.5) / 1179 * first["width"],
                                first["y"] + (y + 0.5) / int(golden_picture.get_attribute("data-h")) * first["height"])
                page.wait_for_timeout(200)
                page.screenshot(path=args.screenshot)
                print("wrote", args.screenshot)

            check(not problems, f"no console errors or warnings ({problems})")
            check(not foreign, f"no request leaves the disk ({foreign})")
            browser.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)

    if failures:
        print(f"{len(failures)} browser checks failed", file=sys.stderr)
        sys.exit(1)
    print("all browser checks passed")


if __name__ == "__main__":
    main()
