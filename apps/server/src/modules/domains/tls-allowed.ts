import type { Db } from '../../db/client.ts';
import { hostRules, normaliseHost, siteAddress, type HostRules } from '../sites/host.ts';
import { SiteService } from '../sites/service.ts';
import type { SiteDirectory } from '../sites/site-directory.ts';

/** A certificate names hosts, never ports. */
const withoutPort = (host: string) => host.replace(/:\d*$/, '');

/**
 * Which names may get a certificate. A TLS terminator that issues certificates on demand (Caddy's
 * `on_demand_tls`, see deploy/Caddyfile) asks before it gets one for a name it has not seen. A
 * name qualifies when Tessera serves it: the subdomain of an existing website (published or not,
 * so its certificate is ready when it goes live) or a custom domain the DNS has proven. Anything
 * else is refused, so that made-up names sent in a handshake cannot spend the certificate
 * authority's rate limits. Answered by the site lookup (the site directory where it cannot be
 * stale, otherwise one query on a unique index): it runs on every handshake for a new name.
 */
export class TlsAllowance {
  private readonly rules: HostRules;
  private readonly sites: SiteService;

  constructor(deps: {
    db: Db;
    directory: SiteDirectory;
    hostingDomain: string;
    publicUrl: string;
  }) {
    // HOSTING_DOMAIN may carry a port (localhost:3000); the name asked about never does.
    this.rules = hostRules(withoutPort(deps.hostingDomain), deps.publicUrl);
    this.sites = new SiteService({ db: deps.db, directory: deps.directory });
  }

  /** The name as compared: lower-cased, without its trailing dot and port. */
  static normalise(name: string): string {
    return withoutPort(normaliseHost(name));
  }

  async allows(name: string): Promise<boolean> {
    const host = TlsAllowance.normalise(name);
    const address = host ? siteAddress(host, this.rules) : null;
    if (!address) return false;
    return (await this.sites.lookup(address)).kind !== 'none';
  }
}
