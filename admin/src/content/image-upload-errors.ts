import { contentImageMessages } from '@school/common';

/** Where a refused upload is said: under the file, under the description, or above the buttons. */
export interface UploadRefusal {
  file?: string;
  alt?: string;
  other?: string;
}

export const BUSY_MESSAGE =
  'The server is busy and could not take the image just now. Nothing was saved: wait a few seconds and upload it again.';

/**
 * The server's answer to a refused upload, in words: its field errors on their fields (file: its type, size,
 * megapixels or damage; alt: the description), a 503 as a retry, anything else as it said.
 */
export function uploadRefusal(error: unknown): UploadRefusal {
  const { status, message, body } = (error ?? {}) as { status?: number; message?: string; body?: unknown };
  const { errors, code } = (body ?? {}) as { errors?: Record<string, string>; code?: string };
  if (errors && (errors.file || errors.alt)) return { file: errors.file, alt: errors.alt };
  if (status === 503 || code === 'SERVICE_UNAVAILABLE') return { other: BUSY_MESSAGE };
  if (status === 413) return { file: contentImageMessages.size };
  return { other: message || 'The image could not be uploaded. Try again.' };
}
