import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule } from './remote-registry';
import type { RemoteName } from './runtime-config';

interface ModuleWithDefault {
  default: ComponentType;
}

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy component for one exposed module, made once so React keeps its state across renders. */
export function remoteComponent(remote: RemoteName, module: string): LazyExoticComponent<ComponentType> {
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
