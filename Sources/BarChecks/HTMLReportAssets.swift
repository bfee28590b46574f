/// The style sheet and the script of `verify --report`'s page, written into the page itself so
/// that it opens from disk with no network and nothing else to fetch: no framework, no font, no
/// script file (the pictures' pixel data for the zoom are the only other files the page reads).
enum HTMLReportAssets {
    /// Light and dark (the reader's `prefers-color-scheme`); one column on a phone, the three
    /// pictures of a failure side by side from 720 px up.
    static let style = #"""
        :root { color-scheme: light dark; --fg: #1c1c1e; --bg: #ffffff; --muted: #6c6c70; --line: #d1d1d6;
          --card: #f5f5f7; --fail: #d70015; --miss: #b25000; --new: #0a66d8; --err: #8e1b9b; --pass: #1b7f37;
          --box: #ff00c8; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #f2f2f7; --bg: #000000; --muted: #a1a1a6; --line: #3a3a3c; --card: #1c1c1e; --fail: #ff6961;
            --miss: #ffb340; --new: #70a7ff; --err: #da8fff; --pass: #5fd37c; }
          .status { color: #000000 !important; }
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 15px/1.45 -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; color: var(--fg);
          background: var(--bg); }
        header, main { max-width: 1280px; margin: 0 auto; padding: 12px 16px; }
        h1 { font-size: 20px; margin: 8px 0 4px; overflow-wrap: anywhere; }
        h2 { font-size: 16px; margin: 0 0 8px; overflow-wrap: anywhere; }
        code { font: 13px/1.4 ui-monospace, "SF Mono", Menlo, monospace; overflow-wrap: anywhere; }
        .verdict { font-weight: 600; margin: 4px 0; }
        .verdict.bad { color: var(--fail); } .verdict.good { color: var(--pass); }
        .totals, .meta, .hint { color: var(--muted); margin: 4px 0; }
        .controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin-top: 10px; }
        .controls input[type=search] { font: inherit; padding: 6px 10px; border: 1px solid var(--line);
          border-radius: 8px; background: var(--bg); color: var(--fg); min-width: 0; width: 16em; max-width: 100%; }
        fieldset { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 4px 12px; }
        legend { float: left; margin-right: 8px; color: var(--muted); }
        .status { display: inline-block; font-size: 12px; font-weight: 700; text-transform: uppercase;
          letter-spacing: .04em; padding: 1px 6px; border-radius: 5px; color: #fff; vertical-align: 2px; }
        .status.failed { background: var(--fail); } .status.missing { background: var(--miss); }
        .status.recorded { background: var(--new); } .status.error { background: var(--err); }
        .status.passed { background: var(--pass); }
        .card { background: var(--card); border-radius: 12px; padding: 12px 14px; margin: 14px 0; }
        .card .detail { margin: 4px 0 8px; overflow-wrap: anywhere; }
        .numbers { display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 6px 0; }
        .numbers div { display: flex; gap: 6px; } .numbers dt { color: var(--muted); } .numbers dd { margin: 0;
          font-weight: 600; font-variant-numeric: tabular-nums; }
        .modes { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; }
        .modes button { font: inherit; font-size: 14px; padding: 4px 10px; border-radius: 8px; cursor: pointer;
          border: 1px solid var(--line); background: var(--bg); color: var(--fg); }
        .modes button[aria-pressed=true] { background: var(--fg); color: var(--bg); border-color: var(--fg); }
        .stage { outline: none; }
        .stage:focus-visible { outline: 2px solid var(--new); outline-offset: 4px; border-radius: 6px; }
        .pane { display: none; }
        .stage[data-mode=side] .pane.side, .stage[data-mode=swipe] .pane.swipe,
        .stage[data-mode=onion] .pane.onion, .stage[data-mode=diff] .pane.diff { display: block; }
        .stage[data-mode=side] .pane.side { display: grid; grid-template-columns: 1fr; gap: 10px; }
        @media (min-width: 720px) {
          .stage[data-mode=side] .pane.side { grid-template-columns: repeat(var(--columns, 3), minmax(0, 1fr)); }
          .pane.swipe, .pane.onion, .pane.diff { max-width: 480px; }
          .stage[data-mode=side] .tall.pane.side { grid-template-columns: repeat(var(--columns, 3), minmax(0, 360px)); }
        }
        .tall.pane.swipe, .tall.pane.onion, .tall.pane.diff { max-width: 360px; }
        .card.plain .box { display: none; }
        .outline { font-size: 14px; margin-left: 6px; align-self: center; }
        figure { margin: 0; }
        figcaption { font-size: 13px; color: var(--muted); margin-bottom: 3px; }
        .px { position: relative; line-height: 0; cursor: crosshair; touch-action: pan-x pan-y pinch-zoom; }
        .px img { display: block; width: 100%; height: auto; image-rendering: pixelated;
          background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .px img.over { position: absolute; left: 0; top: 0; }
        .box { position: absolute; border: 2px solid var(--box); box-shadow: 0 0 0 1px #fff, 0 0 0 2px #000;
          border-radius: 3px; box-sizing: content-box; padding: 2px; margin: -4px 0 0 -4px; pointer-events: none; }
        .cursor { position: absolute; outline: 1px solid #00e5ff; box-shadow: 0 0 0 2px #000; min-width: 3px;
          min-height: 3px; pointer-events: none; }
        .line { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--box);
          pointer-events: none; }
        input[type=range] { width: 100%; margin: 8px 0 0; }
        .loupe { display: flex; flex-wrap: wrap; gap: 10px 16px; align-items: flex-start; margin: 10px 0 4px; }
        .loupe figure { flex: none; }
        .loupe canvas { display: block; width: 165px; height: 165px; image-rendering: pixelated;
          border: 1px solid var(--line); border-radius: 4px; }
        .readout { margin: 0; flex: 1 1 14em; font-variant-numeric: tabular-nums; }
        .readout .changed { color: var(--fail); font-weight: 700; }
        details.why { margin-top: 10px; } details.why summary { cursor: pointer; font-weight: 600; }
        .swatch { display: inline-block; width: 12px; height: 12px; border: 1px solid var(--line); border-radius: 3px;
          vertical-align: -1px; margin-right: 4px; }
        .table-wrap { overflow-x: auto; }
        table { border-collapse: collapse; margin: 8px 0; font-size: 13px; }
        th, td { text-align: left; vertical-align: top; padding: 3px 10px 3px 0; border-bottom: 1px solid var(--line); }
        th { color: var(--muted); font-weight: 600; }
        td.stages { color: var(--muted); }
        details.passes { margin: 18px 0; } details.passes > summary { cursor: pointer; font-weight: 600; }
        .sheet { list-style: none; padding: 0; margin: 10px 0; display: grid; gap: 12px;
          grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); }
        .sheet li { background: var(--card); border-radius: 8px; padding: 6px; font-size: 12px; overflow-wrap: anywhere; }
        .sheet img { display: block; width: 100%; height: auto; margin-bottom: 4px; }
        #none { color: var(--muted); }
        """#

    /// The page's behaviour: view modes, the swipe and onion-skin sliders, the zoom (a 15-pixel
    /// neighbourhood at 11×, with a grid, the pixel's hex in the golden and now), filtering by
    /// status and searching by name. Pixel values come from each failure's `.pixels.js` file,
    /// loaded when the zoom is first used: a page opened from disk may show a PNG beside it but
    /// not read its pixels (browsers treat every local file as another origin and refuse
    /// `getImageData` on a canvas it was drawn into), while a picture decoded from bytes the
    /// page holds is its own.
    static let script = #"""
        "use strict";
        (() => {
          const all = (selector, root = document) => Array.from(root.querySelectorAll(selector));
          const span = 15, scale = 11;
          const decoded = new Map();

          function hex(data, x, y) {
            if (!data || x < 0 || y < 0 || x >= data.width || y >= data.height) return null;
            const i = (y * data.width + x) * 4, d = data.data;
            const parts = d[i + 3] === 255 ? [d[i], d[i + 1], d[i + 2]] : [d[i], d[i + 1], d[i + 2], d[i + 3]];
            // A canvas keeps colours multiplied by alpha, so a pixel that is not opaque comes back
            // rounded: marked as approximate (barscope pick reads it exactly).
            return (d[i + 3] === 255 ? "#" : "≈#") + parts.map(v => v.toString(16).padStart(2, "0")).join("");
          }

          function decode(base64) {
            const text = atob(base64), bytes = new Uint8Array(text.length);
            for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
            const blob = new Blob([bytes], { type: "image/png" });
            return createImageBitmap(blob, { premultiplyAlpha: "none", colorSpaceConversion: "none" }).then(bitmap => {
              const canvas = document.createElement("canvas");
              canvas.width = bitmap.width;
              canvas.height = bitmap.height;
              const context = canvas.getContext("2d", { willReadFrequently: true });
              context.drawImage(bitmap, 0, 0);
              return context.getImageData(0, 0, bitmap.width, bitmap.height);
            });
          }

          window.BarScope = {
            pixels(id, pictures) {
              const card = document.getElementById(id);
              if (!card) return;
              const names = Object.keys(pictures);
              Promise.all(names.map(name => decode(pictures[name]))).then(images => {
                const data = {};
                names.forEach((name, i) => { data[name] = images[i]; });
                decoded.set(id, data);
                if (card.point) show(card, card.point.x, card.point.y);
              }, error => {
                card.querySelector(".readout").textContent = "The pictures could not be decoded for the zoom: " + error;
              });
            }
          };

          function load(card) {
            if (!card.dataset.pixels || card.dataset.loading) return;
            card.dataset.loading = "yes";
            const script = document.createElement("script");
            script.src = card.dataset.pixels;
            script.onerror = () => {
              card.querySelector(".readout").textContent =
                "The zoom reads its pixels from " + decodeURIComponent(card.dataset.pixels) + " beside this page; it is missing.";
            };
            document.head.appendChild(script);
          }

          function paint(canvas, data, x, y) {
            const context = canvas.getContext("2d");
            const half = (span - 1) / 2;
            context.clearRect(0, 0, canvas.width, canvas.height);
            for (let dy = -half; dy <= half; dy++) {
              for (let dx = -half; dx <= half; dx++) {
                const px = x + dx, py = y + dy;
                const cx = (dx + half) * scale, cy = (dy + half) * scale;
                if (!data || px < 0 || py < 0 || px >= data.width || py >= data.height) {
                  context.fillStyle = "rgba(128,128,128,0.25)";
                } else {
                  const i = (py * data.width + px) * 4, d = data.data;
                  context.fillStyle = "rgba(" + d[i] + "," + d[i + 1] + "," + d[i + 2] + "," + d[i + 3] / 255 + ")";
                }
                context.fillRect(cx, cy, scale, scale);
              }
            }
            context.strokeStyle = "rgba(0,0,0,0.18)";
            context.lineWidth = 1;
            context.beginPath();
            for (let i = 0; i <= span; i++) {
              context.moveTo(i * scale + 0.5, 0); context.lineTo(i * scale + 0.5, span * scale);
              context.moveTo(0, i * scale + 0.5); context.lineTo(span * scale, i * scale + 0.5);
            }
            context.stroke();
            context.strokeStyle = "#00e5ff";
            context.lineWidth = 2;
            context.strokeRect(half * scale + 1, half * scale + 1, scale - 1, scale - 1);
          }

          function show(card, x, y) {
            card.point = { x, y };
            const loupe = card.querySelector(".loupe");
            loupe.hidden = false;
            for (const px of all(".px", card)) {
              const cursor = px.querySelector(".cursor");
              const w = +px.dataset.w, h = +px.dataset.h;
              cursor.hidden = x >= w || y >= h;
              cursor.style.left = (x / w * 100) + "%";
              cursor.style.top = (y / h * 100) + "%";
              cursor.style.width = (100 / w) + "%";
              cursor.style.height = (100 / h) + "%";
            }
            card.querySelector(".at").textContent = "x " + x + ", y " + y + (card.pinned ? " (pinned)" : "");
            const data = decoded.get(card.id);
            if (!data) { load(card); return; }
            const values = {};
            for (const canvas of all("canvas[data-picture]", loupe)) {
              const name = canvas.dataset.picture;
              paint(canvas, data[name], x, y);
              values[name] = hex(data[name], x, y);
              const out = loupe.querySelector(".hex-" + name);
              out.textContent = values[name] || "outside";
            }
            const changed = "golden" in values && "actual" in values && values.golden !== values.actual;
            for (const out of all(".hex", loupe)) out.classList.toggle("changed", changed);
          }

          function pointAt(px, event) {
            const image = px.querySelector("img");
            const r = image.getBoundingClientRect();
            const w = +px.dataset.w, h = +px.dataset.h;
            const x = Math.floor((event.clientX - r.left) / r.width * w);
            const y = Math.floor((event.clientY - r.top) / r.height * h);
            return x >= 0 && y >= 0 && x < w && y < h ? { x, y } : null;
          }

          for (const card of all(".card[data-pixels]")) {
            const stage = card.querySelector(".stage");
            stage.addEventListener("pointerenter", () => load(card));
            stage.addEventListener("pointermove", event => {
              const px = event.target.closest(".px");
              if (!px || card.pinned) return;
              const point = pointAt(px, event);
              if (point) show(card, point.x, point.y);
            });
            stage.addEventListener("click", event => {
              const px = event.target.closest(".px");
              if (!px) return;
              const point = pointAt(px, event);
              if (!point) return;
              card.pinned = !card.pinned || !card.point || card.point.x !== point.x || card.point.y !== point.y;
              show(card, point.x, point.y);
            });
            stage.addEventListener("keydown", event => {
              // The sliders take their own arrow keys.
              if (event.target.closest("input")) return;
              const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
              if (event.key === "Escape") { card.pinned = false; if (card.point) show(card, card.point.x, card.point.y); return; }
              const move = moves[event.key];
              if (!move) return;
              event.preventDefault();
              const px = card.querySelector(".px");
              const step = event.shiftKey ? 10 : 1;
              const start = card.point || { x: Math.floor(px.dataset.w / 2), y: Math.floor(px.dataset.h / 2) };
              card.pinned = true;
              show(card, Math.min(Math.max(start.x + move[0] * step, 0), px.dataset.w - 1),
                Math.min(Math.max(start.y + move[1] * step, 0), px.dataset.h - 1));
            });
            stage.addEventListener("focus", () => load(card));
          }

          for (const button of all(".modes button")) {
            button.addEventListener("click", () => {
              const card = button.closest(".card");
              card.querySelector(".stage").dataset.mode = button.dataset.mode;
              for (const other of all(".modes button", card)) other.setAttribute("aria-pressed", String(other === button));
            });
          }

          for (const box of all("input.outlines")) {
            box.addEventListener("change", () => box.closest(".card").classList.toggle("plain", !box.checked));
          }

          for (const range of all("input.swipe")) {
            const pane = range.closest(".pane");
            const update = () => {
              pane.querySelector("img.over").style.clipPath = "inset(0 0 0 " + range.value + "%)";
              pane.querySelector(".line").style.left = range.value + "%";
            };
            range.addEventListener("input", update);
            update();
          }
          for (const range of all("input.onion")) {
            const pane = range.closest(".pane");
            const update = () => { pane.querySelector("img.over").style.opacity = range.value / 100; };
            range.addEventListener("input", update);
            update();
          }

          const search = document.getElementById("search");
          const boxes = all("#filters input");
          const passes = document.getElementById("passes");
          function filter() {
            const query = search.value.trim().toLowerCase();
            const shown = new Set(boxes.filter(box => box.checked).map(box => box.value));
            let visible = 0;
            for (const item of all("[data-name]")) {
              const keep = shown.has(item.dataset.status) && item.dataset.name.toLowerCase().includes(query);
              item.hidden = !keep;
              if (keep) visible++;
            }
            if (passes) {
              const items = all("li[data-name]", passes), kept = items.filter(item => !item.hidden).length;
              passes.hidden = kept === 0;
              passes.querySelector(".shown").textContent = kept === items.length ? "" : " (" + kept + " shown)";
            }
            document.getElementById("none").hidden = visible > 0;
          }
          search.addEventListener("input", filter);
          for (const box of boxes) box.addEventListener("change", filter);
          filter();
        })();
        """#
}
