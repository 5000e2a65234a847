/**
 * The catalogue's slug as a zod schema, for the build-time checks of the records that name a service (service pages,
 * single offers). Kept apart from catalogue.ts, which the browser loads, so zod stays out of the page scripts.
 */
import { z } from "zod";
import { isServiceSlug, type ServiceSlug } from "./catalogue";

export const serviceSlugSchema = z.custom<ServiceSlug>(
  (value) => typeof value === "string" && isServiceSlug(value),
  "not a catalogue slug",
);
