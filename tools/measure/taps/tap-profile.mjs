// What profile-tap.mjs reads from one tap's timeline trace and CPU profile: the tap's Event
// Timing entries and their three phases (input delay, the handlers, the wait for the paint), the
// main thread's tasks around them, and where the CPU went in each phase, named through the
// builds' source maps. Pure: tested by tap-profile.test.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/**
 * @typedef {{ name: string, ph: string, ts?: number, dur?: number, tid: number, pid: number, args?: { name?: string, data?: Record<string, unknown> } }} TraceEvent
 * @typedef {{ functionName: string, url: string, lineNumber: number, columnNumber: number }} CallFrame
 * @typedef {{ id: number, callFrame: CallFrame, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[], startTime: number }} Profile
 * @typedef {{ type: string, startMs: number, delayMs: number, processingMs: number, presentationMs: number, durationMs: number }} TimedEntry
 * @typedef {{ label: string, from: number, to: number }} Phase a span of the trace's clock (µs)
 * @typedef {{ interactionId: number, entries: TimedEntry[], phases: Phase[], durationMs: number }} TapTiming
 */

/**
 * The tapped page's main thread: the busiest CrRendererMain that timed an event (Event Timing).
 * Another renderer (one loading a page of its own) can be busier on a loaded machine, and was
 * taken for the page's: tap-profile.test.mjs failed in CI that way. Only the tapped page's
 * thread times the tap.
 * @param {TraceEvent[]} events
 */
export function mainThreadOf(events) {
  /** @type {Map<string, number>} */ const busy = new Map();
  const renderers = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const timing = new Set(events.filter((event) => event.name === 'EventTiming').map((event) => `${event.pid}:${event.tid}`));
  const tapped = new Set([...renderers].filter((thread) => timing.has(thread)));
  const mains = tapped.size > 0 ? tapped : renderers;
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && mains.has(thread)) busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const [thread] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  return (/** @type {TraceEvent} */ event) => `${event.pid}:${event.tid}` === thread;
}

/**
 * The tap's Event Timing entries as the trace records them (Chromium's `EventTiming` events, the
 * same figures as the PerformanceObserver's), of the last interaction in the trace: each entry's
 * input delay (input to its handlers), processing (its handlers) and presentation delay (to the
 * paint), and the interaction's three phases on the trace's clock: from the input to the first
 * handler, the handlers, and from the last handler to the paint. Null when no interaction.
 * @param {TraceEvent[]} events
 * @returns {TapTiming | null}
 */
export function tapTiming(events) {
  /** @typedef {{ type: string, interactionId: number, timeStamp: number, processingStart: number, processingEnd: number, duration: number }} EntryData */
  const begun = events.filter((event) => event.name === 'EventTiming' && event.ph === 'b' && Number(event.args?.data?.interactionId) > 0);
  if (begun.length === 0) return null;
  const last = begun.reduce((latest, event) => ((event.ts ?? 0) >= (latest.ts ?? 0) ? event : latest));
  const interactionId = Number(last.args?.data?.interactionId);
  const own = begun.filter((event) => Number(event.args?.data?.interactionId) === interactionId);
  const data = own.map((event) => /** @type {EntryData} */ (/** @type {unknown} */ (event.args?.data)));
  // An entry's begin event is stamped at its input's time: the offset from the page's clock (ms) to the trace's (µs).
  const offset = (own[0]?.ts ?? 0) - (data[0]?.timeStamp ?? 0) * 1000;
  const toTrace = (/** @type {number} */ ms) => offset + ms * 1000;
  // In the order their handlers ran (a pointerup and its click share their input's time).
  const entries = [...data]
    .sort((a, b) => a.processingStart - b.processingStart)
    .map((entry) => ({
      type: entry.type,
      startMs: entry.timeStamp,
      delayMs: entry.processingStart - entry.timeStamp,
      processingMs: entry.processingEnd - entry.processingStart,
      presentationMs: entry.timeStamp + entry.duration - entry.processingEnd,
      durationMs: entry.duration,
    }));
  const input = Math.min(...data.map((entry) => entry.timeStamp));
  const firstHandler = Math.min(...data.map((entry) => entry.processingStart));
  const lastHandler = Math.max(...data.map((entry) => entry.processingEnd));
  const painted = Math.max(...data.map((entry) => entry.timeStamp + entry.duration));
  return {
    interactionId,
    entries,
    durationMs: Math.max(...data.map((entry) => entry.duration)),
    phases: [
      { label: 'input delay (before its first handler)', from: toTrace(input), to: toTrace(firstHandler) },
      { label: 'its handlers', from: toTrace(firstHandler), to: toTrace(lastHandler) },
      { label: 'to the paint (after its last handler)', from: toTrace(lastHandler), to: toTrace(painted) },
    ],
  };
}

/** Trace events that only wrap others. */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ProfileChunk', 'v8.run', 'V8.Execute']);

/**
 * The main thread's tasks (over 1 ms) that overlap [from, to] (µs), each with when it began (ms
 * from `from`), how long it ran and what filled it: event dispatches by type, script, style,
 * layout, paint (total ms per name, nested events in their parents too).
 * @param {TraceEvent[]} events
 * @param {number} from
 * @param {number} to
 * @returns {Array<{ atMs: number, ms: number, ran: Array<[string, number]> }>}
 */
export function tasksBetween(events, from, to) {
  const isMain = mainThreadOf(events);
  const onMain = events.filter((event) => isMain(event) && event.ph === 'X' && typeof event.ts === 'number').sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  return onMain
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 1000 && (event.ts ?? 0) < to && (event.ts ?? 0) + (event.dur ?? 0) > from)
    .map((task) => {
      const start = task.ts ?? 0;
      const end = start + (task.dur ?? 0);
      /** @type {Map<string, number>} */ const ran = new Map();
      for (const event of onMain) {
        if (event === task || WRAPPERS.has(event.name) || (event.ts ?? 0) < start || (event.ts ?? 0) >= end || (event.dur ?? 0) < 100) continue;
        const type = event.args?.data?.type;
        const what = event.name === 'EventDispatch' && typeof type === 'string' ? `${type} event` : event.name;
        ran.set(what, (ran.get(what) ?? 0) + (event.dur ?? 0) / 1000);
      }
      return { atMs: (start - from) / 1000, ms: (task.dur ?? 0) / 1000, ran: [...ran].sort((a, b) => b[1] - a[1]) };
    });
}

/**
 * Self and total time (ms) per function in each span, from a CPU profile's samples (the
 * profile's clock is the trace's). A function's name comes from `nameOf`.
 * @param {Profile} profile
 * @param {ReadonlyArray<{ from: number, to: number }>} spans
 * @param {(frame: CallFrame) => string} nameOf
 * @returns {Array<{ sampledMs: number, self: Map<string, number>, total: Map<string, number> }>}
 */
export function timePerFunction(profile, spans, nameOf) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */ const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  /** @type {Map<number, string>} */ const names = new Map();
  const named = (/** @type {ProfileNode} */ node) => {
    if (!names.has(node.id)) names.set(node.id, nameOf(node.callFrame));
    return /** @type {string} */ (names.get(node.id));
  };
  const results = spans.map(() => ({ sampledMs: 0, self: new Map(), total: new Map() }));
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id);
    const span = spans.findIndex((candidate) => at >= candidate.from && at < candidate.to);
    const result = results[span];
    if (!node || !result) return;
    result.sampledMs += ms;
    const own = named(node);
    result.self.set(own, (result.self.get(own) ?? 0) + ms);
    /** @type {Set<string>} */ const onStack = new Set();
    for (let frame = /** @type {number | undefined} */ (id); frame !== undefined; frame = parentOf.get(frame)) {
      const caller = byId.get(frame);
      if (caller) onStack.add(named(caller));
    }
    for (const name of onStack) result.total.set(name, (result.total.get(name) ?? 0) + ms);
  });
  return results;
}

/**
 * Names a profile's call frame as it was written: `function path/to/source.ts:line` through the
 * source map beside the script in its app's dist/ (the servers do not serve maps), the package's
 * path for a library (`react-dom/cjs/…`), else the minified name and the script's path.
 * @param {Record<string, string>} distOfOrigin each app's served origin → its dist folder
 */
export function sourceNamer(distOfOrigin) {
  /** @type {Map<string, TraceMap | null>} */ const maps = new Map();
  /** @param {URL} url */
  const mapOf = (url) => {
    const key = url.href;
    if (!maps.has(key)) {
      const dist = distOfOrigin[url.origin];
      const file = dist && path.join(dist, `${decodeURIComponent(url.pathname)}.map`);
      maps.set(key, file && fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : null);
    }
    return maps.get(key) ?? null;
  };
  /** @param {CallFrame} frame */
  return (frame) => {
    if (!/^https?:/.test(frame.url)) return `${frame.functionName || '(anonymous)'}${frame.url ? ` ${frame.url}` : ''}`.replace(/^\(anonymous\)$/, '(native)');
    const url = new URL(frame.url);
    const map = mapOf(url);
    const where = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : null;
    if (!where?.source) return `${frame.functionName || '(anonymous)'} ${url.pathname}:${frame.lineNumber + 1}`;
    const source = where.source.includes('node_modules/') ? where.source.slice(where.source.lastIndexOf('node_modules/') + 'node_modules/'.length) : where.source.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, '');
    return `${where.name ?? (frame.functionName || '(anonymous)')} ${source}:${where.line}`;
  };
}
