/** A 24×24 icon: one SVG path; outlines unless filled (brand marks). */
export type IconShape = { d: string; filled?: true };
