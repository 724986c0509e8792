import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from './export-columns';

const reference = readFileSync(new URL('./reference/meta-bulk-import-headers.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

describe('export columns (SPEC §9)', () => {
  it('has exactly 107 distinct columns', () => {
    expect(EXPORT_COLUMNS).toHaveLength(107);
    expect(new Set(EXPORT_COLUMNS).size).toBe(107);
  });

  it('takes every column from the Meta bulk-import reference, in its order', () => {
    const positions = EXPORT_COLUMNS.map((column) => reference.indexOf(column));
    expect(positions.filter((position) => position < 0)).toEqual([]);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it.each([
    'Campaign Name',
    'Campaign Status',
    'Campaign Objective',
    'Buying Type',
    'Ad Set Name',
    'Ad Set Run Status',
    'Ad Set Daily Budget',
    'Ad Set Time Start',
    'Ad Set Time Stop',
    'Ad Set Schedule',
    'Countries',
    'Cities',
    'Regions',
    'Gender',
    'Age Min',
    'Age Max',
    'Publisher Platforms',
    'Facebook Positions',
    'Instagram Positions',
    'Device Platforms',
    'Optimization Goal',
    'Billing Event',
    'Bid Amount',
    'Ad Set Bid Strategy',
    'Ad Name',
    'Title',
    'Additional Title 4',
    'Body',
    'Additional Body 4',
    'Link Description',
    'Call to Action',
    'Link',
    'Image File Name',
  ])('carries %s', (column) => {
    expect(EXPORT_COLUMNS).toContain(column);
  });
});
