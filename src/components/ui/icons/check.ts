import type { IconShape } from "./shape";

export const checkIcon: IconShape = { d: "M5 12.5l4.5 4.5L19 7.5" };
