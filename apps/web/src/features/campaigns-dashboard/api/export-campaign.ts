import { Timing } from '@adsmith/domain/common/constants';
import { exportFileName } from '@adsmith/domain/campaigns/export-mapping';
import { API_BASE_URL, ApiError } from '@/lib/api-client';
import { clearSession, getToken } from '@/lib/storage';

/** The file name a Content-Disposition header carries (RFC 6266: `filename*` wins over `filename`). */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed percent-encoding: fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** What is downloaded: the sheet alone, or the bundle (.zip: the sheet and every image named as its cell). */
export type ExportKind = 'sheet' | 'bundle';

const EXPORTS: Record<ExportKind, { path: string; accept: string; fallback: (name: string) => string }> = {
  sheet: {
    path: 'export',
    accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fallback: exportFileName,
  },
  bundle: {
    path: 'export-bundle',
    accept: 'application/zip',
    fallback: (name) => exportFileName(name).replace(/_campaign_data\.xlsx$/, '_campaign_bundle.zip'),
  },
};

/**
 * GET /api/campaigns/:id/export (the .xlsx) or /export-bundle (the .zip): the bytes and the server's file name. This goes through fetch itself
 * rather than the shared client because the file name lives in a response header the client does not expose;
 * it keeps the client's contract otherwise (bearer token, credentials, 180 s timeout, 401 ends the session).
 */
export async function fetchCampaignExport(
  campaign: {
    id: string;
    name: string;
  },
  kind: ExportKind = 'sheet',
): Promise<{ blob: Blob; fileName: string }> {
  const target = EXPORTS[kind];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Timing.requestTimeoutMs);
  try {
    const headers = new Headers({
      Accept: `${target.accept}, application/json`,
    });
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await fetch(`${API_BASE_URL}/campaigns/${encodeURIComponent(campaign.id)}/${target.path}`, {
        method: 'GET',
        headers,
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (cause) {
      throw new ApiError({ status: 0, kind: 'no-response', cause });
    }
    if (!response.ok) {
      if (response.status === 401) clearSession();
      throw new ApiError({ status: response.status, kind: 'response' });
    }
    const blob = await response.blob();
    const fileName =
      fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ??
      target.fallback(campaign.name);
    return { blob, fileName };
  } finally {
    clearTimeout(timer);
  }
}

/** Hands a file to the browser's download manager. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
