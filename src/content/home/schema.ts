/**
 * Shapes of the home page content. Content modules import only the TYPES from here (`import type`), so zod never
 * reaches the browser; schema.test.ts validates every module with these schemas.
 */
import { z } from "zod";
import { serviceIconKeys } from "../services/schema";

const text = (min = 1, max = 400) => z.string().trim().min(min).max(max);
const internalPath = z.string().regex(/^\/[^\s]*$/);
const hex = z.string().regex(/^#[0-9a-f]{6}$/i);

const imageSchema = z.object({
  src: z.string().regex(/^\/images\/home\/[a-z0-9-]+\.(svg|webp)$/),
  alt: text(0, 140),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const gradientSchema = z.tuple([hex, hex]);

const ctaSchema = z.object({ label: text(3, 40), to: internalPath });

/** @internal (schema.test.ts validates the content with it) */
export const heroSchema = z.object({
  eyebrow: text(3, 60),
  /** Typed lines; joined with spaces they give the page heading. */
  lines: z.array(z.object({ text: text(2, 30), brand: z.boolean() })).length(2),
  intro: text(40, 240),
  primary: ctaSchema,
  secondary: ctaSchema,
  points: z.array(text(5, 40)).min(2).max(4),
  image: imageSchema,
});

/** @internal (schema.test.ts validates the content with it) */
export const videoSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{6,20}$/),
  title: text(5, 60),
  embedUrl: z.string().url().startsWith("https://www.youtube-nocookie.com/embed/"),
  poster: imageSchema,
});

/** @internal (schema.test.ts validates the content with it) */
export const statSchema = z.object({
  target: z.number().int().positive(),
  format: z.enum(["plus", "percent", "plain"]),
  label: text(3, 40),
  gradient: gradientSchema,
});

/** @internal (schema.test.ts validates the content with it) */
export const serviceTabSchema = z.object({
  id: z.enum(["social-media", "email", "performance", "ecommerce", "avatar", "website"]),
  title: text(3, 30),
  icon: z.enum(serviceIconKeys),
  subtitle: text(10, 90),
  description: text(60, 320),
  benefit: text(10, 120),
  image: imageSchema.extend({ alt: text(15, 140) }),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});

/** @internal (schema.test.ts validates the content with it) */
export const analyticsCardSchema = z.object({
  label: text(3, 40),
  value: text(1, 12),
  change: text(2, 12),
  /** Relative bar heights (0–100) of the sparkline. */
  trend: z.array(z.number().min(0).max(100)).min(5).max(12),
});

/** @internal (schema.test.ts validates the content with it) */
export const tileSchema = z.discriminatedUnion("type", [
  z.object({ type: z.enum(["image-vertical", "image-square"]), image: imageSchema.extend({ alt: text(10, 140) }) }),
  z.object({ type: z.literal("text"), content: text(10, 120), gradient: gradientSchema }),
  z.object({
    type: z.literal("service"),
    content: text(10, 120),
    title: text(3, 40),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    gradient: gradientSchema,
  }),
]);

/** @internal (schema.test.ts validates the content with it) */
export const faqItemSchema = z.object({
  question: text(10, 120),
  /** Paragraphs separated by "\n". */
  answer: text(40, 420),
  cta: ctaSchema.optional(),
});

/** @internal (schema.test.ts) */
export type HomeImage = z.infer<typeof imageSchema>;
export type Hero = z.infer<typeof heroSchema>;
export type Video = z.infer<typeof videoSchema>;
export type Stat = z.infer<typeof statSchema>;
export type StatFormat = Stat["format"];
export type ServiceTab = z.infer<typeof serviceTabSchema>;
export type AnalyticsCard = z.infer<typeof analyticsCardSchema>;
export type Tile = z.infer<typeof tileSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;

/** @internal (schema.test.ts validates the content with it) */
export const bonusSchema = z.object({
  amount: text(2, 10),
  title: text(10, 80),
  text: text(40, 260),
  platforms: z.array(text(2, 20)).length(3),
  cta: ctaSchema,
});
export type Bonus = z.infer<typeof bonusSchema>;
