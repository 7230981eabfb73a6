/** Runs in the browser before the page hydrates (Next's client instrumentation file). */
import { keepZodFromEval } from './lib/zod-without-eval';

keepZodFromEval();
