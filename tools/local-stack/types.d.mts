export const typesFile: string;
export function formatTypeScript(source: string): string;
export function databaseTypes(dbUrl: string): Promise<string>;
