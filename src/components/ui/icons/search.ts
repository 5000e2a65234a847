import type { IconShape } from "./shape";

export const searchIcon: IconShape = { d: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5" };
