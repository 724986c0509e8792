import { useMutation } from '@tanstack/react-query';
import { fetchCampaignExport, saveFile } from '../api/export-campaign';

/** "Export to Excel" for one campaign: downloads the .xlsx under the server's file name. */
export function useExportCampaign(campaign: { id: string; name: string }) {
  return useMutation({
    mutationFn: () => fetchCampaignExport(campaign),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
