// Shoppers' field vitals (docs/order-service.md, "Field vitals"; docs/office.md, "Shop speed"):
// POST /api/vitals takes a sampled browser's beacon, counts it in the day's histograms and keeps
// nothing else of it; GET /api/office/vitals gives the owner the 75th percentiles.
import type { FastifyInstance } from 'fastify';
import type { RouteSetup } from '../route-setup';
import { check } from '../validation';
import type { OfficeGuard } from '../office/auth/office-guard';
import { readVitals, recordVitals } from './vitals-store';
import { vitalsBeacon, VITALS_BODY_LIMIT } from './vitals-schema';

export interface VitalsRouteOptions {
  setup: RouteSetup;
  guard: OfficeGuard;
  /** Beacons a minute per client. */
  beaconsPerMinute: number;
  /** The clock (milliseconds): which shop day a beacon counts in, and today of the readout. */
  now: () => number;
}

export async function vitalsRoutes(app: FastifyInstance, options: VitalsRouteOptions): Promise<void> {
  const { inDatabase, perMinute } = options.setup;

  // navigator.sendBeacon sends a string as text/plain (a CORS-safe type, so no preflight): the
  // same JSON is read from it. Only in this plugin: every other route still wants JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string) as unknown);
    } catch {
      done(Object.assign(new Error('The request body must be JSON.'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });

  app.post('/api/vitals', { bodyLimit: VITALS_BODY_LIMIT, ...perMinute(options.beaconsPerMinute) }, async (request, reply) => {
    const checked = check(vitalsBeacon, request.body);
    if (!checked.ok) return reply.code(400).send({ error: 'The beacon has problems: nothing was stored.', problems: checked.problems });
    await inDatabase(request, (db) => recordVitals(db, checked.value, new Date(options.now())));
    return reply.code(204).send();
  });

  // Owner only, as the issue has it; no access-record entry: the figures name nobody, like "Today".
  app.get('/api/office/vitals', options.guard.ownerOnly, async (request) => inDatabase(request, (db) => readVitals(db, new Date(options.now()))));
}
