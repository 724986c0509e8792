import { exportFileName } from '@adsmith/domain/campaigns/export-mapping';
import { apiClient, type DownloadedFile } from '@/lib/api-client';

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
 * GET /api/campaigns/:id/export (the .xlsx) or /export-bundle (the .zip) through the one API client (bearer token,
 * credentials, 180 s timeout, 401 ends the session, the server's `{ detail }` kept on failure): the bytes and the
 * server's file name.
 */
export async function fetchCampaignExport(
  campaign: {
    id: string;
    name: string;
  },
  kind: ExportKind = 'sheet',
): Promise<{ blob: Blob; fileName: string }> {
  const target = EXPORTS[kind];
  const { blob, contentDisposition } = await apiClient.get<DownloadedFile>(
    `/campaigns/${encodeURIComponent(campaign.id)}/${target.path}`,
    { responseType: 'file', headers: { Accept: `${target.accept}, application/json` } },
  );
  const fileName = fileNameFromContentDisposition(contentDisposition) ?? target.fallback(campaign.name);
  return { blob, fileName };
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
