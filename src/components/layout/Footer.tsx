import { Link } from "react-router";
import { footerServices } from "~/content/catalogue";
import { copyrightYears, postalLine, site, whatsappHref } from "~/content/site";
import { resetConsent } from "~/lib/consent";
import { legalPath, navItems, servicePath, type LegalTab } from "~/content/paths";
import { Icon } from "~/components/ui/Icon";
import type { IconShape } from "~/components/ui/icons";
import { Container } from "~/components/ui/Container";
import { useLeadSourceLink } from "~/components/ui/useLeadSourceLink";
import { Logo } from "./Logo";
import {
  instagramIcon,
  mailIcon,
  mapPinIcon,
  tiktokIcon,
  whatsappIcon,
  xIcon,
  youtubeIcon,
} from "~/components/ui/icons";

const legalLinks: { tab: LegalTab; label: string }[] = [
  { tab: "cookie-policy", label: "Cookie Policy" },
  { tab: "datenschutz", label: "Datenschutz" },
  { tab: "agb", label: "AGB" },
  { tab: "impressum", label: "Impressum" },
];

const socialLinks: { key: keyof typeof site.social; label: string; icon: IconShape }[] = [
  { key: "instagram", label: "Instagram", icon: instagramIcon },
  { key: "youtube", label: "YouTube", icon: youtubeIcon },
  { key: "tiktok", label: "TikTok", icon: tiktokIcon },
  { key: "x", label: "X", icon: xIcon },
];

const linkClass = "rounded text-slate-300 transition-colors hover:text-white";

export default function Footer() {
  const socials = socialLinks.filter((social) => site.social[social.key]);
  const linkFromHere = useLeadSourceLink();
  return (
    <footer className="bg-ink text-slate-300" aria-labelledby="footer-titel">
      <h2 id="footer-titel" className="sr-only">
        Fußbereich
      </h2>
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed text-slate-400">
            KI-gestütztes Marketing für kleine und mittlere Unternehmen: Inhalte, Kampagnen und Websites aus einer Hand.
          </p>
          <a
            href={whatsappHref()}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
          >
            <Icon icon={whatsappIcon} /> Chat auf WhatsApp
            <span className="sr-only"> (öffnet in neuem Tab)</span>
          </a>
          {socials.length > 0 && (
            <ul className="flex gap-2" aria-label="Soziale Netzwerke">
              {socials.map((social) => (
                <li key={social.key}>
                  <a
                    href={site.social[social.key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <Icon icon={social.icon} label={social.label} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-labelledby="footer-services">
          <h3 id="footer-services" className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">
            Services
          </h3>
          <ul className="space-y-2 text-sm">
            {footerServices.map((service) => (
              <li key={service.slug}>
                <Link to={servicePath(service.slug)} className={linkClass}>
                  {service.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-seiten">
          <h3 id="footer-seiten" className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">
            Seiten
          </h3>
          <ul className="space-y-2 text-sm">
            {navItems.map((item) => (
              <li key={item.href}>
                <Link to={linkFromHere(item.href, "fusszeile")} className={linkClass}>
                  {item.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/blog" className={linkClass}>
                Blog
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h3 className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">Kontakt</h3>
          <ul className="space-y-3 text-sm">
            <li className="flex items-start gap-2">
              <Icon icon={mailIcon} className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={`mailto:${site.owner.email}`} className={linkClass}>
                {site.owner.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Icon icon={mapPinIcon} className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{postalLine()}</span>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-400">
            © {copyrightYears()} {site.name}
          </p>
          <nav aria-label="Rechtliches">
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.tab}>
                  <Link to={legalPath(link.tab)} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={resetConsent}
                  className={`${linkClass} min-h-6 underline-offset-4 hover:underline`}
                >
                  Cookie-Einstellungen
                </button>
              </li>
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
