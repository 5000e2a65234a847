import type { Config } from "@react-router/dev/config";
import { pagePaths } from "./src/lib/page-paths";
import { blogSlugsFromDisk } from "./tools/build/blog-slugs";
import { writeSiteFiles } from "./tools/build/site-files";
import { launchReport } from "./tools/launch/report";

export default {
  appDirectory: "src",
  ssr: false,
  async prerender() {
    return pagePaths(blogSlugsFromDisk());
  },
  async buildEnd({ viteConfig }) {
    writeSiteFiles(viteConfig.build.outDir, pagePaths(blogSlugsFromDisk()));
    const report = launchReport();
    if (report) console.warn(`Warnung: ${report}\n(npm run check:launch fails until these are set.)`);
  },
} satisfies Config;
