import ExcelJS from 'exceljs';
import type { User } from '@adsmith/domain/auth/schemas';
import { EXPORT_COLUMNS, EXPORT_SHEET_NAME } from '@adsmith/domain/campaigns/export-columns';
import {
  buildExportRows,
  exportFileName,
  exportMoneyColumns,
  exportMoneyFormat,
} from '@adsmith/domain/campaigns/export-mapping';
import type { Campaign } from '@adsmith/domain/campaigns/api-schemas';
import type { Db } from '../../db/client';
import { getCampaign } from '../campaigns/use-cases/list-campaigns';
import { displayLinkFor } from './display-link';

/** An .xlsx file ready to send. */
export type ExportFile = { fileName: string; content: Buffer };

/**
 * The campaign as the ad platform's bulk-import sheet (SPEC §9): one sheet "Campaign Data", the 107 columns in the
 * reference order, one row per ad with campaign and ad set values repeated. Blank cells stay empty (not "null").
 */
export async function buildCampaignWorkbook(
  campaign: Campaign,
  options: { displayLink?: string | null } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Adsmith';
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME);
  sheet.columns = EXPORT_COLUMNS.map((column) => ({
    header: column,
    key: column,
    width: Math.min(40, Math.max(12, column.length + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // Money cells read in the ad account's currency by its code ("25.00 EUR"); the values stay plain numbers.
  const moneyFormat = exportMoneyFormat(campaign.currency);
  for (const row of buildExportRows(campaign, options)) {
    const added = sheet.addRow(EXPORT_COLUMNS.map((column) => row[column] ?? undefined));
    for (const column of exportMoneyColumns(row)) added.getCell(column).numFmt = moneyFormat;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The user's campaign as an .xlsx with the SPEC §9 file name; 404 when the campaign is not theirs. */
export async function exportCampaign(
  db: Db,
  options: { user: User; campaignId: string },
): Promise<ExportFile> {
  const campaign = await getCampaign(db, { user: options.user, id: options.campaignId });
  return {
    fileName: exportFileName(campaign.name),
    content: await buildCampaignWorkbook(campaign, { displayLink: await displayLinkFor(db, campaign) }),
  };
}

/**
 * Content-Disposition for a file name: an ASCII fallback (quotes, backslashes and non-ASCII replaced) plus the
 * exact UTF-8 name (RFC 6266 / 5987), so "Café Spring" downloads as itself in every browser.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
