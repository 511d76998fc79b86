import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CookieNotice } from './cookie-notice.tsx';
import { LiveSightingUpdates } from './live-sighting-updates.tsx';
import { NewSightingWatcher } from './new-sighting-watcher.tsx';
import { feedbackLink, socialLinks } from './site-links.ts';

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** One footer column: a heading that names the section, over a plain list of links. */
function FooterColumn({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="col-12 col-sm-4" aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {heading}
      </h2>
      <ul className="list-unstyled mb-0">{children}</ul>
    </section>
  );
}

/**
 * The footer's SOCIAL, LEGAL and HELP columns; also hosts the cookie notice, the new-sighting watcher
 * and the live updates of the shown sightings.
 */
export function SiteFooter() {
  const social = socialLinks();
  const feedback = feedbackLink();
  return (
    <footer className="site-footer">
      <div className="container py-4">
        <div className="row g-4">
          <FooterColumn id="footer-social" heading="SOCIAL">
            {social.map((link) => {
              const label = (
                <>
                  <i className={`bi ${link.icon} me-2`} aria-hidden="true" />
                  {link.label}
                </>
              );
              return (
                <li key={link.href}>
                  {link.external ? (
                    <ExternalLink href={link.href}>{label}</ExternalLink>
                  ) : (
                    // A file the server serves, not a screen of the app: a plain link, not the router's.
                    <a href={link.href} type={link.type}>
                      {label}
                    </a>
                  )}
                </li>
              );
            })}
          </FooterColumn>
          <FooterColumn id="footer-legal" heading="LEGAL">
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
          </FooterColumn>
          <FooterColumn id="footer-help" heading="HELP">
            <li>
              {feedback.external ? (
                <ExternalLink href={feedback.href}>Feedback</ExternalLink>
              ) : (
                <Link to={feedback.href}>Feedback</Link>
              )}
            </li>
            <li>
              <Link to="/report-a-ufo-sighting">Report a UFO Sighting</Link>
            </li>
          </FooterColumn>
        </div>
        <p className="small mt-4 mb-0">© {new Date().getFullYear()} Skywatch</p>
      </div>
      <CookieNotice />
      <NewSightingWatcher />
      <LiveSightingUpdates />
    </footer>
  );
}
