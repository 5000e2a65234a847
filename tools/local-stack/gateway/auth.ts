// Who is calling: Kong's key check (apikey header) plus PostgREST's JWT check (Authorization: Bearer), both HS256
// against the local JWT secret. Resolves to the database role and the claims for request.jwt.claims.
import { verifyJwt } from "../keys.ts";
import { errors } from "./errors.ts";
import type { IncomingHttpHeaders } from "node:http";

/** Roles the authenticator may switch to (PostgREST: roles granted to the authenticator). */
const apiRoles = new Set(["anon", "authenticated", "service_role"]);

async function claimsOf(token: string) {
  try {
    return await verifyJwt(token);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    throw errors.badJwt(code ? `${code}: ${message}` : String(message));
  }
}

export async function authenticate(
  headers: IncomingHttpHeaders,
): Promise<{ role: string; claims: Record<string, unknown> }> {
  // Node joins a repeated header into one string (only set-cookie comes as an array).
  const apikey = headers["apikey"] as string | undefined;
  const authorization = headers["authorization"];
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  // The apikey is checked whenever it is sent; the Bearer token, when sent, decides the role.
  const apikeyClaims = apikey ? await claimsOf(apikey) : null;
  const claims = bearer ? await claimsOf(bearer) : apikeyClaims;
  if (!claims) throw errors.noApiKey();
  const role = typeof claims.role === "string" ? claims.role : "anon";
  if (!apiRoles.has(role)) throw errors.badRole(role);
  return { role, claims };
}
