/**
 * The self-hosted icon set: one SVG path each, 24×24; outlines unless filled (brand marks). Named exports, so the
 * bundler ships an icon only with the code that uses it.
 */

/** A 24×24 icon: one SVG path; outlines unless filled (brand marks). */
export type IconShape = { d: string; filled?: true };

export const arrowRightIcon: IconShape = { d: "M5 12h14M13 6l6 6-6 6" };
export const boltIcon: IconShape = { d: "M13 3L5 14h6l-1 7 8-11h-6z" };
export const cartIcon: IconShape = {
  d: "M3 4h2l2.4 11h10.2L20 8H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
};
export const chartIcon: IconShape = { d: "M4 20V10M10 20V4M16 20v-7M22 20H2" };
export const chatIcon: IconShape = { d: "M4 5h16v11H9l-5 4z" };
export const checkIcon: IconShape = { d: "M5 12.5l4.5 4.5L19 7.5" };
export const chevronDownIcon: IconShape = { d: "M6 9l6 6 6-6" };
export const clockIcon: IconShape = { d: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" };
export const closeIcon: IconShape = { d: "M6 6l12 12M18 6L6 18" };
export const giftIcon: IconShape = {
  d: "M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-3-5-1s5 1 5 1zm0 0c1.5-3 5-3 5-1s-5 1-5 1z",
};
export const globeIcon: IconShape = {
  d: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z",
};
export const instagramIcon: IconShape = {
  d: "M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 5.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21.9 7.8c-.1-1.6-.4-3-1.6-4.1S17.7 2.2 16.2 2.1C14.6 2 9.4 2 7.8 2.1c-1.6.1-3 .4-4.1 1.6S2.2 6.3 2.1 7.8C2 9.4 2 14.6 2.1 16.2c.1 1.6.4 3 1.6 4.1s2.6 1.5 4.1 1.6c1.6.1 6.8.1 8.4 0 1.6-.1 3-.4 4.1-1.6s1.5-2.6 1.6-4.1c.1-1.6.1-6.8 0-8.4zm-2.1 10.3a3.3 3.3 0 0 1-1.9 1.9c-1.3.5-4.4.4-5.9.4s-4.6.1-5.9-.4a3.3 3.3 0 0 1-1.9-1.9c-.5-1.3-.4-4.4-.4-5.9s-.1-4.6.4-5.9a3.3 3.3 0 0 1 1.9-1.9C7.4 3.9 10.5 4 12 4s4.6-.1 5.9.4a3.3 3.3 0 0 1 1.9 1.9c.5 1.3.4 4.4.4 5.9s.1 4.6-.4 5.9z",
  filled: true,
};
export const layersIcon: IconShape = { d: "M12 3l9 5-9 5-9-5zM3 13l9 5 9-5" };
export const mailOpenIcon: IconShape = { d: "M3 10l9-6 9 6v10H3zM3 10l9 6 9-6" };
export const mailIcon: IconShape = { d: "M4 6h16v12H4zM4 7l8 6 8-6" };
export const mapPinIcon: IconShape = {
  d: "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
};
export const megaphoneIcon: IconShape = {
  d: "M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15 9a3 3 0 0 1 0 6M18 6a7 7 0 0 1 0 12",
};
export const menuIcon: IconShape = { d: "M4 6h16M4 12h16M4 18h16" };
export const paletteIcon: IconShape = {
  d: "M12 21a9 9 0 1 1 9-9c0 2-1.5 3-3 3h-2a2 2 0 0 0-1 3.7c.6.4.5 2.3-3 2.3zM7.5 11h.01M10 7.5h.01M14.5 7.5h.01",
};
export const pauseIcon: IconShape = { d: "M8 5v14M16 5v14" };
export const penIcon: IconShape = { d: "M4 20l4-1L19 8l-3-3L5 16zM14 7l3 3" };
export const phoneIcon: IconShape = {
  d: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
};
export const playIcon: IconShape = { d: "M8 5.5v13l11-6.5z" };
export const rocketIcon: IconShape = {
  d: "M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 15l-3-3c2-6 7-9 13-9 0 6-3 11-9 13zM15 9.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
};
export const searchIcon: IconShape = { d: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5" };
export const shieldIcon: IconShape = { d: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" };
export const sparklesIcon: IconShape = {
  d: "M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z",
};
export const starIcon: IconShape = { d: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8L3.5 9.7l5.9-.9z" };
export const targetIcon: IconShape = {
  d: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01",
};
export const tiktokIcon: IconShape = {
  d: "M19.6 6.7a4.8 4.8 0 0 1-3.8-4.2V2h-3.4v13.7a2.9 2.9 0 1 1-2-2.7V9.5a6.3 6.3 0 1 0 5.4 6.2V8.8a8.2 8.2 0 0 0 4.8 1.5V6.9a4.9 4.9 0 0 1-1-.2z",
  filled: true,
};
export const userIcon: IconShape = { d: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" };
export const videoIcon: IconShape = { d: "M3 7h12v10H3zM15 10l6-3v10l-6-3" };
export const whatsappIcon: IconShape = {
  d: "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z",
  filled: true,
};
export const xIcon: IconShape = {
  d: "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z",
  filled: true,
};
export const youtubeIcon: IconShape = {
  d: "M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15V9l5.8 3z",
  filled: true,
};
