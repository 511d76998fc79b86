import { Link } from 'react-router';

/** Labels as badges, each a search for that label; 'none' means no labels, so it is no link. */
export function LabelBadges({ labels }: { labels: readonly string[] }) {
  return (
    <ul className="list-inline mb-0">
      {labels.map((label) => (
        <li key={label} className="list-inline-item me-1">
          {label === 'none' ? (
            <span className="badge text-bg-secondary">{label}</span>
          ) : (
            <Link to={`/search?${new URLSearchParams({ term: label })}`} className="badge text-bg-primary">
              {label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
