import { describe, expect, it } from 'vitest';
import { baseResult, runExample } from '../../src/checks/translate-example.ts';
import type { Example } from '../../src/config/model.ts';
import { clientFor, finalFailures, listBody, releaseAfterFailure } from '../live/harness.ts';
import { useEmulator } from '../world/service.ts';

const emu = useEmulator();
const at = { file: 'styles/de.yaml', line: 5, col: 5 };
const example: Example = { text: 'Please sign in.', source_language: 'en', origin: at, path: 'examples[0]', at: {} };

describe('runExample', () => {
  it('when both translations fail, the before side is named, whichever failure comes back first (the same outage reads the same on every run)', async () => {
    const [live, preview] = emu.seed([listBody('Live DE'), listBody('Preview DE')]);
    // The first translation to arrive (before's: it is sent first) is held, then answers 500; the other answers 500 at once.
    emu.addFault({ route: '/v2/translate', kind: 'hold', count: 1 });
    emu.addFault({ route: '/v2/translate', kind: 'status', status: 500 });
    const told = finalFailures();
    const { client } = clientFor(emu.url, { retries: 0, onRequest: told.onRequest });
    const stalled = emu.whenStalled('POST', '/v2/translate');
    const sides = { before: { style_id: live!.style_id, glossary_ids: [] }, after: { style_id: preview!.style_id, glossary_ids: [] } };
    const running = runExample(example, baseResult(example, 'de'), sides, { api: client, send: (task) => task(), billed: () => undefined });
    const { value: result } = await releaseAfterFailure(emu, stalled, told, '/v2/translate', running);
    expect(result?.status).toBe('error');
    expect(result?.error).toContain(live!.style_id);
    expect(result?.error).not.toContain(preview!.style_id);
  });
});
