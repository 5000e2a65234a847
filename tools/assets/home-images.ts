// Draws the home page's illustrations as SVG and renders the raster ones to WebP (self-made graphics, no stock
// photos, nothing loaded from elsewhere). Run after changing a design: npx tsx tools/assets/home-images.ts
// Outputs (committed): public/images/home/hero.svg, video-1…5.webp, tab-*.webp, tile-v1…3.webp, tile-s1…2.webp.
import sharp from "sharp";
import { facts } from "#shared/facts.ts";
import { mkdirSync, writeFileSync } from "node:fs";

const OUT = "public/images/home";
mkdirSync(OUT, { recursive: true });

const FONT = "DejaVu Sans, Arial, sans-serif";
/** A gradient's three colours. */
export type Palette = [string, string, string];
const palettes: Record<"violet" | "fuchsia" | "sunset" | "night" | "berry", Palette> = {
  violet: ["#4c1d95", "#7c3aed", "#c026d3"],
  fuchsia: ["#86198f", "#c026d3", "#f97316"],
  sunset: ["#9a3412", "#ea580c", "#c026d3"],
  night: ["#0f172a", "#312e81", "#7c3aed"],
  berry: ["#4c1d95", "#a21caf", "#ea580c"],
};

const svg = (w: number, h: number, body: string, defs: string = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
const linear = (id: string, [a, b, c]: Palette, x2: number = 1, y2: number = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${a}"/><stop offset=".55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>`;
const shadow = `<filter id="sh" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="10" stdDeviation="14" flood-color="#1e1b4b" flood-opacity=".28"/></filter>`;
const text = (
  x: number,
  y: number,
  size: number,
  content: string,
  {
    weight = 700,
    fill = "#fff",
    anchor = "start",
    opacity = 1,
  }: { weight?: number; fill?: string; anchor?: "start" | "middle" | "end"; opacity?: number } = {},
) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" opacity="${opacity}">${content}</text>`;
/**
 * A rounded bar (fully rounded unless `r` says otherwise).
 */
const bar = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string = "#fff",
  opacity: number = 1,
  r: number = h / 2,
) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" opacity="${opacity}"/>`;
const blobs = (w: number, h: number) =>
  `<circle cx="${w * 0.85}" cy="${h * 0.12}" r="${w * 0.45}" fill="#fff" opacity=".08"/><circle cx="${w * 0.1}" cy="${h * 0.92}" r="${w * 0.4}" fill="#fff" opacity=".06"/>`;
/**
 * @param s scale
 */
const heart = (x: number, y: number, s: number = 1, fill: string = "#fff") =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M12 21s-8-5.2-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.8-8 11-8 11z" fill="${fill}"/>`;

/**
 * Renders SVG markup to <OUT>/<name>.webp at the width of its root element.
 */
async function webp(name: string, markup: string) {
  await sharp(Buffer.from(markup), { density: 144 })
    .resize({ width: Number(markup.match(/width="(\d+)"/)?.[1]) })
    .webp({ quality: 78, effort: 6 })
    .toFile(`${OUT}/${name}.webp`);
}

/* ---------- hero (SVG, above the fold) ---------- */
function hero() {
  const w = 560,
    h = 520;
  const defs = linear("hg", palettes.berry) + linear("hp", ["#ede9fe", "#fae8ff", "#ffedd5"]) + shadow;
  const phone = `<g filter="url(#sh)"><rect x="180" y="20" width="220" height="440" rx="34" fill="#0f172a"/><rect x="192" y="32" width="196" height="416" rx="24" fill="url(#hg)"/></g>
  ${bar(262, 44, 56, 8, "#0f172a", 1)}
  <circle cx="290" cy="190" r="62" fill="#fff" opacity=".16"/><circle cx="290" cy="190" r="38" fill="#fff" opacity=".9"/>
  <path d="M280 172v36l30-18z" fill="#a21caf"/>
  ${bar(212, 300, 120, 10, "#fff", 0.9)}${bar(212, 320, 150, 8, "#fff", 0.55)}${bar(212, 336, 96, 8, "#fff", 0.55)}
  ${heart(352, 262, 1.1)}<circle cx="365" cy="318" r="11" fill="#fff" opacity=".85"/><circle cx="365" cy="352" r="11" fill="#fff" opacity=".85"/>
  ${bar(212, 414, 156, 6, "#fff", 0.3)}${bar(212, 414, 98, 6, "#fff", 0.95)}`;
  const statCard = `<g filter="url(#sh)"><rect x="8" y="92" width="196" height="124" rx="20" fill="#fff"/></g>
  ${text(28, 128, 15, "Reichweite", { weight: 600, fill: "#475569" })}${text(28, 166, 30, "+64 %", { weight: 800, fill: "#6d28d9" })}
  <path d="M28 196 L64 186 L96 190 L128 172 L160 168 L184 150" fill="none" stroke="#c026d3" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  const postCard = `<g filter="url(#sh)"><rect x="370" y="250" width="182" height="200" rx="20" fill="#fff"/></g>
  <rect x="384" y="264" width="154" height="104" rx="12" fill="url(#hp)"/><circle cx="430" cy="316" r="26" fill="#f97316" opacity=".85"/><rect x="450" y="296" width="62" height="48" rx="10" fill="#7c3aed" opacity=".8"/>
  ${bar(384, 384, 118, 9, "#0f172a", 0.85)}${bar(384, 402, 84, 8, "#94a3b8", 0.8)}${heart(382, 418, 0.8, "#c026d3")}${text(408, 434, 14, "1.284", { weight: 700, fill: "#334155" })}`;
  // wide enough for the text in a wide fallback face (an image cannot use the page's Inter): DejaVu Sans draws
  // "32 Beiträge/Monat" about 160 px wide
  const badge = `<g filter="url(#sh)"><rect x="14" y="330" width="262" height="64" rx="32" fill="#fff"/></g>
  <circle cx="58" cy="362" r="20" fill="url(#hg)"/><path d="M58 350l3.2 8 8.3 1-6.3 5.4 2 8-7.2-4.4-7.2 4.4 2-8-6.3-5.4 8.3-1z" fill="#fff"/>
  ${text(88, 357, 13, "KI erstellt", { weight: 600, fill: "#475569" })}${text(88, 378, 16, `${facts.posts.perMonth} Beiträge/Monat`, { weight: 800, fill: "#0f172a" })}`;
  return svg(w, h, `<circle cx="290" cy="250" r="230" fill="url(#hp)"/>${phone}${statCard}${postCard}${badge}`, defs);
}

/* ---------- video posters (9:16) ---------- */
/**
 * @param n the video's number, 1…5
 * @param subject markup of the poster's motif
 */
function poster(n: number, palette: Palette, subject: string) {
  const w = 360,
    h = 640;
  const body = `<rect width="${w}" height="${h}" fill="url(#g)"/>${blobs(w, h)}${subject}
  ${bar(20, 22, 320, 4, "#fff", 0.3)}${bar(20, 22, 120 + n * 30, 4, "#fff", 0.95)}
  ${heart(304, 330, 1.4)}<circle cx="320" cy="410" r="16" fill="#fff" opacity=".85"/><circle cx="320" cy="460" r="16" fill="#fff" opacity=".85"/>`;
  return svg(w, h, body, linear("g", palette, 0.4, 1));
}
const subjects = {
  shop: `<rect x="95" y="170" width="170" height="220" rx="22" fill="#fff" opacity=".92"/><rect x="125" y="140" width="110" height="50" rx="14" fill="none" stroke="#fff" stroke-width="10" opacity=".92"/><circle cx="180" cy="280" r="48" fill="#c026d3" opacity=".35"/>${text(180, 450, 42, "-20 %", { weight: 800, anchor: "middle" })}`,
  cafe: `<ellipse cx="180" cy="380" rx="120" ry="22" fill="#0f172a" opacity=".2"/><path d="M90 220h160v90a70 70 0 0 1-70 70h-20a70 70 0 0 1-70-70z" fill="#fff" opacity=".94"/><path d="M250 240h18a32 32 0 0 1 0 64h-22" fill="none" stroke="#fff" stroke-width="12" opacity=".94"/><path d="M140 130c-14 20 14 30 0 52M180 120c-14 22 14 34 0 60M220 130c-14 20 14 30 0 52" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".7"/>`,
  salon: `<circle cx="180" cy="230" r="92" fill="#fff" opacity=".92"/><path d="M110 200c10-70 130-70 140 0c-20-30-120-30-140 0z" fill="#4c1d95" opacity=".8"/><circle cx="150" cy="238" r="8" fill="#334155"/><circle cx="210" cy="238" r="8" fill="#334155"/><path d="M156 274q24 18 48 0" fill="none" stroke="#334155" stroke-width="6" stroke-linecap="round"/>${text(180, 410, 30, "Neu im Salon", { weight: 800, anchor: "middle" })}`,
  avatar: `<rect x="70" y="130" width="220" height="290" rx="26" fill="#fff" opacity=".16"/><circle cx="180" cy="230" r="62" fill="#fde68a"/><path d="M118 215c0-50 124-50 124 0c-10-24-114-24-124 0z" fill="#1e1b4b"/><path d="M100 420c0-70 160-70 160 0z" fill="#fff" opacity=".92"/><circle cx="160" cy="232" r="7" fill="#1e1b4b"/><circle cx="200" cy="232" r="7" fill="#1e1b4b"/><path d="M164 262q16 12 32 0" fill="none" stroke="#1e1b4b" stroke-width="5" stroke-linecap="round"/>${bar(90, 446, 180, 30, "#0f172a", 0.5, 8)}${text(180, 467, 16, "Hallo, ich bin Ihr KI-Avatar", { anchor: "middle", weight: 600 })}`,
  tiktok: `<rect x="80" y="160" width="200" height="200" rx="40" fill="#fff" opacity=".16"/><path d="M196 178v112a34 34 0 1 1-24-32.5" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round"/><path d="M196 178c6 26 24 40 50 42" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round"/>${text(180, 430, 34, "3 Tipps in 15 s", { weight: 800, anchor: "middle" })}`,
};

/* ---------- tab images (4:3 app mock-ups) ---------- */
/**
 * @param inner markup inside the window
 */
function windowFrame(palette: Palette, inner: string) {
  const w = 640,
    h = 480;
  const defs = linear("g", palette) + linear("soft", ["#f5f3ff", "#fdf4ff", "#fff7ed"]) + shadow;
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#soft)"/><circle cx="560" cy="60" r="140" fill="${palette[1]}" opacity=".1"/><circle cx="60" cy="440" r="120" fill="${palette[2]}" opacity=".1"/>
    <g filter="url(#sh)"><rect x="48" y="44" width="544" height="392" rx="22" fill="#fff"/></g>
    <circle cx="76" cy="72" r="6" fill="#f87171"/><circle cx="96" cy="72" r="6" fill="#fbbf24"/><circle cx="116" cy="72" r="6" fill="#34d399"/>${bar(150, 66, 180, 12, "#e2e8f0")}
    ${inner}`,
    defs,
  );
}
const tabs = {
  "social-media": windowFrame(
    palettes.violet,
    (() => {
      let cells = text(72, 124, 20, "Redaktionsplan · Juni", { fill: "#0f172a", weight: 800 });
      const days = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"];
      days.forEach(
        (d, i) => (cells += text(84 + i * 72, 156, 13, d, { fill: "#64748b", weight: 600, anchor: "middle" })),
      );
      const fills = ["url(#g)", "#fde68a", "#c4b5fd", "#fdba74", "#f0abfc"];
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 7; c++) {
          const on = (r * 7 + c) % 3 !== 2;
          cells += `<rect x="${56 + c * 72}" y="${172 + r * 84}" width="60" height="72" rx="12" fill="${on ? fills[(r + c) % fills.length] : "#f1f5f9"}" opacity="${on ? 0.95 : 1}"/>`;
          if (on) cells += bar(64 + c * 72, 228 + r * 84, 34, 6, "#fff", 0.9);
        }
      return cells;
    })(),
  ),
  email: windowFrame(
    palettes.fuchsia,
    `${text(72, 124, 20, "Willkommensstrecke", { fill: "#0f172a", weight: 800 })}
    ${[0, 1, 2].map((i) => `<g transform="translate(${80 + i * 170} 160)"><rect width="140" height="96" rx="16" fill="${["#7c3aed", "#c026d3", "#f97316"][i]}"/><path d="M24 28h92v48H24zM24 30l46 28 46-28" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>${text(70, 124, 14, ["Tag 1", "Tag 3", "Tag 7"][i] ?? "", { fill: "#334155", anchor: "middle", weight: 700 })}</g>${i < 2 ? `<path d="M${226 + i * 170} 208h18" stroke="#cbd5e1" stroke-width="4" stroke-linecap="round"/>` : ""}`).join("")}
    ${(
      [
        ["Öffnungsrate", "48 %", 0.48],
        ["Klickrate", "9,6 %", 0.3],
      ] as [string, string, number][]
    )
      .map(
        ([l, v, p], i) =>
          `${text(80, 340 + i * 50, 15, l, { fill: "#475569", weight: 600 })}${bar(220, 328 + i * 50, 260, 14, "#f1f5f9")}${bar(220, 328 + i * 50, 260 * p * 1.6, 14, "url(#g)")}${text(560, 341 + i * 50, 15, v, { fill: "#0f172a", anchor: "end" })}`,
      )
      .join("")}`,
  ),
  performance: windowFrame(
    palettes.berry,
    `${text(72, 124, 20, "Anfragen pro Woche", { fill: "#0f172a", weight: 800 })}${text(568, 124, 18, "+38 %", { fill: "#047857", anchor: "end", weight: 800 })}
    ${[0, 1, 2, 3].map((i) => `<path d="M72 ${190 + i * 56}H568" stroke="#f1f5f9" stroke-width="2"/>`).join("")}
    <path d="M72 370 L140 350 L208 356 L276 310 L344 296 L412 250 L480 236 L568 180 L568 400 L72 400z" fill="url(#g)" opacity=".15"/>
    <path d="M72 370 L140 350 L208 356 L276 310 L344 296 L412 250 L480 236 L568 180" fill="none" stroke="url(#g)" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="568" cy="180" r="9" fill="#fff" stroke="#c026d3" stroke-width="5"/>
    ${["Google", "Meta", "TikTok"].map((p, i) => `<rect x="${72 + i * 120}" y="408" width="108" height="18" rx="9" fill="${["#ede9fe", "#fae8ff", "#ffedd5"][i]}"/>${text(126 + i * 120, 421, 12, p, { fill: "#334155", anchor: "middle" })}`).join("")}`,
  ),
  ecommerce: windowFrame(
    palettes.sunset,
    `${text(72, 124, 20, "Ihr Shop", { fill: "#0f172a", weight: 800 })}<g transform="translate(520 100)"><path d="M0 4h8l7 30h30l7-22H12" fill="none" stroke="#0f172a" stroke-width="4" stroke-linejoin="round"/><circle cx="46" cy="4" r="11" fill="#ea580c"/>${text(46, 9, 13, "3")}</g>
    ${[0, 1, 2].map((i) => `<g transform="translate(${72 + i * 170} 150)"><rect width="150" height="250" rx="16" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/><rect x="12" y="12" width="126" height="130" rx="12" fill="${["#fed7aa", "#e9d5ff", "#fbcfe8"][i]}"/><circle cx="75" cy="77" r="${30 + i * 4}" fill="${["#ea580c", "#7c3aed", "#c026d3"][i]}" opacity=".8"/>${bar(12, 158, 110, 10, "#0f172a", 0.85)}${text(12, 194, 18, ["24,90 €", "39,00 €", "18,50 €"][i] ?? "", { fill: "#0f172a", weight: 800 })}<rect x="12" y="208" width="126" height="30" rx="15" fill="url(#g)"/>${text(75, 228, 13, "Kaufen", { anchor: "middle" })}</g>`).join("")}`,
  ),
  avatar: windowFrame(
    palettes.violet,
    `<rect x="72" y="100" width="496" height="300" rx="16" fill="url(#g)"/><circle cx="320" cy="220" r="70" fill="#fde68a"/><path d="M250 204c0-62 140-62 140 0c-12-28-128-28-140 0z" fill="#1e1b4b"/><path d="M220 400c0-96 200-96 200 0z" fill="#fff" opacity=".92"/><circle cx="296" cy="224" r="8" fill="#1e1b4b"/><circle cx="344" cy="224" r="8" fill="#1e1b4b"/><path d="M300 256q20 14 40 0" fill="none" stroke="#1e1b4b" stroke-width="6" stroke-linecap="round"/>
    <rect x="160" y="340" width="320" height="40" rx="10" fill="#0f172a" opacity=".6"/>${text(320, 366, 17, "Willkommen in unserem Studio!", { anchor: "middle", weight: 600 })}
    ${["DE", "EN", "ES", "TR"].map((l, i) => `<rect x="${92 + i * 56}" y="116" width="46" height="26" rx="13" fill="#fff" opacity="${i ? 0.35 : 0.95}"/>${text(115 + i * 56, 134, 13, l, { anchor: "middle", fill: i ? "#fff" : "#6d28d9" })}`).join("")}`,
  ),
  website: windowFrame(
    palettes.fuchsia,
    `<rect x="72" y="100" width="360" height="300" rx="12" fill="#f8fafc" stroke="#e2e8f0" stroke-width="2"/><rect x="72" y="100" width="360" height="130" rx="12" fill="url(#g)"/>${bar(96, 140, 180, 16, "#fff", 0.95)}${bar(96, 168, 130, 10, "#fff", 0.7)}<rect x="96" y="190" width="96" height="26" rx="13" fill="#fff"/>
    ${[0, 1, 2].map((i) => `<rect x="${96 + i * 110}" y="252" width="96" height="120" rx="10" fill="#fff" stroke="#e2e8f0" stroke-width="2"/><circle cx="${120 + i * 110}" cy="280" r="12" fill="${["#7c3aed", "#c026d3", "#f97316"][i]}" opacity=".85"/>${bar(108 + i * 110, 304, 70, 8, "#0f172a", 0.7)}${bar(108 + i * 110, 320, 56, 6, "#94a3b8")}${bar(108 + i * 110, 334, 64, 6, "#94a3b8")}`).join("")}
    <g filter="url(#sh)"><rect x="452" y="130" width="120" height="250" rx="20" fill="#0f172a"/></g><rect x="460" y="142" width="104" height="226" rx="14" fill="#fff"/><rect x="460" y="142" width="104" height="90" rx="14" fill="url(#g)"/>${bar(472, 170, 70, 10, "#fff")}${bar(472, 188, 50, 8, "#fff", 0.7)}${bar(472, 250, 80, 44, "#f1f5f9", 1, 8)}${bar(472, 304, 80, 44, "#f1f5f9", 1, 8)}`,
  ),
};

/* ---------- marquee tiles ---------- */
function tileVertical(palette: Palette, body: string) {
  return svg(
    288,
    416,
    `<rect width="288" height="416" fill="url(#g)"/>${blobs(288, 416)}${body}`,
    linear("g", palette, 0.3, 1),
  );
}
function tileSquare(palette: Palette, body: string) {
  return svg(416, 416, `<rect width="416" height="416" fill="url(#g)"/>${body}`, linear("g", palette) + shadow);
}
const tilesV = [
  tileVertical(
    palettes.sunset,
    `<rect x="54" y="80" width="180" height="200" rx="24" fill="#fff" opacity=".94"/><circle cx="144" cy="170" r="52" fill="#ea580c" opacity=".8"/><rect x="110" y="110" width="68" height="30" rx="10" fill="#7c3aed" opacity=".7"/>${text(144, 330, 40, "-20 %", { weight: 800, anchor: "middle" })}${text(144, 362, 18, "nur dieses Wochenende", { anchor: "middle", weight: 600, opacity: 0.9 })}`,
  ),
  tileVertical(
    palettes.night,
    `<rect x="30" y="60" width="228" height="240" rx="20" fill="#fff" opacity=".12"/><path d="M130 140v64l52-32z" fill="#fff"/>${bar(44, 320, 200, 34, "#0f172a", 0.6, 8)}${text(144, 343, 16, "So sparen Sie Zeit", { anchor: "middle", weight: 600 })}${bar(44, 366, 150, 34, "#0f172a", 0.6, 8)}${text(119, 389, 16, "mit KI-Inhalten", { anchor: "middle", weight: 600 })}`,
  ),
  tileVertical(
    palettes.fuchsia,
    `${text(36, 96, 24, "3 Tipps für", { weight: 800 })}${text(36, 128, 24, "mehr Kundschaft", { weight: 800 })}${[0, 1, 2].map((i) => `<rect x="36" y="${172 + i * 66}" width="216" height="52" rx="14" fill="#fff" opacity=".92"/><circle cx="64" cy="${198 + i * 66}" r="14" fill="#c026d3"/>${text(64, 204 + i * 66, 15, String(i + 1), { anchor: "middle" })}${bar(90, 192 + i * 66, 130, 10, "#334155", 0.7)}`).join("")}`,
  ),
];
const tilesS = [
  tileSquare(
    palettes.violet,
    (() => {
      const fills = ["#fde68a", "#c4b5fd", "#f0abfc", "#fdba74", "#a5b4fc", "#fbcfe8", "#fed7aa", "#ddd6fe", "#f5d0fe"];
      let grid = `<g filter="url(#sh)"><rect x="48" y="40" width="320" height="336" rx="24" fill="#fff"/></g><circle cx="92" cy="84" r="22" fill="url(#g)"/>${bar(126, 72, 120, 10, "#0f172a", 0.85)}${bar(126, 90, 80, 8, "#94a3b8")}`;
      fills.forEach(
        (f, i) =>
          (grid += `<rect x="${68 + (i % 3) * 96}" y="${124 + Math.floor(i / 3) * 80}" width="88" height="72" rx="8" fill="${f}"/>`),
      );
      return grid;
    })(),
  ),
  tileSquare(
    palettes.berry,
    `<g filter="url(#sh)"><rect x="58" y="48" width="300" height="320" rx="24" fill="#fff"/></g><rect x="74" y="64" width="268" height="170" rx="14" fill="#fae8ff"/><circle cx="170" cy="150" r="52" fill="#c026d3" opacity=".75"/><rect x="196" y="110" width="100" height="80" rx="14" fill="#7c3aed" opacity=".75"/>${text(74, 270, 20, "Frühlingsangebot", { fill: "#0f172a", weight: 800 })}${text(74, 296, 15, "Gesponsert", { fill: "#64748b", weight: 600 })}<rect x="74" y="316" width="268" height="36" rx="18" fill="url(#g)"/>${text(208, 340, 15, "Jetzt kaufen", { anchor: "middle" })}`,
  ),
];

writeFileSync(`${OUT}/hero.svg`, hero());
// The card shows each video's title in HTML, so the posters carry no caption of their own.
const posters: [keyof typeof palettes, keyof typeof subjects][] = [
  ["violet", "shop"],
  ["sunset", "cafe"],
  ["fuchsia", "salon"],
  ["night", "avatar"],
  ["berry", "tiktok"],
];
await Promise.all([
  ...posters.map(([p, subject], i) => webp(`video-${i + 1}`, poster(i + 1, palettes[p], subjects[subject]))),
  ...Object.entries(tabs).map(([id, markup]) => webp(`tab-${id}`, markup)),
  ...tilesV.map((markup, i) => webp(`tile-v${i + 1}`, markup)),
  ...tilesS.map((markup, i) => webp(`tile-s${i + 1}`, markup)),
]);
console.log("home images written to", OUT);
