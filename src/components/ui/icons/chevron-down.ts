import type { IconShape } from "./shape";

export const chevronDownIcon: IconShape = { d: "M6 9l6 6 6-6" };
