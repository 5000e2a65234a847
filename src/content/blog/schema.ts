/**
 * Front matter of a blog post. Posts are Markdown files in ./posts/<slug>.md; blog.test.ts validates every file with
 * this schema. Build-time code imports only the TYPE, so zod never reaches the browser.
 */
import { z } from "zod";

/** @internal (blog.test.ts validates every post with it) */
export const blogFrontMatterSchema = z.object({
  title: z.string().trim().min(10).max(110),
  /** Publication date, ISO yyyy-mm-dd. */
  date: z.iso.date(),
  /** Meta description and teaser, 70 to 250 characters. */
  description: z.string().trim().min(70).max(250),
  tags: z.array(z.string().trim().min(2)).min(1).max(6),
});

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
