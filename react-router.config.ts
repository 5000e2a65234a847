import type { Config } from "@react-router/dev/config";
import { pagePaths } from "./src/lib/page-paths";
import { blogSlugsFromDisk } from "./tools/build/blog-slugs";
import { writeSiteFiles } from "./tools/build/site-files";
import { placeholderReport } from "./tools/build/placeholders";
import { site } from "./src/content/site";

export default {
  appDirectory: "src",
  ssr: false,
  async prerender() {
    return pagePaths(blogSlugsFromDisk());
  },
  async buildEnd({ viteConfig }) {
    writeSiteFiles(viteConfig.build.outDir, pagePaths(blogSlugsFromDisk()));
    const placeholders = placeholderReport(site);
    if (placeholders) console.warn(placeholders);
  },
} satisfies Config;
