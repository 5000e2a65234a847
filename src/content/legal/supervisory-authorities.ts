// No `~` alias: the end-to-end tests load the legal texts outside the bundler, where only relative paths and
// package.json's `#shared/…` resolve.
import { owner, type Bundesland, type OwnerConfig } from "../owner-site";

/**
 * The data protection authority for businesses seated in each Bundesland, named as the authority names itself; where
 * the name carries the officeholder's gender ("Der Landesbeauftragte …"), it changes with the office: check the one
 * for your Bundesland before launch.
 * @internal (tested directly)
 */
export const supervisoryAuthorities: Record<Bundesland, { name: string; url: string }> = {
  "Baden-Württemberg": {
    name: "Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg",
    url: "https://www.baden-wuerttemberg.datenschutz.de",
  },
  Bayern: { name: "Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)", url: "https://www.lda.bayern.de" },
  Berlin: {
    name: "Berliner Beauftragte für Datenschutz und Informationsfreiheit",
    url: "https://www.datenschutz-berlin.de",
  },
  Brandenburg: {
    name: "Die Landesbeauftragte für den Datenschutz und für das Recht auf Akteneinsicht Brandenburg",
    url: "https://www.lda.brandenburg.de",
  },
  Bremen: {
    name: "Die Landesbeauftragte für Datenschutz und Informationsfreiheit der Freien Hansestadt Bremen",
    url: "https://www.datenschutz.bremen.de",
  },
  Hamburg: {
    name: "Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit",
    url: "https://datenschutz-hamburg.de",
  },
  Hessen: {
    name: "Der Hessische Beauftragte für Datenschutz und Informationsfreiheit",
    url: "https://datenschutz.hessen.de",
  },
  "Mecklenburg-Vorpommern": {
    name: "Der Landesbeauftragte für Datenschutz und Informationsfreiheit Mecklenburg-Vorpommern",
    url: "https://www.datenschutz-mv.de",
  },
  Niedersachsen: {
    name: "Der Landesbeauftragte für den Datenschutz Niedersachsen",
    url: "https://www.lfd.niedersachsen.de",
  },
  "Nordrhein-Westfalen": {
    name: "Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen",
    url: "https://www.ldi.nrw.de",
  },
  "Rheinland-Pfalz": {
    name: "Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Rheinland-Pfalz",
    url: "https://www.datenschutz.rlp.de",
  },
  Saarland: { name: "Unabhängiges Datenschutzzentrum Saarland", url: "https://www.datenschutz.saarland.de" },
  Sachsen: {
    name: "Die Sächsische Datenschutz- und Transparenzbeauftragte",
    url: "https://www.datenschutz.sachsen.de",
  },
  "Sachsen-Anhalt": {
    name: "Der Landesbeauftragte für den Datenschutz Sachsen-Anhalt",
    url: "https://datenschutz.sachsen-anhalt.de",
  },
  "Schleswig-Holstein": {
    name: "Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein",
    url: "https://www.datenschutzzentrum.de",
  },
  Thüringen: {
    name: "Der Thüringer Landesbeauftragte für den Datenschutz und die Informationsfreiheit",
    url: "https://www.tlfdi.de",
  },
};

/** The authority for the configured Bundesland, or null while it is unset. */
export function supervisoryAuthority(config: OwnerConfig = owner): { name: string; url: string } | null {
  const land = config.identity.bundesland;
  return land in supervisoryAuthorities ? supervisoryAuthorities[land as Bundesland] : null;
}
