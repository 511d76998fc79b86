import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Alert } from '../../../common/schemas/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { alertQueryOptions, deleteAlert, resendAlertConfirmation } from '../../lib/alerts/alerts-api.ts';
import { Spinner } from '../../lib/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AlertDetails } from './alert-details.tsx';
import { AlertEditForm } from './alert-edit-form.tsx';
import { DeleteAlertCard } from './delete-alert-card.tsx';

const errorText = (error: Error, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** An alert's private page, /alerts/{token}: what it follows and how, to change, pause or delete. */
export default function AlertPage() {
  useDocumentTitle('Your Alert');
  const token = useParams().token ?? '';
  const [search] = useSearchParams();
  const options = alertQueryOptions(token);
  const query = useQuery(options);
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState(false);
  const show = (alert: Alert) => queryClient.setQueryData(options.queryKey, alert);
  const resend = useMutation({ mutationFn: () => resendAlertConfirmation(token), onSuccess: show });
  const remove = useMutation({
    mutationFn: () => deleteAlert(token),
    onSuccess: () => {
      setDeleted(true);
      queryClient.removeQueries({ queryKey: options.queryKey });
    },
  });

  let content;
  if (deleted) {
    content = (
      <p className="alert alert-success" role="status">
        The alert is deleted, with everything kept about it. You will get no more messages from it.
      </p>
    );
  } else if (query.error instanceof ApiError && query.error.status === 404) {
    content = (
      <div className="alert alert-warning" role="status">
        <h2 className="h5">No Such Alert</h2>
        <p className="mb-0">
          This alert does not exist: it may have been deleted, or the link is incomplete. You can make a new one from
          the <Link to="/">map</Link>.
        </p>
      </div>
    );
  } else if (query.isError) {
    content = (
      <p className="alert alert-danger" role="alert">
        {errorText(query.error, 'Could not load your alert. Please try again later.')}
      </p>
    );
  } else if (!query.data) {
    content = <Spinner label="Loading your alert..." className="justify-content-center py-5" />;
  } else {
    const alert = query.data;
    content = (
      <>
        {search.get('confirmed') === '1' && alert.status === 'active' && (
          <p className="alert alert-success" role="status">
            Your e-mail address is confirmed: the alert is on.
          </p>
        )}
        <AlertDetails alert={alert} />
        {alert.status === 'awaiting-confirmation' && (
          <div className="mb-4">
            <p>We sent a link to {alert.email ?? 'your address'}. Open it to start the alert. Nothing arrived?</p>
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {resend.isPending ? 'Sending...' : 'Send the Confirmation Again'}
            </button>
            {resend.isSuccess && (
              <p className="text-success mt-2 mb-0" role="status">
                Sent. Check your e-mail.
              </p>
            )}
            {resend.isError && (
              <p className="text-danger mt-2 mb-0" role="alert">
                {errorText(resend.error, 'Could not send the confirmation. Please try again later.')}
              </p>
            )}
          </div>
        )}
        <AlertEditForm key={JSON.stringify(alert)} token={token} alert={alert} onSaved={show} />
        <DeleteAlertCard
          deleting={remove.isPending}
          error={remove.isError ? errorText(remove.error, 'Could not delete the alert. Please try again later.') : null}
          onDelete={() => remove.mutate()}
        />
      </>
    );
  }
  return (
    <div className="container py-4" style={{ maxWidth: '52rem' }}>
      <h1 className="h2">Your Alert</h1>
      <p className="text-body-secondary">
        This page is private: anyone with its link can change or delete the alert, so keep the link to yourself.
      </p>
      {content}
    </div>
  );
}
