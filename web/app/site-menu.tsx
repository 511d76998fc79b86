import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LOCATION_SEARCH_REQUEST } from '../features/map/location-search-request.ts';
import type { NavItem } from './site-links.ts';

/** The id of the panel the menu button opens (one navigation bar per page). */
export const SITE_MENU_PANEL_ID = 'site-menu-panel';

interface SiteMenuProps {
  /** The bar's links, every one of them, in the bar's order. */
  items: NavItem[];
  /** What the bar's Logout does; null when signed out. */
  onLogout: (() => void) | null;
  /** Display classes: the menu shows only where the bar hides or cannot fit links. */
  className?: string;
}

/**
 * The navigation bar's menu button and the panel it opens: every destination of the bar, and the home
 * map's location search, which small screens hide. A disclosure: the button says whether the panel is
 * open; Escape, choosing an entry or clicking elsewhere closes it.
 */
export function SiteMenu({ items, onLogout, className = '' }: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  // Another way of leaving the page (Back, a link in the page) closes it too.
  useEffect(() => setOpen(false), [pathname]);

  // Listened to only while open, and only in the browser: the server renders the closed menu.
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && root.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) close(false);
    };
    // Tabbing on past the last entry leaves the menu, which then stops covering the page.
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close]);

  const choose = () => close(true);

  return (
    <div ref={root} className={`site-menu ${className}`}>
      <button
        ref={button}
        type="button"
        className="site-menu-button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={SITE_MENU_PANEL_ID}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <i className={`bi ${open ? 'bi-x-lg' : 'bi-list'}`} aria-hidden="true" />
      </button>
      <div id={SITE_MENU_PANEL_ID} className="site-menu-panel" hidden={!open}>
        <ul className="list-unstyled m-0">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/'} className="site-menu-link" onClick={choose}>
                <i className={`bi ${item.icon}`} aria-hidden="true" />
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Link to="/" state={LOCATION_SEARCH_REQUEST} className="site-menu-link" onClick={choose}>
              <i className="bi bi-geo-alt" aria-hidden="true" />
              Search a location
            </Link>
          </li>
          {onLogout && (
            <li>
              <button
                type="button"
                className="site-menu-link"
                onClick={() => {
                  close(true);
                  onLogout();
                }}
              >
                <i className="bi bi-box-arrow-right" aria-hidden="true" />
                Logout
              </button>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
