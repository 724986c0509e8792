import type { CheerioRoot } from '@crawlee/utils';

/** Root elements client-side frameworks mount into (React, Vue, Next, Nuxt, Gatsby, Angular, Svelte, Quasar). */
const ROOT_SELECTOR =
  '#root, #app, #__next, #__nuxt, #___gatsby, #svelte, #q-app, #main-app, [data-reactroot], [ng-version], app-root, [data-server-rendered]';

/** Below this much visible body text a page says too little to be read without running its scripts. */
const SHELL_TEXT_CHARS = 200;

export type AppShellVerdict = { isAppShell: boolean; textChars: number; reason: string };

/**
 * Whether a page's HTML is an app shell: its visible text is tiny (scripts, styles, templates and noscript
 * notes not counted), it loads scripts, and it has a framework's mount point or says it needs JavaScript.
 * A page that is only images is not a shell (no scripts to run); a server-rendered React page is not one
 * either (its text is there).
 */
export function detectAppShell($: CheerioRoot): AppShellVerdict {
  const body = $('body').clone();
  body.find('script, style, noscript, template, svg').remove();
  const textChars = body.text().replace(/\s+/g, ' ').trim().length;
  const scripts = $('script[src], script[type="module"], script:not([type])').filter(
    (_, el) => Boolean($(el).attr('src')) || $(el).text().trim().length > 200,
  ).length;
  const noscript =
    /\b(enable|requires?|needs?|turn on|aktivieren|activer|habilitar)\b.{0,40}\bjavascript\b|\bjavascript\b.{0,40}\b(required|enable|disabled)/i.test(
      $('noscript').text(),
    );
  const root = $(ROOT_SELECTOR).length > 0;
  if (textChars >= SHELL_TEXT_CHARS)
    return { isAppShell: false, textChars, reason: 'the page has text of its own' };
  if (scripts === 0) return { isAppShell: false, textChars, reason: 'no scripts to run' };
  if (!root && !noscript) return { isAppShell: false, textChars, reason: 'no application root element' };
  return {
    isAppShell: true,
    textChars,
    reason: `${textChars} characters of text, ${scripts} script${scripts === 1 ? '' : 's'}${root ? ', an application root element' : ''}${noscript ? ', a "needs JavaScript" note' : ''}`,
  };
}
