import type { IconShape } from "./shape";

export const userIcon: IconShape = { d: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" };
