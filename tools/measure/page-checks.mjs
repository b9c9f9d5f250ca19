// Whether a page `npm run measure` loaded was measured at all: a page that answers an error,
// draws nothing or a remote's fallback, loses a request, or loads no shared library through the
// federation runtime weighs less than the real one and would pass its budget. Each problem is
// one line naming the page and why (tools/measure/measure-page.mjs gathers the facts).

/** Request kinds whose failure means part of the page is missing (a script, a style, a picture, its data). */
const COUNTED_KINDS = new Set(['script', 'stylesheet', 'image', 'font', 'fetch', 'xhr', 'manifest']);

/**
 * @typedef {{ url: string, kind: string, status?: number, failure?: string }} FailedRequest
 *   `kind`: the browser's resource type; `status` for an HTTP error, `failure` for no answer
 * @typedef {{ path: string, status: number | null, expectedStatus?: number, mainText: string,
 *   fallback: string | null, failedRequests: FailedRequest[], shared: Record<string, number> | null }} MeasuredPage
 *   `status`: the document's (null: no answer); `mainText`: the text of its `main` region;
 *   `fallback`: the title of a remote's fallback on the page, if one shows;
 *   `shared`: copies of each shared library loaded (null: no federation share registry)
 */

/**
 * The reasons `page` does not count as measured; none when it does.
 * @param {MeasuredPage} page @returns {string[]}
 */
export function pageProblems(page) {
  const { path, status, expectedStatus = 200 } = page;
  const problems = [];
  if (status === null) problems.push(`${path} did not answer`);
  else if (status !== expectedStatus) problems.push(`${path} answered ${status}, not ${expectedStatus}`);
  if (page.fallback !== null) problems.push(`${path} shows a remote's fallback ("${page.fallback}") instead of its page`);
  else if (page.mainText.trim() === '') problems.push(`${path} drew nothing in its main region`);
  for (const request of page.failedRequests) {
    if (!COUNTED_KINDS.has(request.kind) || cancelledByThePage(request)) continue;
    const what = request.status !== undefined ? `answered ${request.status}` : `failed (${request.failure ?? 'no answer'})`;
    problems.push(`${path}: a ${request.kind} request ${what}: ${request.url}`);
  }
  if (page.shared === null) problems.push(`${path} has no federation share registry: no shared library was counted`);
  else if (Object.values(page.shared).every((copies) => copies === 0)) problems.push(`${path} loaded no shared library through the federation runtime (its share registry is empty)`);
  // A request asked for twice and lost twice is one problem.
  return [...new Set(problems)];
}

/**
 * A fetch the page's own code gave up on without an answer (its AbortController: a probe it
 * no longer needs). What it then misses shows as a fallback or an empty region.
 * @param {FailedRequest} request
 */
function cancelledByThePage(request) {
  return (request.kind === 'fetch' || request.kind === 'xhr') && request.status === undefined && request.failure === 'net::ERR_ABORTED';
}

/**
 * Shared libraries `page` loaded more than once, as `react x2`.
 * @param {Pick<MeasuredPage, 'shared'>} page
 */
export function twiceLoaded(page) {
  return Object.entries(page.shared ?? {})
    .filter(([, copies]) => copies > 1)
    .map(([name, copies]) => `${name} x${copies}`);
}
