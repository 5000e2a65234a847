import { describe, expect, it } from "vitest";
import { parseRichText } from "./richText";

describe("parseRichText", () => {
  it("splits text, bold and the four kinds of links", () => {
    expect(
      parseRichText(
        "Siehe **hier**, [Datenschutz](#datenschutz), [Preise](/preise), [Mail](mailto:a@b.de) und [Google](https://policies.google.com/privacy).",
      ),
    ).toEqual([
      { kind: "text", text: "Siehe " },
      { kind: "strong", text: "hier" },
      { kind: "text", text: ", " },
      { kind: "tab", text: "Datenschutz", tab: "datenschutz" },
      { kind: "text", text: ", " },
      { kind: "internal", text: "Preise", to: "/preise" },
      { kind: "text", text: ", " },
      { kind: "mail", text: "Mail", href: "mailto:a@b.de" },
      { kind: "text", text: " und " },
      { kind: "external", text: "Google", href: "https://policies.google.com/privacy" },
      { kind: "text", text: "." },
    ]);
  });

  it("rejects unknown tabs and insecure links", () => {
    expect(() => parseRichText("[x](#unbekannt)")).toThrow(/unknown tab/);
    expect(() => parseRichText("[x](http://example.com)")).toThrow(/unsupported/);
  });
});
