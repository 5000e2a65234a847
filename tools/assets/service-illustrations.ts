/**
 * Writes one self-made illustration per catalogue service to public/images/services/<slug>.svg (640×480, no text),
 * plus a 1200×630 PNG of it for social previews in public/images/services/og/<slug>.png (networks reject SVG).
 * Colours come from the brand palette in src/app.css; every service has its own motif. The services are those the
 * catalogue module (src/content/catalogue.ts) exports:
 *
 *   npx tsx tools/assets/service-illustrations.ts           write all files
 *   npx tsx tools/assets/service-illustrations.ts --check   fail if a file is missing or out of date; reads only
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { isServiceSlug, serviceSlugs } from "../../src/content/catalogue.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = join(root, "public/images/services");
const ogDir = join(outDir, "og");

/** The --color-* tokens the motifs draw with; the theme must define every one of them. */
const tokens = [
  "ink",
  "brand-50",
  "brand-100",
  "brand-200",
  "brand-300",
  "brand-500",
  "brand-600",
  "brand-700",
  "brand-800",
  "brand-900",
  "accent-500",
  "accent-600",
  "warm-500",
  "warm-600",
] as const;
type Token = (typeof tokens)[number];
/** Every --color-* token of the theme; those in `tokens` are sure to be there, any other may be missing. */
type Palette = Record<Token, string> & Partial<Record<string, string>>;

/** --color-* tokens of the Tailwind theme. */
function readPalette(): Palette {
  const css = readFileSync(join(root, "src/app.css"), "utf8");
  const palette: Partial<Record<string, string>> = {};
  for (const [, name, value] of css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8})/gi))
    if (name) palette[name] = value;
  const missing = tokens.filter((token) => !palette[token]);
  if (missing.length) throw new Error(`src/app.css defines no --color-${missing.join(", --color-")}`);
  return palette as Palette;
}

const c = readPalette();
const W = 640;
const H = 480;

// ---------- drawing primitives (all return SVG strings) ----------
/** list[i], which must exist. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`No item ${i} in a list of ${list.length}`);
  return item;
}

/** SVG attributes; numbers are written rounded to one decimal. */
type Attrs = Record<string, string | number>;
const n = (value: number) => Math.round(value * 10) / 10;
const attrs = (o: Attrs) =>
  Object.entries(o)
    .map(([k, v]) => `${k}="${typeof v === "number" ? n(v) : v}"`)
    .join(" ");
const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra: Attrs = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, rx: r, fill, ...extra })}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
const path = (d: string, extra: Attrs) => `<path ${attrs({ d, ...extra })}/>`;
const group = (inner: string, transform: string) => `<g transform="${transform}">${inner}</g>`;
const stroke = (color: string, width = 4, extra: Attrs = {}): Attrs => ({
  fill: "none",
  stroke: color,
  "stroke-width": width,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
  ...extra,
});

/** A white card with a soft violet shadow. */
const card = (x: number, y: number, w: number, h: number, r = 18, fill = "#fff") =>
  rect(x + 2, y + 10, w, h, r, c["brand-900"], { opacity: 0.08 }) + rect(x, y, w, h, r, fill);

/** Rounded lines standing in for text. */
const lines = (x: number, y: number, widths: number[], gap = 16, color = c["brand-200"], h = 8) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, color)).join("");

/** A browser window with its top bar. */
const browser = (x: number, y: number, w: number, h: number) =>
  card(x, y, w, h, 16) +
  path(`M${x} ${y + 16}a16 16 0 0 1 16-16h${w - 32}a16 16 0 0 1 16 16v18h-${w}z`, { fill: c["brand-100"] }) +
  circle(x + 20, y + 17, 5, c["warm-500"]) +
  circle(x + 36, y + 17, 5, c["accent-500"]) +
  circle(x + 52, y + 17, 5, c["brand-500"]) +
  rect(x + 72, y + 11, Math.min(220, w - 100), 12, 6, "#fff");

/** A smartphone; content goes inside x+10…x+w-10. */
const phone = (x: number, y: number, w: number, h: number) =>
  rect(x + 3, y + 12, w, h, 30, c["brand-900"], { opacity: 0.12 }) +
  rect(x, y, w, h, 30, c.ink) +
  rect(x + 8, y + 8, w - 16, h - 16, 23, "#fff") +
  rect(x + w / 2 - 22, y + 14, 44, 8, 4, c.ink);

const playButton = (cx: number, cy: number, r: number, fill = "url(#g)") =>
  circle(cx, cy, r, fill) +
  path(`M${cx - r * 0.3} ${cy - r * 0.45}v${r * 0.9}l${r * 0.75}-${r * 0.45}z`, { fill: "#fff" });

const heart = (x: number, y: number, s: number, fill: string) =>
  path(
    `M${x} ${y + s * 0.9}c-${s}-${s * 0.7}-${s * 1.1}-${s * 1.5}-${s * 0.5}-${s * 1.7}c${s * 0.3}-${s * 0.1} ${s * 0.5} ${s * 0.1} ${s * 0.5} ${s * 0.3}c0-${s * 0.2} ${s * 0.2}-${s * 0.4} ${s * 0.5}-${s * 0.3}c${s * 0.6} ${s * 0.2} ${s * 0.5} ${s} -${s * 0.5} ${s * 1.7}z`,
    { fill },
  );

const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.45 : r;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(" ")}" fill="${fill}"/>`;
};

const sparkle = (cx: number, cy: number, s: number, fill = c["warm-500"]) =>
  path(
    `M${cx} ${cy - s}q${s * 0.15} ${s * 0.85} ${s} ${s}q-${s * 0.85} ${s * 0.15}-${s} ${s}q-${s * 0.15}-${s * 0.85}-${s}-${s}q${s * 0.85}-${s * 0.15} ${s}-${s}z`,
    { fill },
  );

const check = (cx: number, cy: number, s: number, color = "#fff", width = 4) =>
  path(`M${cx - s} ${cy}l${s * 0.7} ${s * 0.7}l${s * 1.3}-${s * 1.4}`, stroke(color, width));

const bubble = (x: number, y: number, w: number, h: number, fill: string, tail: "left" | "right" = "left") => {
  const t = tail === "left" ? `M${x + 14} ${y + h - 2}l-10 16l24-14z` : `M${x + w - 14} ${y + h - 2}l10 16l-24-14z`;
  return rect(x, y, w, h, 16, fill) + path(t, { fill });
};

const envelope = (x: number, y: number, w: number, h: number, fill = "#fff", flap = c["brand-200"]) =>
  rect(x, y, w, h, 10, fill) +
  path(`M${x + 4} ${y + 6}L${x + w / 2} ${y + h * 0.58}L${x + w - 4} ${y + 6}`, stroke(flap, 5));

const bars = (x: number, baseY: number, values: number[], width: number, gap: number, fills: string[]) =>
  values.map((v, i) => rect(x + i * (width + gap), baseY - v, width, v, 6, at(fills, i % fills.length))).join("");

const person = (cx: number, cy: number, s: number, body = c["brand-600"], head = c["warm-500"]) =>
  circle(cx, cy - s * 0.55, s * 0.38, head) +
  path(`M${cx - s * 0.75} ${cy + s * 0.75}a${s * 0.75} ${s * 0.7} 0 0 1 ${s * 1.5} 0z`, { fill: body });

const bag = (x: number, y: number, w: number, h: number, fill = "url(#g)") =>
  path(
    `M${x + w * 0.3} ${y}v-${h * 0.12}a${w * 0.2} ${w * 0.2} 0 0 1 ${w * 0.4} 0v${h * 0.12}`,
    stroke(c["brand-800"], 5),
  ) + rect(x, y, w, h, 12, fill);

const cartGlyph = (x: number, y: number, s: number, color: string) =>
  path(
    `M${x} ${y}h${s * 0.2}l${s * 0.25} ${s * 0.75}h${s * 0.6}l${s * 0.18}-${s * 0.55}h-${s * 0.9}`,
    stroke(color, 5),
  ) +
  circle(x + s * 0.5, y + s * 0.95, s * 0.08, color) +
  circle(x + s * 0.95, y + s * 0.95, s * 0.08, color);

const magnifier = (cx: number, cy: number, r: number, color = c["brand-700"], width = 10) =>
  circle(cx, cy, r, "#fff", { stroke: color, "stroke-width": width, opacity: 1 }) +
  path(`M${cx + r * 0.72} ${cy + r * 0.72}l${r * 0.75} ${r * 0.75}`, stroke(color, width * 1.4));

/** A small floating chip: white card with an icon disc, used for depth around the main motif. */
const chip = (x: number, y: number, w: number, h: number, inner: string) => card(x, y, w, h, 14) + inner;

const arrowUp = (x: number, y: number, color = c["warm-600"]) =>
  path(`M${x} ${y + 18}l18-18l18 18M${x + 18} ${y}v30`, stroke(color, 6));

// ---------- background shared by all illustrations ----------
function frame(body: string, seed: number) {
  const a = 120 + ((seed * 97) % 400);
  const b = 80 + ((seed * 53) % 320);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c["brand-50"]}"/><stop offset="1" stop-color="${c["brand-100"]}"/></linearGradient>` +
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c["brand-700"]}"/><stop offset=".55" stop-color="${c["accent-600"]}"/><stop offset="1" stop-color="${c["warm-500"]}"/></linearGradient>` +
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c["brand-200"]}"/><stop offset="1" stop-color="${c["brand-100"]}"/></linearGradient>` +
    `<pattern id="d" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${c["brand-300"]}" opacity=".5"/></pattern>` +
    `</defs>` +
    rect(0, 0, W, H, 0, "url(#bg)") +
    circle(a, b, 170, c["accent-500"], { opacity: 0.1 }) +
    circle(W - a * 0.6, H - b * 0.5, 150, c["brand-500"], { opacity: 0.1 }) +
    rect(24, 24, 168, 120, 0, "url(#d)") +
    rect(W - 192, H - 144, 168, 120, 0, "url(#d)") +
    body +
    `</svg>`
  );
}

// ---------- one motif per service ----------
const G = "url(#g)";
const motifs: Record<string, () => string> = {
  "e-mail-marketing": () =>
    // Open envelope with a letter, automation timeline of scheduled mails.
    card(150, 150, 250, 180, 20) +
    path("M150 170 275 250 400 170", stroke(c["brand-300"], 6)) +
    rect(185, 100, 180, 130, 12, "#fff", { stroke: c["brand-200"], "stroke-width": 3 }) +
    rect(205, 120, 60, 60, 10, G) +
    lines(280, 124, [64, 48, 56], 18) +
    lines(205, 196, [140], 14) +
    path("M150 330V178l125 82 125-82v152z", { fill: c["brand-100"] }) +
    path("M150 330l110-80M400 330l-110-80", stroke(c["brand-200"], 4)) +
    path("M440 120v260", stroke(c["brand-300"], 4)) +
    [130, 220, 310]
      .map(
        (y, i) =>
          circle(440, y, 14, i === 1 ? G : c["brand-600"]) +
          card(466, y - 24, 120, 48, 12) +
          envelope(478, y - 12, 34, 24, c["brand-100"], c["brand-500"]) +
          lines(522, y - 6, [50, 34], 14),
      )
      .join("") +
    check(440, 130, 6, "#fff", 3) +
    sparkle(120, 120, 18),

  "digitales-marketing": () =>
    // Strategy hub connected to channels.
    [
      [120, 120],
      [520, 110],
      [110, 360],
      [530, 360],
      [320, 410],
    ]
      .map(([x, y]) => path(`M320 240L${x} ${y}`, stroke(c["brand-300"], 4, { "stroke-dasharray": "2 10" })))
      .join("") +
    circle(320, 240, 92, "#fff") +
    circle(320, 240, 70, G) +
    path("M285 258v-30l40-22v74l-40-22zM325 220a24 24 0 0 1 0 40", stroke("#fff", 7)) +
    chip(70, 90, 100, 64, bars(88, 140, [18, 30, 42], 16, 10, [c["brand-300"], c["brand-500"], c["warm-500"]])) +
    chip(470, 78, 100, 64, envelope(496, 94, 48, 34, c["brand-100"], c["brand-600"])) +
    chip(60, 330, 100, 64, heart(110, 342, 22, c["accent-500"])) +
    chip(480, 330, 100, 64, magnifier(520, 358, 12, c["brand-700"], 5)) +
    chip(270, 390, 100, 64, playButton(320, 422, 20)),

  firmenunterlagen: () =>
    // Brochure, presentation slide and a folder.
    group(
      card(0, 0, 190, 250, 14) +
        rect(20, 20, 150, 90, 10, "url(#s)") +
        circle(60, 65, 22, c["accent-500"], { opacity: 0.7 }) +
        path("M20 110l55-40 40 30 25-18 30 28z", { fill: c["brand-500"] }) +
        lines(20, 130, [150, 120, 140, 90], 18) +
        rect(20, 210, 70, 18, 9, G),
      "translate(110 140) rotate(-6)",
    ) +
    browser(260, 96, 290, 200) +
    bars(290, 270, [40, 62, 84, 106], 28, 16, [c["brand-300"], c["brand-500"], c["accent-500"], c["warm-500"]]) +
    path("M292 200l44-18 44 8 52-34", stroke(c["brand-800"], 5)) +
    circle(432, 156, 8, c["brand-800"]) +
    lines(470, 200, [56, 40, 48], 18) +
    path("M330 330h90l16 18h110a12 12 0 0 1 12 12v60a12 12 0 0 1-12 12H330a12 12 0 0 1-12-12v-78a12 12 0 0 1 12-12z", {
      fill: G,
    }) +
    rect(340, 368, 190, 8, 4, "#fff", { opacity: 0.6 }) +
    sparkle(560, 90, 16),

  "funnel-spezialist": () =>
    // Many visitors enter the funnel, one enquiry comes out.
    Array.from({ length: 9 }, (_, i) =>
      circle(190 + i * 32, 86 + (i % 3) * 12, 10, at([c["brand-300"], c["accent-500"], c["brand-500"]], i % 3)),
    ).join("") +
    path("M160 130h320l-90 120v90l-60 30V250z", { fill: G }) +
    path("M160 130h320l-26 35H186z", { fill: "#fff", opacity: 0.25 }) +
    path("M206 195h228l-20 27H226z", { fill: "#fff", opacity: 0.18 }) +
    circle(330, 420, 20, c["warm-500"]) +
    check(330, 420, 7) +
    chip(470, 240, 120, 56, person(502, 268, 22) + lines(532, 256, [44, 30], 16)) +
    chip(50, 200, 110, 56, envelope(66, 214, 38, 28, c["brand-100"], c["brand-600"]) + lines(114, 220, [30, 20], 14)) +
    chip(
      60,
      300,
      110,
      56,
      bars(78, 344, [14, 24, 34], 14, 8, [c["brand-300"], c["brand-500"], c["warm-500"]]) + lines(134, 318, [22], 14),
    ),

  werbetexter: () =>
    // A page of copy, quote marks and a fountain pen.
    card(150, 70, 280, 340, 18) +
    rect(180, 104, 180, 20, 10, G) +
    lines(180, 148, [220, 200, 214, 170], 20, c["brand-200"], 10) +
    lines(180, 250, [220, 190, 210], 20, c["brand-100"], 10) +
    rect(180, 330, 120, 34, 17, c["warm-500"]) +
    path("M470 110q-40 10-40 60h34v-40zM520 110q-40 10-40 60h34v-40z", { fill: c["accent-500"], opacity: 0.85 }) +
    group(
      rect(-14, -110, 28, 170, 10, c.ink) +
        path("M-14 60h28l-14 46z", { fill: c["brand-600"] }) +
        rect(-14, -110, 28, 30, 8, G),
      "translate(470 280) rotate(35)",
    ) +
    path("M360 390q40-20 70 0t70 0", stroke(c["brand-500"], 5)) +
    sparkle(120, 340, 16),

  "chatbot-erstellung": () =>
    // Robot with a conversation running 24/7.
    rect(92, 160, 150, 130, 34, G) +
    circle(140, 220, 14, "#fff") +
    circle(194, 220, 14, "#fff") +
    circle(140, 220, 6, c.ink) +
    circle(194, 220, 6, c.ink) +
    path("M143 258q24 16 48 0", stroke("#fff", 6)) +
    path("M167 160v-28", stroke(c["brand-700"], 6)) +
    circle(167, 126, 10, c["warm-500"]) +
    rect(110, 296, 114, 70, 22, c["brand-600"]) +
    rect(70, 208, 22, 44, 10, c["brand-500"]) +
    rect(242, 208, 22, 44, 10, c["brand-500"]) +
    bubble(300, 90, 220, 64, "#fff", "left") +
    lines(322, 108, [150, 110], 18) +
    bubble(360, 180, 200, 56, c["brand-600"], "right") +
    lines(382, 198, [140, 90], 16, c["brand-300"]) +
    bubble(300, 262, 240, 64, "#fff", "left") +
    lines(322, 280, [180, 120], 18) +
    bubble(400, 352, 150, 48, c["brand-600"], "right") +
    circle(440, 376, 6, "#fff") +
    circle(462, 376, 6, "#fff") +
    circle(484, 376, 6, "#fff"),

  "whatsapp-business": () =>
    // Phone with messenger chat, read ticks and a product card.
    phone(220, 50, 200, 390) +
    rect(228, 58, 184, 56, 0, c["brand-700"]) +
    circle(256, 86, 14, "#fff", { opacity: 0.85 }) +
    lines(280, 78, [80, 50], 14, c["brand-200"]) +
    bubble(240, 130, 130, 44, c["brand-100"], "left") +
    lines(254, 146, [90], 14) +
    bubble(270, 190, 130, 60, c["brand-600"], "right") +
    lines(284, 204, [96, 60], 14, c["brand-300"]) +
    path("M360 236l6 6 10-12M370 236l6 6 10-12", stroke("#fff", 3)) +
    card(240, 270, 160, 110, 14, c["brand-50"]) +
    rect(250, 280, 60, 60, 10, G) +
    lines(320, 284, [64, 44], 16) +
    rect(320, 320, 56, 18, 9, c["warm-500"]) +
    lines(250, 352, [120], 14) +
    chip(
      450,
      130,
      130,
      60,
      circle(480, 160, 16, G) + path("M472 160l6 6 10-12", stroke("#fff", 3)) + lines(504, 150, [56, 38], 16),
    ) +
    chip(60, 250, 130, 60, path("M84 268h28l8 12v10H84z", { fill: c["brand-500"] }) + lines(132, 266, [40, 28], 16)) +
    sparkle(520, 300, 16),

  "social-media-creator": () =>
    // Phone with a post grid, camera and creative sparkles.
    phone(230, 46, 180, 390) +
    circle(270, 100, 18, G) +
    lines(298, 92, [70, 44], 14) +
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map((col) =>
          rect(
            246 + col * 50,
            136 + row * 50,
            46,
            46,
            8,
            (row + col) % 3 === 0 ? G : (row + col) % 3 === 1 ? c["brand-200"] : c["brand-300"],
          ),
        ),
      )
      .join("") +
    playButton(296, 310, 30) +
    lines(246, 360, [146, 100], 18) +
    group(
      rect(0, 10, 130, 90, 18, c.ink) +
        rect(30, 0, 40, 18, 6, c.ink) +
        circle(65, 55, 30, "#fff") +
        circle(65, 55, 20, G) +
        circle(108, 30, 6, c["warm-500"]),
      "translate(450 110) rotate(8)",
    ) +
    chip(70, 140, 120, 56, heart(104, 152, 20, c["accent-500"]) + lines(130, 160, [40], 14)) +
    chip(80, 300, 120, 56, star(106, 328, 14, c["warm-500"]) + lines(130, 320, [46], 14)) +
    sparkle(480, 300, 20) +
    sparkle(520, 350, 12, c["accent-500"]),

  "digitaler-avatar-mit-ki": () =>
    // Avatar in a video frame, speaking in many languages.
    browser(110, 70, 330, 300) +
    rect(126, 118, 298, 236, 12, "url(#s)") +
    circle(275, 200, 46, c["warm-500"]) +
    path("M229 196a46 50 0 0 1 92 0q-10-34-46-34t-46 34z", { fill: c["brand-900"] }) +
    path("M185 354a90 80 0 0 1 180 0z", { fill: G }) +
    circle(260, 200, 5, c.ink) +
    circle(290, 200, 5, c.ink) +
    path("M262 222q13 10 26 0", stroke(c.ink, 4)) +
    rect(140, 300, 50, 10, 5, "#fff", { opacity: 0.8 }) +
    rect(196, 300, 30, 10, 5, "#fff", { opacity: 0.8 }) +
    bubble(460, 90, 130, 50, c["brand-600"], "left") +
    lines(478, 108, [80], 14, c["brand-300"]) +
    bubble(470, 170, 120, 50, "#fff", "left") +
    lines(488, 188, [70], 14) +
    bubble(460, 250, 130, 50, c["accent-600"], "left") +
    lines(478, 268, [84], 14, c["brand-200"]) +
    circle(520, 356, 40, "#fff") +
    path("M520 318v76M482 356h76M520 318c-22 20-22 56 0 76c22-20 22-56 0-76", stroke(c["brand-600"], 4)) +
    sparkle(90, 390, 16),

  "social-media-marketing": () =>
    // Phone with a post, reactions and a content calendar.
    phone(120, 50, 190, 390) +
    circle(156, 100, 16, G) +
    lines(182, 92, [80, 50], 14) +
    rect(136, 128, 158, 150, 12, G) +
    circle(240, 180, 22, "#fff", { opacity: 0.35 }) +
    path("M136 278l50-56 40 36 30-22 38 42z", { fill: "#fff", opacity: 0.35 }) +
    heart(156, 292, 18, c["accent-500"]) +
    path("M186 294h22v16h-14l-8 6z", stroke(c["brand-600"], 4)) +
    lines(136, 330, [150, 110, 130], 18) +
    card(350, 90, 230, 230, 18) +
    rect(350, 90, 230, 46, 18, G) +
    rect(350, 118, 230, 18, 0, G) +
    [0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2, 3, 4].map((col) =>
          rect(
            366 + col * 42,
            150 + row * 40,
            32,
            30,
            7,
            (row * 5 + col) % 4 === 1 ? c["accent-500"] : (row * 5 + col) % 4 === 3 ? c["warm-500"] : c["brand-100"],
          ),
        ),
      )
      .join("") +
    bubble(400, 350, 150, 50, "#fff", "left") +
    heart(430, 360, 16, c["accent-500"]) +
    lines(460, 368, [70], 14) +
    sparkle(560, 60, 16),

  "content-marketing": () =>
    // Content plan: lightbulb idea feeding a board of content cards.
    group(
      circle(0, 0, 58, G) +
        rect(-26, 52, 52, 36, 8, c.ink) +
        path("M-18 16l18-22 18 22", stroke("#fff", 6)) +
        path("M-84 0h-18M84 0h18M-60-60l-12-12M60-60l12-12M0-84v-18", stroke(c["warm-500"], 6)),
      "translate(150 200)",
    ) +
    card(270, 80, 320, 320, 20) +
    [0, 1, 2]
      .map(
        (col) =>
          rect(290 + col * 100, 104, 80, 12, 6, at([c["brand-300"], c["accent-500"], c["warm-500"]], col)) +
          [0, 1, 2]
            .slice(0, 3 - (col % 2))
            .map(
              (row) =>
                rect(290 + col * 100, 132 + row * 86, 80, 72, 10, c["brand-50"], {
                  stroke: c["brand-200"],
                  "stroke-width": 2,
                }) +
                lines(300 + col * 100, 146 + row * 86, [58, 40], 16) +
                rect(300 + col * 100, 184 + row * 86, 24, 8, 4, G),
            )
            .join(""),
      )
      .join("") +
    path("M210 210q40-10 70-60", stroke(c["brand-400"] ?? c["brand-500"], 4, { "stroke-dasharray": "2 10" })) +
    chip(
      80,
      330,
      150,
      60,
      bars(100, 376, [14, 22, 30, 38], 14, 8, [c["brand-300"], c["brand-500"], c["accent-500"], c["warm-500"]]) +
        arrowUp(190, 346),
    ),

  "video-editor": () =>
    // Preview window with play button and a timeline with clips.
    browser(70, 50, 440, 250) +
    rect(86, 96, 408, 190, 12, G) +
    playButton(290, 190, 40, "#fff") +
    path("M278 172v36l30-18z", { fill: c["brand-700"] }) +
    card(60, 320, 520, 130, 18) +
    rect(80, 340, 480, 6, 3, c["brand-100"]) +
    rect(80, 340, 200, 6, 3, c["warm-500"]) +
    path("M280 330v110", stroke(c["warm-600"], 4)) +
    circle(280, 330, 8, c["warm-600"]) +
    rect(80, 360, 120, 30, 8, c["brand-500"]) +
    rect(206, 360, 160, 30, 8, c["accent-500"]) +
    rect(372, 360, 90, 30, 8, c["brand-700"]) +
    rect(468, 360, 92, 30, 8, c["brand-300"]) +
    path(
      `M80 420${Array.from({ length: 24 }, (_, i) => `l10 ${(i % 2 ? 1 : -1) * (4 + ((i * 7) % 12))}`).join("")}`,
      stroke(c["brand-300"], 3),
    ) +
    group(
      circle(0, 0, 12, "none", { stroke: c.ink, "stroke-width": 5 }) +
        circle(0, 34, 12, "none", { stroke: c.ink, "stroke-width": 5 }) +
        path("M10 6l46 34M10 28l46-34", stroke(c.ink, 5)),
      "translate(548 100)",
    ),

  "website-erstellung": () =>
    // Responsive website: browser layout and matching smartphone.
    browser(70, 70, 400, 300) +
    rect(90, 118, 200, 20, 10, c.ink) +
    lines(90, 152, [180, 150], 18, c["brand-200"], 9) +
    rect(90, 200, 110, 34, 17, G) +
    rect(310, 112, 140, 126, 14, "url(#s)") +
    circle(380, 160, 26, c["accent-500"], { opacity: 0.6 }) +
    path("M310 238l50-50 40 30 50-44v64z", { fill: c["brand-500"] }) +
    [0, 1, 2]
      .map(
        (i) =>
          rect(90 + i * 124, 264, 112, 86, 12, c["brand-50"], { stroke: c["brand-200"], "stroke-width": 2 }) +
          circle(112 + i * 124, 288, 10, at([c["brand-500"], c["accent-500"], c["warm-500"]], i)) +
          lines(104 + i * 124, 310, [80, 60], 14),
      )
      .join("") +
    phone(460, 150, 130, 270) +
    rect(476, 190, 98, 60, 10, "url(#s)") +
    lines(476, 262, [90, 70, 80], 16) +
    rect(476, 318, 70, 24, 12, G) +
    sparkle(520, 90, 18) +
    check(110, 420, 10, c["brand-700"], 6),

  "seo-experte": () =>
    // Search results with the first rank highlighted, magnifier and rising rank.
    card(80, 80, 330, 330, 20) +
    rect(100, 100, 290, 40, 20, c["brand-50"], { stroke: c["brand-200"], "stroke-width": 2 }) +
    circle(124, 120, 8, "none", { stroke: c["brand-500"], "stroke-width": 3 }) +
    rect(100, 160, 290, 74, 14, c["brand-50"], { stroke: c["brand-500"], "stroke-width": 3 }) +
    circle(128, 184, 14, G) +
    star(128, 184, 8, "#fff") +
    lines(152, 176, [150, 200], 18, c["brand-300"]) +
    lines(116, 212, [0], 0) +
    [0, 1].map((i) => lines(116, 256 + i * 70, [120, 240, 200], 16)).join("") +
    magnifier(480, 180, 60, c["brand-700"], 14) +
    path("M450 190l22-26 18 14 22-32", stroke(c["warm-500"], 6)) +
    chip(
      430,
      320,
      160,
      80,
      bars(450, 384, [16, 28, 40, 54], 18, 10, [c["brand-300"], c["brand-500"], c["accent-500"], c["warm-500"]]) +
        arrowUp(548, 340),
    ),

  grafikdesigner: () =>
    // Artboard with shapes, a bezier pen path and colour swatches.
    card(90, 70, 360, 330, 20) +
    rect(110, 90, 320, 290, 12, c["brand-50"]) +
    circle(200, 190, 60, G) +
    path("M290 260l70-120 70 120z", { fill: c["accent-500"], opacity: 0.85 }) +
    rect(150, 270, 110, 80, 16, c["warm-500"], { opacity: 0.9 }) +
    path("M130 360C190 280 300 400 410 300", stroke(c.ink, 4)) +
    path("M130 360l40-60M410 300l-30-50", stroke(c["brand-500"], 2)) +
    rect(124, 354, 12, 12, 2, "#fff", { stroke: c.ink, "stroke-width": 3 }) +
    rect(404, 294, 12, 12, 2, "#fff", { stroke: c.ink, "stroke-width": 3 }) +
    circle(170, 300, 6, c["brand-500"]) +
    circle(380, 250, 6, c["brand-500"]) +
    card(480, 90, 90, 300, 18) +
    [c["brand-700"], c["brand-500"], c["accent-600"], c["warm-500"], c.ink]
      .map((col, i) => circle(525, 128 + i * 56, 20, col))
      .join("") +
    group(
      path("M0 0l18 54h-36z", { fill: c.ink }) + rect(-18, 54, 36, 40, 6, c["brand-600"]),
      "translate(470 420) rotate(200)",
    ),

  "branding-designer": () =>
    // Brand kit: logo mark, business card, palette and type scale.
    card(80, 90, 250, 250, 24) +
    circle(205, 200, 70, G) +
    path("M205 150l42 50-42 50-42-50z", { fill: "#fff", opacity: 0.9 }) +
    path("M205 178l19 22-19 22-19-22z", { fill: c["accent-600"] }) +
    lines(145, 296, [120], 0, c["brand-200"], 12) +
    group(
      card(0, 0, 220, 124, 14) +
        rect(0, 0, 220, 30, 14, G) +
        rect(0, 16, 220, 14, 0, G) +
        circle(30, 68, 16, c["accent-500"]) +
        lines(60, 56, [110, 80, 96], 16),
      "translate(360 80) rotate(5)",
    ) +
    card(360, 250, 220, 80, 16) +
    [c["brand-800"], c["brand-500"], c["accent-600"], c["warm-500"], c["brand-100"]]
      .map((col, i) => rect(376 + i * 40, 266, 32, 48, 8, col))
      .join("") +
    card(140, 370, 440, 70, 16) +
    rect(160, 386, 36, 38, 6, c.ink) +
    rect(212, 392, 28, 32, 6, c["brand-700"]) +
    rect(256, 398, 22, 26, 5, c["brand-500"]) +
    rect(294, 404, 16, 20, 4, c["brand-300"]) +
    lines(340, 392, [200, 160], 18) +
    sparkle(560, 60, 16),

  "performance-marketing": () =>
    // Dashboard: bar chart, rising line, target.
    browser(70, 70, 380, 320) +
    bars(110, 340, [70, 110, 90, 150, 190, 230], 36, 18, [
      c["brand-200"],
      c["brand-300"],
      c["brand-500"],
      c["brand-600"],
      c["accent-500"],
      c["warm-500"],
    ]) +
    path("M110 290l54-40 54 10 54-56 54-20 54-60", stroke(c.ink, 5)) +
    circle(434, 124, 9, c.ink) +
    rect(90, 350, 340, 4, 2, c["brand-200"]) +
    circle(520, 170, 70, "#fff") +
    circle(520, 170, 56, G) +
    circle(520, 170, 38, "#fff") +
    circle(520, 170, 20, c["accent-600"]) +
    path("M520 170l48-48M556 110l12 12 14-2-12-12zM556 110l2-14 12 12", stroke(c.ink, 5)) +
    chip(470, 290, 130, 70, arrowUp(486, 308) + lines(530, 310, [50, 36], 16)),

  "tiktok-ads": () =>
    // Vertical short video with side actions, music note and a sponsored badge.
    phone(220, 40, 200, 400) +
    rect(228, 48, 184, 384, 23, G) +
    playButton(320, 230, 34, "#fff") +
    path("M308 212v36l30-18z", { fill: c["accent-600"] }) +
    [120, 170, 220].map((y, i) => circle(390, 250 + i * 48 - 120 + 60, 16, "#fff", { opacity: 0.9 })).join("") +
    heart(390, 184, 10, c["accent-600"]) +
    lines(244, 360, [110, 80], 18, "#fff") +
    rect(244, 334, 64, 18, 9, c["warm-500"]) +
    path("M480 140v70a18 18 0 1 1-10-16v-54l40-10v40", stroke(c.ink, 6)) +
    chip(
      440,
      280,
      150,
      70,
      bars(458, 334, [16, 26, 38], 18, 8, [c["brand-300"], c["accent-500"], c["warm-500"]]) + arrowUp(534, 296),
    ) +
    chip(60, 150, 130, 60, circle(90, 180, 16, G) + lines(116, 172, [56], 14)) +
    sparkle(120, 330, 18),

  "instagram-ads": () =>
    // Sponsored feed post with target audience.
    phone(90, 40, 210, 400) +
    circle(124, 92, 16, G) +
    lines(150, 84, [70], 14) +
    rect(150, 102, 44, 8, 4, c["warm-500"]) +
    rect(106, 124, 178, 178, 10, G) +
    rect(150, 170, 90, 90, 26, "none", { stroke: "#fff", "stroke-width": 8 }) +
    circle(195, 215, 20, "none", { stroke: "#fff", "stroke-width": 8 }) +
    circle(225, 184, 5, "#fff") +
    rect(106, 312, 178, 36, 10, c["brand-600"]) +
    lines(120, 326, [100], 0, "#fff") +
    heart(122, 364, 14, c["accent-500"]) +
    lines(146, 368, [80], 0) +
    lines(106, 396, [150, 110], 16) +
    circle(450, 170, 90, "#fff") +
    circle(450, 170, 70, c["brand-100"]) +
    circle(450, 170, 48, "#fff") +
    person(420, 170, 22, c["brand-500"]) +
    person(480, 172, 22, c["accent-500"]) +
    person(450, 146, 18, c["brand-700"]) +
    chip(
      350,
      300,
      220,
      80,
      bars(370, 364, [18, 28, 40, 50], 18, 8, [c["brand-300"], c["brand-500"], c["accent-500"], c["warm-500"]]) +
        lines(470, 322, [70, 50], 18),
    ),

  "reddit-ads": () =>
    // Community threads with votes; one promoted thread highlighted.
    [0, 1, 2]
      .map((i) => {
        const y = 70 + i * 126;
        const promoted = i === 1;
        return (
          card(promoted ? 100 : 130, y, promoted ? 440 : 380, 106, 18, promoted ? c["brand-50"] : "#fff") +
          (promoted ? rect(100, y, 440, 106, 18, "none", { stroke: c["brand-500"], "stroke-width": 3 }) : "") +
          path(`M${promoted ? 130 : 160} ${y + 42}l16-18 16 18`, stroke(promoted ? c["warm-600"] : c["brand-300"], 5)) +
          rect(promoted ? 136 : 166, y + 50, 20, 8, 4, promoted ? c["warm-500"] : c["brand-200"]) +
          path(`M${promoted ? 130 : 160} ${y + 70}l16 18 16-18`, stroke(c["brand-300"], 5)) +
          circle(promoted ? 196 : 226, y + 28, 12, promoted ? G : c["brand-300"]) +
          lines(promoted ? 216 : 246, y + 22, [promoted ? 80 : 70], 0) +
          lines(
            promoted ? 186 : 216,
            y + 52,
            promoted ? [300, 240] : [240, 180],
            18,
            promoted ? c["brand-300"] : c["brand-200"],
          ) +
          (promoted ? rect(420, y + 16, 96, 20, 10, c["brand-600"]) + rect(430, y + 72, 90, 22, 11, G) : "")
        );
      })
      .join("") +
    group(
      circle(0, 0, 26, c["warm-500"]) +
        circle(-9, -2, 5, "#fff") +
        circle(9, -2, 5, "#fff") +
        path("M-10 10q10 8 20 0", stroke("#fff", 3)) +
        path("M8-24l8-16", stroke(c["warm-500"], 4)) +
        circle(18, -42, 6, c["warm-500"]),
      "translate(580 70)",
    ),

  "google-ads": () =>
    // Search bar, an ad on top of the results and a click.
    card(70, 70, 500, 64, 32) +
    circle(112, 102, 12, "none", { stroke: c["brand-600"], "stroke-width": 4 }) +
    path("M121 111l10 10", stroke(c["brand-600"], 4)) +
    lines(144, 96, [200], 0, c["brand-200"], 12) +
    rect(500, 84, 56, 36, 18, G) +
    card(70, 160, 500, 110, 18, c["brand-50"]) +
    rect(70, 160, 500, 110, 18, "none", { stroke: c["brand-500"], "stroke-width": 3 }) +
    rect(94, 180, 52, 22, 11, c["brand-700"]) +
    lines(160, 186, [200], 0, c["brand-500"], 12) +
    lines(94, 218, [380, 300], 18, c["brand-300"]) +
    [0, 1].map((i) => card(70, 294 + i * 86, 500, 70, 16) + lines(94, 312 + i * 86, [220, 360], 20)).join("") +
    group(
      path("M0 0v60l16-14 12 26 12-6-12-26h22z", {
        fill: c.ink,
        stroke: "#fff",
        "stroke-width": 3,
        "stroke-linejoin": "round",
      }),
      "translate(470 220)",
    ) +
    circle(470, 220, 26, c["warm-500"], { opacity: 0.3 }),

  "e-commerce": () =>
    // Shop window with awning and products, cart and rising sales.
    card(70, 110, 360, 300, 16) +
    path(`M70 110h360v46${Array.from({ length: 6 }, () => "a30 30 0 0 1-60 0").join("")}z`, { fill: G }) +
    [1, 3, 5]
      .map((i) => path(`M${70 + i * 60} 110v46a30 30 0 0 1-60 0v-46z`, { fill: "#fff", opacity: 0.3 }))
      .join("") +
    rect(96, 214, 200, 150, 12, c["brand-50"], { stroke: c["brand-200"], "stroke-width": 3 }) +
    rect(114, 290, 40, 60, 8, c["brand-500"]) +
    circle(196, 312, 26, c["accent-500"]) +
    rect(232, 270, 46, 80, 10, c["warm-500"]) +
    rect(110, 350, 172, 6, 3, c["brand-300"]) +
    rect(316, 214, 90, 196, 10, c["brand-100"]) +
    circle(390, 310, 6, c["brand-700"]) +
    chip(
      450,
      120,
      140,
      110,
      cartGlyph(478, 146, 70, c["brand-700"]) + circle(568, 140, 14, c["warm-500"]) + check(568, 140, 5, "#fff", 3),
    ) +
    chip(450, 260, 140, 110, path("M470 350l28-24 22 12 30-40 22-10", stroke(c["accent-600"], 6)) + arrowUp(470, 280)),

  "tiktok-shop": () =>
    // Short video with product card and shopping bag.
    phone(110, 40, 200, 400) +
    rect(118, 48, 184, 384, 23, G) +
    playButton(210, 170, 30, "#fff") +
    path("M200 154v32l26-16z", { fill: c["accent-600"] }) +
    card(130, 290, 160, 100, 14) +
    rect(142, 302, 60, 76, 10, c["brand-200"]) +
    rect(156, 318, 32, 44, 8, c["brand-600"]) +
    lines(212, 308, [66, 46], 16) +
    rect(212, 350, 66, 24, 12, c["warm-500"]) +
    path("M340 230h90", stroke(c["brand-300"], 4, { "stroke-dasharray": "2 10" })) +
    bag(430, 150, 150, 160) +
    check(505, 230, 20, "#fff", 8) +
    path("M372 100v52a14 14 0 1 1-8-12v-40l30-8v30", stroke(c.ink, 5)) +
    chip(
      420,
      340,
      170,
      70,
      bars(440, 394, [14, 24, 36], 18, 8, [c["brand-300"], c["accent-500"], c["warm-500"]]) + arrowUp(526, 356),
    ),

  "instagram-shop": () =>
    // Profile shop grid with price tags and a shopping bag.
    card(70, 60, 340, 370, 24) +
    circle(120, 110, 26, G) +
    lines(160, 96, [110, 80], 18) +
    [0, 1]
      .flatMap((row) =>
        [0, 1, 2].map((col) => {
          const x = 92 + col * 104;
          const y = 160 + row * 128;
          return (
            rect(
              x,
              y,
              92,
              116,
              12,
              at(
                [c["brand-100"], c["accent-500"], c["brand-300"], c["warm-500"], c["brand-200"], c["brand-600"]],
                row * 3 + col,
              ),
              { opacity: row * 3 + col === 1 || row * 3 + col === 3 ? 0.75 : 1 },
            ) +
            path(`M${x + 10} ${y + 88}h36l10 10-10 10h-36z`, { fill: "#fff" }) +
            circle(x + 18, y + 98, 3, c.ink)
          );
        }),
      )
      .join("") +
    bag(440, 170, 140, 150) +
    rect(470, 230, 80, 14, 7, "#fff", { opacity: 0.8 }) +
    rect(485, 256, 50, 14, 7, "#fff", { opacity: 0.6 }) +
    chip(440, 350, 150, 64, heart(470, 362, 18, c["accent-500"]) + lines(500, 370, [70], 14)) +
    sparkle(560, 100, 18),

  "e-commerce-webseite-shopify": () =>
    // Online shop in a browser: product grid, cart and checkout.
    browser(60, 60, 420, 360) +
    rect(80, 106, 380, 80, 12, G) +
    lines(100, 126, [140, 100], 20, "#fff") +
    rect(370, 130, 70, 30, 15, "#fff") +
    [0, 1, 2]
      .map(
        (i) =>
          card(80 + i * 130, 206, 120, 190, 14, c["brand-50"]) +
          rect(92 + i * 130, 218, 96, 90, 10, at([c["brand-300"], c["accent-500"], c["warm-500"]], i), {
            opacity: 0.85,
          }) +
          lines(92 + i * 130, 322, [80, 56], 16) +
          rect(92 + i * 130, 360, 96, 24, 12, c["brand-700"]),
      )
      .join("") +
    card(470, 150, 130, 190, 18) +
    bag(495, 196, 80, 86) +
    check(535, 240, 14, "#fff", 6) +
    rect(490, 300, 90, 26, 13, c["warm-500"]) +
    sparkle(540, 90, 16) +
    sparkle(580, 380, 12, c["accent-500"]),
};

/** Stable per-slug seed for the background's blob positions. */
const seedOf = (slug: string) => [...slug].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 997, 7);

function illustration(slug: string): string {
  const motif = motifs[slug];
  if (!motif) throw new Error(`No illustration motif for "${slug}"`);
  return frame(motif(), seedOf(slug));
}

async function writeOgImage(slug: string, svg: string) {
  const { default: sharp } = await import("sharp");
  const art = await sharp(Buffer.from(svg)).resize(760, 570).png().toBuffer();
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c["brand-700"]}"/><stop offset=".55" stop-color="${c["accent-600"]}"/><stop offset="1" stop-color="${c["warm-600"]}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><rect x="212" y="22" width="776" height="586" rx="28" fill="#fff" opacity=".25"/></svg>`,
  );
  await sharp(background)
    .composite([
      {
        input: await sharp(art)
          .composite([
            {
              input: Buffer.from(`<svg width="760" height="570"><rect width="760" height="570" rx="22"/></svg>`),
              blend: "dest-in",
            },
          ])
          .png()
          .toBuffer(),
        left: 220,
        top: 30,
      },
    ])
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toFile(join(ogDir, `${slug}.png`));
}

async function main() {
  const checkOnly = process.argv.includes("--check");
  const slugs = serviceSlugs;
  const unknown = Object.keys(motifs).filter((slug) => !isServiceSlug(slug));
  if (unknown.length) throw new Error(`Motifs for slugs not in the catalogue: ${unknown.join(", ")}`);
  if (!checkOnly) mkdirSync(ogDir, { recursive: true });
  const stale: string[] = [];
  for (const slug of slugs) {
    const svg = illustration(slug);
    const file = join(outDir, `${slug}.svg`);
    if (checkOnly) {
      if (!existsSync(file) || readFileSync(file, "utf8") !== svg || !existsSync(join(ogDir, `${slug}.png`)))
        stale.push(slug);
      continue;
    }
    writeFileSync(file, svg);
    await writeOgImage(slug, svg);
    console.log(`${slug}.svg ${(Buffer.byteLength(svg) / 1024).toFixed(1)} KB`);
  }
  if (stale.length) {
    console.error(`Out of date: ${stale.join(", ")}. Run the script without --check (see its head comment).`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
