import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { Alert, AlertArea } from '../../../common/schemas/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { AlertFilterFields, alertFiltersOf, type AlertFilterValues } from '../../lib/alerts/alert-filter-fields.tsx';
import { updateAlert } from '../../lib/alerts/alerts-api.ts';

interface AlertEditFormProps {
  token: string;
  alert: Alert;
  onSaved: (alert: Alert) => void;
}

/** Change the radius or the filters, and pause or resume the alert. */
export function AlertEditForm({ token, alert, onSaved }: AlertEditFormProps) {
  const [values, setValues] = useState<AlertFilterValues>({
    radiusKm: alert.area.kind === 'circle' ? alert.area.radiusKm : null,
    shape: alert.filters.shape ?? '',
    term: alert.filters.term ?? '',
    mediaOnly: alert.filters.mediaOnly,
  });
  const paused = alert.status === 'paused';
  const save = useMutation({
    mutationFn: (pause: boolean) => {
      const area: AlertArea =
        alert.area.kind === 'circle' ? { ...alert.area, radiusKm: values.radiusKm ?? alert.area.radiusKm } : alert.area;
      return updateAlert(token, { area, filters: alertFiltersOf(values), paused: pause });
    },
    onSuccess: onSaved,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(paused);
  };
  return (
    <section className="mb-4" aria-labelledby="edit-alert-title">
      <h2 className="h5" id="edit-alert-title">
        Change the Alert
      </h2>
      <Form onSubmit={submit}>
        <AlertFilterFields idPrefix="edit-alert" values={values} onChange={setValues} />
        <div className="d-flex gap-2 flex-wrap">
          <Button type="submit" variant="primary" disabled={save.isPending}>
            Save Changes
          </Button>
          {alert.status !== 'awaiting-confirmation' && (
            <Button variant="outline-secondary" disabled={save.isPending} onClick={() => save.mutate(!paused)}>
              {paused ? 'Resume Alert' : 'Pause Alert'}
            </Button>
          )}
        </div>
        {save.isError && (
          <p className="text-danger mt-2 mb-0" role="alert">
            {save.error instanceof ApiError ? save.error.message : 'Could not save the alert. Please try again later.'}
          </p>
        )}
      </Form>
    </section>
  );
}
