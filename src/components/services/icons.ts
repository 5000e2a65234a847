/** The one map from the schema's icon keys to the icon set. */
import type { ServiceIconKey } from "~/content/services/schema";
import { type IconShape } from "~/components/ui/Icon";
import { boltIcon } from "~/components/ui/icons/bolt";
import { cartIcon } from "~/components/ui/icons/cart";
import { chartIcon } from "~/components/ui/icons/chart";
import { chatIcon } from "~/components/ui/icons/chat";
import { checkIcon } from "~/components/ui/icons/check";
import { clockIcon } from "~/components/ui/icons/clock";
import { giftIcon } from "~/components/ui/icons/gift";
import { globeIcon } from "~/components/ui/icons/globe";
import { layersIcon } from "~/components/ui/icons/layers";
import { mailIcon } from "~/components/ui/icons/mail";
import { mailOpenIcon } from "~/components/ui/icons/mail-open";
import { megaphoneIcon } from "~/components/ui/icons/megaphone";
import { paletteIcon } from "~/components/ui/icons/palette";
import { penIcon } from "~/components/ui/icons/pen";
import { phoneIcon } from "~/components/ui/icons/phone";
import { rocketIcon } from "~/components/ui/icons/rocket";
import { searchIcon } from "~/components/ui/icons/search";
import { shieldIcon } from "~/components/ui/icons/shield";
import { sparklesIcon } from "~/components/ui/icons/sparkles";
import { starIcon } from "~/components/ui/icons/star";
import { targetIcon } from "~/components/ui/icons/target";
import { userIcon } from "~/components/ui/icons/user";
import { videoIcon } from "~/components/ui/icons/video";

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
