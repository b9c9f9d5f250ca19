// Types of nginx-shop.mjs for the journeys that use it.
export interface NginxShop {
  /** The shell's origin. */
  origin: string;
  stop(app: 'shell' | 'catalog' | 'checkout' | 'content' | 'nopf'): Promise<void>;
  start(app: 'shell' | 'catalog' | 'checkout' | 'content' | 'nopf'): Promise<void>;
  redeploy(remote: 'catalog' | 'checkout' | 'content' | 'nopf', from: string, to: string): Promise<void>;
  close(): Promise<void>;
}
export declare function startNginxShop(): Promise<NginxShop>;
