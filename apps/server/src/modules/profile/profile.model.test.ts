import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfileRefiner } from '../../ai/prompts/business-profile';
import { silentLogger } from '../../ai/engine';
import { messageText, startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { buildTestConfig } from '../../test/test-app';
import { buildBusinessProfile, type BuildProfileInput } from './build-profile';

const origin = 'https://studio-lumen.test';
const input: BuildProfileInput = {
  crawlId: 'c-model',
  startUrl: `${origin}/`,
  pages: [
    {
      url: `${origin}/`,
      text: 'Studio Lumen\nWedding and family portraits with natural light.\n"Lena made our wedding day feel easy and the photos are stunning."\nAnna and Tom',
      meta: { title: 'Studio Lumen' },
      images: [],
    },
    {
      url: `${origin}/contact`,
      text: 'Write to hello@studio-lumen.test. We work across the whole country.',
      meta: { title: 'Contact' },
      images: [],
    },
  ],
  offerings: [],
  brandSignals: null,
  businessType: null,
};

describe('business profile checked by a model (fake OpenAI-compatible endpoint)', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('keeps what the model quotes from the pages and drops what it does not', async () => {
    const config = await buildTestConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model-1',
      AI_API_KEY: 'test-key',
    });
    const refine = createProfileRefiner(config, silentLogger);
    expect(refine).not.toBeNull();
    const rules = buildBusinessProfile(input);
    fake.enqueue({
      json: {
        businessName: null,
        category: {
          value: 'wedding photographer',
          url: `${origin}/`,
          quote: 'Wedding and family portraits with natural light.',
        },
        country: { value: 'FR', url: `${origin}/`, quote: 'Based in Paris, France' },
        city: { value: 'Lyon', url: `${origin}/contact`, quote: 'Our studio in Lyon' },
        audience: [
          { value: 'family', url: `${origin}/`, quote: 'Wedding and family portraits with natural light.' },
          { value: 'brides', url: `${origin}/`, quote: 'Loved by brides everywhere' },
        ],
        valuePropositions: [
          {
            value: 'natural light',
            url: `${origin}/`,
            quote: 'Wedding and family portraits with natural light.',
          },
        ],
        offers: [{ kind: 'discount', text: '20% off in May', url: `${origin}/`, quote: '20% off in May' }],
        testimonials: [
          {
            quote: 'Lena made our wedding day feel easy and the photos are stunning.',
            author: 'Anna and Tom',
            url: `${origin}/`,
          },
          { quote: 'Best photographer ever.', author: 'Someone', url: `${origin}/` },
        ],
        unknowns: ['The pages do not say where the studio is.'],
      },
    });
    const profile = await refine!(input, rules);
    const request = fake.requests.at(-1)!;
    expect(messageText(request.body, 'user')).toContain('Check this draft profile');
    expect(messageText(request.body, 'user')).toContain('<crawled_data>');

    expect(profile.builtBy).toBe('model');
    expect(profile.category).toEqual({
      value: 'wedding photographer',
      source: { url: `${origin}/`, quote: 'Wedding and family portraits with natural light.' },
    });
    // Not on any page: dropped.
    expect(profile.location.country).toBeNull();
    expect(profile.location.city).toBeNull();
    expect(profile.offers.map((offer) => offer.text)).not.toContain('20% off in May');
    expect(profile.audience.map((item) => item.value)).not.toContain('brides');
    // The quoted testimonial once (the rules read it too), the invented one not at all.
    expect(profile.proof.testimonials).toHaveLength(1);
    expect(profile.proof.testimonials[0]).toMatchObject({
      quote: 'Lena made our wedding day feel easy and the photos are stunning.',
      author: 'Anna and Tom',
    });
    expect(profile.valuePropositions.some((item) => item.value === 'natural light')).toBe(true);
    expect(profile.unknowns).toContain('The pages do not say where the studio is.');
  });

  it('keeps the rules profile when the model fails', async () => {
    const config = await buildTestConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model-1',
      AI_API_KEY: 'test-key',
    });
    const refine = createProfileRefiner(config, silentLogger)!;
    const rules = buildBusinessProfile(input);
    fake.enqueue({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    expect(await refine(input, rules)).toEqual(rules);
  });

  it('is absent without a configured model', async () => {
    expect(createProfileRefiner(await buildTestConfig(), silentLogger)).toBeNull();
  });
});
