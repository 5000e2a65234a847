import type { IconShape } from "./shape";

export const minusIcon: IconShape = { d: "M5 12h14" };
