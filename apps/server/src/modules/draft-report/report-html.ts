import type {
  BusinessProfile,
  BusinessProfileResponse,
  ProfileSource,
} from '@adsmith/domain/profile/schemas';
import type { StoryFeedback } from '@adsmith/domain/story/schemas';
import { walkSourcedItems } from '../profile/profile-walk';

/** Everything `adsmith draft` made of one site. */
export type DraftReport = {
  url: string;
  generatedAt: string;
  durationMs: number;
  profile: BusinessProfileResponse;
  products: Record<string, unknown>[];
  story: { story: string; engine: { label: string }; unverified: string[] };
  /** The Brand Story screen's feedback on the saved story: Customers, Problems and Solution. */
  feedback?: StoryFeedback;
  hypotheses: {
    id: string;
    hypothesis: string;
    strategic_approach: string;
    success_metrics: string;
    potential_impact_score: number;
    daily_budget: number;
    evidence: { quote?: string; source_url?: string; url?: string; [key: string]: unknown }[];
  }[];
  /** Steps that failed, in words (the rest of the report still shows what was made). */
  problems: string[];
  campaigns: {
    hypothesisId: string;
    campaign: Record<string, unknown>;
    adSets: {
      adSet: Record<string, unknown> & { name: string };
      products: string[];
      note: string | null;
      ads: {
        ad: Record<string, unknown> & { headline: string; primary_text: string };
        blueprint: Record<string, unknown>;
        justification: string;
        images: {
          file: string;
          aspectRatio: string;
          width: number;
          height: number;
          /** The design and content checks this placement did not pass ("content/price: …"). */
          failedChecks: string[];
        }[];
      }[];
    }[];
  }[];
};

/** Text made safe for HTML (crawled and drafted text is untrusted). */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** Only http(s) links are written into the report (crawled URLs are untrusted). */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? escapeHtml(url) : '#');

function source(item: ProfileSource | null): string {
  if (!item) return '<span class="muted">set by the owner</span>';
  const quote = item.quote ? `<q>${escapeHtml(item.quote)}</q>` : '<span class="muted">(page markup)</span>';
  return `<a href="${safeHref(item.url)}">${escapeHtml(new URL(item.url).pathname || '/')}</a> ${quote}`;
}

function profileSection(profile: BusinessProfile): string {
  const rows: string[] = [];
  const row = (label: string, value: string) =>
    rows.push(`<tr><th>${escapeHtml(label)}</th><td>${value}</td></tr>`);
  const item = (value: string | null | undefined, src: ProfileSource | null | undefined) =>
    value
      ? `${escapeHtml(value)}<div class="src">${source(src ?? null)}</div>`
      : '<span class="muted">not found</span>';
  row('Business name', item(profile.businessName?.value, profile.businessName?.source));
  row('What it is', item(profile.category?.value, profile.category?.source));
  const location = profile.location;
  row(
    'Country',
    item(
      location.country ? `${location.country.value} (${location.country.basis})` : null,
      location.country?.source,
    ),
  );
  row('Region', item(location.region?.value, location.region?.source));
  row('City', item(location.city?.value, location.city?.source));
  row('Street', item(location.street?.value, location.street?.source));
  row('Local business', location.isLocal ? 'yes' : 'no');
  row('Languages', escapeHtml(profile.languages.join(', ') || '—'));
  row('Currency', item(profile.currency?.value, profile.currency?.source));
  row(
    'Offering type',
    profile.offeringType
      ? `${escapeHtml(profile.offeringType.value)} <span class="muted">${escapeHtml(profile.offeringType.reason)}</span>`
      : '—',
  );
  row('Tone', escapeHtml(profile.tone.join(', ') || '—'));
  const list = (
    label: string,
    items: { value?: string; text?: string; kind?: string; source: ProfileSource }[],
  ) =>
    row(
      label,
      items.length
        ? `<ul>${items.map((entry) => `<li>${entry.kind ? `<b>${escapeHtml(entry.kind)}</b> ` : ''}${escapeHtml(entry.value ?? entry.text)}<div class="src">${source(entry.source)}</div></li>`).join('')}</ul>`
        : '<span class="muted">none found</span>',
    );
  list('Audience', profile.audience);
  list('Value propositions', profile.valuePropositions);
  list('Offers and guarantees', profile.offers);
  list('Customer actions', profile.actions);
  list('Opening hours', profile.openingHours ?? []);
  row('Founded', item(profile.proof.foundedYear?.value, profile.proof.foundedYear?.source));
  list('Counts', profile.proof.counts);
  list('Awards', profile.proof.awards);
  list('Press', profile.proof.press);
  row(
    'Testimonials',
    profile.proof.testimonials.length
      ? `<ul>${profile.proof.testimonials.map((entry) => `<li><q>${escapeHtml(entry.quote)}</q> — ${escapeHtml(entry.author ?? 'no author given')}<div class="src">${source(entry.source)}</div></li>`).join('')}</ul>`
      : '<span class="muted">none found</span>',
  );
  row(
    'Ratings',
    escapeHtml(
      profile.proof.ratings
        .map((rating) => `${rating.value}/${rating.scale}${rating.count ? ` (${rating.count})` : ''}`)
        .join(', ') || '—',
    ),
  );
  row('Phone', item(profile.contact.phone?.value, profile.contact.phone?.source));
  row('Email', item(profile.contact.email?.value, profile.contact.email?.source));
  row(
    'Colours',
    profile.visuals.colors
      .map(
        (color) =>
          `<span class="swatch" style="background:${escapeHtml(color.hex)}"></span>${escapeHtml(color.hex)} ${escapeHtml(color.role)}`,
      )
      .join(' ') || '—',
  );
  row('Fonts', escapeHtml(profile.visuals.fonts.join(', ') || '—'));
  row(
    'Logo',
    profile.visuals.logo
      ? `<a href="${safeHref(profile.visuals.logo.url)}">${escapeHtml(profile.visuals.logo.url)}</a>`
      : '—',
  );
  row(
    'What could not be told',
    profile.unknowns.length
      ? `<ul>${profile.unknowns.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>`
      : '—',
  );
  return `<table class="profile">${rows.join('')}</table><p class="muted">${walkSourcedItems(profile).length} sourced items, built by ${escapeHtml(profile.builtBy)}.</p>`;
}

/** The story's feedback as the Brand Story screen shows it: each aspect answered or not, with its advice. */
function feedbackSection(feedback: StoryFeedback | undefined): string {
  if (!feedback) return '';
  const aspects = [
    ['Customers', feedback.customers],
    ['Problems', feedback.problems],
    ['Solution', feedback.solution],
  ] as const;
  const rows = aspects.map(
    ([label, aspect]) =>
      `<tr><th>${label} ${aspect.answered ? '✓' : '✗'}</th><td>${escapeHtml(aspect.feedback)}</td></tr>`,
  );
  return `<table class="feedback">${rows.join('')}</table>`;
}

/** A static page showing every artefact side by side; images are files next to it. */
export function renderDraftReport(report: DraftReport): string {
  const hypotheses = report.hypotheses
    .map(
      (
        hypothesis,
        index,
      ) => `<div class="card"><h3>Assumption ${index + 1}</h3><p>${escapeHtml(hypothesis.hypothesis)}</p>
<p><b>Approach</b> ${escapeHtml(hypothesis.strategic_approach)}</p><p><b>Metrics</b> ${escapeHtml(hypothesis.success_metrics)}</p>
<p><b>Impact</b> ${escapeHtml(hypothesis.potential_impact_score)} · <b>Budget</b> ${escapeHtml(hypothesis.daily_budget)}/day</p>
<ul class="evidence">${hypothesis.evidence.map((evidence) => `<li><q>${escapeHtml(evidence.quote ?? evidence.text ?? '')}</q> ${evidence.source_url || evidence.url ? `<a href="${safeHref(String(evidence.source_url ?? evidence.url))}">source</a>` : ''}</li>`).join('')}</ul></div>`,
    )
    .join('');
  const campaigns = report.campaigns
    .map((entry, index) => {
      const settings = Object.entries(entry.campaign)
        .filter(([key]) => !['engine', 'hypothesis_id', 'crawl_id'].includes(key))
        .map(
          ([key, value]) =>
            `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(typeof value === 'object' ? JSON.stringify(value) : value)}</td></tr>`,
        )
        .join('');
      const sets = entry.adSets
        .map((set) => {
          const setSettings = [
            'audience_type',
            'selection_reasoning',
            'targeting_approach',
            'daily_budget',
            'optimization_goal',
            'targeting',
          ]
            .filter((key) => set.adSet[key] !== undefined)
            .map(
              (key) =>
                `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(typeof set.adSet[key] === 'object' ? JSON.stringify(set.adSet[key]) : set.adSet[key])}</td></tr>`,
            )
            .join('');
          const ads = set.ads
            .map(
              (
                ad,
              ) => `<div class="ad"><div class="copy"><h5>${escapeHtml(ad.ad.headline)}</h5><p>${escapeHtml(ad.ad.primary_text)}</p>
<p class="muted">${escapeHtml(ad.ad.description ?? '')} · CTA ${escapeHtml(ad.ad.call_to_action ?? '')}</p><p class="muted">${escapeHtml(ad.justification)}</p></div>
<div class="images">${ad.images.map((image) => `<figure><img src="${escapeHtml(image.file)}" alt="${escapeHtml(`${ad.ad.headline} ${image.aspectRatio}`)}" width="${Math.round(image.width / 6)}"><figcaption>${escapeHtml(image.aspectRatio)} · ${image.width}×${image.height}${image.failedChecks.map((failed) => `<br>✗ ${escapeHtml(failed)}`).join('')}</figcaption></figure>`).join('')}</div></div>`,
            )
            .join('');
          return `<div class="adset"><h4>Ad set: ${escapeHtml(set.adSet.name)}</h4><table>${setSettings}</table><p><b>Products</b> ${escapeHtml(set.products.join(', ') || '—')}</p>${set.note ? `<p class="note">${escapeHtml(set.note)}</p>` : ''}${ads}</div>`;
        })
        .join('');
      return `<section><h3>Campaign ${index + 1}: ${escapeHtml(entry.campaign.name)}</h3><table>${settings}</table>${sets}</section>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Adsmith draft — ${escapeHtml(report.url)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1d1d1f;max-width:1500px}
h1{font-size:22px}h2{margin-top:36px;border-bottom:1px solid #ddd}table{border-collapse:collapse;margin:8px 0}
th,td{text-align:left;vertical-align:top;padding:4px 8px;border-bottom:1px solid #eee}th{width:180px;color:#555;font-weight:600}
.src{font-size:12px;color:#666}.src q{font-style:italic}.muted{color:#888}.swatch{display:inline-block;width:14px;height:14px;border:1px solid #ccc;vertical-align:middle;margin:0 4px}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:12px}.card{border:1px solid #ddd;border-radius:8px;padding:12px}
.adset{border-left:3px solid #ccd;padding-left:12px;margin:16px 0}.ad{display:flex;gap:16px;margin:12px 0;border-top:1px dashed #ddd;padding-top:12px}
.copy{width:340px;flex:none}.images{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}figure{margin:0}figcaption{font-size:12px;color:#666}img{border:1px solid #ddd}
.note{background:#fff7e0;padding:6px}.story{white-space:pre-wrap;max-width:900px}
</style></head><body>
<h1>What Adsmith made of <a href="${safeHref(report.url)}">${escapeHtml(report.url)}</a></h1>
<p class="muted">Generated ${escapeHtml(report.generatedAt)} in ${(report.durationMs / 1000).toFixed(1)} s · story by ${escapeHtml(report.story.engine.label)} · ${report.products.length} products and services read</p>
${report.problems.length ? `<div class="note" role="alert"><b>Not everything could be drafted:</b><ul>${report.problems.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul></div>` : ''}
<h2 id="profile">What we learned from the site</h2>${profileSection(report.profile.profile)}
<h2 id="story">Brand story</h2><p class="story">${escapeHtml(report.story.story)}</p>${feedbackSection(report.feedback)}
<h2 id="assumptions">Assumptions</h2><div class="cards">${hypotheses}</div>
<h2 id="campaigns">Campaigns, ad sets, ads and creatives</h2>${campaigns || '<p class="muted">No campaign was drafted.</p>'}
</body></html>
`;
}
