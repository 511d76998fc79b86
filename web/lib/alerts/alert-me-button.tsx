import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { AlertArea } from '../../../common/schemas/alerts.ts';

// The form, its dialog and the alerts' schemas are fetched when the button is first pressed: the pages
// that show the button (the home map, a sighting) do not load or run them to paint.
const AlertFormDialog = lazy(async () => ({ default: (await import('./alert-form-dialog.tsx')).AlertFormDialog }));

interface AlertMeButtonProps {
  label: string;
  /** The area to follow; without one (the map not shown yet) the button waits. */
  area: AlertArea | null;
  className?: string;
  size?: 'sm' | 'lg';
  /** A shorter text shown on phones (the full label stays the button's name). */
  shortLabel?: string;
}

/** A button that opens the form to follow an area. */
export function AlertMeButton({ label, shortLabel, area, className, size }: AlertMeButtonProps) {
  const [open, setOpen] = useState(false);
  // The area when the form opened: the map may move behind it.
  const [chosen, setChosen] = useState<AlertArea | null>(null);
  return (
    <>
      <Button
        variant="outline-primary"
        size={size}
        className={className}
        disabled={!area}
        aria-label={shortLabel && label}
        onClick={() => {
          setChosen(area);
          setOpen(true);
        }}
      >
        <i className="bi bi-bell me-1" aria-hidden="true" />
        {shortLabel ? (
          <>
            <span className="d-sm-none">{shortLabel}</span>
            <span className="d-none d-sm-inline">{label}</span>
          </>
        ) : (
          label
        )}
      </Button>
      {chosen && (
        <Suspense>
          <AlertFormDialog show={open} onHide={() => setOpen(false)} title={label} area={chosen} />
        </Suspense>
      )}
    </>
  );
}
