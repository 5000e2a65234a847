/**
 * For pages without JavaScript: root's head carries NO_SCRIPT_CSS inside <noscript>, so the rules apply only when the
 * browser runs no scripts. An element with the `hide` class (a control that needs scripts, such as a tab list) is left
 * out then; one with `showFlex` or `showGrid` is shown even while `hidden` (the rest of a list a button would expand,
 * a tab panel), in the display it has when shown. Those two sit in the base layer beside the CSS reset's `[hidden]`
 * rule, whose `!important` an unlayered rule could not outrank.
 */
export const NO_SCRIPT = { hide: "js-only", showFlex: "no-js-flex", showGrid: "no-js-grid" } as const;

export const NO_SCRIPT_CSS =
  `.${NO_SCRIPT.hide}{display:none!important}` +
  `@layer base{.${NO_SCRIPT.showFlex}[hidden]{display:flex!important}.${NO_SCRIPT.showGrid}[hidden]{display:grid!important}}`;
