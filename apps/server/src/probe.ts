import { realsiteFacts } from './ai/testing/realsite-facts';
for (const name of process.argv.slice(2) as never[]) {
  const f = await realsiteFacts(name);
  const p = f.profile!;
  console.log(JSON.stringify({ name, offerings: f.offerings.length, businessName: p.businessName?.value, category: p.category?.value, loc: [p.location.country?.value, p.location.city?.value, p.location.isLocal], lang: p.languages, cur: p.currency?.value, type: p.offeringType?.value, audience: p.audience.map(a=>a.value), vps: p.valuePropositions.map(v=>v.value), proof: { y: p.proof.foundedYear?.value, counts: p.proof.counts.map(c=>c.value), t: p.proof.testimonials.map(t=>t.quote.slice(0,80)), r: p.proof.ratings.map(r=>`${r.value}/${r.scale} ${r.count}`), aw: p.proof.awards.map(a=>a.value) }, offers: p.offers.map(o=>`${o.kind}: ${o.text}`), actions: p.actions.map(a=>a.value), tone: p.tone }, null, 1));
}
