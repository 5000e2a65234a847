/** Where each service's illustration lives: the hero image and, rasterised, its social-preview image. */

/** The raster social-preview image generated from the illustration (SVG is not accepted by most networks). */
export function serviceOgImagePath(slug: string): string {
  return `/images/services/og/${slug}.png`;
}
