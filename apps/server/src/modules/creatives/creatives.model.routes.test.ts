import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  sampleBlueprint,
  sampleBlueprintWithBrand,
} from '@adsmith/domain/creatives/testing/sample-blueprint';
import { CreativeMessages } from '@adsmith/domain/creatives/messages';
import { BLUEPRINT_MODEL_FAILURE } from '../../ai/prompts/creative-blueprint/index';
import { NO_TEXT_RULE } from '../../ai/offline/creative/image-prompt';
import { messageText, startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { fixtureFacts } from '../../ai/testing/fixture-facts';
import { seedCrawl } from '../../ai/testing/seed-crawl';
import { callAs, type Account, type SeededHypothesis } from '../campaigns/testing/campaign-setup';
import { blueprintRequest, setBrandSignals } from './testing/creative-setup';
import { decode, distance, pixelAt } from './testing/pixels';
import { UNGROUNDED_TEXT_NOTICE } from './use-cases/generate-blueprint';

const SCENE_GREEN = '#2e7d32';

/** The blueprint as a model writes it: everything but input_images (the server sets those). */
function modelBlueprint(headline: string) {
  const { input_images: _images, ...rest } = sampleBlueprint();
  const part3 = rest.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography;
  return {
    ...rest,
    step_4_ad_type_specific_blueprint: {
      ...rest.step_4_ad_type_specific_blueprint,
      part_3_textual_elements_and_typography: {
        ...part3,
        text_elements: part3.text_elements
          .filter((element) => element.element_name !== 'price')
          .map((element) =>
            element.element_name === 'headline' ? { ...element, content: headline } : element,
          ),
      },
    },
  };
}

describe('creatives through the model engine and an image model (fake OpenAI-compatible endpoint on 127.0.0.1)', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  let admin: Account;
  let owner: Account;
  let seeded: SeededHypothesis;
  let imageRequests: Record<string, unknown>[];
  let imageReply: () => { status: number; body: unknown };
  const as = (user: Account) => callAs(t.app, user);

  beforeAll(async () => {
    const scene = (
      await sharp({ create: { width: 1024, height: 1536, channels: 3, background: SCENE_GREEN } })
        .png()
        .toBuffer()
    ).toString('base64');
    fake = await startFakeOpenAI({
      images: (body) => {
        imageRequests.push(body);
        return imageReply();
      },
    });
    imageReply = () => ({ status: 200, body: { created: 1, data: [{ b64_json: scene }] } });
    t = await buildTestApp({
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'fake-llm',
        AI_TIMEOUT_SECONDS: '5',
        IMAGE_PROVIDER: 'openai-compatible',
        IMAGE_MODEL: 'fake-image',
        ADMIN_EMAILS: 'boss@example.test',
      },
    });
    admin = await buildUser(t.app, { email: 'boss@example.test' });
    owner = await buildUser(t.app);
    // Seeded without drafting (the fake answers only what each test scripts): crawl, saved story, saved assumption.
    const facts = fixtureFacts('shop');
    const crawlId = await seedCrawl(t.database.db, { userId: owner.user.id, facts });
    await as(owner)('POST', `/save-story/${crawlId}`, {
      story: 'Kiln & Kettle makes hand-thrown stoneware in Leeds.',
    });
    const hypothesisId = (
      await as(owner)('POST', '/hypotheses', {
        hypothesis: 'Customers choose Kiln & Kettle because every piece is hand-thrown.',
        strategic_approach: 'Show the studio.',
        success_metrics: 'Purchases.',
        potential_impact_score: 7,
        crawl_id: crawlId,
      })
    ).json().id as string;
    const products = (await as(owner)('GET', `/products/${crawlId}`)).json().products;
    seeded = { crawlId, hypothesisId, products, hostname: facts.hostname, siteName: facts.name };
    await setBrandSignals(t, seeded.crawlId);
  });
  beforeEach(() => {
    imageRequests = [];
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('plans the blueprint with the model: structured output, crawl quoted as data, input images set by the server', async () => {
    const request = blueprintRequest(seeded);
    fake.enqueue({
      json: {
        blueprint: modelBlueprint(request.ad_data.headline!),
        justification: 'A product shot suits one mug.',
      },
    });
    const response = await as(owner)('POST', '/generate-static-ad-blueprint', request);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      engine: { kind: 'model', label: 'fake-llm' },
      justification: 'A product shot suits one mug.',
      notices: [],
    });
    expect(body.blueprint.input_images.product_image_url).toBe(seeded.products[0]!.image_url ?? null);
    const sent = fake.requests.at(-1)!.body;
    expect(sent.response_format?.type).toBe('json_schema');
    const prompt = messageText(sent, 'user');
    expect(prompt).toContain('<crawled_data>');
    expect(prompt).toContain(seeded.products[0]!.name);
    expect(prompt).toContain('#1f3a5f');
  });

  it('resets corrupt text elements from the model to the ad copy with the SPEC message', async () => {
    const request = blueprintRequest(seeded);
    const broken = modelBlueprint('x') as unknown as Record<string, Record<string, Record<string, unknown>>>;
    broken.step_4_ad_type_specific_blueprint!.part_3_textual_elements_and_typography!.text_elements = [
      { element_name: 'headline', content: 42 },
    ];
    fake.enqueue({ json: { blueprint: broken, justification: 'Plan.' } });
    const response = await as(owner)('POST', '/generate-static-ad-blueprint', request);
    expect(response.statusCode).toBe(200);
    expect(response.json().notices).toEqual(['Error: Text elements data is corrupt. Resetting...']);
    const texts =
      response.json().blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography
        .text_elements;
    expect(
      texts.find((element: { element_name: string }) => element.element_name === 'headline').content,
    ).toBe(request.ad_data.headline);
    expect(texts.find((element: { element_name: string }) => element.element_name === 'cta').content).toBe(
      'Shop Now',
    );
  });

  it('drops text the ad copy does not support (an invented price)', async () => {
    const request = blueprintRequest(seeded);
    const plan = modelBlueprint(request.ad_data.headline!);
    plan.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements.push({
      ...plan.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements[0]!,
      element_name: 'badge',
      content: 'Now only $1.99',
    });
    fake.enqueue({ json: { blueprint: plan, justification: 'Plan.' } });
    const response = await as(owner)('POST', '/generate-static-ad-blueprint', request);
    const texts = response.json().blueprint.step_4_ad_type_specific_blueprint
      .part_3_textual_elements_and_typography.text_elements as { content: string }[];
    expect(texts.map((element) => element.content)).not.toContain('Now only $1.99');
    expect(response.json().notices).toEqual([UNGROUNDED_TEXT_NOTICE]);
  });

  it('reports a blueprint the model keeps getting wrong as 502 with the detail for the SPEC message', async () => {
    const { step_3_psychological_strategy: _missing, ...incomplete } = modelBlueprint('x');
    fake.enqueue(
      { json: { blueprint: incomplete, justification: 'Plan.' } },
      { json: { blueprint: { step_1_brand_integration: 'nope' }, justification: 'Plan.' } },
    );
    const response = await as(owner)('POST', '/generate-static-ad-blueprint', blueprintRequest(seeded));
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toBe(BLUEPRINT_MODEL_FAILURE);
  });

  it('writes the image prompt with the model and always forbids painted text', async () => {
    fake.enqueue({ json: { prompt: 'A sunlit pottery studio with shelves of glazed mugs.' } });
    const response = await as(owner)('POST', '/generate-image-prompt', {
      blueprint: sampleBlueprint(),
      ad_creative_type: 'auto',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().prompt).toBe(
      `A sunlit pottery studio with shelves of glazed mugs. ${NO_TEXT_RULE}`,
    );
    fake.enqueue(
      { status: 500, body: { error: { message: 'down' } } },
      { status: 500, body: { error: { message: 'down' } } },
    );
    const failed = await as(owner)('POST', '/generate-image-prompt', { blueprint: sampleBlueprint() });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().detail).toBe('Failed to generate image prompt');
  });

  it('paints the scene with the image model (admin settings sent as chosen) and renders text and product over it', async () => {
    const blueprint = {
      ...sampleBlueprintWithBrand(),
      step_2_ad_type_definition: {
        ...sampleBlueprint().step_2_ad_type_definition,
        selected_type: 'lifestyle' as const,
      },
    };
    const response = await as(admin)('POST', '/generate-static-ad-image', {
      blueprint,
      aspect_ratio: '9:16',
      quality: 'high',
      size: '1536x1024',
      style: 'vivid',
      prompt: 'A calm pottery studio at dusk.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      engine: { kind: 'model', label: 'fake-image' },
      prompt: 'A calm pottery studio at dusk.',
      settings: { quality: 'high', size: '1536x1024', style: 'vivid' },
    });
    expect(imageRequests).toHaveLength(1);
    expect(imageRequests[0]).toMatchObject({
      model: 'fake-image',
      prompt: 'A calm pottery studio at dusk.',
      n: 1,
      size: '1536x1024',
      quality: 'high',
      style: 'vivid',
      response_format: 'b64_json',
    });
    const served = await t.app.inject({
      method: 'GET',
      url: response.json().image_url,
      headers: bearer(admin.token),
    });
    const image = await decode(served.rawPayload);
    // The scene fills the canvas full-bleed; above the text's scrim it shows as painted.
    expect(distance(pixelAt(image, 6, image.height * 0.08), SCENE_GREEN)).toBeLessThan(10);
    expect(response.json().picture_source).toBe('model');
    expect(
      response
        .json()
        .design_checks.map((placement: { aspect_ratio: string; passed: boolean }) => [
          placement.aspect_ratio,
          placement.passed,
        ]),
    ).toEqual([
      ['1:1', true],
      ['4:5', true],
      ['16:9', true],
      ['9:16', true],
    ]);
  });

  it('gives non-admins the defaults and writes the prompt first when none is given', async () => {
    fake.enqueue({ json: { prompt: 'A bright kitchen table.' } });
    const response = await as(owner)('POST', '/generate-static-ad-image', {
      blueprint: sampleBlueprint(),
      aspect_ratio: '16:9',
      quality: 'high',
      style: 'natural',
    });
    expect(response.statusCode).toBe(200);
    expect(imageRequests[0]).toMatchObject({ size: '1536x1024', quality: 'medium' });
    expect(imageRequests[0]).not.toHaveProperty('style');
    expect(imageRequests[0]!.prompt).toBe(`A bright kitchen table. ${NO_TEXT_RULE}`);
  });

  it('fails honestly when the image model fails or answers with something that is not an image', async () => {
    imageReply = () => ({ status: 500, body: { error: { message: 'overloaded' } } });
    const failed = await as(owner)('POST', '/generate-static-ad-image', {
      blueprint: sampleBlueprint(),
      prompt: 'x',
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().detail).toBe(CreativeMessages.modelImageFailed);
    imageReply = () => ({
      status: 200,
      body: {
        data: [{ b64_json: Buffer.from('<html><script>alert(1)</script></html>').toString('base64') }],
      },
    });
    const notImage = await as(owner)('POST', '/generate-static-ad-image', {
      blueprint: sampleBlueprint(),
      prompt: 'x',
    });
    expect(notImage.statusCode).toBe(502);
  });
});
