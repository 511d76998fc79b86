import { Link, NavLink, useNavigate } from 'react-router';
import siteIcon from '../public/favicon.svg?raw';
import { apiPost } from '../lib/api-client.ts';
import { clearAuth, useIsSignedIn } from '../lib/auth-token.ts';
import { apiPaths } from '../../common/api/api-paths.ts';
import { PAGES } from '../../common/pages/page-table.ts';
import { MENU_BUTTON_VISIBILITY, navItems, type NavItem } from './site-links.ts';
import { SiteMenu } from './site-menu.tsx';

function NavItemLink({ item }: { item: NavItem }) {
  return (
    <li className={`nav-item ${item.visibility ?? ''}`}>
      <NavLink to={item.to} end={item.to === '/'} className="nav-link">
        <i className={`bi ${item.icon} me-1 d-none d-sm-inline`} aria-hidden="true" />
        {item.label}
      </NavLink>
    </li>
  );
}

export function SiteNavbar() {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const items = navItems(signedIn);

  const logout = () => {
    // Logout revokes the token on the server too; the headers are built before the token is cleared.
    apiPost(apiPaths.revokeToken, {}).catch(() => undefined);
    clearAuth();
    void navigate(PAGES.login.path);
  };

  return (
    <header>
      <nav className="navbar navbar-dark fixed-top site-navbar" aria-label="Main">
        <div className="container-fluid flex-nowrap">
          <Link to="/" className="navbar-brand d-flex align-items-center gap-2 me-2">
            {/* The site's icon drawn in the page: as an image it was a document the browser built apart. */}
            <span className="site-logo" aria-hidden="true" dangerouslySetInnerHTML={{ __html: siteIcon }} />
            <span>Skywatch</span>
          </Link>
          <ul className="navbar-nav flex-row flex-nowrap gap-1 ms-auto site-nav-items">
            {items.map((item) => (
              <NavItemLink key={item.to} item={item} />
            ))}
            {signedIn && (
              // On a phone the bar holds Report a UFO and Administration; Logout is the menu's there.
              <li className="nav-item d-none d-sm-block">
                <button type="button" className="nav-link btn btn-link" onClick={logout}>
                  <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
                  Logout
                </button>
              </li>
            )}
          </ul>
          <SiteMenu items={items} onLogout={signedIn ? logout : null} className={MENU_BUTTON_VISIBILITY} />
        </div>
      </nav>
    </header>
  );
}
