import { useQuery } from '@tanstack/react-query';
import { ADMIN_TOASTS } from './admin-toasts.ts';
import { systemInformationQueryOptions, uptimeQueryOptions } from './api/system-details.ts';
import { useStaffQueryFailure } from './use-staff-failure.ts';
import { TitledCard } from '../../lib/titled-card.tsx';

/** What a text query shows: the text, a wait, or 'Unavailable' after a failure. */
function shown(query: { data?: string | undefined; isError: boolean }): string {
  if (query.isError) return 'Unavailable';
  return query.data?.trim() || (query.data === undefined ? 'Loading...' : 'Unavailable');
}

/** 'System Details': server uptime and server information text. */
export function SystemDetailsCard() {
  const uptime = useQuery(uptimeQueryOptions);
  const information = useQuery(systemInformationQueryOptions);
  useStaffQueryFailure(uptime, ADMIN_TOASTS.uptimeFailed);
  useStaffQueryFailure(information, ADMIN_TOASTS.informationFailed);

  return (
    <TitledCard title="System Details">
      <h3 className="h6">Uptime</h3>
      <p className="mb-3" aria-live="polite">
        {shown(uptime)}
      </p>
      <h3 className="h6">Server Information</h3>
      <pre className="mb-0 small system-information" aria-live="polite">
        {shown(information)}
      </pre>
    </TitledCard>
  );
}
