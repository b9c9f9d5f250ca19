import { Writable } from 'node:stream';
import { setImmediate as setImmediateOfNode } from 'node:timers';
import { within } from '@testing-library/react';
import type * as React from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import type * as Shared from '@mimea/shared';
import type * as CatalogStub from '../test/catalog-stub';
import type PackagePageOfTest from './package-page';
import { testProduct } from '../test/catalog-stub';
import type { CatalogProduct } from '../components/catalog/catalog-modules';

const bitterMelon = testProduct('bitter-melon-capsules', 'Bitter Melon Capsules', ['blood-sugar', 'chronic-disease']);
const products = [bitterMelon, testProduct('olive-soap', 'Olive Soap', ['skincare'], 'beauty-care')];

/**
 * A fresh copy of the modules that draw the page: the build's process and each page load in the
 * browser have their own (what a page waits for while it hydrates is kept per page load).
 */
function freshModules(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a copy of its own, per process or page load */
    modules = {
      react: require('react') as typeof React,
      client: require('react-dom/client') as typeof ReactDomClient,
      server: require('react-dom/server.node') as typeof ReactDomServer,
      shared: require('@mimea/shared') as typeof Shared,
      stub: require('../test/catalog-stub') as typeof CatalogStub,
      PackagePage: (require('./package-page') as { default: typeof PackagePageOfTest }).default,
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return modules!;
}

interface Modules {
  react: typeof React;
  client: typeof ReactDomClient;
  server: typeof ReactDomServer;
  shared: typeof Shared;
  stub: typeof CatalogStub;
  PackagePage: typeof PackagePageOfTest;
}

/** The Diabetes Care page with the providers the shell gives it. */
function page({ react, shared, PackagePage }: Modules, serverState?: ReturnType<Modules['shared']['emptyShopState']>) {
  const { createElement } = react;
  return createElement(
    shared.ShopProviders,
    { store: shared.createShopStore({ storage: null, syncAcrossTabs: false }), serverState, children: null },
    createElement(shared.MemoryRouter, { initialEntries: ['/packages/DiabetesCare'] }, createElement(shared.Routes, null, createElement(shared.Route, { path: '/packages/:name', element: createElement(PackagePage) }))),
  );
}

/**
 * The page's HTML as the content's server renders it, every answer waited for, with the catalogue
 * of `built`, or as `serve` gives the catalog.
 */
async function builtHtml(built: CatalogProduct[], serve: (stub: Modules['stub']) => void = (stub) => void stub.serveCatalog(built)): Promise<string> {
  const modules = freshModules();
  serve(modules.stub);
  // React's Node renderer schedules with setImmediate, which jsdom's globals leave out.
  const global = globalThis as { setImmediate?: unknown };
  global.setImmediate = setImmediateOfNode;
  try {
    return await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => void (chunks.push(chunk), done()) });
      sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
      const stream = modules.server.renderToPipeableStream(page(modules), { onAllReady: () => stream.pipe(sink), onError: reject });
    });
  } finally {
    delete global.setImmediate;
  }
}

/**
 * `html` in the document, hydrated as the shell does in a page load whose catalog is `serve`d,
 * once what it waits for has come.
 */
async function hydrate(html: string, serve: (stub: Modules['stub']) => void) {
  const modules = freshModules();
  serve(modules.stub);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = jest.fn();
  await modules.react.act(async () => {
    modules.client.hydrateRoot(container, page(modules, modules.shared.emptyShopState()), { onRecoverableError: recoverable });
  });
  await modules.react.act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  return { container, recoverable };
}

const firstCard = (root: ParentNode) => root.querySelector('[aria-label="Products"] li');

describe("a package page's products, in its HTML", () => {
  afterEach(() => document.body.replaceChildren());

  it('arrive with the page, and are taken over without an error when the catalogue says the same', async () => {
    const html = await builtHtml(products);
    expect(html).toContain('Bitter Melon Capsules');
    expect(html).not.toContain('Olive Soap');
    expect(html).toMatch(/data-catalogue-version="1-[a-z0-9]+"/);
    const container = document.createElement('div');
    container.innerHTML = html;
    const arrived = firstCard(container);
    container.replaceChildren();
    const { container: hydrated, recoverable } = await hydrate(html, (stub) => stub.serveCatalog(products));
    expect(recoverable).not.toHaveBeenCalled();
    expect(firstCard(hydrated)?.outerHTML).toBe(arrived?.outerHTML);
  });

  it('are drawn anew, without a hydration error, when the catalogue changed since the build', async () => {
    const html = await builtHtml(products);
    const { container, recoverable } = await hydrate(html, (stub) => stub.serveCatalog([{ ...bitterMelon, name: 'Bitter Melon Capsules (new pack)' }]));
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(container).getByRole('list', { name: 'Products' })).toHaveTextContent(/^Bitter Melon Capsules \(new pack\)$/);
  });

  it("are left to the browser by a server without the catalog (the content's build), and drawn there without an error", async () => {
    const html = await builtHtml([], (stub) => stub.catalogNotOnServer());
    expect(html).toContain('Loading products...');
    expect(html).not.toContain('Retry');
    expect(html).not.toContain('data-catalogue-version');
    const { container, recoverable } = await hydrate(html, (stub) => stub.serveCatalog(products));
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(container).getByRole('list', { name: 'Products' })).toHaveTextContent(/^Bitter Melon Capsules$/);
  });

  it('say so, with Retry, when the catalog cannot be loaded in the browser', async () => {
    const html = await builtHtml(products);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, recoverable } = await hydrate(html, (stub) => stub.catalogDown());
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(container).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(container).queryByText('Bitter Melon Capsules')).not.toBeInTheDocument();
  });
});
