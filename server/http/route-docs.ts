import { apiErrorSchema } from '../../common/schemas/common-fields.ts';

/** What the API document says of one operation: its id, its summary, its group and, if any, a longer word. */
export interface OperationDocs {
  operationId: string;
  summary: string;
  tags: string[];
  description?: string;
}

/**
 * A maker of operation words for the routes of one group (`tags`), so a route states its id, summary and
 * description in one call: `...docs('getUptime', "The server's uptime", 'More words.')`.
 */
export function operationDocs(tags: readonly string[]) {
  return (operationId: string, summary: string, description?: string): OperationDocs => ({
    operationId,
    summary,
    tags: [...tags],
    ...(description === undefined ? {} : { description }),
  });
}

/** The error statuses a route may answer, each with the API's error body: `...errorResponses(400, 404)`. */
export function errorResponses<Status extends number>(...statuses: Status[]): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}
