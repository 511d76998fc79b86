import { useState, type FormEvent } from 'react';
import { useToast } from '../../lib/toast.tsx';
import { geocodeAddress } from './api/geocode-address.ts';

interface LocationSearchFormProps {
  onLocated: (point: { lat: number; lng: number }) => void;
  className?: string;
  /** Puts the cursor in the box at once (in the dialog that opens for it). */
  autoFocus?: boolean;
  /** The small size that fits the map's toolbar; full size keeps a phone from zooming in on the box. */
  compact?: boolean;
  /**
   * False keeps Go out of the Tab order, where the box sits among the map's first controls: Enter in
   * the box does what Go does, and one stop fewer keeps the controls after it near the page's start.
   */
  goInTabOrder?: boolean;
}

/** The address box and Go button of the home map (an address is required); Enter submits too. */
export function LocationSearchForm({
  onLocated,
  className = '',
  autoFocus = false,
  compact = true,
  goInTabOrder = true,
}: LocationSearchFormProps) {
  const { showToast } = useToast();
  const [address, setAddress] = useState('');
  const [locating, setLocating] = useState(false);

  const locate = async (event: FormEvent) => {
    event.preventDefault();
    const query = address.trim();
    if (!query) {
      showToast({ title: 'Geocoding Error', message: 'Please enter an address to map.', variant: 'secondary' });
      return;
    }
    setLocating(true);
    try {
      const point = await geocodeAddress(query);
      if (point) onLocated(point);
      else showToast({ title: 'Geocoding Error', message: 'Could not map the given address.' });
    } catch {
      showToast({ title: 'Geocoding Error', message: 'Could not map the given address.' });
    } finally {
      setLocating(false);
    }
  };

  return (
    // Bootstrap's classes on plain elements: react-bootstrap's form components cost the home page
    // about 2.7 KB of gzipped JavaScript for one box and a button.
    <form className={className} role="search" aria-label="Map a location" onSubmit={locate}>
      <div className={compact ? 'input-group input-group-sm' : 'input-group'}>
        <input
          type="text"
          className="form-control"
          name="location"
          placeholder="Location"
          aria-label="Location"
          autoComplete="street-address"
          autoFocus={autoFocus}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={locating} tabIndex={goInTabOrder ? undefined : -1}>
          Go
        </button>
      </div>
    </form>
  );
}
