import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './export-campaign';

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="Spring_Sale_campaign_data.xlsx"', 'Spring_Sale_campaign_data.xlsx'],
    ['attachment; filename=Plain_campaign_data.xlsx', 'Plain_campaign_data.xlsx'],
    // The extended form wins, so a non-ASCII campaign name keeps its letters.
    [
      `attachment; filename="Caf__Cr_me_campaign_data.xlsx"; filename*=UTF-8''Caf%C3%A9_Cr%C3%A8me_campaign_data.xlsx`,
      'Café_Crème_campaign_data.xlsx',
    ],
    ['inline', null],
    [null, null],
  ])('reads %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });
});
