import { Dropdown } from 'react-bootstrap';
import { shareLinks } from './share-links.ts';

/** The Share menu; each item opens that service's share page for this sighting. */
export function ShareMenu({ pageUrl, summary }: { pageUrl: string; summary: string | null }) {
  return (
    <Dropdown className="mb-3 d-grid">
      <Dropdown.Toggle variant="outline-primary" id="sighting-share-toggle">
        <i className="bi bi-share me-2" aria-hidden="true" />
        Share
      </Dropdown.Toggle>
      <Dropdown.Menu className="w-100">
        {shareLinks(pageUrl, summary).map((link) => (
          <Dropdown.Item
            key={link.service}
            href={link.href}
            {...(link.service === 'Email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            <i className={`bi ${link.icon} me-2`} aria-hidden="true" />
            {link.service}
            {link.service !== 'Email' && <span className="visually-hidden"> (opens in a new tab)</span>}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
