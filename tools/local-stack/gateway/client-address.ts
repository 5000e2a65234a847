// STAND-IN for what sits in front of PostgREST on hosted Supabase: Cloudflare sets `cf-connecting-ip` to the address
// of the TCP peer that reached it, replacing any value the client sent, and the database counts per-client limits on
// that header only (supabase/migrations/20261127160000_contact_intake.sql). The local gateway does the
// same with its own TCP peer. `x-forwarded-for` and `x-real-ip` from the client are replaced by the peer address too,
// so no address header a client sent reaches Postgres.
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/**
 * The TCP peer's address, IPv4-mapped IPv6 ("::ffff:127.0.0.2") written as plain IPv4.
 */
function peerAddress(socket: Socket): string {
  const address = socket.remoteAddress ?? "";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice("::ffff:".length) : address;
}

/**
 * The request headers as PostgREST hands them to Postgres (`request.headers`), with the client address set.
 */
export function headersWithClientAddress(req: IncomingMessage): IncomingHttpHeaders {
  const address = peerAddress(req.socket);
  return { ...req.headers, "cf-connecting-ip": address, "x-forwarded-for": address, "x-real-ip": address };
}
