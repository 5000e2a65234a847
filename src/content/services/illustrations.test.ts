/** Every catalogue service has its own light, text-free illustration and a raster social preview. */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serviceSlugs } from "../catalogue";
import { serviceOgImagePath } from "./index";

/** The conventional hero illustration of a service. */
const serviceImagePath = (slug: string) => `/images/services/${slug}.svg`;

const publicDir = join(process.cwd(), "public");
const MAX_BYTES = 15 * 1024;

describe.each(serviceSlugs)("illustration of %s", (slug) => {
  const file = join(publicDir, serviceImagePath(slug));

  it("is a 640×480 SVG under 15 KB without text or external references", () => {
    expect(existsSync(file), file).toBe(true);
    const svg = readFileSync(file, "utf8");
    expect(statSync(file).size).toBeLessThan(MAX_BYTES);
    expect(svg).toMatch(/viewBox="0 0 640 480"/);
    expect(svg).not.toMatch(/<text|<image|href="http/);
  });

  it("has a PNG for Open Graph", () => {
    expect(existsSync(join(publicDir, serviceOgImagePath(slug)))).toBe(true);
  });
});

it("no two services share an illustration", () => {
  const svgs = serviceSlugs.map((slug) => readFileSync(join(publicDir, serviceImagePath(slug)), "utf8"));
  expect(new Set(svgs).size).toBe(serviceSlugs.length);
});
