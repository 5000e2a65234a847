export const HOME_JS_BUDGET_GZIP: number;
export function measurePage(pagePath?: string): { files: { src: string; gzip: number }[]; inlineGzip: number; total: number };
