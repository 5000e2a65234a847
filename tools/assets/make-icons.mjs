// Renders the favicon PNG/ICO, the touch icon and the default Open Graph image from SVG sources.
// Run once after changing the logo or the OG design: node tools/assets/make-icons.mjs (the outputs are committed).
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

await sharp(favicon, { density: 600 }).resize(180, 180).flatten({ background: "#6d28d9" }).png().toFile("public/apple-touch-icon.png");
await sharp(favicon, { density: 600 }).resize(512, 512).png().toFile("public/icon-512.png");

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4c1d95"/><stop offset=".55" stop-color="#a21caf"/><stop offset="1" stop-color="#ea580c"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1050" cy="90" r="220" fill="#fff" opacity=".08"/><circle cx="120" cy="600" r="180" fill="#fff" opacity=".06"/>
<g transform="translate(90 150) scale(3)"><rect width="32" height="32" rx="9" fill="#fff" opacity=".18"/><path d="M16 6l2.6 6.6L25 15l-6.4 2.4L16 24l-2.6-6.6L7 15l6.4-2.4z" fill="#fff"/></g>
<text x="90" y="340" font-family="DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#fff">Social Media Creator mit KI</text>
<text x="90" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#fff" opacity=".9">Marketing für kleine Unternehmen – schnell, planbar, bezahlbar</text>
<text x="90" y="540" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">KI Marketing Studio</text>
</svg>`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toFile("public/og/default.png");
console.log("icons and OG image written");
