// Every suite runs in one pinned time zone, far from UTC and with daylight saving (New Zealand: +12:00, +13:00
// from late September to early April), so date and schedule code is proven outside the machine's own zone.
// Imported by the root and every Vitest project config, and by the Playwright config (browser and server), so a
// project run on its own is pinned too. A test that needs another zone sets it itself.
export const TEST_TIME_ZONE = 'Pacific/Auckland';
process.env.TZ = TEST_TIME_ZONE;
