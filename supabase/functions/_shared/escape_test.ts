import assert from "node:assert/strict";
import { escapeHtml, escapeHtmlMultiline, headerValue, safeAddress } from "./escape.ts";

Deno.test("escapeHtml neutralises markup and attribute breakouts", () => {
  assert.equal(
    escapeHtml(`<script>alert("x")</script> & 'y'`),
    "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;",
  );
});

Deno.test("escapeHtmlMultiline keeps line breaks as <br> after escaping", () => {
  assert.equal(escapeHtmlMultiline("a<b\r\nc\rd"), "a&lt;b<br>\nc<br>\nd");
});

Deno.test("headerValue turns CR/LF and control characters into one line", () => {
  assert.equal(headerValue("Hallo\r\nBcc: victim@example.com\u0000x"), "Hallo Bcc: victim@example.com x");
  assert.equal(headerValue("  a \t  b  "), "a b");
  assert.equal(headerValue("x".repeat(500)).length, 200);
  assert.doesNotMatch(headerValue("a\u2028b\u0085c"), /[\r\n\u2028\u0085]/);
});

Deno.test("safeAddress accepts plain addresses only", () => {
  assert.equal(safeAddress(" anna@example.de "), "anna@example.de");
  assert.equal(safeAddress("anna@example.de\r\nBcc: x@y.z"), null);
  assert.equal(safeAddress("Anna <anna@example.de>"), null);
  assert.equal(safeAddress("a@b.c, d@e.f"), null);
  assert.equal(safeAddress("no-at-sign"), null);
});
