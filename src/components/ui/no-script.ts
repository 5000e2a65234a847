/**
 * For pages without JavaScript: root's head carries NO_SCRIPT_CSS inside <noscript>, so the rule applies only when the
 * browser runs no scripts. An element with the `hide` class (a control that needs scripts, such as a tab list) is left
 * out then.
 */
export const NO_SCRIPT = { hide: "js-only" } as const;

export const NO_SCRIPT_CSS = `.${NO_SCRIPT.hide}{display:none!important}`;
