import assert from "node:assert/strict";
import { SIGNAL_CODES, spamSignalsText, spamSignalText } from "./spam-signals.ts";

/** Every signal code the migrations can store, read from where the spam assessment appends them. */
async function codesInMigrations(): Promise<{ codes: string[]; appends: number }> {
  const dir = new URL("../../../migrations/", import.meta.url);
  let sql = "";
  for await (const entry of Deno.readDir(dir)) {
    if (entry.name.endsWith(".sql")) sql += await Deno.readTextFile(new URL(entry.name, dir));
  }
  const appends = [...sql.matchAll(/signals\s*:=\s*signals\s*\|\|/g)].length;
  const codes = [...sql.matchAll(/signals\s*:=\s*signals\s*\|\|\s*(?:'([a-z_]+)'::text|format\('([a-z_]+):)/g)]
    .map((match) => match[1] ?? match[2]!);
  return { codes, appends };
}

Deno.test("every spam signal code the database can store has words", async () => {
  const { codes, appends } = await codesInMigrations();
  assert.ok(appends > 0, "the migrations append spam signals");
  assert.equal(codes.length, appends, "each place that appends a signal names its code in a form this test reads");
  for (const code of codes) assert.ok(SIGNAL_CODES.includes(code), `no words for the signal code "${code}"`);
});

Deno.test("a signal in words shows no code, and its detail in German", () => {
  const samples: [string, string][] = [
    ["honeypot", "unsichtbares Feld ausgefüllt"],
    ["fast_fill:900ms", "Formular in 0,9 Sekunden ausgefüllt"],
    ["fast_fill:1000ms", "Formular in 1 Sekunde ausgefüllt"],
    ["no_browser_timing", "ohne die Zeitmessung des Formulars"],
    ["links:1", "1 Link"],
    ["links:4", "4 Links"],
    ["non_latin:0.12", "nur 12\u00a0% lateinische Buchstaben"],
    ["non_latin:0", "keine lateinischen Buchstaben"],
    ["english", "Nachricht auf Englisch"],
    ["repeated", "wiederholte Zeichen"],
    ["phrases:first page of google|backlink", "Werbefloskeln: „first page of google“, „backlink“"],
    ["same_text:3", "aus 3 anderen Netzen"],
    ["text_model:0.97", "Textmodell: 97\u00a0%"],
    ["shapes:lorem|placeholder", "kein Mensch schreibt so: Blindtext, Platzhalter"],
  ];
  for (const [code, words] of samples) {
    const text = spamSignalText(code);
    assert.ok(text.includes(words), `${code} → ${text}`);
    assert.doesNotMatch(text, /[a-z]+_[a-z]+|\d+ms\b|0\.\d/, `${code} → ${text}`);
  }
  assert.deepEqual(SIGNAL_CODES.filter((code) => !samples.some(([sample]) => sample.split(":")[0] === code)), []);
  assert.equal(spamSignalText("new_rule:7"), "Merkmal „new_rule:7“");
  assert.equal(spamSignalsText([]), "keine Merkmale vermerkt");
  assert.equal(spamSignalsText(["english", "links:2"]), "Nachricht auf Englisch; 2 Links");
});
