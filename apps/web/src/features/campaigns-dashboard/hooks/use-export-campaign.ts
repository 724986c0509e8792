import { useMutation } from '@tanstack/react-query';
import { fetchCampaignExport, saveFile, type ExportKind } from '../api/export-campaign';

/** "Export to Excel" (the .xlsx) or "Export with images" (the .zip) for one campaign, under the server's file name. */
export function useExportCampaign(campaign: { id: string; name: string }, kind: ExportKind = 'sheet') {
  return useMutation({
    mutationFn: () => fetchCampaignExport(campaign, kind),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
