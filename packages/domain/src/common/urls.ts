import { z } from 'zod';

/** True for an absolute http: or https: URL (what may be shown as a link or opened); false for any other scheme. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const HttpUrlMessage = 'Must be an http(s) URL';

/** A page address the app shows as a link (evidence, landing pages): http(s) only, never javascript: or data:. */
export const httpUrlSchema = z.string().max(2048).refine(isHttpUrl, HttpUrlMessage);

/** A landing page as drafts hold it: http(s), or none (empty counts as none). */
export const landingPageSchema = z
  .string()
  .max(2048)
  .refine((value) => value === '' || isHttpUrl(value), HttpUrlMessage)
  .nullable()
  .optional();
