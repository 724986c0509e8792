import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { storageKey, storedJson } from './stored-json';

const schema = z.object({ story: z.string(), basedOn: z.string() });

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('storedJson', () => {
  it('keeps one key style and gives back only values its schema accepts', () => {
    expect(storageKey('story-draft', 'c1')).toBe('adsmith:story-draft:c1');
    const draft = storedJson('session', storageKey('story-draft', 'c1'), schema);
    expect(draft.read()).toBeNull();
    draft.write({ story: 'New', basedOn: 'Old' });
    expect(window.sessionStorage.getItem('adsmith:story-draft:c1')).toBe('{"story":"New","basedOn":"Old"}');
    expect(draft.read()).toEqual({ story: 'New', basedOn: 'Old' });
    // Written by hand, by an older version, or cut short: null, never a half-read value.
    window.sessionStorage.setItem('adsmith:story-draft:c1', '{"story": 42}');
    expect(draft.read()).toBeNull();
    window.sessionStorage.setItem('adsmith:story-draft:c1', '{"story": "New", "basedOn"');
    expect(draft.read()).toBeNull();
    draft.remove();
    expect(window.sessionStorage.getItem('adsmith:story-draft:c1')).toBeNull();
  });

  it('moves a value from its old dotted key to the new one, once', () => {
    window.sessionStorage.setItem(
      'adsmith.story-draft.c1',
      JSON.stringify({ story: 'Kept', basedOn: 'Saved' }),
    );
    const draft = storedJson('session', 'adsmith:story-draft:c1', schema, 'adsmith.story-draft.c1');
    expect(draft.read()).toEqual({ story: 'Kept', basedOn: 'Saved' });
    expect(window.sessionStorage.getItem('adsmith.story-draft.c1')).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('adsmith:story-draft:c1')!)).toEqual({
      story: 'Kept',
      basedOn: 'Saved',
    });
    // An unreadable old value is dropped, not moved.
    window.sessionStorage.setItem('adsmith.story-draft.c2', 'not json');
    expect(
      storedJson('session', 'adsmith:story-draft:c2', schema, 'adsmith.story-draft.c2').read(),
    ).toBeNull();
    expect(window.sessionStorage.getItem('adsmith.story-draft.c2')).toBeNull();
    expect(window.sessionStorage.getItem('adsmith:story-draft:c2')).toBeNull();
  });

  it('counts storage that throws (privacy mode, quota) as empty and never throws itself', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const cache = storedJson('local', storageKey('websites', 'u1'), z.array(z.string()));
    expect(cache.read()).toBeNull();
    expect(() => cache.write(['a'])).not.toThrow();
    expect(() => cache.remove()).not.toThrow();
  });
});
