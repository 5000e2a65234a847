// Who is calling: Kong's key check (apikey header) plus PostgREST's JWT check (Authorization: Bearer), both HS256
// against the local JWT secret. Resolves to the database role and the claims for request.jwt.claims.
import { verifyJwt } from "../keys.mjs";
import { errors } from "./errors.mjs";

/** Roles the authenticator may switch to (PostgREST: roles granted to the authenticator). */
const apiRoles = new Set(["anon", "authenticated", "service_role"]);

/** @param {string} token */
async function claimsOf(token) {
  try {
    return await verifyJwt(token);
  } catch (error) {
    const { code, message } = /** @type {{ code?: string, message?: string }} */ (error);
    throw errors.badJwt(code ? `${code}: ${message}` : String(message));
  }
}

/**
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @returns {Promise<{ role: string, claims: Record<string, unknown> }>}
 */
export async function authenticate(headers) {
  // Node joins a repeated header into one string (only set-cookie comes as an array).
  const apikey = /** @type {string | undefined} */ (headers["apikey"]);
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
