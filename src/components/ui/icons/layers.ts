import type { IconShape } from "./shape";

export const layersIcon: IconShape = { d: "M12 3l9 5-9 5-9-5zM3 13l9 5 9-5" };
