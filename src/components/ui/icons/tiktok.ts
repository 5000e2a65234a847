import type { IconShape } from "./shape";

export const tiktokIcon: IconShape = { d: "M19.6 6.7a4.8 4.8 0 0 1-3.8-4.2V2h-3.4v13.7a2.9 2.9 0 1 1-2-2.7V9.5a6.3 6.3 0 1 0 5.4 6.2V8.8a8.2 8.2 0 0 0 4.8 1.5V6.9a4.9 4.9 0 0 1-1-.2z", filled: true };
