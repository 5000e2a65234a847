import type { IconShape } from "./shape";

export const clockIcon: IconShape = { d: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" };
