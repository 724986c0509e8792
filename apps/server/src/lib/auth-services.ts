/**
 * The shapes of the sign-in services every module gets through the app context (implemented in modules/auth):
 * declared here so lib/ depends on no module.
 */

export type TokenService = {
  /** `version` is the user's token version: signing out raises it, which revokes every token signed before. */
  sign: (userId: string, version?: number) => Promise<string>;
  /** Returns the user id of a valid token, or null for anything else (bad signature, alg, expiry, shape). */
  verify: (token: string) => Promise<string | null>;
  /** The user id and token version of a valid token (a token without a version has version 0), or null. */
  verifySession: (token: string) => Promise<{ userId: string; version: number } | null>;
};

export type SignInThrottle = {
  /** Counts an attempt from the address; 429 over the limit. */
  hitAddress: (address: string) => Promise<void>;
  /** 429 when this address may not try this email now. */
  assertMayTry: (email: string, address: string) => Promise<void>;
  recordFailure: (email: string, address: string) => Promise<void>;
  /** Clears the address's failures for the email and remembers the address as the owner's. */
  recordSuccess: (email: string, address: string) => Promise<void>;
  /** Deletes expired counters. */
  purge: () => Promise<void>;
};
