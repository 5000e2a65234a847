import type { IconShape } from "./shape";

export const mailIcon: IconShape = { d: "M4 6h16v12H4zM4 7l8 6 8-6" };
