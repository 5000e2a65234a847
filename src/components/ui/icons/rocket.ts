import type { IconShape } from "./shape";

export const rocketIcon: IconShape = { d: "M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 15l-3-3c2-6 7-9 13-9 0 6-3 11-9 13zM15 9.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" };
