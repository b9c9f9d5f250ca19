/**
 * @jest-environment node
 */
// As a remote's build renders a page's HTML (shared/build/render-fragments.mjs): no browser.
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { useAsyncQuery } from './use-async-query';

function Answer({ inServerHtml }: { inServerHtml?: boolean }) {
  const state = useAsyncQuery(async () => 'Olive Soap', `answer-${String(inServerHtml)}`, { inServerHtml });
  return <p>{state.status === 'ready' ? state.data : state.status}</p>;
}

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve) => prelude.pipe(new Writable({ write: (chunk: Buffer, _encoding, done) => void (chunks.push(chunk), done()), final: (done) => void (resolve(), done()) })));
  return Buffer.concat(chunks).toString('utf8');
}

describe('useAsyncQuery in a page rendered ahead as HTML', () => {
  it('waits for the answer, so the HTML carries it rather than the loading state', async () => {
    expect(await html(<Answer />)).toBe('<p>Olive Soap</p>');
  });

  it('leaves what the server cannot answer to the browser: its loading state', async () => {
    expect(await html(<Answer inServerHtml={false} />)).toBe('<p>loading</p>');
  });
});
