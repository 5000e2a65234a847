import type { IconShape } from "./shape";

export const videoIcon: IconShape = { d: "M3 7h12v10H3zM15 10l6-3v10l-6-3" };
