/**
 * The HS256 key of session tokens. Never a value written in the code:
 * - JWT_SECRET when set. With NODE_ENV=production it must be at least 32 bytes and not the .env.example
 *   placeholder, or the API refuses to start.
 * - Otherwise (a developer install) a random 48-byte key generated on first start and kept in
 *   `<DATA_DIR>/jwt-secret` (folder 0700, file 0600), so sessions survive restarts. Production refuses to start
 *   without JWT_SECRET: replicas must share one key, and a key on one container's disk would not be shared.
 * - A data folder of ':memory:' (no disk) gets a key that lives as long as the process.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from './private-files';
import { log } from './log';

export const MIN_SECRET_BYTES = 32;
export const SECRET_FILE = 'jwt-secret';

export class ConfigError extends Error {}

export interface SecretSource {
  /** JWT_SECRET as configured ('' or undefined = not set). */
  configured: string | undefined;
  production: boolean;
  dataDir: string;
}

export function resolveJwtSecret({ configured, production, dataDir }: SecretSource): string {
  const secret = configured?.trim() ?? '';
  if (secret) {
    if (production && Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES) {
      throw new ConfigError(
        `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes with NODE_ENV=production (openssl rand -hex 32)`,
      );
    }
    if (production && /^change-me/i.test(secret))
      throw new ConfigError(
        'JWT_SECRET is still the placeholder of .env.example: set a random value (openssl rand -hex 32)',
      );
    if (!production && Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES && process.env.NODE_ENV !== 'test') {
      log.warn(`JWT_SECRET is shorter than ${MIN_SECRET_BYTES} bytes: NODE_ENV=production would refuse it.`);
    }
    return secret;
  }
  if (production)
    throw new ConfigError(
      `JWT_SECRET is not set: NODE_ENV=production needs a secret of at least ${MIN_SECRET_BYTES} bytes (openssl rand -hex 32)`,
    );
  if (dataDir === ':memory:') return randomBytes(48).toString('base64url');
  return generatedSecret(dataDir);
}

/** Reads `<dataDir>/jwt-secret`, creating it (0600, in a 0700 folder) when absent. */
export function generatedSecret(dataDir: string): string {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, SECRET_FILE);
  try {
    // 'wx': only the first of two starters at once creates it; the other reads what the first wrote.
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES)
    throw new ConfigError(`${file} holds fewer than ${MIN_SECRET_BYTES} bytes: delete it to generate a new one`);
  return secret;
}
