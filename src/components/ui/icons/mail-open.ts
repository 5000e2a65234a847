import type { IconShape } from "./shape";

export const mailOpenIcon: IconShape = { d: "M3 10l9-6 9 6v10H3zM3 10l9 6 9-6" };
