import type { SelectedAdType } from '@adsmith/domain/creatives/constants';

/** Names a template may use; every one is a fact from the input (business, product, audience, CTA). */
export type TemplateFacts = {
  business: string;
  subject: string;
  audience: string;
  cta: string;
  headline: string;
};

type Template = {
  context: string;
  drivers: string;
  triggers: string;
  concept: string;
  narrative: string;
  mood: string;
  composition: string;
  scene: string;
  lighting: string;
  productIntegration: string;
  graphics: string;
  treatments: string;
};

/**
 * The creative direction per SPEC §9 ad type, written as templates over the input's facts. They describe how the
 * image is made (composition, light, mood); they never add a claim about the business.
 */
export const TYPE_TEMPLATES: Record<SelectedAdType, (facts: TemplateFacts) => Template> = {
  product_showcase: (f) => ({
    context: `One offering, ${f.subject}, carries the ad; the image has to make it the hero.`,
    drivers: 'Desire for the object itself; confidence in its quality.',
    triggers:
      'A clean, uncluttered frame signals quality; the price and a single call to action make the next step obvious.',
    concept: `${f.subject} as the hero of the frame.`,
    narrative: `The viewer meets ${f.subject} up close, reads "${f.headline}" and sees where to act.`,
    mood: 'Calm, crafted, premium.',
    composition:
      'Centred product in the middle band, headline above, price and CTA button below; generous margins.',
    scene: `A soft studio backdrop in the brand colours with a gentle floor shadow under ${f.subject}.`,
    lighting: 'Soft key light from the upper left, subtle fill, no harsh reflections.',
    productIntegration: `The product photo of ${f.subject} fills the centre, uncropped, on a light card.`,
    graphics: 'A rounded card behind the product; a pill-shaped CTA button.',
    treatments: 'Soft drop shadow under the product card; no filters on the product photo.',
  }),
  lifestyle: (f) => ({
    context: `${f.business} is bought for how it fits into life; the scene should show that moment.`,
    drivers: 'Aspiration and belonging: the viewer pictures themselves in the scene.',
    triggers: 'Recognisable everyday setting; warm light suggests comfort.',
    concept: `${f.subject} in the moment it is used.`,
    narrative: `A real-life moment with ${f.subject}, then the promise "${f.headline}".`,
    mood: 'Warm, relaxed, genuine.',
    composition: 'Full-bleed scene; headline and CTA on a soft gradient band at the bottom.',
    scene: `A lived-in, natural setting where ${f.audience} would use ${f.subject}, uncluttered, with space at the bottom for text.`,
    lighting: 'Natural window light, golden-hour warmth.',
    productIntegration: `${f.subject} appears naturally in the scene, shown again as a small inset when a photo exists.`,
    graphics: 'A gradient scrim at the bottom for legible text.',
    treatments: 'Gentle warm grade; light vignette.',
  }),
  social_proof: (f) => ({
    context: `The ad rests on what customers of ${f.business} already say and do.`,
    drivers: 'Trust and safety in numbers.',
    triggers: 'Social proof; authority of other buyers.',
    concept: 'The customer voice, framed like a quote card.',
    narrative: `"${f.headline}" presented as the reason others chose ${f.business}.`,
    mood: 'Trustworthy, warm, honest.',
    composition: 'A large quote card in the upper two thirds, product thumbnail and CTA below.',
    scene: 'A calm, softly textured background in the brand colours.',
    lighting: 'Even, soft light.',
    productIntegration: `A small photo of ${f.subject} beside the quote, when one exists.`,
    graphics: 'Oversized quotation marks; a rounded card.',
    treatments: 'Subtle paper texture feel through colour, no stock imagery.',
  }),
  promotion: (f) => ({
    context: 'The copy names an offer; urgency and clarity of the offer matter most.',
    drivers: 'Fear of missing out; the pleasure of a good deal.',
    triggers: 'Price anchoring and urgency.',
    concept: 'The offer in big, bold type with the product beside it.',
    narrative: `"${f.headline}" — the offer first, then ${f.subject}, then "${f.cta}".`,
    mood: 'Energetic, bold, clear.',
    composition:
      'Bold colour block with the offer headline at the top, product in the middle, price badge and CTA at the bottom.',
    scene: 'A solid, saturated brand-colour background with a simple geometric accent.',
    lighting: 'Bright and even.',
    productIntegration: `${f.subject} sits on a light card so it stands out from the colour block.`,
    graphics: 'A price badge; a high-contrast CTA button.',
    treatments: 'Flat colour, crisp edges.',
  }),
  social_post: (f) => ({
    context: `${f.business} talks to ${f.audience} like a friend would in their feed.`,
    drivers: 'Curiosity and familiarity.',
    triggers: 'Native look lowers ad resistance.',
    concept: 'A post-like card from the brand.',
    narrative: `A short post from ${f.business}: "${f.headline}".`,
    mood: 'Friendly, casual, personal.',
    composition:
      'A card with the brand name on top, the message large in the middle, the product and CTA at the bottom.',
    scene: 'A light neutral background like a social feed.',
    lighting: 'Flat, natural.',
    productIntegration: `A photo of ${f.subject} inside the card, when one exists.`,
    graphics: 'Avatar circle with the brand initial; rounded card.',
    treatments: 'None: it should look native.',
  }),
  problem_solution: (f) => ({
    context: `The customer has a problem that ${f.subject} solves.`,
    drivers: 'Relief from a frustration; hope.',
    triggers: 'Contrast between the problem and the answer.',
    concept: `The problem on one side, ${f.subject} as the answer on the other.`,
    narrative: `From the problem to "${f.headline}", solved by ${f.subject}.`,
    mood: 'Reassuring, confident.',
    composition:
      'Split frame: a muted panel for the problem, a bright panel with the product and CTA for the solution.',
    scene: 'Two panels: muted and desaturated for the problem, bright brand colour for the solution.',
    lighting: 'Dim on the problem side, bright on the solution side.',
    productIntegration: `${f.subject} in the solution panel.`,
    graphics: 'A clear divider between the panels; an arrow-like flow towards the CTA.',
    treatments: 'Desaturation on the problem side only.',
  }),
  informational: (f) => ({
    context: `The ad explains what ${f.business} does rather than selling one item.`,
    drivers: 'Curiosity; wanting to understand before buying.',
    triggers: 'Clarity and authority.',
    concept: 'A clean explainer card.',
    narrative: `"${f.headline}" and where to learn more.`,
    mood: 'Clear, calm, competent.',
    composition:
      'Headline large at the top, supporting line below, CTA at the bottom; image or brand block in between.',
    scene: 'A clean background in the brand colours with a simple shape accent.',
    lighting: 'Even.',
    productIntegration: `${f.subject} shown as a supporting image when a photo exists.`,
    graphics: 'A thin accent rule; rounded CTA.',
    treatments: 'Flat design.',
  }),
  feature_callout: (f) => ({
    context: `${f.subject} is best sold by what it includes.`,
    drivers: 'Confidence from understanding the benefits.',
    triggers: 'Specificity: concrete features read as proof.',
    concept: `${f.subject} with its key message called out.`,
    narrative: `${f.subject}, "${f.headline}", then "${f.cta}".`,
    mood: 'Confident, precise.',
    composition: 'Headline at the top, product or brand block in the centre, supporting line and CTA below.',
    scene: 'A light background with a brand-colour block behind the product.',
    lighting: 'Bright studio light.',
    productIntegration: `${f.subject} centred, with callout text beside or below it.`,
    graphics: 'Callout chips; a rounded CTA button.',
    treatments: 'Crisp, high clarity.',
  }),
  before_after: (f) => ({
    context: 'The copy contrasts a before and an after.',
    drivers: 'Desire for the after state.',
    triggers: 'Visible contrast makes the benefit concrete.',
    concept: 'Before on one side, after on the other.',
    narrative: `Before, then after with ${f.subject}: "${f.headline}".`,
    mood: 'Hopeful, transformative.',
    composition:
      'Two equal panels labelled by colour, the headline across the top and the CTA at the bottom.',
    scene: 'Left panel muted, right panel bright in the brand colour.',
    lighting: 'Flat on the left, bright on the right.',
    productIntegration: `${f.subject} in the after panel.`,
    graphics: 'A divider line; small panel labels by colour only.',
    treatments: 'Desaturated before panel.',
  }),
  lead_magnet: (f) => ({
    context: `The ad asks ${f.audience} to take a first step ("${f.cta}") rather than buy.`,
    drivers: 'Getting something valuable with little commitment.',
    triggers: 'Reciprocity; low-risk first step.',
    concept: 'The offer of the first step, with a big CTA.',
    narrative: `"${f.headline}" — then one clear action: "${f.cta}".`,
    mood: 'Helpful, inviting.',
    composition:
      'Headline at the top, supporting line, a large CTA button; brand block or product in the middle.',
    scene: 'A bright brand-colour background with a light card.',
    lighting: 'Bright and even.',
    productIntegration: `${f.subject} shown on the card when a photo exists.`,
    graphics: 'A large rounded CTA button; a light card.',
    treatments: 'Flat colour.',
  }),
};
