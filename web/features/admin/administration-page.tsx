import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { ActivityTimeline } from './activity-timeline.tsx';
import './administration.css';
import { staffRoleQueryOptions } from './api/staff-role.ts';
import { DeleteConfirmModal } from './delete-confirm-modal.tsx';
import { FailedSignInsCard } from './failed-sign-ins-card.tsx';
import { FeedbackCard } from './feedback-card.tsx';
import { FlaggedSightingsCard } from './flagged-sightings-card.tsx';
import { FindSightingCard } from './find-sighting-card.tsx';
import { HyperparametersCard } from './hyperparameters-card.tsx';
import { PendingReportsCard } from './pending-reports-card.tsx';
import type { SightingEditorSlot } from './sighting-editor-slot.ts';
import { SightingModal } from './sighting-modal.tsx';
import { SystemDetailsCard } from './system-details-card.tsx';
import { useAdministration } from './use-administration.ts';
import { useLargeScreen } from './use-large-screen.ts';
import { useSignInAgain } from './use-staff-failure.ts';

/** Which panels this staff member may use: a moderator has no system or hyperparameter calls. */
function useStaffRole() {
  const signInAgain = useSignInAgain();
  const query = useQuery(staffRoleQueryOptions());
  const invalid = query.data?.valid === false;
  useEffect(() => {
    // The stored token no longer signs anyone in: the same as a 401 from any staff call.
    if (invalid) signInAgain(new ApiError(401, 'The token is missing, expired or revoked.'));
  }, [invalid, signInAgain]);
  // While unknown (or if the check fails) the panels show, and the server has the last word.
  return query.data?.role ?? (query.isPending ? null : 'admin');
}

/**
 * The administration page: find a sighting, pending reports, failed sign-ins, feedback, system details,
 * hyperparameters, activity.
 */
export function AdministrationPage({ sightingEditor }: { sightingEditor: SightingEditorSlot }) {
  const admin = useAdministration(sightingEditor);
  const role = useStaffRole();
  const largeScreen = useLargeScreen();

  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-4">Administration</h1>
      <div className="row g-4">
        <div className="col-lg-8">
          <FindSightingCard
            idText={admin.idText}
            onIdTextChange={admin.setIdText}
            onSearch={admin.searchFor}
            searching={admin.search.status === 'searching'}
          />
          <PendingReportsCard />
          <FailedSignInsCard />
          <FeedbackCard />
          <FlaggedSightingsCard />
          {role === 'admin' && (
            <div className="row gx-4">
              <div className="col-md-6">
                <SystemDetailsCard />
              </div>
              <div className="col-md-6">
                <HyperparametersCard />
              </div>
            </div>
          )}
        </div>
        {/* The activity timeline is for large screens only. */}
        {largeScreen && (
          <div className="col-lg-4">
            <ActivityTimeline />
          </div>
        )}
      </div>
      <SightingModal admin={admin} />
      <DeleteConfirmModal admin={admin} />
    </div>
  );
}
