#!/usr/bin/env python3
"""BarScope's benchmark runner (called by scripts/bench, which installs and builds everything).

Runs BarScope and the peers on the same input in the same run, alternating tool by tool within
each round so that a slow moment of the machine hits everyone alike, and reports whole-process
medians, PNG sizes and how far each output is from BarScope's (max channel difference). Ends
with the line `speedup: ...`. Timing is wall-clock of the whole process (start-up included),
as a user or a CI job sees it.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BAR_ROWS = 264          # (44 pt status bar + 44 pt bar) x 3 on iPhone X; the hairline is row 264
BOX = 113               # UIImageEffects' box width for 20 pt at @3x (Compositing.BoxBlur)
TINT = "ff3b30"


def run(cmd):
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    return time.perf_counter() - start


def alternate(jobs, runs):
    """jobs: list of (name, cmd, output). One warm-up each, then `runs` rounds; medians in ms."""
    for _, cmd, _ in jobs:
        run(cmd)
    times = {name: [] for name, _, _ in jobs}
    for _ in range(runs):
        for name, cmd, _ in jobs:
            times[name].append(run(cmd))
    return {name: statistics.median(t) * 1000 for name, t in times.items()}


def agreement(barscope, reference, other):
    """Max channel difference between two PNGs, by BarScope's own diff."""
    out = subprocess.run([barscope, "diff", reference, other, "--json"], capture_output=True, text=True)
    if out.returncode not in (0, 1):
        return f"error: {out.stderr.strip()}"
    return json.loads(out.stdout)["maxChannelDelta"]


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--barscope", required=True)
    ap.add_argument("--c", required=True, help="the compiled bar_libpng peer")
    ap.add_argument("--careful", required=True, help="the compiled bar_careful peer (two threads, libdeflate)")
    ap.add_argument("--quick", action="store_true",
                    help="only the full frame against the C peers, the bar strip, and the baseline if given")
    ap.add_argument("--work", required=True)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--imagemagick", default="convert")
    ap.add_argument("--baseline", help="an older barscope binary to time this one against")
    ap.add_argument("--baseline-name", default="baseline")
    args = ap.parse_args()
    w, bs, c, careful = args.work, args.barscope, args.c, args.careful
    frame, strip = f"{w}/frame.png", f"{w}/strip.png"
    py = sys.executable

    write(f"{w}/full.yaml", f"ios: 10\ndevice: iphone-x\ncontent: {{image: frame.png}}\nnavigationBar: {{barTintColor: \"#{TINT}\"}}\n")
    write(f"{w}/strip.yaml", f"ios: 10\ndevice: iphone-x\ncontent: {{image: strip.png}}\nnavigationBar: {{barTintColor: \"#{TINT}\"}}\nregion: bars\n")
    s = 1.8
    lr, lg, lb = 0.2126, 0.7152, 0.0722
    matrix = " ".join("%.6f" % v for v in [lr + (1 - lr) * s, lg - lg * s, lb - lb * s, lr - lr * s, lg + (1 - lg) * s,
                                           lb - lb * s, lr - lr * s, lg - lg * s, lb + (1 - lb) * s])

    # Text and bar items: the same frame with a title, a back button, two items, a four-item tab
    # bar and the status bar, against the frame without them, in the same alternating run.
    nav_items = ('navigationItem: {title: "Inbox", rightBarButtonItems: [{systemItem: edit}, {systemItem: add}]}\n'
                 'backItem: {title: "Mailboxes"}\nstatusBar: {}\n')
    tab_items = 'tabBar: {items: [{systemItem: favorites}, {systemItem: search}, {title: "Mail", badgeValue: "3"}, {systemItem: more}]}\n'
    bar = f"ios: 10\ndevice: iphone-x\ncontent: {{image: CONTENT}}\nnavigationBar: {{barTintColor: \"#{TINT}\"}}\n"
    write(f"{w}/full-text.yaml", bar.replace("CONTENT", "frame.png") + nav_items + tab_items)
    # The strip is the top bars only (region: bars), so it carries the navigation bar's items.
    write(f"{w}/strip-text.yaml", bar.replace("CONTENT", "strip.png") + nav_items + "region: bars\n")
    write(f"{w}/full-ios15.yaml", "ios: 15\ndevice: iphone-x\ncontent: {image: frame.png}\n"
          "navigationBar: {scrollEdgeAppearance: {configureWith: defaultBackground}}\n")
    glass = ("device: iphone-17\ncontent: {list: {rows: 30, text: true, refreshing: false, contentOffset: 0}}\n"
             "navigationItem: {title: \"Inbox\", rightBarButtonItems: [{systemItem: add}, {systemItem: compose}, {title: \"Edit\"}]}\n"
             "backItem: {title: \"Mailboxes\"}\nstatusBar: {}\n"
             "tabBar: {items: [{systemItem: favorites}, {systemItem: history}, {systemItem: contacts}, {systemItem: search}, {systemItem: more}], selectedIndex: 0}\n")
    # The same screen on an iPhone and on the largest iPad (2064 x 2752), iPadOS 17 (its tab bar at
    # the bottom, items inline), for the cost per megapixel.
    for name, device in (("phone", "iphone-15"), ("pad", "ipad-pro-13")):
        write(f"{w}/device-{name}.yaml", f"ios: 17\n" + glass.replace("device: iphone-17", f"device: {device}"))
    for ios in (18, 26):
        write(f"{w}/glass-{ios}.yaml", f"ios: {ios}\n" + glass)
        write(f"{w}/glass-{ios}-strip.yaml", f"ios: {ios}\nregion: navigationBar\n" + glass)

    def magick(src, out, width):
        box = f"-morphology Convolve Rectangle:{BOX}x1 -morphology Convolve Rectangle:1x{BOX}".split()
        return ([args.imagemagick, src, "(", "-clone", "0", "-crop", f"{width}x{BAR_ROWS}+0+0", "+repage",
                 "-virtual-pixel", "edge", "-define", "convolve:scale=!"] + box * 3 +
                ["-color-matrix", matrix, "-fill", "rgb(247,247,247)", "-colorize", "80%", "-fill", f"#{TINT}",
                 "-colorize", "85%", ")", "-geometry", "+0+0", "-composite", "-region", f"{width}x1+0+{BAR_ROWS}",
                 "-fill", "black", "-colorize", "30%", "+region", "PNG24:" + out])

    def peers(src, tag, width):
        def out(name):
            return f"{w}/{tag}-{name}.png"
        rows, box = str(BAR_ROWS), str(BOX)
        return [
            ("barscope --png fast", [bs, "render", f"{w}/{tag}.yaml", "-o", out("barscope-fast"), "--png", "fast"], out("barscope-fast")),
            ("c-careful (2 threads, libdeflate)", [careful, src, out("c-careful"), rows, box, TINT], out("c-careful")),
            ("c-libpng (level 1, Z_RLE, Sub)", [c, src, out("c-fast"), rows, box, TINT, "1", "3", "sub"], out("c-fast")),
            ("barscope --png balanced", [bs, "render", f"{w}/{tag}.yaml", "-o", out("barscope-balanced"), "--png", "balanced"],
             out("barscope-balanced")),
            ("c-libpng (libpng defaults)", [c, src, out("c-default"), rows, box, TINT, "-1", "0", "all"], out("c-default")),
            ("pillow (defaults)", [py, f"{HERE}/pillow_bar.py", src, out("pillow"), rows, box, TINT], out("pillow")),
            ("pillow (level 1)", [py, f"{HERE}/pillow_bar.py", src, out("pillow-1"), rows, box, TINT, "1"], out("pillow-1")),
            ("pyvips (defaults)", [py, f"{HERE}/pyvips_bar.py", src, out("pyvips"), rows, box, TINT], out("pyvips")),
            ("imagemagick (defaults)", magick(src, out("imagemagick"), width), out("imagemagick")),
        ]

    def report(title, jobs, runs, tag):
        print(f"\n## {title} ({runs} alternating runs, median wall time of the whole process)")
        medians = alternate(jobs, runs)
        reference = f"{w}/{tag}-barscope-fast.png"
        rows = [(name, medians[name], os.path.getsize(out), agreement(bs, reference, out)) for name, _, out in jobs]
        print(f"{'tool':34} {'median ms':>10} {'PNG bytes':>11} {'max diff vs barscope':>21}")
        for name, ms, size, diff in rows:
            print(f"{name:34} {ms:10.1f} {size:11d} {diff!s:>21}")
        return medians

    full_jobs = peers(frame, "full", 1125)
    full = report("Full frame 1125x2436, bar rows 0-264", full_jobs[:3] if args.quick else full_jobs, args.runs, "full")
    careful_ratio = full["barscope --png fast"] / full["c-careful (2 threads, libdeflate)"]
    print(f"barscope --png fast takes {careful_ratio:.3f}x the careful C's time (target <= 0.9)")
    strip_jobs = peers(strip, "strip", 1125)[:3]
    small = report("Bar strip 1125x265 (as goldens use), BarScope and C", strip_jobs, max(args.runs, 21), "strip")
    if args.quick:
        if args.baseline:
            against_baseline(args, w, max(args.runs, 21))
        return

    text_runs = max(args.runs, 21)

    def renders(title, scenes, width, label=lambda name: name):
        """Times `barscope render --png fast` of each (name, scene file) in turn, text_runs
        rounds, and prints the medians under `title`; returns them by name."""
        jobs = [(name, [bs, "render", f"{w}/{yaml}", "-o", f"{w}/{yaml}.png", "--png", "fast"], f"{w}/{yaml}.png")
                for name, yaml in scenes]
        medians = alternate(jobs, text_runs)
        print(f"\n## {title} ({text_runs} alternating runs, median wall time, --png fast)")
        for name, _ in scenes:
            print(f"{label(name):{width}} {medians[name]:8.1f} ms")
        return medians

    tm = renders("Text and items", (("full frame", "full.yaml"), ("full frame, text and items", "full-text.yaml"),
                                    ("bar strip", "strip.yaml"), ("bar strip, text and items", "strip-text.yaml")), 30)
    text_ratio = tm["full frame, text and items"] / tm["full frame"]
    print(f"text and items cost {text_ratio:.3f}x the frame without them (target <= 1.15); "
          f"bar strip with them {tm['bar strip, text and items']:.1f} ms per process (target <= 15)")

    # World text: the same frame with its title, back title and items in Chinese (Noto Sans CJK,
    # loaded on first use) and in Arabic (shaped, bidi, right to left) against a Latin one.
    world = {
        "Latin": ("en", "Inbox", "Mailboxes"),
        "Chinese": ("zh-Hans", "收件箱", "邮箱"),
        "Arabic": ("ar", "البريد الوارد 2026", "صناديق البريد"),
    }
    world_scenes = []
    for name, (locale, title, back) in world.items():
        yaml = f"full-{locale}.yaml"
        write(f"{w}/{yaml}", bar.replace("CONTENT", "frame.png") + f"locale: {locale}\n"
              f'navigationItem: {{title: "{title}", rightBarButtonItems: [{{systemItem: edit}}, {{systemItem: add}}]}}\n'
              f'backItem: {{title: "{back}"}}\nstatusBar: {{}}\n')
        world_scenes.append((name, yaml))
    wm = renders("World text", world_scenes, 30, label=lambda name: name + " title frame")
    print(f"a Chinese title costs {wm['Chinese'] / wm['Latin']:.3f}x the Latin one (target <= 1.15); "
          f"an Arabic one {wm['Arabic'] / wm['Latin']:.3f}x (target <= 1.2)")

    # iOS 15's default bar (the system chrome material: luminance curve, saturation, brightness,
    # blur) against the iOS 10 frame above, same content, same run. The frame's content does not
    # scroll, so the bar is at its scroll edge: the scroll-edge appearance is set to the default
    # background, as an app that keeps its bar does.
    mm = renders("iOS 15 material", (("iOS 10 frame", "full.yaml"), ("iOS 15 frame (chrome material)", "full-ios15.yaml")), 32)
    print(f"the iOS 15 frame costs {mm['iOS 15 frame (chrome material)'] / mm['iOS 10 frame']:.3f}x the iOS 10 one (target <= 1.2)")

    # iOS 26 against iOS 18, the same scene, same run: a list scrolled under the bars (so iOS 26
    # draws its scroll edge effects, top and bottom), a navigation bar with three capsules (the
    # back circle, Edit, compose and add sharing one) and a tab bar of five items; the whole
    # frame, then the navigation bar's strip.
    gm = renders("iOS 26 glass and scroll edge effects",
                 (("iOS 18 frame", "glass-18.yaml"), ("iOS 26 frame", "glass-26.yaml"),
                  ("iOS 18 strip", "glass-18-strip.yaml"), ("iOS 26 strip", "glass-26-strip.yaml")), 32)
    print(f"the iOS 26 frame costs {gm['iOS 26 frame'] / gm['iOS 18 frame']:.3f}x the iOS 18 one (target <= 1.3); "
          f"its strip {gm['iOS 26 strip'] / gm['iOS 18 strip']:.3f}x (target <= 1.3)")

    # An iPad frame against an iPhone frame of the same scene, per megapixel (iPhone 15 1179 x 2556,
    # iPad Pro 13-inch 2064 x 2752).
    dm = renders("iPad frame", (("iPhone 15 frame", "device-phone.yaml"), ("iPad Pro 13 frame", "device-pad.yaml")), 32)
    per_mp = (dm["iPad Pro 13 frame"] / (2064 * 2752)) / (dm["iPhone 15 frame"] / (1179 * 2556))
    print(f"the iPad frame costs {per_mp:.3f}x the iPhone frame per megapixel (target <= 1.1)")

    # PNG presets: the same render at each preset.
    print(f"\n## PNG presets on the full frame ({args.runs} runs each, median)")
    preset_jobs = [(p, [bs, "render", f"{w}/full.yaml", "-o", f"{w}/preset-{p}.png", "--png", p], f"{w}/preset-{p}.png")
                   for p in ("fast", "balanced", "small")]
    pm = alternate(preset_jobs, args.runs)
    for p, _, _ in preset_jobs:
        print(f"{p:10} {pm[p]:8.1f} ms {os.path.getsize(f'{w}/preset-{p}.png'):10d} bytes")

    # In-process: many scenes in one `verify`, as a golden suite runs.
    suite = f"{w}/suite"
    os.makedirs(suite, exist_ok=True)
    bars = ["", 'barTintColor: "#ff3b30"', 'barTintColor: "#007aff"', "translucent: false", "barStyle: black",
            'barTintColor: "#4cd964"', "backgroundAlpha: 0.5", 'overlayColor: "#f8f8f8"']
    contents = ["{list: {contentOffset: 40}}", '{color: "#336699"}', "{list: {refreshing: false}}", '{color: "#ffffff"}',
                "{list: {contentOffset: 120}}"]
    n = 0
    for ios in (9, 10, 11):
        for device in ("iphone-8", "iphone-x"):
            for bar in bars:
                for content in contents:
                    write(f"{suite}/s{n:03}.yaml", f"ios: {ios}\ndevice: {device}\ncontent: {content}\nnavigationBar: {{{bar}}}\nregion: bars\n")
                    n += 1
    subprocess.run([bs, "record", suite, "--record", "all", "--artifacts", f"{w}/artifacts"], check=True, stdout=subprocess.DEVNULL)
    print(f"\n## In-process verification: {n} bar-strip scenes (@2x and @3x) in one `barscope verify` (median of 5)")
    per = {}
    for jobs in (1, 2):
        t = statistics.median(run([bs, "verify", suite, "--record", "never", "--jobs", str(jobs), "--artifacts", f"{w}/artifacts"])
                              for _ in range(5))
        per[jobs] = n / t
        print(f"--jobs {jobs}: {t * 1000:7.1f} ms, {n / t:6.0f} scenes/s, {n / t / jobs:6.0f} scenes/s per core")

    # The review outputs: the same suite with --markdown and --json (a failure's pixel is
    # explained only for failures; this suite passes, as a green CI run does). Target <= 1.2x.
    plain = [bs, "verify", suite, "--record", "never", "--jobs", "1", "--artifacts", f"{w}/artifacts"]
    reviewed = plain + ["--markdown", f"{w}/summary.md", "--json"]
    # The HTML report copies every golden beside its page (the passes' contact sheet).
    page = plain + ["--report", f"{w}/report", "--markdown", f"{w}/summary.md"]
    rm = alternate([("plain", plain, None), ("markdown and json", reviewed, None),
                    ("report and markdown", page, None)], 5)
    print(f"\n## Review outputs on the {n}-scene suite (5 alternating runs, median)")
    print(f"verify {rm['plain']:.1f} ms, with --markdown and --json {rm['markdown and json']:.1f} ms: "
          f"{rm['markdown and json'] / rm['plain']:.3f}x (target <= 1.2)")
    print(f"verify with --report and --markdown {rm['report and markdown']:.1f} ms: "
          f"{rm['report and markdown'] / rm['plain']:.3f}x (target <= 1.2)")

    # Variants: one strip scene with a 4-axis matrix (2 x 2 x 2 x 4 = 32 goldens), verified in
    # one process on one core; the target is 250 scenes/s per core.
    matrix = f"{w}/matrix"
    shutil.rmtree(matrix, ignore_errors=True)
    os.makedirs(matrix)
    write(f"{matrix}/mail.yaml", "ios: 17\ndevice: iphone-15\ncontent: {list: {rows: 3, text: true, refreshing: false}}\n"
          "navigationItem: {title: \"Inbox\", rightBarButtonItems: [{systemItem: edit}]}\nstatusBar: {}\n"
          "region: navigationBar\nvariants:\n  userInterfaceStyle: [light, dark]\n  device: [iphone-se, iphone-15-pro]\n"
          "  contentSizeCategory: [large, accessibilityExtraExtraExtraLarge]\n"
          "  navigationBar.tintColor: [\"#ff2d55\", \"#34c759\", \"#5856d6\", \"#ff9500\"]\n")
    subprocess.run([bs, "record", matrix, "--artifacts", f"{w}/artifacts"], check=True, stdout=subprocess.DEVNULL)
    t = statistics.median(run([bs, "verify", matrix, "--record", "never", "--jobs", "1", "--artifacts", f"{w}/artifacts"])
                          for _ in range(5))
    print(f"\n## Variants: a 4-axis matrix of 32 variants of one strip scene, `verify --jobs 1` (median of 5)")
    print(f"{t * 1000:7.1f} ms, {32 / t:6.0f} scenes/s per core (target >= 250)")

    if args.baseline:
        against_baseline(args, w, text_runs)

    def x(peer):
        return full[peer] / full["barscope --png fast"]
    print(f"\nfull frame --png fast: {full['barscope --png fast']:.1f} ms, careful C {full['c-careful (2 threads, libdeflate)']:.1f} ms "
          f"({careful_ratio:.2f}x of careful C); c-libpng same settings {full['c-libpng (level 1, Z_RLE, Sub)']:.1f} ms "
          f"({full['barscope --png fast'] / full['c-libpng (level 1, Z_RLE, Sub)']:.2f}x of C); "
          f"bar strip {small['barscope --png fast']:.1f} ms per process; verify {per[1]:.0f} scenes/s on one core")
    print(f"speedup: {x('c-careful (2 threads, libdeflate)'):.2f}x vs careful C, {x('pillow (defaults)'):.1f}x vs pillow, {x('pyvips (defaults)'):.1f}x vs pyvips, "
          f"{x('imagemagick (defaults)'):.1f}x vs imagemagick, {x('c-libpng (level 1, Z_RLE, Sub)'):.1f}x vs c-libpng")


def against_baseline(args, w, runs):
    """This build against an older one on the same jobs, alternating new and old in each round;
    the ratio new / old of the medians (1.00 is the same speed; above is slower). The outputs
    must be the same bytes, or the comparison is of different work."""
    jobs = [("full frame", "full.yaml", ["--png", "fast"]), ("full frame, text and items", "full-text.yaml", ["--png", "fast"]),
            ("bar strip", "strip.yaml", ["--png", "fast"]), ("bar strip, text and items", "strip-text.yaml", ["--png", "fast"]),
            ("iOS 15 frame", "full-ios15.yaml", ["--png", "fast"]), ("iOS 26 frame", "glass-26.yaml", ["--png", "fast"]),
            ("iOS 26 strip", "glass-26-strip.yaml", ["--png", "fast"])]
    pairs = []
    for name, yaml, flags in jobs:
        for tag, binary in (("new", args.barscope), ("old", args.baseline)):
            out = f"{w}/baseline-{tag}-{yaml}.png"
            pairs.append((f"{name} [{tag}]", [binary, "render", f"{w}/{yaml}", "-o", out] + flags, out))
    pairs.append(("start-up (--version) [new]", [args.barscope, "--version"], None))
    pairs.append(("start-up (--version) [old]", [args.baseline, "--version"], None))
    medians = alternate(pairs, runs)
    print(f"\n## This build against {args.baseline_name} ({runs} alternating runs, median wall time)")
    print(f"{'job':30} {'new ms':>8} {'old ms':>8} {'new/old':>8}  same PNG bytes (else: same pixels?)")
    for name, yaml, _ in jobs + [("start-up (--version)", None, None)]:
        new, old = medians[f"{name} [new]"], medians[f"{name} [old]"]
        same = ""
        if yaml:
            with open(f"{w}/baseline-new-{yaml}.png", "rb") as a, open(f"{w}/baseline-old-{yaml}.png", "rb") as b:
                same = "yes" if a.read() == b.read() else None
            if same is None:  # --png fast's bytes may change; its pixels never
                pixels = agreement(args.barscope, f"{w}/baseline-new-{yaml}.png", f"{w}/baseline-old-{yaml}.png")
                same = "no; same pixels" if pixels == 0 else f"NO: pixels differ by {pixels}"
        print(f"{name:30} {new:8.1f} {old:8.1f} {new / old:8.3f}  {same}")


if __name__ == "__main__":
    main()
