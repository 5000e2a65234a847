import type { IconShape } from "./shape";

export const chatIcon: IconShape = { d: "M4 5h16v11H9l-5 4z" };
