// Types of nginx-shop.mjs for the journeys that use it.
export interface NginxShop {
  /** The shell's origin. */
  origin: string;
  redeploy(remote: 'catalog' | 'checkout' | 'content' | 'nopf', from: string, to: string): Promise<void>;
  close(): Promise<void>;
}
export declare function startNginxShop(): Promise<NginxShop>;
