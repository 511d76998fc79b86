import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../../common/api/api-paths.ts';
import { followedReportSchema, type FollowedReport } from '../../../../common/schemas/follow.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { uploadFile, type UploadRequest } from '../../../lib/upload/upload-file.ts';

/** GET /reports/follow/{token}: the witness's report and where it stands. */
export function followedReportQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['followed-report', token] as const,
    queryFn: ({ signal }) => apiGet(apiPaths.followedReport(token), followedReportSchema, { signal }),
  });
}

/** POST /reports/follow/{token}/withdraw: answers where the report stands afterwards. */
export function withdrawReport(token: string): Promise<FollowedReport> {
  return apiPost(apiPaths.withdrawFollowedReport(token), {}, followedReportSchema);
}

/** POST /reports/follow/{token}/media: one file, with the follow link as its only credential. */
export function uploadFollowedMedia(token: string, request: Omit<UploadRequest, 'path' | 'headers'>) {
  return uploadFile({ ...request, path: apiPaths.followedReportMedia(token) });
}
