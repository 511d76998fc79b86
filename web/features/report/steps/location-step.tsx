import type { Map as LeafletMap } from 'leaflet';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { GEOCODED_ADDRESS_ZOOM } from '../../../lib/map/map-settings.ts';
import { LONG_TOAST_DELAY_MS, useToast } from '../../../lib/toast.tsx';
import { PLACE_TEXT_MAX_LENGTH } from '../../../../common/schemas/report.ts';
import { BusyIcon, Spinner } from '../../../lib/spinner.tsx';
import { geocodeAddress, reverseGeocode } from '../api/geocoding.ts';
import { placeFromAddress } from '../model/place-text.ts';
import type { DraftStepProps } from '../model/report-draft.ts';
import { canLocate } from '../model/step-validation.ts';
import type { FlightTarget, MapPoint } from './location-map.tsx';

// Leaflet loads with the step that shows it, not with the intro.
const LocationMap = lazy(() => import('./location-map.tsx'));

/**
 * The map starts shortly after the step is entered, once the step's layout has settled, so
 * Leaflet measures its box at its real size.
 */
const MAP_START_DELAY_MS = 150;
const MAP_FAILED = { title: 'Geocoding Error', message: 'Could not map the address. Please place a pin on the map.' };
const PLACE_UNKNOWN = { title: 'Geocoding Error', message: 'Could not determine location. Please enter it manually.' };
const NO_PLACE = { city: null, region: null, country: null, iso2CountryCode: null };

// Six decimals place a pin to about 10 cm: more would only be noise.
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/** Step 1: an address to locate, or a pin placed on the map and looked up; a location is required. */
export function LocationStep({ draft, update }: DraftStepProps) {
  const id = useId();
  const { showToast } = useToast();
  const [map, setMap] = useState<LeafletMap | null>(null);
  // A located address is flown to by the map itself, so an answer that comes before the map is ready still counts.
  const [flight, setFlight] = useState<FlightTarget | null>(null);
  const [mapStarted, setMapStarted] = useState(false);
  const [locating, setLocating] = useState(false);
  const [lookingUp, setLookingUp] = useState(false);
  // Only the newest lookup may change the answers: an older one answering late is ignored.
  const lookups = useRef(0);

  useEffect(() => {
    const timer = setTimeout(() => setMapStarted(true), MAP_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const warn = (toast: { title: string; message: string }) => showToast({ ...toast, delay: LONG_TOAST_DELAY_MS });

  const locate = async (event: FormEvent) => {
    event.preventDefault();
    if (!canLocate(draft.address) || locating) return;
    const lookup = ++lookups.current;
    setLocating(true);
    setLookingUp(false);
    try {
      const point = await geocodeAddress(draft.address.trim());
      if (lookup !== lookups.current) return;
      if (!point) {
        warn(MAP_FAILED);
        return;
      }
      // The visitor's own address text stays; the place parts come from the geocoder's answer.
      const { address: _rebuilt, ...parts } = placeFromAddress(point.address) ?? { address: '', ...NO_PLACE };
      update({ latitude: rounded(point.lat), longitude: rounded(point.lng), ...parts });
      setFlight({ lat: point.lat, lng: point.lng, zoom: GEOCODED_ADDRESS_ZOOM });
    } catch {
      if (lookup === lookups.current) warn(MAP_FAILED);
    } finally {
      setLocating(false);
    }
  };

  const pick = async ({ lat, lng }: MapPoint) => {
    const lookup = ++lookups.current;
    update({ latitude: rounded(lat), longitude: rounded(lng), ...NO_PLACE });
    setLookingUp(true);
    try {
      const place = placeFromAddress((await reverseGeocode(lat, lng)) ?? undefined);
      if (lookup !== lookups.current) return;
      if (place) update(place);
      else warn(PLACE_UNKNOWN);
    } catch {
      if (lookup === lookups.current) warn(PLACE_UNKNOWN);
    } finally {
      if (lookup === lookups.current) setLookingUp(false);
    }
  };

  const pin =
    draft.latitude !== null && draft.longitude !== null ? { lat: draft.latitude, lng: draft.longitude } : null;

  return (
    <>
      <Form onSubmit={locate} role="search" aria-label="Locate an address" className="mb-3">
        <Form.Label htmlFor={`${id}-address`}>Address</Form.Label>
        <InputGroup>
          <Form.Control
            id={`${id}-address`}
            type="text"
            autoComplete="street-address"
            maxLength={PLACE_TEXT_MAX_LENGTH}
            value={draft.address}
            aria-describedby={`${id}-address-help`}
            onChange={(event) => update({ address: event.target.value })}
          />
          <Button type="submit" variant="primary" disabled={!canLocate(draft.address) || locating}>
            <BusyIcon busy={locating} icon="bi-geo-alt-fill" />
            Locate
          </Button>
        </InputGroup>
        <Form.Text id={`${id}-address-help`}>
          Type the address or place where you saw it and press Locate, or click the map to place the pin.
        </Form.Text>
      </Form>

      <p id={`${id}-map-help`} className="mb-2">
        Click the map where you were to place the pin; click again or drag the pin to move it.
      </p>
      <div
        className="report-map-frame mb-2"
        role="group"
        aria-label="Map of the sighting's location"
        aria-describedby={`${id}-map-help`}
      >
        {mapStarted ? (
          <Suspense fallback={<Spinner label="Loading map..." className="justify-content-center h-100" />}>
            <LocationMap pin={pin} flight={flight} onPick={pick} onReady={setMap} />
          </Suspense>
        ) : (
          <Spinner label="Loading map..." className="justify-content-center h-100" />
        )}
      </div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <p className="mb-0 small" aria-live="polite">
          {pin ? (
            <>
              <i className="bi bi-pin-map-fill me-1 text-primary" aria-hidden="true" />
              Pin placed at {pin.lat.toFixed(5)}, {pin.lng.toFixed(5)}
              {lookingUp && ' (looking up the address...)'}
            </>
          ) : (
            'No pin placed yet.'
          )}
        </p>
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={!map}
          onClick={() => map && void pick(map.getCenter().wrap())}
        >
          <i className="bi bi-crosshair me-1" aria-hidden="true" />
          Place pin at map centre
        </Button>
      </div>
    </>
  );
}
