import { z } from 'zod/mini';
import { apiPost } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** A short summary of the detailed description (POST /sightings/summarize answers plain text). */
export async function summarizeDescription(detailedDescription: string): Promise<string> {
  const summary = await apiPost(apiPaths.summarize, { detailedDescription }, z.string());
  return summary.trim();
}
