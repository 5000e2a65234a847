import type { Config } from "@react-router/dev/config";
import { pagePaths } from "./src/lib/routes";
import { blogSlugsFromDisk } from "./tools/build/blog-slugs";
import { writeSiteFiles } from "./tools/build/site-files";

export default {
  appDirectory: "src",
  ssr: false,
  async prerender() {
    return pagePaths(blogSlugsFromDisk());
  },
  async buildEnd({ viteConfig }) {
    writeSiteFiles(viteConfig.build.outDir, pagePaths(blogSlugsFromDisk()));
  },
} satisfies Config;
