import { z } from 'zod/mini';

export const UPLOAD_QUEUE_LIMIT = 10;
export const UPLOAD_MAX_FILE_BYTES = 10_485_760;

/** Statuses a file in the report's upload queue moves through. */
export const UPLOAD_STATUSES = ['ready', 'uploading', 'success', 'error', 'cancelled'] as const;
export const uploadStatusSchema = z.enum(UPLOAD_STATUSES);
export type UploadStatus = z.infer<typeof uploadStatusSchema>;
