/**
 * Writes the shared preview image public/og/default.png (1200×630, the Open Graph image of every page without its
 * own). Its texts are laid out to fit: each line is measured as the renderer draws it, a line too wide for the text
 * column first gets a smaller font size and then a second line, and the block is centred vertically, so no text
 * reaches the safe margin whatever the business name or slogan. og-image.test.ts checks the committed PNG.
 *
 * The business name comes from the owner configuration; after changing it, run:
 *
 *   npx tsx tools/assets/og-image.ts
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { owner } from "#shared/owner.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** No text or logo comes closer than this to any edge (networks crop previews and round their corners). */
export const OG_SAFE_MARGIN = 60;
/** Where the text column starts; it is as wide as the image less this on both sides. */
const LEFT = 90;
const TEXT_WIDTH = OG_WIDTH - 2 * LEFT;
const FONT_FAMILY = "DejaVu Sans, Arial, sans-serif";
const LOGO_SIZE = 96;

export const OG_FILE = join(dirname(fileURLToPath(import.meta.url)), "../../public/og/default.png");

/** The three texts of the image, from top to bottom. */
export type OgTexts = { title: string; subtitle: string; name: string };

export const defaultOgTexts: OgTexts = {
  title: "Social Media Creator mit KI",
  subtitle: "Marketing für kleine Unternehmen – schnell, planbar, bezahlbar",
  name: owner.identity.businessName,
};

type Style = { size: number; minSize: number; weight: 400 | 700; opacity: number; maxLines: 1 | 2 };

const styles: Record<keyof OgTexts, Style> = {
  title: { size: 76, minSize: 60, weight: 700, opacity: 1, maxLines: 2 },
  subtitle: { size: 36, minSize: 32, weight: 400, opacity: 0.9, maxLines: 2 },
  name: { size: 30, minSize: 24, weight: 700, opacity: 1, maxLines: 2 },
};

/** Space above each block (the logo's bottom edge, then the previous block's last baseline). */
const gapBefore: Record<keyof OgTexts, number> = { title: 44, subtitle: 34, name: 62 };

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function textElement(text: string, x: number, y: number, size: number, style: Style): string {
  const opacity = style.opacity < 1 ? ` opacity="${style.opacity}"` : "";
  return `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${style.weight}" fill="#fff"${opacity}>${escapeXml(text)}</text>`;
}

/** The box of the pixels that differ from the background, or null if none does. */
export type InkBox = { left: number; top: number; right: number; bottom: number };

/** The bounding box of the pixels for which `isInk(offset)` holds in raw pixel data of the given size and channels. */
export function inkBox(
  data: Uint8Array,
  width: number,
  height: number,
  channels: number,
  isInk: (offset: number) => boolean,
): InkBox | null {
  let left = width,
    top = height,
    right = -1,
    bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!isInk((y * width + x) * channels)) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}

async function loadSharp() {
  return (await import("sharp")).default;
}

/** How wide the renderer draws a line of text, in pixels (from the left edge of its first glyph to its last). */
export async function measureLine(text: string, size: number, weight: 400 | 700): Promise<number> {
  const sharp = await loadSharp();
  const width = Math.ceil(text.length * size * 0.9) + 40;
  const height = Math.ceil(size * 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${textElement(text, 20, Math.round(size * 1.3), size, { size, minSize: size, weight, opacity: 1, maxLines: 1 })}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const box = inkBox(data, info.width, info.height, info.channels, (offset) => data[offset + 3]! > 0);
  return box ? box.right - 20 + 1 : 0;
}

/** A dash or other punctuation never starts a line; it stays at the end of the line before. */
const startsWithPunctuation = (word: string) => /^[–—\-,.;:!?]/.test(word);

/** The split of `words` into two lines whose wider line is narrowest. */
async function balancedSplit(
  words: string[],
  size: number,
  weight: 400 | 700,
): Promise<{ lines: string[]; width: number }> {
  let best = { lines: [words.join(" ")], width: Infinity };
  for (let cut = 1; cut < words.length; cut++) {
    if (startsWithPunctuation(words[cut]!)) continue;
    const lines = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    const width = Math.max(...(await Promise.all(lines.map((line) => measureLine(line, size, weight)))));
    if (width < best.width) best = { lines, width };
  }
  return best;
}

/** One block of text fitted into the column: one line if a size down to the minimum fits, else two lines. */
async function fitBlock(text: string, style: Style): Promise<{ lines: string[]; size: number }> {
  for (let size = style.size; size >= style.minSize; size -= 2) {
    if ((await measureLine(text, size, style.weight)) <= TEXT_WIDTH) return { lines: [text], size };
  }
  const words = text.split(/\s+/);
  if (style.maxLines === 2 && words.length > 1) {
    for (let size = style.size; size >= style.minSize; size -= 2) {
      const split = await balancedSplit(words, size, style.weight);
      if (split.width <= TEXT_WIDTH) return { lines: split.lines, size };
    }
  }
  throw new Error(`"${text}" does not fit into ${TEXT_WIDTH} px at ${style.minSize} px; shorten it`);
}

/** Line spacing within a block, and the ascent above the first baseline and the descent below the last one. */
const leading = (size: number) => Math.round(size * 1.2);
const ascent = (size: number) => Math.round(size * 0.76);
const descent = (size: number) => Math.round(size * 0.24);

/**
 * The image as SVG. `layer: "background"` draws only the background (gradient and circles), `"text"` only the logo
 * and the texts on a transparent canvas; both together make the image.
 */
export async function ogSvg(
  texts: OgTexts = defaultOgTexts,
  layer: "all" | "background" | "text" = "all",
): Promise<string> {
  const keys = ["title", "subtitle", "name"] as const;
  const blocks = await Promise.all(keys.map(async (key) => ({ key, ...(await fitBlock(texts[key], styles[key])) })));

  // Heights from the logo's top to the last baseline's descent, then centred vertically.
  let y = LOGO_SIZE;
  const placed: { key: (typeof keys)[number]; baselines: number[]; lines: string[]; size: number }[] = [];
  for (const block of blocks) {
    const first = y + gapBefore[block.key] + ascent(block.size);
    const baselines = block.lines.map((_, index) => first + index * leading(block.size));
    placed.push({ key: block.key, baselines, lines: block.lines, size: block.size });
    y = baselines.at(-1)!;
  }
  const last = placed.at(-1)!;
  const contentHeight = y + descent(last.size);
  const top = Math.round((OG_HEIGHT - contentHeight) / 2);
  if (top < OG_SAFE_MARGIN) throw new Error(`the texts need ${contentHeight} px of height; shorten them`);

  const background = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4c1d95"/><stop offset=".55" stop-color="#a21caf"/><stop offset="1" stop-color="#ea580c"/></linearGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#g)"/>
<circle cx="1050" cy="90" r="220" fill="#fff" opacity=".08"/><circle cx="120" cy="600" r="180" fill="#fff" opacity=".06"/>`;
  const logo = `<g transform="translate(${LEFT} ${top}) scale(${LOGO_SIZE / 32})"><rect width="32" height="32" rx="9" fill="#fff" opacity=".18"/><path d="M16 6l2.6 6.6L25 15l-6.4 2.4L16 24l-2.6-6.6L7 15l6.4-2.4z" fill="#fff"/></g>`;
  const text = placed
    .flatMap((block) =>
      block.lines.map((line, index) =>
        textElement(line, LEFT, top + block.baselines[index]!, block.size, styles[block.key]),
      ),
    )
    .join("\n");
  const content =
    layer === "background" ? background : layer === "text" ? `${logo}\n${text}` : `${background}\n${logo}\n${text}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">\n${content}\n</svg>\n`;
}

/** The PNG of an SVG made by ogSvg. */
async function renderPng(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

async function main() {
  const png = await renderPng(await ogSvg());
  writeFileSync(OG_FILE, png);
  console.log(`public/og/default.png written (${(png.length / 1024).toFixed(1)} KB)`);
}

if (process.argv[1] && process.argv[1] === fileURLToPath(import.meta.url)) await main();
