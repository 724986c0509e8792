import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';

const APP_NAME = 'Adsmith';

type TitleHandle = { title?: string };

/** The title of the deepest matched route that names one, as "Your Campaigns · Adsmith". */
export function documentTitleFor(matches: readonly { handle?: unknown }[]): string {
  const titled = matches
    .map((match) => (match.handle as TitleHandle | undefined)?.title)
    .filter((title): title is string => Boolean(title));
  const title = titled.at(-1);
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Root route element: keeps `document.title` in step with the screen, so tabs and history say where you are. */
export function DocumentTitle() {
  const matches = useMatches();
  const title = documentTitleFor(matches);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
