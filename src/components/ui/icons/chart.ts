import type { IconShape } from "./shape";

export const chartIcon: IconShape = { d: "M4 20V10M10 20V4M16 20v-7M22 20H2" };
