import type { CSSProperties } from "react";
import { Link } from "react-router";
import { GALLERY } from "~/content/behaviour";
import type { Tile } from "~/content/home/schema";
import { Icon } from "~/components/ui/Icon";
import { Section } from "~/components/ui/Section";
import { servicePath } from "~/content/paths";
import { arrowRightIcon, pauseIcon } from "~/components/ui/icons";

const { narrow, wide } = GALLERY.tileWidthsPx;
const TILE_HEIGHT = wide;

/**
 * An endless row of tiles that scrolls by itself (one loop every GALLERY.marqueeLoopSeconds) and pauses on hover
 * and keyboard focus, and for as long as the visitor ticks "Galerie anhalten" (a plain checkbox the CSS reads, so it
 * works on touch screens, before hydration and without scripts). The second copy exists only for the seamless loop:
 * hidden from assistive technology and inert.
 */
export default function TileMarquee({ tiles }: { tiles: readonly Tile[] }) {
  return (
    <Section
      id="galerie"
      eyebrow="Aus dem Studio"
      title="Inhalte, die ich jeden Monat liefere"
      className="overflow-hidden"
    >
      <label className="home-marquee-pause mb-4 ml-auto flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink-soft select-none hover:border-brand-300 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 motion-reduce:hidden">
        <input type="checkbox" className="sr-only" />
        <Icon icon={pauseIcon} className="h-4 w-4" />
        Galerie anhalten
      </label>
      <div
        className="home-marquee -mx-4 sm:-mx-6 lg:-mx-8"
        style={{ "--marquee-duration": `${GALLERY.marqueeLoopSeconds}s` } as CSSProperties}
      >
        <div className="home-marquee-track flex w-max">
          <TileRow tiles={tiles} />
          <TileRow tiles={tiles} copy />
        </div>
      </div>
    </Section>
  );
}

function TileRow({ tiles, copy = false }: { tiles: readonly Tile[]; copy?: boolean }) {
  return (
    <ul
      className={copy ? "flex shrink-0 gap-4 pr-4 motion-reduce:hidden" : "flex shrink-0 gap-4 pr-4"}
      aria-hidden={copy || undefined}
      inert={copy}
    >
      {tiles.map((tile, index) => (
        <li
          key={index}
          className="shrink-0 overflow-hidden rounded-card shadow-card"
          style={{ width: tileWidth(tile), height: TILE_HEIGHT }}
        >
          <TileBody tile={tile} />
        </li>
      ))}
    </ul>
  );
}

function tileWidth(tile: Tile): number {
  return tile.type === "image-square" || tile.type === "service" ? wide : narrow;
}

function TileBody({ tile }: { tile: Tile }) {
  if ("image" in tile) {
    const { src, alt, width, height } = tile.image;
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover"
      />
    );
  }
  const background = { backgroundImage: `linear-gradient(135deg, ${tile.gradient[0]}, ${tile.gradient[1]})` };
  if (tile.type === "text") {
    return (
      <p className="flex h-full items-end p-8 text-2xl font-bold leading-snug text-white" style={background}>
        {tile.content}
      </p>
    );
  }
  return (
    <Link
      to={servicePath(tile.slug)}
      className="group flex h-full flex-col justify-end p-8 text-white"
      style={background}
    >
      <span className="text-sm font-semibold tracking-wider text-white/80 uppercase">Leistung</span>
      <span className="mt-2 text-3xl font-bold">{tile.title}</span>
      <span className="mt-3 text-lg text-white/90">{tile.content}</span>
      <span className="mt-6 inline-flex items-center gap-2 font-semibold">
        Mehr erfahren
        <Icon icon={arrowRightIcon} className="h-5 w-5 transition-transform group-hover:translate-x-1" />
      </span>
    </Link>
  );
}
