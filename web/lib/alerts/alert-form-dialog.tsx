import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { Link } from 'react-router';
import { alertPagePath, type AlertArea, type AlertChannel, type CreatedAlert } from '../../../common/schemas/alerts.ts';
import { ApiError } from '../api-client.ts';
import { pageOrigin } from '../served-page.ts';
import { Spinner } from '../spinner.tsx';
import { alertAreaText } from './alert-area-text.ts';
import { AlertFilterFields, alertFiltersOf, type AlertFilterValues } from './alert-filter-fields.tsx';
import { alertOptionsQueryOptions, createAlert } from './alerts-api.ts';
import { PushRefused, pushSupported, subscribeToPush } from './push-subscription.ts';

interface AlertFormDialogProps {
  show: boolean;
  onHide: () => void;
  title: string;
  /** The area to follow: a circle's radius is changed in the form. */
  area: AlertArea;
}

const CHANNEL_LABELS: Record<AlertChannel, string> = {
  email: 'E-mail',
  push: 'Browser notification',
  feed: 'A private feed (for a feed reader)',
};

/** The form to follow an area: filters, a channel, and what happens next once it is made. */
export function AlertFormDialog({ show, onHide, title, area }: AlertFormDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} size="lg" fullscreen="sm-down">
      <Modal.Header closeButton>
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      {/* Made again each time it opens, so a new alert starts from a fresh form. */}
      {show && <AlertForm area={area} onDone={onHide} />}
    </Modal>
  );
}

function AlertForm({ area, onDone }: { area: AlertArea; onDone: () => void }) {
  const options = useQuery(alertOptionsQueryOptions());
  const [values, setValues] = useState<AlertFilterValues>({
    radiusKm: area.kind === 'circle' ? area.radiusKm : null,
    shape: '',
    term: '',
    mediaOnly: false,
  });
  const [channel, setChannel] = useState<AlertChannel | null>(null);
  const [email, setEmail] = useState('');
  const create = useMutation({
    mutationFn: async (): Promise<CreatedAlert> => {
      const chosen = channel ?? 'feed';
      const wanted: AlertArea = area.kind === 'circle' ? { ...area, radiusKm: values.radiusKm ?? area.radiusKm } : area;
      const filters = alertFiltersOf(values);
      if (chosen === 'email') return createAlert({ area: wanted, filters, channel: { kind: 'email', email } });
      if (chosen === 'push') {
        const subscription = await subscribeToPush(options.data!.pushPublicKey);
        return createAlert({ area: wanted, filters, channel: { kind: 'push', subscription } });
      }
      return createAlert({ area: wanted, filters, channel: { kind: 'feed' } });
    },
  });

  if (options.isPending) return <Spinner label="Loading..." className="justify-content-center py-4" />;
  if (options.isError) {
    return (
      <Modal.Body>
        <p className="alert alert-danger" role="alert">
          {options.error.message || 'Could not load the alert choices. Please try again later.'}
        </p>
      </Modal.Body>
    );
  }
  if (create.data) return <AlertCreated created={create.data} onDone={onDone} />;

  const channels: AlertChannel[] = [
    ...(options.data.email ? (['email'] as const) : []),
    ...(options.data.pushPublicKey && pushSupported() ? (['push'] as const) : []),
    'feed',
  ];
  const chosen = channel && channels.includes(channel) ? channel : channels[0]!;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (channel !== chosen) setChannel(chosen);
    create.mutate();
  };
  return (
    <Form onSubmit={submit}>
      <Modal.Body>
        <p className="mb-3">
          <strong>Area:</strong>{' '}
          {alertAreaText(area.kind === 'circle' && values.radiusKm ? { ...area, radiusKm: values.radiusKm } : area)}
        </p>
        <AlertFilterFields idPrefix="new-alert" values={values} onChange={setValues} />
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">Tell me by</legend>
          {channels.map((kind) => (
            <Form.Check
              key={kind}
              type="radio"
              name="alert-channel"
              id={`new-alert-channel-${kind}`}
              label={CHANNEL_LABELS[kind]}
              checked={chosen === kind}
              onChange={() => setChannel(kind)}
            />
          ))}
        </fieldset>
        {chosen === 'email' && (
          <Form.Group className="mb-3" controlId="new-alert-email">
            <Form.Label>E-mail address</Form.Label>
            <Form.Control
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Form.Text>We send a link to confirm it first. The address is kept only while the alert exists.</Form.Text>
          </Form.Group>
        )}
        {create.isError && (
          <p className="alert alert-danger mb-0" role="alert">
            {create.error instanceof ApiError || create.error instanceof PushRefused
              ? create.error.message
              : 'Could not create the alert. Please try again later.'}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Alert'}
        </Button>
      </Modal.Footer>
    </Form>
  );
}

/** What the visitor does next: confirm by e-mail, or copy the feed; the alert's page is theirs to keep. */
function AlertCreated({ created, onDone }: { created: CreatedAlert; onDone: () => void }) {
  const { alert, token } = created;
  const feedUrl = `${pageOrigin()}${alert.feedPath}`;
  return (
    <>
      <Modal.Body>
        <div className="alert alert-success" role="status">
          {alert.channel === 'email' && (
            <p className="mb-0">
              <strong>Check your e-mail to confirm.</strong> The alert starts once you open the link we sent to{' '}
              {alert.email}.
            </p>
          )}
          {alert.channel === 'push' && <p className="mb-0">Your browser will notify you of new sightings here.</p>}
          {alert.channel === 'feed' && <p className="mb-0">Your private feed is ready.</p>}
        </div>
        {alert.channel === 'feed' && (
          <Form.Group className="mb-3" controlId="new-alert-feed-url">
            <Form.Label>Private feed address, for your feed reader</Form.Label>
            <Form.Control type="text" readOnly value={feedUrl} onFocus={(event) => event.target.select()} />
          </Form.Group>
        )}
        <p className="mb-0">
          Change, pause or delete the alert on <Link to={alertPagePath(token)}>its private page</Link>. Keep that link
          to yourself.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onDone}>
          Close
        </Button>
      </Modal.Footer>
    </>
  );
}
