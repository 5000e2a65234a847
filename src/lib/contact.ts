/**
 * The contact form's behaviour: the zod schema with the six field messages, the prefill rules of links to
 * /kontakt, and the submission (a second completeness guard, the honeypot, the proof of work, the insert, error
 * mapping).
 * Only the /kontakt route imports this module (zod must not reach other pages); supabase-js is loaded on first use.
 */
import * as z from "zod/mini";
import { CONTACT } from "~/content/behaviour";
import { isPlausibleEmailAddress } from "#shared/email-address.ts";
import { withoutInvisibleCharacters } from "#shared/invisible-characters.ts";
import { contactReasons, serviceReason } from "#shared/reasons.ts";
import { leadSourceColumns, type LeadSource, type LeadSourceColumns } from "./lead-source";
import {
  CONTACT_FIELDS,
  requestableServices,
  salutations,
  serviceRequestMessage,
  tooLongMessages,
  validationMessages,
  type ContactField,
  type Option,
} from "~/content/contact";

/**
 * The values column grund accepts (constraint contact_submissions_grund_check in
 * supabase/migrations/20261127160000_contact_intake.sql); a link's grund outside it is not taken over.
 */
const GRUND_PATTERN = /^[a-z0-9-]{1,64}$/;

/** Longest values the database stores (same migration); the form's inputs stop there. */
export const CONTACT_MAX_LENGTH = { name: 200, email: 254, nachricht: 5000 } as const;

/** The database's limits in bytes (UTF-8), which a text of emoji reaches before the character limit. */
const CONTACT_MAX_BYTES = { name: 600, nachricht: 12_288 } as const;

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

const salutationValues = salutations.map((option) => option.value) as [string, ...string[]];

/** A name made only of the characters the database strips (bidi controls, zero-width ones) is no name. */
const visible = (value: string) => withoutInvisibleCharacters(value).trim();

// zod/mini: the same checks as classic zod at a fraction of the bytes in the /kontakt chunk.
export const contactSchema = z.object({
  anrede: z.string().check(z.refine((value) => salutationValues.includes(value), validationMessages.anrede)),
  name: z.string().check(
    z.trim(),
    z.refine((value) => visible(value).length > 0, validationMessages.name),
    z.refine((value) => utf8Length(value) <= CONTACT_MAX_BYTES.name, tooLongMessages.name),
  ),
  // the address rule the database and the mail function share: internationalised domains (bäckerei-müller.de,
  // xn--p1ai) pass, the part before the @ has at most 64 characters, the whole at most 254
  email: z.string().check(z.trim(), z.refine(isPlausibleEmailAddress, validationMessages.email)),
  grund: z.string().check(z.regex(GRUND_PATTERN, validationMessages.grund)),
  nachricht: z.string().check(
    z.trim(),
    z.minLength(CONTACT.messageMinLength, validationMessages.nachricht),
    z.refine((value) => utf8Length(value) <= CONTACT_MAX_BYTES.nachricht, tooLongMessages.nachricht),
  ),
  datenschutz: z.boolean().check(z.refine((value) => value, validationMessages.datenschutz)),
});

/** What the form holds (before trimming). */
export type ContactFormValues = z.input<typeof contactSchema>;
/** What the form yields: the six columns of public.contact_submissions a visitor fills in. */
export type ContactSubmission = z.output<typeof contactSchema>;

/** A fresh form: all fields empty, the acknowledgement unticked. */
export const emptyContactForm: ContactFormValues = {
  anrede: "",
  name: "",
  email: "",
  grund: "",
  nachricht: "",
  datenschutz: false,
};

/**
 * The fields of the six that are empty (blank text, consent not given).
 * @internal (tested directly)
 */
export function missingContactFields(values: Partial<Record<ContactField, unknown>>): ContactField[] {
  return CONTACT_FIELDS.filter((field) => {
    const value = values[field];
    return field === "datenschutz" ? value !== true : typeof value !== "string" || value.trim() === "";
  });
}

// ------------------------------------------------------------------------------------------------------- prefill

export type ContactPrefill = { grund?: string; nachricht?: string };

/**
 * What a link's query puts into the form: `grund` preselects the reason (any value the database accepts, as given);
 * `service` only with grund=service-spezifisch, as a request for information and an individual offer about that
 * service (a known value by its name, any other value as given).
 */
export function prefillFromQuery(params: URLSearchParams): ContactPrefill {
  const grund = params.get("grund")?.trim() ?? "";
  if (!GRUND_PATTERN.test(grund)) return {};
  const prefill: ContactPrefill = { grund };
  const service = params.get("service")?.trim() ?? "";
  if (grund === serviceReason && service) {
    const name = Object.hasOwn(requestableServices, service) ? requestableServices[service]! : service;
    prefill.nachricht = serviceRequestMessage(name);
  }
  return prefill;
}

/** The reasons to offer: the five known ones, plus a linked-in value that is not one of them, shown as given. */
export function reasonOptions(extra?: string): Option[] {
  const known: Option[] = [...contactReasons];
  if (!extra || known.some((option) => option.value === extra)) return known;
  return [...known, { value: extra, label: extra }];
}

// ---------------------------------------------------------------------------------------------------- submitting

/**
 * What the insert carries: the six columns, the lead's source where it is known (see ./lead-source.ts) and the solved
 * challenge the database checks and clears.
 */
type ContactInsertRow = ContactSubmission & LeadSourceColumns & { proof_of_work: string };

/** Inserts one row as the anonymous visitor; resolves to the backend's error, or null when it was stored. */
export type InsertContact = (row: ContactInsertRow) => Promise<{ error: unknown }>;

/**
 * A solved challenge for one submission (see ./proof-of-work.ts), carrying the honeypot's value and the time on the
 * form; waits while it is still being solved.
 */
export type TakeProof = (report: { honeypot: string }) => Promise<string>;

/** The database refused the proof (expired while the tab slept, or already used): worth one retry with a new one. */
function proofRefused(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "PT403";
}

/** Starts loading supabase-js before the first submit (the form calls it when a field gets focus). */
export function preloadBackend(): void {
  import("./supabase").catch(() => {
    // offline for a moment: the submit loads it again and shows the error toast if that fails too
  });
}

/** The real insert: supabase-js with the anon key, without .select() (a visitor may insert, never read). */
const insertWithSupabase: InsertContact = async (row) => {
  const { supabase } = await import("./supabase");
  const { error } = await supabase.from("contact_submissions").insert(row);
  return { error };
};

/**
 * "sent": stored.
 * "incomplete": one of the six fields is empty; nothing sent.
 * "failed": backend error (constraint, 429 limit, …), no proof of work, network error or anything thrown.
 * A filled honeypot is sent along: the database stores such a lead as spam (a person whose browser filled the hidden
 * field loses nothing; the owner can confirm the lead), so nothing is decided or dropped in the browser.
 */
export type SubmitOutcome = "sent" | "incomplete" | "failed";

export async function submitContact(
  values: ContactSubmission,
  {
    honeypot = "",
    insert = insertWithSupabase,
    proof,
    source,
  }: { honeypot?: string; insert?: InsertContact; proof: TakeProof; source?: LeadSource },
): Promise<SubmitOutcome> {
  if (missingContactFields(values).length > 0) return "incomplete";
  const report = { honeypot };
  const row: ContactSubmission & LeadSourceColumns = {
    anrede: values.anrede,
    name: values.name,
    email: values.email,
    grund: values.grund,
    nachricht: values.nachricht,
    datenschutz: values.datenschutz,
    ...leadSourceColumns(source),
  };
  try {
    let { error } = await insert({ ...row, proof_of_work: await proof(report) });
    if (proofRefused(error)) {
      console.warn("[kontakt] Rechenaufgabe abgewiesen, neuer Versuch mit einer frischen:", error);
      ({ error } = await insert({ ...row, proof_of_work: await proof(report) }));
    }
    if (!error) return "sent";
    console.error("[kontakt] Die Anfrage wurde nicht gespeichert:", error);
  } catch (error) {
    console.error("[kontakt] Die Anfrage konnte nicht gesendet werden:", error);
  }
  return "failed";
}
