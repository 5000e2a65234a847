import type { IconShape } from "./shape";

export const shieldIcon: IconShape = { d: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" };
