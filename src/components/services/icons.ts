/** The one map from the schema's icon keys to the icon set. */
import type { ServiceIconKey } from "~/content/services/schema";
import type { IconShape } from "~/components/ui/icons";
import { boltIcon, cartIcon, chartIcon, chatIcon, checkIcon, clockIcon, giftIcon, globeIcon, layersIcon, mailIcon, mailOpenIcon, megaphoneIcon, paletteIcon, penIcon, phoneIcon, rocketIcon, searchIcon, shieldIcon, sparklesIcon, starIcon, targetIcon, userIcon, videoIcon } from "~/components/ui/icons";

export const serviceIcons: Readonly<Record<ServiceIconKey, IconShape>> = {
  video: videoIcon,
  mail: mailIcon,
  mailOpen: mailOpenIcon,
  megaphone: megaphoneIcon,
  chart: chartIcon,
  cart: cartIcon,
  user: userIcon,
  globe: globeIcon,
  clock: clockIcon,
  target: targetIcon,
  gift: giftIcon,
  search: searchIcon,
  pen: penIcon,
  chat: chatIcon,
  palette: paletteIcon,
  bolt: boltIcon,
  shield: shieldIcon,
  star: starIcon,
  layers: layersIcon,
  rocket: rocketIcon,
  phone: phoneIcon,
  sparkles: sparklesIcon,
  check: checkIcon,
};
