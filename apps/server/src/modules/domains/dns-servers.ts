import net from 'node:net';

/**
 * Reads DNS_SERVERS: comma-separated resolvers as `ip`, `ip:port` or `[ipv6]:port`, in the form
 * node:dns's `setServers` takes. Empty means the system's resolvers.
 */
export function parseDnsServers(text: string): string[] {
  const servers = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const server of servers) {
    if (!isResolverAddress(server)) {
      throw new Error(
        `DNS_SERVERS must list IP addresses with an optional port (1.1.1.1, 127.0.0.1:5353, [::1]:53), got "${server}"`,
      );
    }
  }
  return servers;
}

function isResolverAddress(server: string): boolean {
  if (net.isIP(server)) return true;
  const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(server);
  if (!match) return false;
  const host = match[1] ?? match[2]!;
  const port = Number(match[3]);
  const hostOk = match[1] ? net.isIPv6(host) : net.isIPv4(host);
  return hostOk && port > 0 && port < 65536;
}
