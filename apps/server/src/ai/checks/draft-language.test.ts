import { describe, expect, it } from 'vitest';
import type { StoryFeedback } from '@adsmith/domain/story/schemas';
import { checkDraftLanguage, draftArtefacts, type DraftTexts } from './draft-language';

const assumption = (hypothesis: string, approach = hypothesis, metrics = hypothesis) => ({
  hypothesis,
  strategic_approach: approach,
  success_metrics: metrics,
});
const feedback = (text: string): StoryFeedback => ({
  customers: { answered: true, feedback: text },
  problems: { answered: true, feedback: text },
  solution: { answered: true, feedback: text },
});
const kinds = async (draft: DraftTexts, language: 'nl' | 'it' | 'es' | 'en' | 'de', names: string[] = []) =>
  (await checkDraftLanguage(draft, { language, marked: false }, { names })).map(
    (finding) => `${finding.artefact} · ${finding.kind}`,
  );

/**
 * The artefacts quoted in issue 24 ("Drafts in the customer's language, written rather than stitched"), verbatim,
 * as the draft held them: story, feedback, assumptions and names are judged as the ads are.
 */
describe("the issue's drafts, artefact by artefact", () => {
  it('flags the English frame of the Dutch story and the Italian one', async () => {
    expect(
      await kinds(
        {
          story:
            'We offer the D (€95.00), sloten vervangen, inbraakpreventie, the Overdag (7:00 t/m 18:00) (€95.00).',
        },
        'nl',
        ['D', 'sloten vervangen', 'inbraakpreventie', 'Overdag'],
      ),
    ).toEqual(['story · language']);
    expect(
      await kinds({ story: 'Meet cascinasantarita-git. Spaccio carni di qualità.' }, 'it', [
        'cascinasantarita-git',
      ]),
    ).toEqual(['story · language']);
  });

  it("flags an ad set's targeting approach written in English inside a Spanish draft", async () => {
    expect(
      await kinds(
        {
          adSets: [
            {
              name: 'Fácil y rápido: Paseo en lancha – público amplio',
              targeting_approach:
                "Country-wide in CO (from the site's phone), ages 18–65, Facebook and Instagram feeds and stories; the ad copy carries the assumption.",
            },
          ],
        },
        'es',
        ['Paseo en lancha'],
      ),
    ).toEqual(['ad set 1 targeting · language']);
  });

  it('flags the stitched lash studio story and the Spanish page sentence after an English lead', async () => {
    expect(
      await kinds(
        {
          story:
            'We can do group discounts for. your own lashes to enhance them, a LVL is a chemical treatment applied to your own.',
        },
        'en',
      ),
    ).toEqual(['story · incomplete', 'story · incomplete']);
    expect(
      await kinds(
        {
          story: 'What sets us apart: el #preCITACchile se realizará en las áreas de eventos del instituto.',
        },
        'es',
      ),
    ).toEqual(['story · language']);
  });

  it('flags English feedback and assumptions on a Dutch and an Italian site, quotes aside', async () => {
    expect(
      await kinds(
        { feedback: feedback('You say what you offer (“formaggi e”). Add one proof point you can back up.') },
        'it',
      ),
    ).toEqual([
      // Both sentences of each aspect, the quoted (clipped) name aside.
      'feedback on customers · language',
      'feedback on customers · language',
      'feedback on problems · language',
      'feedback on problems · language',
      'feedback on solution · language',
      'feedback on solution · language',
    ]);
    expect(
      await kinds(
        {
          hypotheses: [
            assumption(
              'Customers choose the Belle for careful, lasting work — "vakkundig en snel" — and will pay for it.',
              'Lees de beoordelingen van klanten voor in de advertentie.',
              'Kosten per afspraak in de eerste 14 dagen.',
            ),
          ],
        },
        'nl',
      ),
    ).toEqual(['assumption 1 · language']);
  });

  it('flags an English campaign name on an Italian site and the Dutch ad of the issue', async () => {
    expect(
      await kinds(
        {
          campaign: { name: 'Macelleria Santa Rita – What makes us different (Sales)' },
          adSets: [{ name: 'Carni e salumi – Instagram sul telefono' }],
        },
        'it',
        ['Macelleria Santa Rita'],
      ),
    ).toEqual(['campaign name · language']);
    expect(
      await kinds(
        {
          ads: [
            {
              headline: 'Sloten vervangen',
              headline_variations: [],
              primary_text: 'inbraakschade herstellen. Is er bij u ingebroken? Call us today.',
              primary_text_variations: [],
              description: '',
              creative_approach: '',
            },
          ],
        },
        'nl',
        ['Sloten vervangen'],
      ),
    ).toEqual(['ad 1 primary text · incomplete', 'ad 1 primary text · language']);
  });
});

describe('a whole draft in its language', () => {
  it('passes a Dutch draft written whole and spelled', async () => {
    expect(
      await kinds(
        {
          story:
            'Welkom bij Praktijk Zonnedal in Zonnedorp. Onze diensten: Intake, Behandeling en Screening.',
          feedback: feedback('Je noemt wat je aanbiedt. Voeg een bewijs toe dat je site onderbouwt.'),
          hypotheses: [
            assumption(
              'Klanten kiezen voor Praktijk Zonnedal om de zorgvuldige aanpak: “wij nemen de tijd”.',
              'Toon het resultaat in de afbeelding en stuur mensen naar de pagina van Intake.',
              'Kosten per afspraak in de eerste 14 dagen.',
            ),
          ],
          campaign: { name: 'Praktijk Zonnedal – Vakmanschap (Leads)' },
          adSets: [{ name: 'Diensten: Intake en Screening – Instagram op mobiel' }],
        },
        'nl',
        ['Praktijk Zonnedal', 'Zonnedorp', 'Intake', 'Behandeling', 'Screening'],
      ),
    ).toEqual([]);
  });
});

describe('an English draft of a site in a language Adsmith does not write', () => {
  it('flags each artefact that does not say to translate it before publishing', async () => {
    const note = 'English draft: the site is in Finnish; translate it before publishing.';
    const findings = await checkDraftLanguage(
      {
        story: 'Welcome to Kakkutaivas in Naantali. We bake cakes to order.',
        campaign: { name: 'Kakkutaivas – Craft (Sales)', reasoning: `${note} This campaign tests …` },
        hypotheses: [assumption(`${note} Customers choose Kakkutaivas for cakes made to order.`)],
      },
      { language: 'en', marked: true },
      { names: ['Kakkutaivas', 'Naantali'] },
    );
    expect(findings.map((finding) => `${finding.artefact} · ${finding.kind}`)).toEqual(['story · unflagged']);
  });

  it('lists every text of a draft once per artefact, empty ones left out', () => {
    const labels = draftArtefacts({
      story: 'A story.',
      feedback: feedback(''),
      ads: [
        {
          headline: 'Fresh bread',
          headline_variations: ['Fresh bread'],
          primary_text: 'Baked today.',
          primary_text_variations: ['Baked today.', 'Baked at dawn.'],
          description: '',
          creative_approach: '',
        },
      ],
    }).map((artefact) => `${artefact.label}: ${artefact.text}`);
    expect(labels).toEqual([
      'story: A story.',
      'ad 1 headline: Fresh bread',
      'ad 1 primary text: Baked today.',
      'ad 1 primary text: Baked at dawn.',
    ]);
  });
});
