import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaMessages } from '@adsmith/domain/creatives/messages';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { jpegPixelBomb, multipartFile, pngPixelBomb, solidImage } from './testing/images';

type Account = Awaited<ReturnType<typeof buildUser>>;

describe('media upload and proxy-media (local storage)', () => {
  let t: TestApp;
  let owner: Account;
  let other: Account;
  const upload = (user: Account, bytes: Buffer, options?: Parameters<typeof multipartFile>[1]) => {
    const { payload, headers } = multipartFile(bytes, options);
    return t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
  };
  const fetchMedia = (user: Account | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildUser(t.app);
    other = await buildUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a PNG under DATA_DIR/media/<userId>/ with a server-made name, and serves it to its owner', async () => {
    const png = await solidImage('png', { width: 32, height: 20 });
    const response = await upload(owner, png, { filename: '../../evil name.png' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ content_type: 'image/png', width: 32, height: 20 });
    expect(body.url).toMatch(new RegExp(`^/api/proxy-media/${owner.user.id}/[0-9a-f-]{36}\\.png$`));
    const key = body.url.replace('/api/proxy-media/', '');
    const onDisk = await fs.readFile(path.join(t.config.DATA_DIR, 'media', ...key.split('/')));
    expect(onDisk.length).toBe(body.bytes);

    const served = await fetchMedia(owner, body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
    expect(served.headers['cache-control']).toContain('private');
    expect(served.rawPayload).toEqual(onDisk);
    const again = await t.app.inject({
      method: 'GET',
      url: body.url,
      headers: { ...bearer(owner.token), 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps JPEG and WebP in their type; the declared type and name do not matter', async () => {
    const jpeg = await upload(owner, await solidImage('jpeg'), {
      filename: 'photo.png',
      contentType: 'image/png',
    });
    expect(jpeg.json()).toMatchObject({ content_type: 'image/jpeg' });
    expect(jpeg.json().url).toMatch(/\.jpg$/);
    const webp = await upload(owner, await solidImage('webp'), {
      filename: 'x.gif',
      contentType: 'application/octet-stream',
    });
    expect(webp.json().url).toMatch(/\.webp$/);
    expect((await fetchMedia(owner, webp.json().url)).headers['content-type']).toBe('image/webp');
  });

  it.each([
    [
      'an HTML file named .png and declared image/png',
      async () => Buffer.from('<html><script>alert(1)</script></html>'),
    ],
    ['a GIF', async () => solidImage('gif')],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a PDF', async () => Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj')],
  ])('refuses %s by its content', async (_name, make) => {
    const response = await upload(owner, await make(), { filename: 'picture.png', contentType: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(MediaMessages.unsupportedType);
  });

  it('re-encodes a polyglot: the stored file has no trace of the appended HTML', async () => {
    const polyglot = Buffer.concat([
      await solidImage('png'),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const response = await upload(owner, polyglot);
    expect(response.statusCode).toBe(201);
    const served = await fetchMedia(owner, response.json().url);
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([await solidImage('png'), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(owner, big);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(MediaMessages.tooLarge(10));
  });

  it.each([
    ['PNG', () => pngPixelBomb(50_000, 50_000)],
    ['JPEG', () => jpegPixelBomb(60_000, 60_000)],
  ])('refuses a %s pixel bomb before decoding it', async (_name, make) => {
    const response = await upload(owner, await make());
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(MediaMessages.tooManyPixels(40));
  });

  it('refuses a request without a file, and anyone signed out', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: bearer(owner.token),
      payload: { file: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    const { payload, headers } = multipartFile(await solidImage('png'));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/media/upload', payload, headers })).statusCode,
    ).toBe(401);
  });

  it("serves nobody else's media: another user and a signed-out request get nothing", async () => {
    const { url } = (await upload(owner, await solidImage('png'))).json();
    const foreign = await fetchMedia(other, url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Media not found' });
    expect((await fetchMedia(null, url)).statusCode).toBe(401);
  });

  it('has no way out of the storage root', async () => {
    // Files outside media/ that a traversal would aim for.
    await fs.writeFile(path.join(t.config.DATA_DIR, 'secret.png'), 'TOP-SECRET');
    const { url } = (await upload(owner, await solidImage('png'))).json();
    const own = url.replace('/api/proxy-media/', '');
    const [userDir] = own.split('/');
    const attempts = [
      '../secret.png',
      '../../secret.png',
      '%2e%2e/secret.png',
      '%2e%2e%2fsecret.png',
      '%252e%252e%252fsecret.png',
      `${userDir}/..%2f..%2fsecret.png`,
      `${userDir}/%252e%252e%252f%252e%252e%252fsecret.png`,
      '..%5c..%5csecret.png',
      '..\\..\\secret.png',
      `${userDir}\\..\\..\\secret.png`,
      '/etc/passwd',
      '%2fetc%2fpasswd',
      `${encodeURIComponent(path.join(t.config.DATA_DIR, 'secret.png'))}`,
      `${own}%00.png`,
      `${own}/../../../secret.png`,
      `${own.toUpperCase()}`,
      '',
    ];
    for (const attempt of attempts) {
      const response = await fetchMedia(owner, `/api/proxy-media/${attempt}`);
      // A NUL is refused before any lookup by the one control-character rule (400 naming the field).
      expect(response.statusCode, attempt).toBe(attempt.includes('%00') ? 400 : 404);
      expect(response.body, attempt).not.toContain('TOP-SECRET');
      expect(response.body, attempt).not.toContain('root:');
    }
    expect((await fetchMedia(owner, url)).statusCode).toBe(200);
  });

  it('refuses raw dot segments sent over a real connection (no client-side normalisation)', async () => {
    // app.inject resolves "..", a raw socket does not: this is what a hostile client can really send.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const raw = (target: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          `${address}/`,
          { method: 'GET', path: target, headers: bearer(owner.token) },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      });
    for (const target of [
      '/api/proxy-media/../../secret.png',
      `/api/proxy-media/${owner.user.id}/../../secret.png`,
      '/api/proxy-media/..\\..\\secret.png',
      '/api/proxy-media//etc/passwd',
      '/api/proxy-media/./../secret.png',
    ]) {
      const response = await raw(target);
      expect(response.status, target).toBe(404);
      expect(response.body, target).not.toContain('TOP-SECRET');
    }
  });
});

describe('media upload through S3-compatible storage', () => {
  it('stores the upload in the bucket and serves it from there', async () => {
    const { startFakeS3 } = await import('./testing/fake-s3');
    const fake = await startFakeS3();
    const t = await buildTestApp({
      env: {
        MEDIA_STORAGE: 's3',
        S3_ENDPOINT: fake.endpoint,
        S3_BUCKET: 'adsmith-test',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    try {
      const user = await buildUser(t.app);
      const { payload, headers } = multipartFile(await solidImage('webp'));
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        payload,
        headers: { ...headers, ...bearer(user.token) },
      });
      expect(response.statusCode).toBe(201);
      const key = response.json().url.replace('/api/proxy-media/', '');
      expect(fake.objects.get(`/adsmith-test/${key}`)?.contentType).toBe('image/webp');
      await expect(fs.stat(path.join(t.config.DATA_DIR, 'media'))).rejects.toThrow();
      const served = await t.app.inject({
        method: 'GET',
        url: response.json().url,
        headers: bearer(user.token),
      });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(fake.objects.get(`/adsmith-test/${key}`)?.body);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
