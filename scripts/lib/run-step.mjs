// One step of the test run: a command whose output goes to the console as it comes and is kept, so that a step that
// fails can say why in the run's last lines, which are all a CI log may show. A runner can exit non-zero with every test
// passed (Vitest on an unhandled rejection or a worker lost, Playwright on an error outside any test): its counts then
// name no failure, and only these lines do.
import { spawn } from 'node:child_process';

const KEPT_BYTES = 2_000_000;
const COLOUR = /\u001b\[[0-9;]*m/g;
const TELLING = /\b(Error|Unhandled|FAIL|failed|timed out|Timeout)\b|vitest-pool|vitest-worker|✘|×/;

/** Runs `command`, echoing its output; resolves to its exit status and the lines of its output that tell of a failure. */
export function runStep(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let kept = '';
    const keep = (target) => (chunk) => {
      target.write(chunk);
      kept = (kept + chunk.toString()).slice(-KEPT_BYTES);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    const done = (status) => resolve({ status, tellingLines: tellingLinesOf(kept) });
    child.on('error', (error) => done(`not started (${error.message})`));
    child.on('close', (code, signal) => done(code ?? signal));
  });
}

function tellingLinesOf(output) {
  const lines = output
    .replace(COLOUR, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => TELLING.test(line) && !/\b0 failed\b/.test(line));
  return lines.slice(-15);
}
