/**
 * Compares a presented secret with the expected one in constant time. Both are hashed first, so neither the
 * comparison nor an early length check reveals how much of the secret was right.
 */
export async function secretsMatch(presented: string | null, expected: string): Promise<boolean> {
  if (presented === null || expected.length === 0) return false;
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(presented)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= left[i] ^ right[i];
  return difference === 0;
}
