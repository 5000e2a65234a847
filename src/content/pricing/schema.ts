/**
 * The shape of the pricing data. Content modules import only the TYPES (`import type`), so zod stays out of the
 * browser; pricing.test.ts validates the data with these schemas.
 */
import { z } from "zod";
import { serviceSlugSchema } from "../catalogue-schema";

const text = (min = 1) => z.string().trim().min(min);

/** Where the "ask anyway" link of a card leads: a contact reason, and for single services the service slug. */
const contactReasonSchema = z.enum(["preise", "plan-personalisiert", "service-spezifisch"]);

/** @internal (pricing.test.ts validates the data with it) */
export const planSchema = z.object({
  id: z.enum(["start", "viral", "ecommerce"]),
  name: text(3),
  description: text(30),
  highlight: text(10).optional(),
  services: z.array(text(8)).min(1),
  note: text(20).optional(),
  popular: z.boolean(),
  askReason: contactReasonSchema.exclude(["service-spezifisch"]),
});

/** The values of `?service=` in contact links for the single offers; old links carry them, so they stay as they are. */
const singleServiceSlugs = ["brand-designer", "webdesigner", "seo-experte", "chatbot", "videoeditor"] as const;

/**
 * Whether a price is paid once ("einmalig") or every month ("monatlich"). Every price carries one; the pages print it
 * beside the amount and the structured data states the same.
 * @internal (pricing.test.ts validates the data with it)
 */
export const pricePeriodSchema = z.enum(["einmalig", "monatlich"]);

/** @internal (pricing.test.ts validates the data with it) */
export const singleServiceSchema = z.object({
  slug: z.enum(singleServiceSlugs),
  /** The catalogue service the offer sells (its page names this price). */
  service: serviceSlugSchema,
  name: text(3),
  /** Price in euros (net), e.g. 259.99. */
  price: z.number().positive().multipleOf(0.01),
  period: pricePeriodSchema,
  description: text(30),
  /** What the price buys, from the owner configuration; written to follow „für“ („für ein Video von bis zu einer Minute“). */
  scope: text(10),
});

export type Plan = z.infer<typeof planSchema>;
export type SingleService = z.infer<typeof singleServiceSchema>;
export type PricePeriod = z.infer<typeof pricePeriodSchema>;
export type ContactReason = z.infer<typeof contactReasonSchema>;
