import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { createSceneGenerator } from './scene-generator';

describe('scene generator (AI SDK generateImage against a fake endpoint on 127.0.0.1)', () => {
  let fake: FakeOpenAI;
  const bodies: Record<string, unknown>[] = [];
  let png: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    fake = await startFakeOpenAI({
      images: (body) => {
        bodies.push(body);
        return { status: 200, body: { created: 1, data: [{ b64_json: png.toString('base64') }] } };
      },
    });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('is off without a provider, a key or (for compatible endpoints) a model', () => {
    expect(
      createSceneGenerator({
        IMAGE_PROVIDER: undefined,
        IMAGE_MODEL: 'x',
        AI_PROVIDER: undefined,
        AI_BASE_URL: undefined,
        AI_API_KEY: undefined,
        OPENAI_API_KEY: 'k',
      }),
    ).toBeNull();
    expect(
      createSceneGenerator({
        IMAGE_PROVIDER: 'openai',
        IMAGE_MODEL: undefined,
        AI_PROVIDER: undefined,
        AI_BASE_URL: undefined,
        AI_API_KEY: undefined,
        OPENAI_API_KEY: undefined,
      }),
    ).toBeNull();
    expect(
      createSceneGenerator({
        IMAGE_PROVIDER: 'openai-compatible',
        IMAGE_MODEL: undefined,
        AI_PROVIDER: undefined,
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: undefined,
        OPENAI_API_KEY: undefined,
      }),
    ).toBeNull();
  });

  it.each(['openai', 'openai-compatible'] as const)(
    'paints through the %s provider with the chosen settings',
    async (provider) => {
      const scenes = createSceneGenerator({
        IMAGE_PROVIDER: provider,
        IMAGE_MODEL: 'gpt-image-1',
        AI_PROVIDER: 'openai',
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: undefined,
        OPENAI_API_KEY: 'test-key',
      })!;
      const image = await scenes.paint({
        prompt: 'A calm studio.',
        settings: { quality: 'low', size: '1024x1536', style: 'natural' },
        signal: AbortSignal.timeout(5_000),
      });
      expect(image.equals(png)).toBe(true);
      expect(scenes.label).toBe('gpt-image-1');
      expect(bodies.at(-1)).toMatchObject({
        model: 'gpt-image-1',
        prompt: 'A calm studio.',
        n: 1,
        size: '1024x1536',
        quality: 'low',
        style: 'natural',
      });
      expect(fake.requests.at(-1)?.path).toBe('/v1/images/generations');
    },
  );
});
