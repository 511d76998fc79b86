import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiPaths } from '../../../common/api/api-paths.ts';
import {
  alertOptionsSchema,
  alertSchema,
  createdAlertSchema,
  type Alert,
  type CreateAlertRequest,
  type CreatedAlert,
  type UpdateAlertRequest,
} from '../../../common/schemas/alerts.ts';
import { apiGet, apiPost } from '../api-client.ts';

/** GET /alerts/options: whether e-mail is offered, and the key for browser push. */
export const alertOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['alert-options'] as const,
    queryFn: ({ signal }) => apiGet(apiPaths.alertOptions, alertOptionsSchema, { signal }),
    staleTime: Infinity,
  });

/** POST /alerts: a new alert, answered with its private token. */
export function createAlert(request: CreateAlertRequest): Promise<CreatedAlert> {
  return apiPost(apiPaths.alerts, request, createdAlertSchema);
}

/** GET /alerts/{token}. */
export function alertQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['alert', token] as const,
    queryFn: ({ signal }) => apiGet(apiPaths.alert(token), alertSchema, { signal }),
    retry: false,
  });
}

/** POST /alerts/{token}: new area, filters, paused or not. */
export function updateAlert(token: string, request: UpdateAlertRequest): Promise<Alert> {
  return apiPost(apiPaths.alert(token), request, alertSchema);
}

/** POST /alerts/{token}/delete. */
export function deleteAlert(token: string): Promise<null> {
  return apiPost(apiPaths.deleteAlert(token), {}, z.null());
}

/** POST /alerts/{token}/resend-confirmation. */
export function resendAlertConfirmation(token: string): Promise<Alert> {
  return apiPost(apiPaths.resendAlertConfirmation(token), {}, alertSchema);
}
