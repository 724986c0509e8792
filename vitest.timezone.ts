// Every suite runs in one pinned time zone, far from UTC and with daylight saving (New Zealand: +12:00, +13:00
// from late September to early April), so date and schedule code is proven outside the machine's own zone.
// Imported by the root and every project config, so a project run on its own is pinned too.
process.env.TZ = 'Pacific/Auckland';
