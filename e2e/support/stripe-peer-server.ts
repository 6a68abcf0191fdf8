// The Stripe-compatible test server as a process of its own, for the browser journeys: both e2e
// servers send their Stripe calls to it (STRIPE_API_URL), and the browser pays on its page.
import { StripePeer } from '../../apps/server/src/test/stripe-peer.ts';

const peer = new StripePeer();
await peer.start(Number(process.env.STRIPE_PEER_PORT ?? 0));
console.log(`Stripe test server listening at ${peer.url}`);
