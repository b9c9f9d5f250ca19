import { afterArrivalPaint } from './after-arrival-paint';

/** A #root as a page arrives: empty (an app page), or the server's HTML with its leading picture. */
function arrivedRoot(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

/** Whether `promise` has settled once everything queued up to now has run. */
async function settledNow(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

describe('afterArrivalPaint (the shop’s code waits for the page it arrived as to be painted)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('does not wait on a page that arrived empty: the browser draws it', async () => {
    expect(await settledNow(afterArrivalPaint(arrivedRoot('')))).toBe(true);
    expect(await settledNow(afterArrivalPaint(null))).toBe(true);
  });

  it('waits for the next paint of a page that arrived as HTML, then goes on', async () => {
    const waited = afterArrivalPaint(arrivedRoot('<main><h1>Shop</h1></main>'));
    expect(await settledNow(waited)).toBe(false);
    jest.advanceTimersByTime(20); // a frame, then the task queued after its paint
    jest.advanceTimersByTime(1);
    expect(await settledNow(waited)).toBe(true);
  });

  it('waits for the leading picture to load before that paint', async () => {
    const root = arrivedRoot('<img src="/hero.svg" fetchpriority="high" alt="Hero"><img src="/card.svg" alt="Card">');
    const picture = root.querySelector('img') as HTMLImageElement;
    Object.defineProperty(picture, 'complete', { value: false });
    const waited = afterArrivalPaint(root);
    jest.advanceTimersByTime(200);
    expect(await settledNow(waited)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(50);
    expect(await settledNow(waited)).toBe(true);
  });

  it('waits for every leading picture, a listing’s first cards', async () => {
    const root = arrivedRoot('<img src="/a.svg" fetchpriority="high" alt="A"><img src="/b.svg" fetchpriority="high" alt="B">');
    const [first, second] = [...root.querySelectorAll('img')];
    for (const picture of [first, second]) Object.defineProperty(picture, 'complete', { value: false });
    const waited = afterArrivalPaint(root);
    first?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(50);
    expect(await settledNow(waited)).toBe(false);
    second?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(50);
    expect(await settledNow(waited)).toBe(true);
  });

  it('goes on when the picture fails to load', async () => {
    const root = arrivedRoot('<img src="/gone.svg" fetchpriority="high" alt="Gone">');
    Object.defineProperty(root.querySelector('img'), 'complete', { value: false });
    const waited = afterArrivalPaint(root);
    root.querySelector('img')?.dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(50);
    expect(await settledNow(waited)).toBe(true);
  });

  it('never waits longer than its cap, however slow the picture (or a tab with no frames)', async () => {
    const root = arrivedRoot('<img src="/slow.svg" fetchpriority="high" alt="Slow">');
    Object.defineProperty(root.querySelector('img'), 'complete', { value: false });
    const waited = afterArrivalPaint(root, 800);
    jest.advanceTimersByTime(799);
    expect(await settledNow(waited)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settledNow(waited)).toBe(true);
  });
});
