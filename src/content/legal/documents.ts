import { agb } from "./agb";
import { cookiePolicy } from "./cookie-policy";
import { datenschutz } from "./datenschutz";
import { impressum } from "./impressum";
import type { LegalDocument } from "./types";

/** The four legal texts in tab order: Cookie Policy (default), Datenschutz, AGB, Impressum. */
export const legalDocuments: readonly LegalDocument[] = [cookiePolicy, datenschutz, agb, impressum];
