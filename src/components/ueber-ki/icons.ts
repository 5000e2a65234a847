import { type IconShape } from "~/components/ui/Icon";
import { boltIcon } from "~/components/ui/icons/bolt";
import { chartIcon } from "~/components/ui/icons/chart";
import { clockIcon } from "~/components/ui/icons/clock";
import { giftIcon } from "~/components/ui/icons/gift";
import { layersIcon } from "~/components/ui/icons/layers";
import { paletteIcon } from "~/components/ui/icons/palette";
import { penIcon } from "~/components/ui/icons/pen";
import { rocketIcon } from "~/components/ui/icons/rocket";
import { shieldIcon } from "~/components/ui/icons/shield";
import { targetIcon } from "~/components/ui/icons/target";
import { userIcon } from "~/components/ui/icons/user";
import { videoIcon } from "~/components/ui/icons/video";
import type { IconKey } from "~/content/ueber-ki/content";

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
