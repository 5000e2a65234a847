/** The file listing the function processes of a data dir (see functions.mjs). */
export function pidFile(dataDir: string): string;
/** Ends function processes a crashed stack left behind; returns how many. */
export function killStrayFunctions(dataDir: string): number;
