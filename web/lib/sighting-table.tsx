import { memo, type MouseEvent, type ReactNode } from 'react';
import { sightingPagePath } from '../../common/pages/page-table.ts';
import { Link, useNavigate } from 'react-router';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { LocalTime } from './local-time.tsx';
import { CountryFlag } from './country-flag.tsx';
import { MediaIcon } from './media-icon.tsx';
import { sightingPlace } from './sighting-place.ts';
import './sighting-table.css';

interface SightingTableProps {
  sightings: readonly Sighting[];
  /** Shown in a single row when there is nothing to list, e.g. 'No Sightings In View'. */
  emptyText: string;
  /** Router state handed to the detail page. */
  linkState?: unknown;
  /** Query string carried to the detail page, e.g. '?term=lights' from the search. */
  linkSearch?: string;
  caption?: string;
  /** A line under a row's description (a search with one result per event says what it stands for). */
  rowNote?: (sighting: Sighting) => ReactNode;
}

/**
 * The sightings table (home, search, list); every row opens /sighting/{id}. Memoised: its
 * screens re-render for counts and loading states that leave the rows as they were.
 */
export const SightingTable = memo(function SightingTable({
  sightings,
  emptyText,
  linkState,
  linkSearch = '',
  caption,
  rowNote,
}: SightingTableProps) {
  const navigate = useNavigate();
  const open = (sighting: Sighting) => (event: MouseEvent<HTMLTableRowElement>) => {
    // The row's own link already navigates; a click on it must not navigate twice.
    if ((event.target as HTMLElement).closest('a')) return;
    void navigate(`${sightingPagePath(sighting.id)}${linkSearch}`, { state: linkState });
  };

  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle sighting-table mb-0">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">Occurred</th>
            <th scope="col">Location</th>
            <th scope="col">Description</th>
            <th scope="col">
              <span className="visually-hidden">Media</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sightings.length === 0 ? (
            <tr>
              <td colSpan={4} className="text-center text-body-secondary py-4">
                {emptyText}
              </td>
            </tr>
          ) : (
            sightings.map((sighting) => (
              <tr key={sighting.id} className="sighting-row" onClick={open(sighting)}>
                <td className="text-nowrap">
                  <LocalTime iso={sighting.occurred} placeZone={sighting.timeZone} compact />
                </td>
                <td>
                  <CountryFlag code={sighting.iso2CountryCode} country={sighting.country} />
                  <span className="ms-2">{sightingPlace(sighting)}</span>
                </td>
                <td>
                  <Link
                    to={`${sightingPagePath(sighting.id)}${linkSearch}`}
                    state={linkState}
                    className="sighting-link"
                  >
                    {sighting.summary || 'View sighting details'}
                  </Link>
                  {rowNote?.(sighting)}
                </td>
                <td className="text-center">
                  <MediaIcon hasMedia={sighting.media.length > 0} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
});
