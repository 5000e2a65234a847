// @vitest-environment node
/**
 * The shared preview image shows all of its text: the committed PNG and its generator's layout keep every drawn
 * pixel (logo and texts) inside the safe margin of the 1200×630 canvas, also for longer texts.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  defaultOgTexts,
  inkBox,
  measureLine,
  OG_FILE,
  OG_HEIGHT,
  OG_SAFE_MARGIN,
  OG_WIDTH,
  ogSvg,
  type InkBox,
} from "./og-image.ts";

async function raw(input: Buffer) {
  const { data, info } = await sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

/** The box of the pixels where `image` differs clearly from the background alone: the logo and the texts. */
async function contentBox(image: Buffer, background: Buffer): Promise<InkBox | null> {
  const a = await raw(image);
  const b = await raw(background);
  expect([a.info.width, a.info.height]).toEqual([b.info.width, b.info.height]);
  return inkBox(a.data, a.info.width, a.info.height, a.info.channels, (offset) => {
    let diff = 0;
    for (let channel = 0; channel < 3; channel++)
      diff = Math.max(diff, Math.abs(a.data[offset + channel]! - b.data[offset + channel]!));
    return diff > 40;
  });
}

/** The box of the non-transparent pixels of the text layer. */
async function textLayerBox(svg: string): Promise<InkBox | null> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([OG_WIDTH, OG_HEIGHT]);
  return inkBox(data, info.width, info.height, info.channels, (offset) => data[offset + 3]! > 0);
}

function expectInsideSafeMargin(box: InkBox | null) {
  expect(box).not.toBeNull();
  expect(box!.left).toBeGreaterThanOrEqual(OG_SAFE_MARGIN);
  expect(box!.top).toBeGreaterThanOrEqual(OG_SAFE_MARGIN);
  expect(box!.right).toBeLessThanOrEqual(OG_WIDTH - 1 - OG_SAFE_MARGIN);
  expect(box!.bottom).toBeLessThanOrEqual(OG_HEIGHT - 1 - OG_SAFE_MARGIN);
}

describe("the shared preview image public/og/default.png", () => {
  it("is 1200×630 and draws its logo and texts inside the safe margin", async () => {
    const png = readFileSync(OG_FILE);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([OG_WIDTH, OG_HEIGHT]);
    const background = await sharp(Buffer.from(await ogSvg(defaultOgTexts, "background")))
      .png()
      .toBuffer();
    const box = await contentBox(png, background);
    expectInsideSafeMargin(box);
    // The widest line (the title) really is there: the content spans most of the width.
    expect(box!.right - box!.left).toBeGreaterThan(OG_WIDTH / 2);
  }, 60_000);

  it("matches what its generator draws today (regenerate it after changing a text or the business name)", async () => {
    const committed = readFileSync(OG_FILE);
    const fresh = await sharp(Buffer.from(await ogSvg()))
      .png()
      .toBuffer();
    expect(await contentBox(committed, fresh)).toBeNull();
  }, 60_000);
});

describe("the preview image's layout", () => {
  it("keeps today's texts inside the safe margin", async () => {
    expectInsideSafeMargin(await textLayerBox(await ogSvg(defaultOgTexts, "text")));
  }, 60_000);

  it("shrinks or wraps longer texts instead of cutting them off", async () => {
    const long = {
      title: "Social Media Creator und Performance-Marketing mit KI",
      subtitle: "Marketing für kleine und mittlere Unternehmen in ganz Deutschland – schnell, planbar, bezahlbar",
      name: "Muster & Partner Marketingberatung für Handwerk und Handel",
    };
    const svg = await ogSvg(long, "text");
    expect(svg.match(/<text /g)?.length).toBeGreaterThan(3);
    expectInsideSafeMargin(await textLayerBox(svg));
  }, 60_000);

  it("refuses a text that cannot fit rather than drawing it cut off", async () => {
    await expect(
      ogSvg({ ...defaultOgTexts, title: "Ein_Wort_das_viel_zu_lang_für_jede_Zeile_des_Vorschaubilds_ist" }),
    ).rejects.toThrow(/does not fit/);
  }, 60_000);

  it("measures text as drawn: a longer line is wider", async () => {
    const short = await measureLine("KI", 40, 700);
    const longer = await measureLine("KI Marketing", 40, 700);
    expect(short).toBeGreaterThan(20);
    expect(longer).toBeGreaterThan(short * 3);
  }, 60_000);
});
