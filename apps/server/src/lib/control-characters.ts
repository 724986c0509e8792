import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. NUL among them. */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const ControlCharacterMessage = 'must not contain control characters';

/** The path of the first string (or key) in `value` that holds a control character, or null. */
export function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (CONTROL_CHARACTER.test(key)) return [...path, key];
    const found = findControlCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The one rule for control characters: a NUL or other control character anywhere in the body, the query or the
 * path parameters of any route is a 400 naming the field, before the route's own validation or any database
 * call sees it (text fields keep tabs and line breaks).
 */
export function registerControlCharacterRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findControlCharacter(value);
      if (!found) continue;
      const field = found.join('.') || part;
      throw badRequest(`${field}: ${ControlCharacterMessage}`);
    }
  });
}
