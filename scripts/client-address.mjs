/**
 * Which address a request comes from, for the rate limits and the mailbox's loopback check. The connection's own
 * address is the only one we can trust, unless the deployment says how many proxies of its own stand in front of us
 * (TRUSTED_PROXY_HOPS): each appends the address it was reached from to X-Forwarded-For, so the client is the entry
 * that many places from the right of the chain (the header's entries, then the connection). Anything further left was
 * written by the client and is ignored: a client cannot spread its attempts over made-up addresses.
 */

/** TRUSTED_PROXY_HOPS as a count: unset or blank is 0; anything but a whole number from 0 to 10 is an error. */
export function trustedProxyHops(value) {
  if (value === undefined || value.trim() === "") return 0;
  if (!/^\d+$/.test(value.trim()) || Number(value) > 10) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (the proxies in front of the app), not "${value}".`);
  }
  return Number(value);
}

/**
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s) as received
 * @param {string | undefined} connection the socket's remote address
 * @param {number} hops the proxies the deployment trusts
 */
export function clientAddress(forwardedFor, connection, hops) {
  const socket = normalise(connection ?? "") || "unknown";
  if (hops === 0) return socket;
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map(normalise)
    .filter((entry) => entry !== "");
  const chain = [...listed, socket];
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/** "::ffff:1.2.3.4" is 1.2.3.4; a bracketed or ported form keeps the address alone; nothing else is trusted to be short. */
function normalise(entry) {
  let address = entry.trim().slice(0, 64);
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
}
