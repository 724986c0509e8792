import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../testing/fake-s3';
import { createLocalStorage } from './local-storage';
import { InvalidMediaKeyError } from './media-storage';
import { createS3Storage } from './s3-storage';

const userId = randomUUID();
const key = `${userId}/${randomUUID()}.png`;
const bytes = Buffer.from('\x89PNG pretend image bytes');

const BAD_KEYS = [
  '../secret.png',
  `${userId}/../../secret.png`,
  `/etc/passwd`,
  `${userId}\\..\\..\\secret.png`,
  `${userId}/${randomUUID()}.html`,
  `${userId}/${randomUUID()}.png/../../x.png`,
  `${userId.toUpperCase()}/${randomUUID()}.png`,
  '',
];

describe('local media storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-media-'));
  });
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('stores, reads and deletes under root/<userId>/<file>', async () => {
    const storage = createLocalStorage(path.join(root, 'media'));
    await storage.put(key, bytes, 'image/png');
    expect(await fs.readFile(path.join(root, 'media', ...key.split('/')))).toEqual(bytes);
    expect(await storage.get(key)).toEqual(bytes);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it.each(BAD_KEYS)(
    'refuses the key %j for every operation, touching nothing outside the root',
    async (bad) => {
      await fs.writeFile(path.join(root, 'secret.png'), 'outside');
      const storage = createLocalStorage(path.join(root, 'media'));
      await expect(storage.put(bad, bytes, 'image/png')).rejects.toBeInstanceOf(InvalidMediaKeyError);
      await expect(storage.get(bad)).rejects.toBeInstanceOf(InvalidMediaKeyError);
      await expect(storage.delete(bad)).rejects.toBeInstanceOf(InvalidMediaKeyError);
      expect(await fs.readFile(path.join(root, 'secret.png'), 'utf8')).toBe('outside');
    },
  );
});

describe('S3-compatible media storage (AWS SDK v3 against a fake on 127.0.0.1)', () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterAll(async () => {
    await fake.close();
  });
  const storage = () =>
    createS3Storage({
      bucket: 'adsmith-media',
      region: 'eu-central-1',
      endpoint: fake.endpoint,
      forcePathStyle: true,
      accessKeyId: 'test-access-key',
      secretAccessKey: 'test-secret-key',
    });

  it('puts and gets objects path-style at the endpoint, signed with SigV4', async () => {
    const s3 = storage();
    await s3.put(key, bytes, 'image/png');
    expect(await s3.get(key)).toEqual(bytes);
    const [put, get] = fake.requests.slice(-2);
    expect(put).toMatchObject({
      method: 'PUT',
      path: `/adsmith-media/${key}`,
      host: new URL(fake.endpoint).host,
      contentType: 'image/png',
    });
    expect(get).toMatchObject({ method: 'GET', path: `/adsmith-media/${key}` });
    expect(put!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/eu-central-1\/s3\/aws4_request/,
    );
    expect(fake.objects.get(`/adsmith-media/${key}`)?.body).toEqual(bytes);
  });

  it('answers null for a missing object and deletes', async () => {
    const s3 = storage();
    expect(await s3.get(`${userId}/${randomUUID()}.png`)).toBeNull();
    await s3.delete(key);
    expect(fake.objects.has(`/adsmith-media/${key}`)).toBe(false);
  });

  it.each(BAD_KEYS)('never sends a request for the key %j', async (bad) => {
    const before = fake.requests.length;
    await expect(storage().get(bad)).rejects.toBeInstanceOf(InvalidMediaKeyError);
    expect(fake.requests.length).toBe(before);
  });
});

describe('storage configuration', () => {
  it('asks for a bucket at boot when MEDIA_STORAGE=s3, and defaults to local storage', async () => {
    const { ConfigError, loadConfig } = await import('../../../config/env');
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET: is required when MEDIA_STORAGE=s3/);
    expect(loadConfig({})).toMatchObject({
      MEDIA_STORAGE: 'local',
      S3_FORCE_PATH_STYLE: false,
      S3_REGION: 'us-east-1',
    });
  });
});
