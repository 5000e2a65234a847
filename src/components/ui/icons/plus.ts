import type { IconShape } from "./shape";

export const plusIcon: IconShape = { d: "M12 5v14M5 12h14" };
