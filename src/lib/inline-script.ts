/**
 * Inline scripts that stand in for a component until its code has loaded: the page carries a call of a function by
 * its source, so the browser runs it as soon as the parser reaches it, and the component, once hydrated, marks itself
 * live on `window` under a name the script checks before it acts. Each script's CSP hash is collected at build time
 * with the page's other inline scripts.
 */

/**
 * The source of a call of `run` with `args`. `run` must be self-contained (it refers to nothing outside itself and
 * its arguments), as must a function among the arguments: both are carried as source, not as closures. Every other
 * argument is carried as JSON.
 */
export function inlineCall<Args extends unknown[]>(run: (...args: Args) => void, ...args: Args): string {
  const carried = args.map((arg) => (typeof arg === "function" ? arg.toString() : JSON.stringify(arg)));
  return `(${run.toString()})(${carried.join(",")})`;
}

/** From now on the component's own code answers: its inline script, which checks this name, stands back. */
export function markLive(name: string): void {
  (window as unknown as Record<string, boolean>)[name] = true;
}
