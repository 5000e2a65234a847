/**
 * A small self-hosted icon set (24×24). Each icon lives in its own module under ./icons/, so the bundler ships an
 * icon only with the pages that use it (a single module of constants would land whole in the shared chunk).
 * Stroke icons are outlines; brand marks are filled. Decorative unless given a label.
 */
import type { IconShape } from "./icons/shape";

export type { IconShape };
export { menuIcon } from "./icons/menu";
export { closeIcon } from "./icons/close";
export { chevronDownIcon } from "./icons/chevron-down";
export { arrowRightIcon } from "./icons/arrow-right";
export { mailIcon } from "./icons/mail";
export { mapPinIcon } from "./icons/map-pin";
export { checkIcon } from "./icons/check";
export { sparklesIcon } from "./icons/sparkles";
export { playIcon } from "./icons/play";
export { plusIcon } from "./icons/plus";
export { minusIcon } from "./icons/minus";
export { chartIcon } from "./icons/chart";
export { mailOpenIcon } from "./icons/mail-open";
export { megaphoneIcon } from "./icons/megaphone";
export { cartIcon } from "./icons/cart";
export { userIcon } from "./icons/user";
export { globeIcon } from "./icons/globe";
export { videoIcon } from "./icons/video";
export { clockIcon } from "./icons/clock";
export { targetIcon } from "./icons/target";
export { giftIcon } from "./icons/gift";
export { searchIcon } from "./icons/search";
export { penIcon } from "./icons/pen";
export { chatIcon } from "./icons/chat";
export { paletteIcon } from "./icons/palette";
export { boltIcon } from "./icons/bolt";
export { shieldIcon } from "./icons/shield";
export { starIcon } from "./icons/star";
export { layersIcon } from "./icons/layers";
export { rocketIcon } from "./icons/rocket";
export { phoneIcon } from "./icons/phone";
export { instagramIcon } from "./icons/instagram";
export { youtubeIcon } from "./icons/youtube";
export { tiktokIcon } from "./icons/tiktok";
export { xIcon } from "./icons/x";
export { whatsappIcon } from "./icons/whatsapp";
export function Icon({ icon, className = "h-5 w-5", label }: { icon: IconShape; className?: string; label?: string }) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  const paint = icon.filled
    ? { fill: "currentColor" }
    : { fill: "none", stroke: "currentColor", strokeWidth: 1.8, strokeLinecap: "round" as const, strokeLinejoin: "round" as const };
  return (
    <svg viewBox="0 0 24 24" className={className} focusable="false" {...paint} {...a11y}>
      <path d={icon.d} />
    </svg>
  );
}
