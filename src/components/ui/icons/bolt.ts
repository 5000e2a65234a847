import type { IconShape } from "./shape";

export const boltIcon: IconShape = { d: "M13 3L5 14h6l-1 7 8-11h-6z" };
