// Answers for every host other than the local servers in `npm run bench -- real-load --stand-ins`: a site measured here
// may link photos from an image CDN (AstroWind's pages take theirs from images.unsplash.com), which this machine cannot
// reach. The browser resolves every other name to this HTTPS server (a certificate made for the run), so those requests
// cross the same throttled connection as the site's own. An image request gets a photo-like WebP of the width and
// height its URL asks for (`w`, `h`; else 1200 × 800), about as heavy as a CDN's photo of that size (about 30 KB at 720
// × 480), with the CDN's CORS header; anything else gets 404.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { AddressInfo } from "node:net";

/**
 * The stand-in's size for an image URL: the width and height it asks for, the height kept at 2:3 of the width
 * when only the width is given; null for a URL that asks for no image.
 * @param accept the request's Accept header
 */
export function standInSize(url: URL, accept: string): { width: number; height: number } | null {
  const number = (name: string) => Math.min(4000, Math.max(0, Math.round(Number(url.searchParams.get(name)) || 0)));
  const looksLikeImage =
    accept.includes("image/") || /\.(avif|webp|jpe?g|png|gif)$/i.test(url.pathname) || url.searchParams.has("w");
  if (!looksLikeImage) return null;
  const width = number("w") || 1200;
  const height = number("h") || Math.round((width * 2) / 3);
  return { width, height };
}

async function photoLike({ width, height }: { width: number; height: number }) {
  // Noise softened by a blur has about a photo's detail, so it weighs about what a photo of that size weighs.
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
  return sharp(noise).blur(1.6).webp({ quality: 60 }).toBuffer();
}

/**
 * Starts the stand-in host on a free port of 127.0.0.1.
 */
export async function startStandInHost(): Promise<{ server: https.Server; port: number }> {
  const dir = mkdtempSync(join(tmpdir(), "stand-in-host-"));
  const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      "/CN=stand-in",
      "-days",
      "1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    {
      stdio: "ignore",
    },
  );
  const made: Map<string, Promise<Buffer>> = new Map();
  const server = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, async (req, res) => {
    const url = new URL(req.url ?? "/", `https://${req.headers.host ?? "stand-in"}`);
    const size = standInSize(url, String(req.headers.accept ?? ""));
    if (!size) {
      res.writeHead(404).end();
      return;
    }
    const key = `${size.width}x${size.height}`;
    if (!made.has(key)) made.set(key, photoLike(size));
    const body = await (made.get(key) as Promise<Buffer>);
    // as an image CDN answers: readable by pages that ask for it with CORS (`<img crossorigin>`)
    res
      .writeHead(200, {
        "Content-Type": "image/webp",
        "Content-Length": body.length,
        "Cache-Control": "public, max-age=31536000",
        "Access-Control-Allow-Origin": "*",
        "Timing-Allow-Origin": "*",
      })
      .end(body);
  });
  await (new Promise((resolve) => server.listen(0, "127.0.0.1", resolve)) as Promise<void>);
  return { server, port: (server.address() as AddressInfo).port };
}
