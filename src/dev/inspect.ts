// The inspection observer every actor of the app starts with (src/app/machine-actor.ts).
// A production build knows NODE_ENV when it parses this: it keeps `undefined` and leaves out
// the recorder and Stately's inspector, the `import()` included (it stays inside the
// condition, so no chunk is made for it); tests/e2e/production-has-no-dev-tools.spec.ts checks.
import { createRecorder } from './inspector/recorder.ts';
import { forwardToStately } from './inspector/stately.ts';

export const devInspect =
  process.env.NODE_ENV === 'production'
    ? undefined
    : createRecorder(
        import.meta.env.PUBLIC_STATELY_INSPECT === 'true'
          ? forwardToStately(import('@statelyai/inspect'))
          : undefined,
      );
