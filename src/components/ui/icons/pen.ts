import type { IconShape } from "./shape";

export const penIcon: IconShape = { d: "M4 20l4-1L19 8l-3-3L5 16zM14 7l3 3" };
