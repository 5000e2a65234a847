// Who is calling: Kong's key check (apikey header) plus PostgREST's JWT check (Authorization: Bearer), both HS256
// against the local JWT secret. Resolves to the database role and the claims for request.jwt.claims.
import { verifyJwt } from "../keys.mjs";
import { errors } from "./errors.mjs";

/** Roles the authenticator may switch to (PostgREST: roles granted to the authenticator). */
export const apiRoles = new Set(["anon", "authenticated", "service_role"]);

async function claimsOf(token) {
  try {
    return await verifyJwt(token);
  } catch (error) {
    throw errors.badJwt(error.code ? `${error.code}: ${error.message}` : String(error.message));
  }
}

/** @returns {Promise<{ role: string, claims: Record<string, unknown> }>} */
export async function authenticate(headers) {
  const apikey = headers["apikey"];
  const authorization = headers["authorization"];
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  if (!apikey && !bearer) throw errors.noApiKey();
  const apikeyClaims = apikey ? await claimsOf(apikey) : null;
  const claims = bearer ? await claimsOf(bearer) : apikeyClaims;
  const role = typeof claims.role === "string" ? claims.role : "anon";
  if (!apiRoles.has(role)) throw errors.badRole(role);
  return { role, claims };
}
