import fs from 'node:fs/promises';
import { inject } from 'vitest';

let ready: Promise<void> | undefined;

/**
 * Waits until this project's template database is ready (test/global-setup.ts makes it while the lighter projects'
 * files run), or throws the error that stopped it. Once per worker: the files of a worker share this module.
 */
export function databaseTemplateReady(): Promise<void> {
  ready ??= waitFor(inject('databaseTemplateReady'));
  return ready;
}

async function waitFor(file: string): Promise<void> {
  for (;;) {
    if (await exists(file)) return;
    const failure = await fs.readFile(`${file}.failed`, 'utf8').catch(() => null);
    if (failure !== null) throw new Error(`The test database template could not be made:\n${failure}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
