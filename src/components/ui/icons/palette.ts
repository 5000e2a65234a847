import type { IconShape } from "./shape";

export const paletteIcon: IconShape = { d: "M12 21a9 9 0 1 1 9-9c0 2-1.5 3-3 3h-2a2 2 0 0 0-1 3.7c.6.4.5 2.3-3 2.3zM7.5 11h.01M10 7.5h.01M14.5 7.5h.01" };
