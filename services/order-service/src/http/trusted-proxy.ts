// TRUST_PROXY: the proxy in front of the service, the only peer whose X-Forwarded-For is believed
// (the rate limits count per shopper by that address). It names the real proxy, and nothing
// else on its network: by address or range (`127.0.0.1`, `10.0.0.0/8`), by one of the names
// `loopback`, `linklocal`, `uniquelocal`, by host name (`shell`, docker-compose's front door,
// looked up again every 10 s as its container's address may change), or as a count of hops
// (`1`: the peer, whoever it is, where a network policy lets only the ingress reach the service).
import dns from 'node:dns/promises';
import net from 'node:net';

const RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const RELOOK_MS = 10_000;

export interface TrustedProxy {
  /** Fastify's `trustProxy`: whether the peer at `hop` (0: the socket's) is the proxy. */
  trusts: (address: string, hop: number) => boolean;
  /** Stops looking host names up again. */
  stop(): void;
}

/** An address as the socket gives it, IPv4 out of its IPv6 form (`::ffff:10.0.0.1`). */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** The proxy TRUST_PROXY names; host names are looked up before it resolves. */
export async function trustedProxy(setting: string, lookup: (name: string) => Promise<string[]> = lookUp): Promise<TrustedProxy> {
  if (/^\d+$/.test(setting.trim())) {
    const hops = Number(setting.trim());
    return { trusts: (_address, hop) => hop < hops, stop: () => undefined };
  }
  const blocks = new net.BlockList();
  const names: string[] = [];
  for (const entry of setting.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, bits] = entry.split('/');
    if (RANGES[entry]) for (const [start, prefix, family] of RANGES[entry]) blocks.addSubnet(start, prefix, family);
    else if (address && net.isIP(address)) blocks.addSubnet(address, bits ? Number(bits) : net.isIPv4(address) ? 32 : 128, net.isIPv4(address) ? 'ipv4' : 'ipv6');
    else if (/^[a-z0-9.-]+$/i.test(entry)) names.push(entry);
    else throw new Error(`TRUST_PROXY: "${entry}" is not an address, a range, loopback/linklocal/uniquelocal, a host name or a hop count`);
  }
  let named = new Set<string>();
  const relook = async () => {
    const found = await Promise.all(names.map((name) => lookup(name).catch(() => [])));
    named = new Set(found.flat().map(plain));
  };
  await relook();
  const timer = names.length > 0 ? setInterval(() => void relook(), RELOOK_MS) : undefined;
  timer?.unref();
  return {
    trusts(address) {
      const ip = plain(address);
      return named.has(ip) || (net.isIP(ip) !== 0 && blocks.check(ip, net.isIPv4(ip) ? 'ipv4' : 'ipv6'));
    },
    stop: () => clearInterval(timer),
  };
}

async function lookUp(name: string): Promise<string[]> {
  return (await dns.lookup(name, { all: true })).map((entry) => entry.address);
}
