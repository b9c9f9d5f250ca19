// Checks the production images' Dockerfiles (deploy/, part of `npm run test:tools`; no Docker
// engine here): the order service's image holds its bundle, its migrations and only the npm
// packages the bundle imports, and runs as a user; the apps' images run nginx unprivileged.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { importedPackages, runtimePackage } from '../order-service/runtime-package.mjs';
import { repoRoot } from './serve.mjs';

/** The instructions of each stage of a Dockerfile, without comments. @param {string} file */
function stages(file) {
  const lines = fs.readFileSync(path.join(repoRoot, file), 'utf8').split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const result = [];
  for (const line of lines) {
    if (line.startsWith('FROM ')) result.push([]);
    result.at(-1)?.push(line);
  }
  return result;
}

test("the order service's package lists the npm packages its bundle imports, never built-ins or its own files", () => {
  const bundle = [
    'import Fastify from "fastify";',
    'import rateLimit from "@fastify/rate-limit";',
    'import { drizzle } from "drizzle-orm/node-postgres";',
    'import fs from "node:fs";',
    'import { x } from "./local.js";',
    'const pg = await import("pg");',
  ].join('\n');
  assert.deepEqual(importedPackages(bundle), ['@fastify/rate-limit', 'drizzle-orm', 'fastify', 'pg']);
  assert.deepEqual(runtimePackage(bundle, () => '1.0.0').dependencies, { '@fastify/rate-limit': '1.0.0', 'drizzle-orm': '1.0.0', fastify: '1.0.0', pg: '1.0.0' });
});

test("the order service's image: built apart, then only the bundle, its migrations and production packages, as a user", () => {
  const [build, runtime] = stages('deploy/order-service.Dockerfile');
  assert.ok(build && runtime, 'two stages');
  assert.match(build.join('\n'), /npm run build -w order-service/);
  const image = runtime.join('\n');
  assert.doesNotMatch(image, /COPY \. \./, 'the repository stays out of the image');
  assert.match(image, /COPY --from=build \/repo\/order-service\/dist\/package\.json \.\/package\.json/);
  assert.match(image, /RUN npm install --omit=dev/);
  assert.match(image, /COPY --from=build \/repo\/order-service\/dist\/main\.mjs \.\/dist\/main\.mjs/);
  assert.match(image, /COPY --from=build \/repo\/order-service\/migrations \.\/migrations/);
  assert.match(image, /^USER node$/m);
  assert.match(image, /CMD \["node", "dist\/main\.mjs"\]/);
});

test("the apps' image serves the build with nginx as an unprivileged user on 8080", () => {
  const runtime = stages('deploy/app.Dockerfile').at(-1).join('\n');
  assert.match(runtime, /^FROM nginxinc\/nginx-unprivileged:/m);
  assert.match(runtime, /^USER 101$/m);
  assert.match(runtime, /^EXPOSE 8080$/m);
  for (const template of ['shell', 'remote']) assert.match(fs.readFileSync(path.join(repoRoot, `deploy/nginx/${template}.conf.template`), 'utf8'), /^ {4}listen 8080;$/m);
});
