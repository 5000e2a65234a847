import type { IconShape } from "./shape";

export const menuIcon: IconShape = { d: "M4 6h16M4 12h16M4 18h16" };
