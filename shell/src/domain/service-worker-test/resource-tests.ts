// The Resource Tests table as a state machine (purchase spec section 2.12): a run sets every row
// pending, then each row becomes success or error once. Results carry the id of their run, so
// an earlier run that answers late never overwrites a newer one.
import type { TestedResource } from './tested-resources';

export type ResourceTestStatus = 'pending' | 'success' | 'error';

export interface ResourceTestResult extends TestedResource {
  status: ResourceTestStatus;
  /** Bytes of the response body; null until it succeeded. */
  size: number | null;
  /** Milliseconds from the request to the whole body; null until it succeeded. */
  loadTime: number | null;
  /** Why it failed: 'HTTP error! status: 404', or the network's message. */
  error: string | null;
}

export interface ResourceTestsState {
  /** The current run; 0 before the first. */
  runId: number;
  results: ResourceTestResult[];
}

export type ResourceTestsAction =
  | { type: 'started'; runId: number; resources: readonly TestedResource[] }
  | { type: 'succeeded'; runId: number; url: string; size: number; loadTime: number }
  | { type: 'failed'; runId: number; url: string; message: string };

export const initialResourceTests: ResourceTestsState = { runId: 0, results: [] };

export function resourceTestsReducer(state: ResourceTestsState, action: ResourceTestsAction): ResourceTestsState {
  if (action.type === 'started') {
    if (action.runId <= state.runId) return state;
    return {
      runId: action.runId,
      results: action.resources.map((resource) => ({ ...resource, status: 'pending', size: null, loadTime: null, error: null })),
    };
  }
  if (action.runId !== state.runId) return state;
  const index = state.results.findIndex((result) => result.url === action.url && result.status === 'pending');
  if (index === -1) return state;
  const results = [...state.results];
  const pending = results[index]!;
  results[index] =
    action.type === 'succeeded'
      ? { ...pending, status: 'success', size: action.size, loadTime: action.loadTime }
      : { ...pending, status: 'error', error: action.message };
  return { ...state, results };
}

export interface ResourceTestsSummary {
  total: number;
  pending: number;
  succeeded: number;
  failed: number;
}

export function summarizeResourceTests(results: readonly ResourceTestResult[]): ResourceTestsSummary {
  const count = (status: ResourceTestStatus) => results.filter((result) => result.status === status).length;
  return { total: results.length, pending: count('pending'), succeeded: count('success'), failed: count('error') };
}

/** What a screen reader hears as the run goes on. */
export function resourceTestsSummaryText({ total, pending, succeeded, failed }: ResourceTestsSummary): string {
  if (total === 0) return 'Not run yet.';
  if (pending > 0) return `Testing: ${total - pending} of ${total} done.`;
  return `Done: ${succeeded} of ${total} loaded, ${failed} failed.`;
}
