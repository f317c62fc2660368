// A certificate for localhost, made by openssl for one bench run (the sweep's --protocol h2, ADR
// 0057) and removed with it: Chromium is told to accept it, and no key is kept in the repository.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HttpsFiles } from './servers.ts';

export interface LocalhostCertificate extends HttpsFiles {
  remove(): void;
}

export function localhostCertificate(): LocalhostCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'], { stdio: 'ignore' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error('--protocol h2 needs openssl to make a certificate for localhost', { cause: error });
  }
  return { key, cert, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
