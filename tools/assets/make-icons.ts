// Renders the favicon PNG/ICO and the touch icons from the SVG logo.
// Run once after changing the logo: npx tsx tools/assets/make-icons.ts (the outputs are committed).
import sharp from "sharp";
import { readFileSync, writeFileSync } from "node:fs";

const favicon = readFileSync("public/favicon.svg");

const png32 = await sharp(favicon, { density: 300 }).resize(32, 32).png().toBuffer();
// A single-image ICO that wraps the 32×32 PNG (PNG-in-ICO is supported by every current browser).
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt8(0, 8);
header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync("public/favicon.ico", Buffer.concat([header, png32]));

await sharp(favicon, { density: 600 })
  .resize(180, 180)
  .flatten({ background: "#6d28d9" })
  .png()
  .toFile("public/apple-touch-icon.png");
await sharp(favicon, { density: 600 }).resize(512, 512).png().toFile("public/icon-512.png");

// The default Open Graph image has its own generator with a fitted text layout: tools/assets/og-image.ts.
console.log("icons written");
