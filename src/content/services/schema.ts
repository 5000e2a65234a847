/**
 * One normalised shape for every service page. The source texts came in irregular shapes (benefits as pairs or as
 * a title with a list, process as a list or an object, "number" or "step"); here each section has one clean shape and
 * optional sections are optional, never empty strings.
 *
 * Page records import only the TYPES from this file (`import type`); schema.test.ts validates every page with these
 * schemas.
 */
import { z } from "zod";
import { serviceSlugSchema } from "../catalogue-schema";

/** Icon keys a page may use; the template maps them to the icon set. */
export const serviceIconKeys = [
  "video",
  "mail",
  "mailOpen",
  "megaphone",
  "chart",
  "cart",
  "user",
  "globe",
  "clock",
  "target",
  "gift",
  "search",
  "pen",
  "chat",
  "palette",
  "bolt",
  "shield",
  "star",
  "layers",
  "rocket",
  "phone",
  "sparkles",
  "check",
] as const;
const iconKey = z.enum(serviceIconKeys);

const text = (min = 1) => z.string().trim().min(min);

const questionAnswer = z.object({ question: text(10), answer: text(40) });

const imageSchema = z.object({
  src: z.string().regex(/^\/images\/.+\.(svg|webp|avif|png|jpg)$/),
  alt: text(10),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const card = z.object({ title: text(3), description: text(30), icon: iconKey });
const benefit = z.object({ title: text(3), description: text(30) });
const step = z.object({ title: text(3), description: text(30) });

/** The head of a service page. */
const serviceMetaSchema = z.object({
  /** The catalogue service this page is about (its address is /services/<slug>). */
  slug: serviceSlugSchema,
  /** Page title for <title> (the site suffix is added) and og:title. */
  title: text(5),
  /** Meta description, 70 to 170 characters. */
  description: z.string().trim().min(70).max(170),
  seoKeywords: z.array(text(2)).min(3).max(12),
});

/** The body of a service page. */
const serviceContentSchema = z.object({
  /** "full" is the standard template; "simple" (e-commerce) shows subtitle, features, benefits and process only. */
  variant: z.enum(["full", "simple"]),
  hero: z.object({
    title: text(5),
    intro: text(5).optional(),
    subtitle: text(10),
    description: text(60),
    image: imageSchema,
  }),
  faq: z.array(questionAnswer).min(3).max(8).optional(),
  features: z.object({ title: text(5), items: z.array(card).min(3).max(9) }),
  frequentQuestions: z.object({ title: text(5), items: z.array(questionAnswer).min(2).max(8) }).optional(),
  aiAdvantages: z
    .object({
      title: text(5),
      items: z
        .array(z.object({ icon: iconKey, text: text(20) }))
        .min(3)
        .max(8),
    })
    .optional(),
  customerGift: z.object({ title: text(5), description: text(40) }).optional(),
  benefits: z.object({ title: text(5), items: z.array(benefit).min(3).max(8) }),
  process: z.object({ title: text(5), steps: z.array(step).length(4) }),
  personal: z.object({ title: text(5), description: text(80) }).optional(),
  cta: z.object({
    title: text(5),
    description: text(30),
    /**
     * Where the button leads to /preise: the request about this page's service (`serviceRequest(slug)`), shown beside
     * it, so a closing text that invites a question has a link that asks it.
     */
    ask: z
      .object({ name: text(2), to: z.string().regex(/^\/kontakt\?grund=service-spezifisch&service=[^&]+$/) })
      .optional(),
  }),
});

/**
 * One service page: its head and its body, in one file per service.
 * @internal (schema.test.ts validates every page with it)
 */
export const serviceRecordSchema = serviceMetaSchema.extend({ content: serviceContentSchema });

export type ServiceMeta = z.infer<typeof serviceMetaSchema>;
export type ServiceContent = z.infer<typeof serviceContentSchema>;
export type ServiceRecord = z.infer<typeof serviceRecordSchema>;
export type ServiceIconKey = (typeof serviceIconKeys)[number];
