import { reportAnswerSchema, type ReportAnswer, type ReportRequest } from '../../../../common/schemas/report.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** POST /sightings/report: the saved, pending sighting and the token its media are uploaded with. */
export function submitReport(request: ReportRequest): Promise<ReportAnswer> {
  return apiPost(apiPaths.report, request, reportAnswerSchema);
}
