// The `adsmith` command (apps/server/bin/adsmith.mjs loads this file): the commands run on the process's streams.
import { runCli } from './cli/program';

const controller = new AbortController();
process.once('SIGINT', () => controller.abort(new Error('Interrupted')));
process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  signal: controller.signal,
});
