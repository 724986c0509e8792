import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaMessages } from '@adsmith/domain/creatives/messages';
import { bearer, buildTestApp, buildUser, type TestApp } from '../../test/test-app';
import { multipartFile, solidImage } from './testing/images';

type Account = Awaited<ReturnType<typeof buildUser>>;

describe('DELETE /api/media/{key} and the per-user upload quota', () => {
  let t: TestApp;
  let owner: Account;
  let other: Account;
  const upload = (user: Account, bytes: Buffer) => {
    const { payload, headers } = multipartFile(bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
  };
  const remove = (user: Account | null, key: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/media/${key}`, headers: user ? bearer(user.token) : {} });
  // Noise does not compress: each upload takes its real size in storage.
  const noisy = () =>
    sharp(crypto.randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    t = await buildTestApp({ env: { MEDIA_UPLOAD_QUOTA_MB: '1' } });
    owner = await buildUser(t.app);
    other = await buildUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('deletes an upload for its owner only: the bytes are gone and the URL answers 404; others get 404', async () => {
    const uploaded = await upload(owner, await solidImage('png'));
    expect(uploaded.statusCode).toBe(201);
    const url = uploaded.json().url as string;
    const key = url.replace('/api/proxy-media/', '');
    const file = path.join(t.config.DATA_DIR, 'media', ...key.split('/'));
    await fs.access(file);

    expect((await remove(other, key)).statusCode).toBe(404);
    expect((await remove(null, key)).statusCode).toBe(401);
    expect((await remove(owner, '../../etc/passwd')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) })).statusCode).toBe(200);

    const deleted = await remove(owner, key);
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) })).statusCode).toBe(404);
    await expect(fs.access(file)).rejects.toThrow();
    expect((await remove(owner, key)).statusCode).toBe(404);
  });

  it('refuses an upload past the quota with a clear message; deleting frees the space', async () => {
    const keys: string[] = [];
    let refused: Awaited<ReturnType<typeof upload>> | undefined;
    for (let seed = 1; seed <= 8 && !refused; seed += 1) {
      const response = await upload(owner, await noisy());
      if (response.statusCode === 201)
        keys.push((response.json().url as string).replace('/api/proxy-media/', ''));
      else refused = response;
    }
    expect(keys.length).toBeGreaterThan(0);
    expect(refused?.statusCode).toBe(400);
    expect(refused?.json()).toEqual({ detail: MediaMessages.quotaExceeded(1) });
    // Nothing of the refused upload stays in storage: only the accepted files are on disk.
    const onDisk = await fs.readdir(path.join(t.config.DATA_DIR, 'media', owner.user.id));
    expect(onDisk.sort()).toEqual(keys.map((key) => key.split('/')[1]).sort());
    // Another user has their own quota.
    expect((await upload(other, await noisy())).statusCode).toBe(201);

    expect((await remove(owner, keys[0]!)).statusCode).toBe(204);
    expect((await upload(owner, await noisy())).statusCode).toBe(201);
  });
});
