import { lazy, use, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule } from '../../domain/remotes/remote-registry';
import type { RemoteName } from '../../domain/remotes/runtime-config';
import { showFailure } from './failed-parts';

interface ModuleWithDefault {
  default: ComponentType;
}

const components = new Map<string, LazyExoticComponent<ComponentType>>();

const neverSettles = new Promise<never>(() => undefined);

/**
 * A remote's region when the build renders a page's HTML (src/build-time/prerender-pages.tsx): it waits
 * forever, so the HTML carries the region's loading state and the browser renders the region.
 */
function RenderedInTheBrowser(): null {
  use(neverSettles);
  return null;
}

/**
 * The lazy component for one exposed module, made once so React keeps its state across renders.
 * A page's region may have arrived as HTML (`page`): when its module cannot load, it renders the
 * kept page (kept-server-html.tsx, its own chunk, fetched only then), which keeps that HTML where
 * React is hydrating it, and otherwise throws for the fallback. While it is there, the region
 * shows a failure (failed-parts.ts); once it is gone, the module is forgotten, so the next visit
 * loads it anew. Both are handed to the chunk rather than imported by it: a module both chunks
 * import would cost the first load of every page its own wrapper.
 */
export function remoteComponent(remote: RemoteName, module: string, page = false): ComponentType {
  if (typeof window === 'undefined') return RenderedInTheBrowser;
  const key = `${remote}/${module}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => {
      const loading = loadRemoteModule<ModuleWithDefault>(remote, module);
      return page
        ? loading.catch((error: unknown) =>
            import('./kept-server-html').then(({ default: keptPage }) => keptPage(remote, module, error, showFailure, () => void components.delete(key))),
          )
        : loading;
    });
    components.set(key, component);
  }
  return component;
}

/** React caches a rejected lazy component: Retry must forget it so the next render loads anew. */
export function forgetRemoteComponent(remote: RemoteName, module: string): void {
  components.delete(`${remote}/${module}`);
}
