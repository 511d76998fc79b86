import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { Spinner } from '../../lib/spinner.tsx';
import { useToast } from '../../lib/toast.tsx';
import { AddMediaCard } from './add-media-card.tsx';
import { followedReportQueryOptions, withdrawReport } from './api/followed-report.ts';
import { FollowStatusPanel } from './follow-status.tsx';
import { FollowedReportCard } from './followed-report-card.tsx';
import { WithdrawCard } from './withdraw-card.tsx';

interface FollowPageProps {
  /** What a wrong or expired link shows: the app's not-found page. */
  NotFound: ComponentType;
}

/**
 * The witness's private page, /follow/{token}: their report as stored, where it stands, and while it
 * waits for review, media to add and a way to withdraw it.
 */
export default function FollowPage({ NotFound }: FollowPageProps) {
  const token = useParams().token ?? '';
  const options = followedReportQueryOptions(token);
  const query = useQuery(options);
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const withdraw = useMutation({
    mutationFn: () => withdrawReport(token),
    onSuccess: (followed) => queryClient.setQueryData(options.queryKey, followed),
    onError: (error) => {
      showToast({
        title: 'Withdrawal Error',
        message: error instanceof ApiError && error.status === 409 ? error.message : 'Could not withdraw your report.',
      });
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  const followed = query.data;
  return (
    <div className="container py-4" style={{ maxWidth: '52rem' }}>
      <h1 className="h2">Follow Your Report</h1>
      <p className="text-body-secondary">
        This page is private: anyone with its link can see it, so keep the link to yourself.
      </p>
      {followed ? (
        <>
          <FollowStatusPanel followed={followed} />
          {followed.pending && (
            <AddMediaCard
              token={token}
              stored={followed.report.media.length}
              onUploaded={() => void queryClient.invalidateQueries({ queryKey: options.queryKey })}
            />
          )}
          <FollowedReportCard report={followed.report} />
          {followed.pending && <WithdrawCard withdrawing={withdraw.isPending} onWithdraw={() => withdraw.mutate()} />}
        </>
      ) : query.isError ? (
        <p className="alert alert-danger" role="alert">
          {query.error.message || 'Could not load your report. Please try again later.'}
        </p>
      ) : (
        <Spinner label="Loading your report..." className="justify-content-center py-5" />
      )}
    </div>
  );
}
