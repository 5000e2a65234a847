/** Where each service's illustration lives: the hero image and, rasterised, its social-preview image. */

/** The conventional hero illustration of a service (also its Open Graph image). */
export function serviceImagePath(slug: string): string {
  return `/images/services/${slug}.svg`;
}

/** The raster social-preview image generated from the illustration (SVG is not accepted by most networks). */
export function serviceOgImagePath(slug: string): string {
  return `/images/services/og/${slug}.png`;
}
