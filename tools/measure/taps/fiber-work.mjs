// The work a tap makes React do, counted the same at every run (CPU time on this machine is too
// noisy to compare two builds; what React renders is not): the commits that follow the tap and
// the fibers rendered in them. A stand-in for React DevTools' global hook (as
// tools/measure/measure-page.mjs counts a page's fibers) is told of every commit of every root; at each
// commit it walks the committed tree and counts the fibers that did work in it.
//
// The rule, since production React keeps no render flags or timings (those are its profiling
// build's): a fiber did work in a commit when it is new (mounted), or when its props, its state
// (a component's hooks list, a host element's update) or the first context it read is another
// object than at the last commit it was seen in. A component that rendered gets new props from a
// parent that rendered, or a new hooks list from its own update; one that bailed out is a copy
// of its last version, with the very same objects. A subtree React did not visit keeps its fibers,
// and they are compared with themselves (each fiber's last seen values are kept across commits,
// under whichever of its two versions is current), so they do not count.

/** Runs before the page's scripts: installs the hook and starts keeping each fiber's values. */
export function recordFiberWork() {
  /** @typedef {{ type: unknown, memoizedProps: unknown, memoizedState: unknown, dependencies: { firstContext: unknown } | null, alternate: Fiber | null, child: Fiber | null, sibling: Fiber | null }} Fiber */
  /** @type {WeakMap<Fiber, { props: unknown, state: unknown, context: unknown }>} */
  const seen = new WeakMap();
  const tally = { recording: false, commits: 0, fibers: 0, perCommit: /** @type {number[]} */ ([]), components: /** @type {Array<Record<string, number>>} */ ([]), lastCommitAt: 0 };
  Object.defineProperty(globalThis, '__mimeaFiberWork', { value: tally });
  /** @param {Fiber} fiber */
  const didWork = (fiber) => {
    const before = seen.get(fiber) ?? (fiber.alternate ? seen.get(fiber.alternate) : undefined);
    const now = { props: fiber.memoizedProps, state: fiber.memoizedState, context: fiber.dependencies?.firstContext ?? null };
    seen.set(fiber, now);
    if (fiber.alternate) seen.delete(fiber.alternate);
    return before === undefined || before.props !== now.props || before.state !== now.state || before.context !== now.context;
  };
  /**
   * What a fiber is, as React DevTools names it: a component's name (a memo's or forwardRef's
   * inner one), `<div>` for an element, null for React's own (text, fragments, Suspense…).
   * @param {Fiber} fiber
   */
  const nameOf = (fiber) => {
    const type = /** @type {{ displayName?: string, name?: string, render?: { displayName?: string, name?: string }, type?: { displayName?: string, name?: string } } | string | null} */ (fiber.type);
    if (typeof type === 'string') return `<${type}>`;
    if (!type || (typeof type !== 'function' && typeof type !== 'object')) return null;
    return type.displayName || type.name || type.render?.displayName || type.render?.name || type.type?.displayName || type.type?.name || null;
  };
  Reflect.set(globalThis, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    /** @param {number} _id @param {{ current: Fiber }} root */
    onCommitFiberRoot(_id, root) {
      let fibers = 0;
      /** @type {Record<string, number>} */
      const components = {};
      /** @type {Fiber[]} */
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = /** @type {Fiber} */ (stack.pop());
        if (didWork(fiber)) {
          fibers += 1;
          const name = nameOf(fiber) ?? '(React)';
          components[name] = (components[name] ?? 0) + 1;
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      if (!tally.recording) return;
      tally.commits += 1;
      tally.fibers += fibers;
      tally.perCommit.push(fibers);
      tally.components.push(components);
      tally.lastCommitAt = performance.now();
    },
  });
}

/** @typedef {{ commits: number, fibers: number, perCommit: number[], components: Array<Record<string, number>> }} FiberWork */

/** Starts counting from zero (just before the tap). @param {import('playwright-core').Page} page */
export function startCounting(page) {
  return page.evaluate(() => {
    const tally = Reflect.get(globalThis, '__mimeaFiberWork');
    Object.assign(tally, { recording: true, commits: 0, fibers: 0, perCommit: [], components: [], lastCommitAt: performance.now() });
  });
}

/**
 * What the tap caused, once React has been quiet for `quietMs` (no commit) and the network too:
 * what the tap loads (a chunk, the toasts' library) and draws after it counts. The commits a
 * page makes by itself (a carousel moving on, a toast leaving after 3.5 s) must not fall in the
 * window: the check runs with reduced motion, and reads before any toast leaves.
 * @param {import('playwright-core').Page} page
 * @param {number} [quietMs]
 * @returns {Promise<FiberWork>}
 */
export async function countedWork(page, quietMs = 500) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    (quiet) => performance.now() - Reflect.get(globalThis, '__mimeaFiberWork').lastCommitAt >= quiet,
    quietMs,
    { polling: 50, timeout: 10_000 },
  );
  return page.evaluate(() => {
    const tally = Reflect.get(globalThis, '__mimeaFiberWork');
    tally.recording = false;
    return { commits: tally.commits, fibers: tally.fibers, perCommit: [...tally.perCommit], components: [...tally.components] };
  });
}
