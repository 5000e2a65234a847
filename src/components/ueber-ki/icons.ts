import type { IconShape } from "~/components/ui/icons";
import type { IconKey } from "~/content/ueber-ki/content";
import {
  boltIcon,
  chartIcon,
  clockIcon,
  giftIcon,
  layersIcon,
  paletteIcon,
  penIcon,
  rocketIcon,
  shieldIcon,
  targetIcon,
  userIcon,
  videoIcon,
} from "~/components/ui/icons";

/** The icon shape of each key the Über-KI copy uses. */
export const featureIcons: Record<IconKey, IconShape> = {
  pen: penIcon,
  palette: paletteIcon,
  video: videoIcon,
  user: userIcon,
  bolt: boltIcon,
  chart: chartIcon,
  clock: clockIcon,
  target: targetIcon,
  gift: giftIcon,
  shield: shieldIcon,
  layers: layersIcon,
  rocket: rocketIcon,
};
