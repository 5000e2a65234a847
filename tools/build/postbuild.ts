// Checks after `react-router build`: the files the static hosts need exist.
import { existsSync } from "node:fs";

for (const file of ["build/client/index.html", "build/client/404.html", "build/client/sitemap.xml", "build/client/robots.txt"]) {
  if (!existsSync(file)) {
    console.error(`postbuild: ${file} is missing`);
    process.exit(1);
  }
}
console.log("postbuild: 404.html, sitemap.xml and robots.txt in place");
