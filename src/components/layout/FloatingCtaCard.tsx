import { Link } from "react-router";
import { whatsappHref } from "~/content/site";
import { paths } from "~/content/paths";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { closeIcon } from "~/components/ui/icons";

/** The floating call-to-action's card: a link to the services and a WhatsApp chat, with a close button. */
export default function FloatingCtaCard({ onClose }: { onClose: () => void }) {
  return (
    <aside
      aria-label="Kontakt aufnehmen"
      className="sticky bottom-4 z-30 mb-4 ml-auto mr-4 w-72 rounded-card bg-white p-5 pr-12 shadow-lift transition duration-300 starting:translate-y-4 starting:opacity-0"
    >
      <button
        type="button"
        aria-label="Schließen"
        onClick={onClose}
        className="absolute right-2 top-2 rounded-full p-3 text-muted hover:bg-surface-alt"
      >
        <Icon icon={closeIcon} />
      </button>
      <p className="font-semibold">Bereit für mehr Reichweite?</p>
      <div className="mt-3 grid gap-2">
        <Link to={paths.services} className={buttonClasses()}>
          Services ansehen
        </Link>
        <a href={whatsappHref()} target="_blank" rel="noopener noreferrer" className={buttonClasses("secondary")}>
          Chat auf WhatsApp<span className="sr-only"> (öffnet in neuem Tab)</span>
        </a>
      </div>
    </aside>
  );
}
