import { useId, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { site } from "~/content/site";
import { contactPath, navItems, paths } from "~/content/paths";
import { Icon } from "~/components/ui/Icon";
import { cx } from "~/components/ui/cx";
import { Logo } from "./Logo";
import { useHydrated } from "~/components/ui/useHydrated";
import { useLeadSourceLink } from "~/components/ui/useLeadSourceLink";
import { MegaMenu } from "./MegaMenu";
import MobileMenu from "./MobileMenu";
import { useHideOnScroll } from "./useHideOnScroll";
import { usePopover } from "./usePopover";
import { closeIcon, menuIcon } from "~/components/ui/icons";

/** The fixed top navigation: hides while scrolling down, returns on scrolling up or near the top. */
export function Navbar() {
  const mobileMenuId = useId();
  const mobileMenuRef = useRef<HTMLDivElement>(null);
  const mobileButtonRef = useRef<HTMLButtonElement>(null);
  const mobileMenu = usePopover(mobileMenuRef, mobileButtonRef);
  const hidden = useHideOnScroll(mobileMenu.open);
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const linkFromHere = useLeadSourceLink();

  return (
    <header
      data-testid="navbar"
      data-hidden={hidden}
      className={cx(
        "fixed inset-x-0 top-0 z-40 border-b border-line/70 bg-white transition-transform duration-300",
        hidden && "-translate-y-full",
      )}
    >
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow-card"
      >
        Zum Inhalt springen
      </a>
      <nav aria-label="Hauptnavigation" className="relative">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <Link
            to={paths.home}
            className="flex items-center gap-2 rounded-lg font-bold text-ink"
            aria-label={`${site.name}, zur Startseite`}
          >
            <Logo />
          </Link>
          <ul className="hidden items-center gap-1 lg:flex">
            {navItems.map((item) => (
              <li key={item.href}>
                {"submenu" in item && item.submenu ? (
                  <MegaMenu active={pathname.startsWith(paths.services)} />
                ) : (
                  <NavLink
                    to={linkFromHere(item.href, "menue")}
                    end
                    className={({ isActive }) =>
                      cx(
                        "inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800",
                        isActive ? "text-brand-800" : "text-ink-soft",
                      )
                    }
                  >
                    {item.name}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          <Link
            to={linkFromHere(contactPath("gratis-video"), "navigationsleiste")}
            className="hidden min-h-11 items-center rounded-full bg-brand-gradient px-5 text-sm font-semibold text-white shadow-lift lg:inline-flex"
          >
            Kostenloses Testvideo
          </Link>
          <button
            ref={mobileButtonRef}
            type="button"
            popoverTarget={mobileMenuId}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
            aria-expanded={hydrated ? mobileMenu.open : undefined}
            aria-controls={mobileMenuId}
            aria-label={mobileMenu.open ? "Menü schließen" : "Menü öffnen"}
          >
            <Icon icon={mobileMenu.open ? closeIcon : menuIcon} className="h-6 w-6" />
          </button>
        </div>
        <div
          ref={mobileMenuRef}
          id={mobileMenuId}
          popover="auto"
          className="inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto overscroll-contain border-0 border-t border-line bg-white p-0 lg:hidden"
        >
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
