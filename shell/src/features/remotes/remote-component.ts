import { lazy, use, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule } from '../../domain/remotes/remote-registry';
import type { RemoteName } from '../../domain/remotes/runtime-config';

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

/** The lazy component for one exposed module, made once so React keeps its state across renders. */
export function remoteComponent(remote: RemoteName, module: string): ComponentType {
  if (typeof window === 'undefined') return RenderedInTheBrowser;
  const key = `${remote}/${module}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => loadRemoteModule<ModuleWithDefault>(remote, module));
    components.set(key, component);
  }
  return component;
}

/** React caches a rejected lazy component: Retry must forget it so the next render loads anew. */
export function forgetRemoteComponent(remote: RemoteName, module: string): void {
  components.delete(`${remote}/${module}`);
}
